import { createServer } from 'node:net';

/** The first port from `start` on that nobody listens on (loopback). */
export async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => server.close(() => resolve(true)))
        .listen(port, '127.0.0.1');
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${start}-${start + 99}`);
}
