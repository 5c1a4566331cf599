import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  // Whatever JSON the route answered.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** Milliseconds from sending to the last byte of the answer. */
  ms: number;
}

/**
 * Real HTTP from a chosen loopback address (127.0.0.2, 127.0.0.3, …): the server sees distinct
 * clients without a proxy in between, as separate visitors would be seen in production.
 */
export function fromAddress(base: string, localAddress: string) {
  const send = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const started = performance.now();
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        new URL(path, base),
        {
          method,
          localAddress,
          agent: false,
          headers: {
            ...(data
              ? {
                  'content-type': 'application/json',
                  'content-length': String(Buffer.byteLength(data)),
                }
              : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: keep the text
            }
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: parsed,
              ms: performance.now() - started,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  return {
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      send('POST', path, body, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) =>
      send('PUT', path, body, headers),
  };
}
