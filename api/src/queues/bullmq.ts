import { BullModule } from '@nestjs/bullmq';
import type { ConnectionOptions, JobsOptions } from 'bullmq';
import { Env } from 'src/config/env';
import { AppQueue, AppWorker, MAX_RECONNECT_DELAY_MS, tuneWorkers } from './app-worker';

// Every queue and worker Nest creates is ours: bounded close, tuned locks (see app-worker.ts).
// Set before any module calls BullModule.registerQueue, which captures the classes.
BullModule.queueClass = AppQueue;
BullModule.workerClass = AppWorker;

/** The Redis connection of BullMQ's queues and workers; queue keys carry REDIS_PREFIX like every other key. */
export function bullConnection(env: Env): ConnectionOptions {
  return {
    url: env.REDIS_URL,
    maxRetriesPerRequest: null,
    // Reconnect within two seconds after Redis comes back (BullMQ's default backs off up to 20 s).
    retryStrategy: (times: number) => Math.min(200 * times, MAX_RECONNECT_DELAY_MS),
  };
}

/** Every job's options unless its producer says otherwise (also for queues built outside Nest). */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export const bullPrefix = (env: Env): string => `${env.REDIS_PREFIX}:bull`;

export const BullRootModule = BullModule.forRootAsync({
  inject: [Env],
  useFactory: (env: Env) => {
    tuneWorkers({
      lockDurationMs: env.WORKER_LOCK_DURATION_MS,
      stalledIntervalMs: env.WORKER_STALLED_INTERVAL_MS,
      closeTimeoutMs: env.WORKER_CLOSE_TIMEOUT_MS,
    });
    return {
      connection: bullConnection(env),
      prefix: bullPrefix(env),
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
    };
  },
});
