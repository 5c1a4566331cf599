import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The scripts' own way to run a redis-server lives outside api/, where the src/ alias cannot reach.
// eslint-disable-next-line no-restricted-imports
import {
  findRedisServer,
  redisReady,
  redisServerArgs,
} from '../../../scripts/lib/services/redis-server';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * A Redis of the test's own, so it can be stopped and started without disturbing the suites that
 * share the main test Redis. Started as the dev services start theirs (scripts/lib/services).
 */
export class PrivateRedis {
  private proc?: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), 'redis-'));
  private constructor(readonly port: number) {}

  static async create(): Promise<PrivateRedis> {
    const r = new PrivateRedis(await freePort());
    await r.start();
    return r;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const bin = (await findRedisServer()) ?? 'redis-server';
    this.proc = spawn(bin, redisServerArgs(this.port, this.dir), { stdio: 'ignore' });
    if (!(await redisReady(this.port, 5000))) throw new Error('private redis did not start');
  }

  async stop(): Promise<void> {
    const p = this.proc;
    if (!p || p.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGKILL');
    });
  }
}
