import { Logger } from '@nestjs/common';
import { Queue, Worker, type Processor, type QueueOptions, type WorkerOptions } from 'bullmq';

/** The longest pause between two reconnect attempts (see the retry strategy in bullmq.ts). */
export const MAX_RECONNECT_DELAY_MS = 2000;

/** How often a job may lose its worker (killed, crashed, cut off) and still be run again. */
export const MAX_STALLED_COUNT = 2;

export interface WorkerTuning {
  /** How long a job's lock lives without renewal; a killed worker's job is picked up after it. */
  lockDurationMs: number;
  /** How often workers look for jobs whose lock expired (stalled jobs) and put them back. */
  stalledIntervalMs: number;
  /** The longest a worker or queue may take to close before it is disconnected by force. */
  closeTimeoutMs: number;
}

/**
 * Set from the validated environment by BullRootModule's factory, which Nest runs before it creates
 * any worker (workers are built in BullExplorer.onModuleInit, queues on first injection).
 */
const tuning: WorkerTuning = {
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
  closeTimeoutMs: 15_000,
};

export function tuneWorkers(values: WorkerTuning): void {
  Object.assign(tuning, values);
}

type Outcome = 'done' | 'timeout';

function within(promise: Promise<unknown>, ms: number): Promise<Outcome> {
  return new Promise<Outcome>((resolve) => {
    // A safety limit only: it must not be what keeps a process alive once everything else closed.
    const timer = setTimeout(() => resolve('timeout'), Math.max(0, ms)).unref();
    const settle = () => {
      clearTimeout(timer);
      resolve('done');
    };
    promise.then(settle, settle);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The promise's value, or null if it fails or takes longer than `ms`. */
function orNull<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise<T | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), Math.max(0, ms)).unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

/** The raw ioredis clients behind a queue or worker, for a last-resort disconnect. */
type Connection = { client: Promise<{ status: string; disconnect(): void }> } | undefined;

async function dropConnections(connections: Connection[]): Promise<void> {
  for (const connection of connections) {
    if (!connection) continue;
    // `client` resolves only once the connection was ready; one that never was has nothing to drop.
    const client = await orNull(connection.client, 200);
    if (client && client.status !== 'end') client.disconnect();
  }
}

/**
 * The BullMQ worker every processor runs on (BullModule.workerClass): lock and stalled-check
 * timings from the environment, and a close that always ends.
 *
 * Why close needed help (the hang seen after Redis restarts; cf. bullmq issues 4585 and 4656): a
 * graceful close interrupts the blocking BZPOPMIN by calling ioredis `disconnect()` on the blocking
 * client and waits for its `end` event. A client that lost Redis sits in status `reconnecting`
 * between two attempts: no socket, only a retry timer. `disconnect()` then clears the timer and,
 * having no socket to end, never emits `end`, so `close()` waits forever. That is the state right
 * after a Redis restart (the next attempt is up to MAX_RECONNECT_DELAY_MS away) and the whole time
 * Redis is down.
 *
 * So before closing, the worker waits (a little longer than one reconnect delay) for the blocking
 * client to be ready again; if Redis stays away it closes with `force` (BullMQ then disconnects
 * without waiting for `end`), which leaves running jobs to be retried once their lock expired. And
 * whatever else may hang, close gives up after WORKER_CLOSE_TIMEOUT_MS, logs it and drops the
 * connections.
 */
export class AppWorker extends Worker {
  private readonly shutdownLogger = new Logger('WorkerShutdown');
  private bounded?: Promise<void>;

  constructor(name: string, processor?: string | URL | null | Processor, opts?: WorkerOptions) {
    super(name, processor, {
      lockDuration: tuning.lockDurationMs,
      stalledInterval: tuning.stalledIntervalMs,
      // A job whose worker died is run again; BullMQ's default gives up after one such death. A
      // host going down twice (or a deploy right after a crash) must not fail a guest's mail or
      // gate code: our jobs are idempotent, so two more runs are safe.
      maxStalledCount: MAX_STALLED_COUNT,
      ...opts,
    } as WorkerOptions);
  }

  override close(force = false): Promise<void> {
    this.bounded ??= this.closeWithin(force, tuning.closeTimeoutMs);
    return this.bounded;
  }

  private async closeWithin(force: boolean, timeoutMs: number): Promise<void> {
    const started = Date.now();
    const reconnected =
      force || (await this.blockingClientReady(Math.min(MAX_RECONNECT_DELAY_MS + 1000, timeoutMs)));
    if (!reconnected)
      this.shutdownLogger.warn(
        `Queue ${this.name}: Redis is not reachable, closing without waiting for running jobs (they are retried once their lock expires)`,
      );
    const closing = super.close(force || !reconnected);
    if ((await within(closing, timeoutMs - (Date.now() - started))) === 'done') return;
    this.shutdownLogger.error(
      `Queue ${this.name}: worker did not close within ${timeoutMs} ms; disconnecting it by force`,
    );
    await dropConnections([this.backend.blockingConnection, this.backend.connection]);
  }

  /** True once the blocking client is connected (or already ended), false if it is not within `ms`. */
  private async blockingClientReady(ms: number): Promise<boolean> {
    const connection = this.backend.blockingConnection;
    if (!connection) return true;
    const deadline = Date.now() + ms;
    const client = await orNull(connection.client, ms);
    if (!client) return false;
    while (client.status !== 'ready' && client.status !== 'end') {
      if (Date.now() >= deadline) return false;
      await sleep(50);
    }
    return true;
  }
}

/**
 * The BullMQ queue (BullModule.queueClass, and Bull Board's queues): connection errors while Redis
 * is away are logged (at most twice a minute) instead of printed by BullMQ, and close never waits
 * for an absent Redis and is bounded like the worker's.
 */
export class AppQueue extends Queue {
  private readonly queueLogger = new Logger('Queue');
  private bounded?: Promise<void>;
  private lastWarning = 0;

  constructor(name: string, opts?: QueueOptions) {
    super(name, opts);
    this.on('error', (error: Error) => {
      // Redis away: one line every half minute is enough, not one per reconnect attempt.
      if (Date.now() - this.lastWarning < 30_000) return;
      this.lastWarning = Date.now();
      this.queueLogger.warn(`Queue ${name}: ${error.message}`);
    });
  }

  override close(): Promise<void> {
    this.bounded ??= (async () => {
      const client = await orNull(this.backend.connection.client, 200);
      if (client && client.status !== 'ready' && client.status !== 'end') {
        // Redis is away: QUIT would wait in the offline queue for it to return. A queue owes Redis
        // no goodbye, so just drop the connection (and with it the retry timer).
        client.disconnect();
        return;
      }
      if ((await within(super.close(), tuning.closeTimeoutMs)) === 'done') return;
      this.queueLogger.error(
        `Queue ${this.name}: did not close within ${tuning.closeTimeoutMs} ms; disconnecting it by force`,
      );
      await dropConnections([this.backend.connection]);
    })();
    return this.bounded;
  }
}
