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
});
