import { InjectQueue, Processor } from '@nestjs/bullmq';
import { AppWorkerHost } from 'src/queues/worker-host';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { Queue } from 'src/queues/queue-names';
import { AccessCodesService, ISSUE_JOB, SWEEP_JOB } from './access-codes.service';

/** Issues codes when their delayed job comes due, and runs the sweeper. Both are idempotent. */
@Processor(Queue.AccessCodes)
export class AccessCodesProcessor extends AppWorkerHost {
  constructor(private readonly codes: AccessCodesService) {
    super();
  }

  async process(job: Job<{ bookingId?: string }>): Promise<unknown> {
    if (job.name === ISSUE_JOB && job.data.bookingId) {
      const code = await this.codes.issue(job.data.bookingId);
      return { issued: code ? code.id : null };
    }
    if (job.name === SWEEP_JOB) return this.codes.sweep();
    return undefined;
  }
}

@Injectable()
export class AccessCodesScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(Queue.AccessCodes) private readonly queue: BullQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(SWEEP_JOB, { every: 5 * 60_000 }, { name: SWEEP_JOB });
  }
}
