import { InjectQueue, Processor } from '@nestjs/bullmq';
import { AppWorkerHost } from 'src/queues/worker-host';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { Queue } from 'src/queues/queue-names';
import { BookingHolds } from './booking-holds.service';

export const EXPIRE_HOLDS_JOB = 'bookings:expire-holds';

/**
 * Marks unpaid holds past their time as expired every minute. Readers already treat such holds as
 * free; this makes it visible to staff and keeps the occupancy table small. Idempotent.
 */
@Processor(Queue.Bookings)
export class HoldExpiryProcessor extends AppWorkerHost {
  private readonly logger = new Logger(HoldExpiryProcessor.name);

  constructor(private readonly holds: BookingHolds) {
    super();
  }

  async process(job: Job): Promise<{ expired: number } | undefined> {
    if (job.name !== EXPIRE_HOLDS_JOB) return undefined;
    const expired = await this.holds.expireHolds();
    if (expired) this.logger.log(`Expired ${expired} hold(s)`);
    return { expired };
  }
}

@Injectable()
export class HoldExpiryScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(Queue.Bookings) private readonly queue: BullQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      EXPIRE_HOLDS_JOB,
      { every: 60_000 },
      { name: EXPIRE_HOLDS_JOB },
    );
  }
}
