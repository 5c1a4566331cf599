import { Queue as BullQueue } from 'bullmq';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Queue } from 'src/queues/queue-names';

const API = join(__dirname, '../..');

/**
 * The real worker entry (src/worker.ts) in a process of its own, compiled on the fly by SWC with
 * the same settings as the tests (test/helpers/swc-register.cjs), so it runs the sources under test.
 */
export class WorkerProcess {
  /** The process's log lines (pino JSON), for assertions and for the failure message. */
  readonly lines: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(private readonly child: ChildProcess) {
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const collect = (chunk: Buffer) => this.lines.push(...chunk.toString('utf8').split('\n'));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
  }

  static async start(env: Record<string, string>, timeoutMs = 120_000): Promise<WorkerProcess> {
    const child = spawn(
      process.execPath,
      ['-r', join(API, 'test/helpers/swc-register.cjs'), join(API, 'src/worker.ts')],
      {
        cwd: API,
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const worker = new WorkerProcess(child);
    await worker.waitForLog(/"msg":"Worker started"/, timeoutMs);
    return worker;
  }

  /**
   * The worker of a test app: its database and Redis prefix, mails to the SMTP catcher at
   * `smtpUrl`, the outbox relayed every 100 ms; `env` adds to that (e.g. the relaxed abuse limits).
   */
  static forApp(
    app: { databaseUrl: string; redisPrefix: string },
    smtpUrl: string,
    env: Record<string, string> = {},
  ): Promise<WorkerProcess> {
    return WorkerProcess.start({
      DATABASE_URL: app.databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: app.redisPrefix,
      SMTP_URL: smtpUrl,
      OUTBOX_POLL_MS: '100',
      ...env,
    });
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** Resolves when a log line matches; fails if the process exits or the time runs out first. */
  async waitForLog(pattern: RegExp, timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    let gone = false;
    void this.exited.then(() => (gone = true));
    for (;;) {
      const line = this.lines.find((l) => pattern.test(l));
      if (line) return line;
      if (gone || Date.now() > deadline)
        throw new Error(
          `worker ${this.pid}: no log line ${String(pattern)} (${gone ? 'exited' : 'timed out'}):\n${this.lines.slice(-30).join('\n')}`,
        );
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Sends the signal and waits for the process to end. */
  async kill(
    signal: NodeJS.Signals,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    this.child.kill(signal);
    return this.exited;
  }
}

/** Empties every queue under a test app's Redis prefix: jobs a killed worker left reach no later suite. */
export async function obliterateQueues(redisPrefix: string): Promise<void> {
  for (const name of Object.values(Queue)) {
    const q = new BullQueue(name, {
      connection: { url: process.env.REDIS_URL },
      prefix: `${redisPrefix}:bull`,
    });
    await q.obliterate({ force: true }).catch(() => undefined);
    await q.close();
  }
}
