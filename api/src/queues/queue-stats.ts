import { Global, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Env } from 'src/config/env';
import { AppQueue } from './app-worker';
import { bullConnection, bullPrefix } from './bullmq';
import { Queue } from './queue-names';

export interface QueueFailures {
  queue: Queue;
  failed: number;
}

/** Jobs of one queue by state, for the performance page. */
export interface QueueDepth {
  queue: Queue;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** How long a dashboard waits for Redis before it shows the job figures as unknown. */
const COUNT_TIMEOUT_MS = 1500;

/**
 * Failed-job counts of every queue, for the staff dashboard. The queue connections are opened on
 * first use (an API process nobody asks never talks to BullMQ) and fail fast while Redis is away:
 * the dashboard then shows the figure as unknown instead of waiting.
 */
@Injectable()
export class QueueStats implements OnApplicationShutdown {
  private queues?: AppQueue[];

  constructor(private readonly env: Env) {}

  /** One entry per queue, or null when Redis did not answer in time. */
  failures(): Promise<QueueFailures[] | null> {
    return this.withTimeout(async (q) => ({
      queue: q.name as Queue,
      failed: (await q.getJobCounts('failed')).failed ?? 0,
    }));
  }

  /** Waiting, running, delayed and failed jobs per queue, or null when Redis did not answer in time. */
  depths(): Promise<QueueDepth[] | null> {
    return this.withTimeout(async (q) => {
      const c = await q.getJobCounts('waiting', 'active', 'delayed', 'failed');
      return {
        queue: q.name as Queue,
        waiting: c.waiting ?? 0,
        active: c.active ?? 0,
        delayed: c.delayed ?? 0,
        failed: c.failed ?? 0,
      };
    });
  }

  /** Jobs waiting or delayed, summed over every queue; null when Redis did not answer in time. */
  async backlog(): Promise<number | null> {
    const counts = await this.withTimeout(async (q) => {
      const c = await q.getJobCounts('waiting', 'delayed');
      return (c.waiting ?? 0) + (c.delayed ?? 0);
    });
    return counts === null ? null : counts.reduce((a, b) => a + b, 0);
  }

  private async withTimeout<T>(perQueue: (q: AppQueue) => Promise<T>): Promise<T[] | null> {
    this.queues ??= Object.values(Queue).map(
      (name) =>
        new AppQueue(name, {
          connection: { ...bullConnection(this.env), maxRetriesPerRequest: 1 },
          prefix: bullPrefix(this.env),
        }),
    );
    const counts = Promise.all(this.queues.map(perQueue));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), COUNT_TIMEOUT_MS).unref();
    });
    try {
      return await Promise.race([counts.catch(() => null), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all((this.queues ?? []).map((q) => q.close()));
  }
}

@Global()
@Module({ providers: [QueueStats], exports: [QueueStats] })
export class QueueStatsModule {}
