import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { Env } from 'src/config/env';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import { IcalImportService } from './ical-import.service';

export const REFRESH_ICAL_JOB = 'ical:refresh';

/**
 * Imports every external calendar. A feed's failure is recorded on the feed and the job still
 * completes: the next run tries again, and retrying a platform that is down within seconds helps
 * no one.
 */
@Processor(Queue.Ical)
export class IcalRefreshProcessor extends AppWorkerHost {
  private readonly logger = new Logger(IcalRefreshProcessor.name);

  constructor(private readonly imports: IcalImportService) {
    super();
  }

  async process(job: Job): Promise<{ feeds: number; failed: number } | undefined> {
    if (job.name !== REFRESH_ICAL_JOB) return undefined;
    const result = await this.imports.refreshAll();
    if (result.failed)
      this.logger.warn(`iCal import: ${result.failed} of ${result.feeds} feed(s) failed`);
    return result;
  }
}

/** Registers the import every ICAL_REFRESH_MINUTES once per deployment (upsert). */
@Injectable()
export class IcalRefreshScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(Queue.Ical) private readonly queue: BullQueue,
    private readonly env: Env,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      REFRESH_ICAL_JOB,
      { every: this.env.ICAL_REFRESH_MINUTES * 60_000 },
      { name: REFRESH_ICAL_JOB },
    );
  }
}
