import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import { SeasonalClosing } from './seasonal-closing.service';
import { SeasonalInstalments } from './seasonal-instalments.service';
import { SeasonalRenewals } from './seasonal-renewals.service';

export const SEASONAL_DAILY_JOB = 'seasonal:daily';

/**
 * The seasonal contracts' daily job: invoice the instalments due, mail the renewal offers due,
 * issue the closing electricity invoices of ended contracts whose final reading is in.
 */
@Processor(Queue.Seasonal)
export class SeasonalProcessor extends AppWorkerHost {
  constructor(
    private readonly instalments: SeasonalInstalments,
    private readonly renewals: SeasonalRenewals,
    private readonly closing: SeasonalClosing,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    if (job.name !== SEASONAL_DAILY_JOB) return undefined;
    return {
      ...(await this.instalments.issueDue()),
      ...(await this.renewals.offerDue()),
      // After the instalments: an instalment due on the last day still takes the electricity.
      ...(await this.closing.issueDue()),
    };
  }
}

/**
 * Runs the daily job every hour: both halves are idempotent, so an hourly run only means that an
 * instalment due today is invoiced in the first hour of its day (Europe/Vienna), whenever the
 * worker was started.
 */
@Injectable()
export class SeasonalScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(Queue.Seasonal) private readonly queue: BullQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SEASONAL_DAILY_JOB,
      { every: 60 * 60_000 },
      { name: SEASONAL_DAILY_JOB },
    );
  }
}
