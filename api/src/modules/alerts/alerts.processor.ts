import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import { AlertsService } from './alerts.service';

export const ALERTS_SCAN_JOB = 'alerts:scan';

/** Every minute: check the alert rules (its own queue, see RemindersProcessor for why). */
@Processor(Queue.Alerts)
export class AlertsProcessor extends AppWorkerHost {
  constructor(private readonly alerts: AlertsService) {
    super();
  }

  async process(job: Job): Promise<object | undefined> {
    if (job.name !== ALERTS_SCAN_JOB) return undefined;
    return this.alerts.evaluate();
  }
}

@Injectable()
export class AlertsScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(Queue.Alerts) private readonly queue: BullQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      ALERTS_SCAN_JOB,
      { every: 60_000 },
      { name: ALERTS_SCAN_JOB },
    );
  }
}
