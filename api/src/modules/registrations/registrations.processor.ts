import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import { RegistrationRequests } from './registration-requests.service';

export const REGISTRATION_REQUESTS_JOB = 'registrations:requests';

/** Every 15 minutes: ask guests arriving within three days to register, once per booking. */
@Processor(Queue.Registrations)
export class RegistrationsProcessor extends AppWorkerHost {
  private readonly logger = new Logger(RegistrationsProcessor.name);

  constructor(private readonly requests: RegistrationRequests) {
    super();
  }

  async process(job: Job): Promise<object | undefined> {
    if (job.name !== REGISTRATION_REQUESTS_JOB) return undefined;
    const sent = await this.requests.send();
    if (sent) this.logger.log(`Registration requests: ${sent} mail(s)`);
    return { sent };
  }
}

@Injectable()
export class RegistrationsScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(Queue.Registrations) private readonly queue: BullQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      REGISTRATION_REQUESTS_JOB,
      { every: 15 * 60_000 },
      { name: REGISTRATION_REQUESTS_JOB },
    );
  }
}
