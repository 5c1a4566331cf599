import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from 'src/app.setup';
import { Env } from 'src/config/env';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The API as `main.ts` starts it, with the default listen address: clients reach it over IPv6 and
 * IPv4 alike (`localhost` resolves to `::1` first on current systems, and a proxy or a health
 * check may use either).
 */
describe('the listen address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('by default answers on ::1 and on 127.0.0.1', async () => {
    const env = t.app.get(Env);
    await listen(t.app, { PORT: 0, HOST: env.HOST });
    const { port } = t.server.address() as AddressInfo;
    for (const host of ['[::1]', '127.0.0.1']) {
      const res = await fetch(`http://${host}:${port}/api/health`).catch((e: Error) =>
        String((e.cause as Error | undefined)?.message ?? e.message),
      );
      expect({ host, status: typeof res === 'string' ? res : res.status }).toEqual({
        host,
        status: 200,
      });
    }
  });

  it('keeps an idle connection open longer than a client or proxy keeps its own', async () => {
    // A pooled connection idle for 6 s is still usable: Node's default 5 s would have closed it,
    // and a client that sends in that moment gets ECONNRESET (a proxy answers 502).
    const env = t.app.get(Env);
    if (!t.server.listening) await listen(t.app, { PORT: 0, HOST: env.HOST });
    const { port } = t.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      expect(await ask()).toEqual({ status: 200, reused: false });
      await new Promise((r) => setTimeout(r, 6_000));
      expect(await ask()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
