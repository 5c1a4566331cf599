import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import { RemindersService } from './reminders.service';

export const REMINDERS_SCAN_JOB = 'reminders:scan';

/**
 * Every five minutes: overdue bank transfers, pre-arrival mails, expired card holds. Its own queue,
 * because BullMQ hands a queue's jobs to any of its workers, and another module's worker on the
 * maintenance queue would take (and drop) jobs it does not know.
 */
@Processor(Queue.Reminders)
export class RemindersProcessor extends AppWorkerHost {
  private readonly logger = new Logger(RemindersProcessor.name);

  constructor(private readonly reminders: RemindersService) {
    super();
  }

  async process(job: Job): Promise<object | undefined> {
    if (job.name !== REMINDERS_SCAN_JOB) return undefined;
    const done = await this.reminders.scan();
    if (done.overdue || done.preArrival || done.holdExpired)
      this.logger.log(
        `Reminders: ${done.overdue} overdue transfer(s), ${done.preArrival} pre-arrival, ${done.holdExpired} expired hold mail(s)`,
      );
    return done;
  }
}

@Injectable()
export class RemindersScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(Queue.Reminders) private readonly queue: BullQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      REMINDERS_SCAN_JOB,
      { every: 5 * 60_000 },
      { name: REMINDERS_SCAN_JOB },
    );
  }
}
