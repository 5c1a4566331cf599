import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import { WaitlistEntries } from './waitlist-entries.service';
import { WAITLIST_JOBS, WaitlistOffers } from './waitlist-offers.service';

interface PeriodData {
  pitchId?: string;
  categoryId?: string;
  checkIn: string;
  checkOut: string;
}

/** Jobs of `Queue.Waitlist`: a freed pitch, a confirmed entry, the end of an offer, the sweep. */
@Processor(Queue.Waitlist)
export class WaitlistProcessor extends AppWorkerHost {
  private readonly logger = new Logger(WaitlistProcessor.name);

  constructor(
    private readonly offers: WaitlistOffers,
    private readonly entries: WaitlistEntries,
  ) {
    super();
  }

  async process(job: Job<PeriodData>): Promise<unknown> {
    const d = job.data;
    switch (job.name) {
      case WAITLIST_JOBS.released:
        return { notified: await this.offers.released(d.pitchId ?? '', d.checkIn, d.checkOut) };
      case WAITLIST_JOBS.confirmed:
      case WAITLIST_JOBS.next:
        return {
          notified: await this.offers.offerNext({
            categoryId: d.categoryId ?? '',
            checkIn: d.checkIn,
            checkOut: d.checkOut,
          }),
        };
      case WAITLIST_JOBS.sweep: {
        const result = await this.entries.sweep();
        if (result.expired || result.booked)
          this.logger.log(`Waitlist: ${result.expired} expired, ${result.booked} booked`);
        return result;
      }
      default:
        return undefined;
    }
  }
}

@Injectable()
export class WaitlistScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(Queue.Waitlist) private readonly queue: BullQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      WAITLIST_JOBS.sweep,
      { every: 15 * 60_000 },
      { name: WAITLIST_JOBS.sweep },
    );
  }
}
