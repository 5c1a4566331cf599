import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import { GdprService } from './gdpr.service';

export const RETENTION_JOB = 'gdpr:retention';

/** Once a day: anonymise guests whose last stay ended longer ago than the retention period. */
@Processor(Queue.Retention)
export class RetentionProcessor extends AppWorkerHost {
  constructor(private readonly gdpr: GdprService) {
    super();
  }

  async process(job: Job): Promise<object | undefined> {
    if (job.name !== RETENTION_JOB) return undefined;
    return { anonymised: await this.gdpr.applyRetention() };
  }
}

@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(Queue.Retention) private readonly queue: BullQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    // 03:30 Vienna time, when nobody books.
    await this.queue.upsertJobScheduler(
      RETENTION_JOB,
      { pattern: '30 3 * * *', tz: 'Europe/Vienna' },
      { name: RETENTION_JOB },
    );
  }
}
