import { InjectQueue, Processor } from '@nestjs/bullmq';
import { AppWorkerHost } from 'src/queues/worker-host';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { Queue } from 'src/queues/queue-names';
import { SessionService } from './session.service';

export const PURGE_SESSIONS_JOB = 'sessions:purge';

/** Hourly clean-up of ended sessions. Running it twice changes nothing the second time. */
@Processor(Queue.Maintenance)
export class SessionPurgeProcessor extends AppWorkerHost {
  private readonly logger = new Logger(SessionPurgeProcessor.name);

  constructor(private readonly sessions: SessionService) {
    super();
  }

  async process(job: Job): Promise<{ purged: number } | undefined> {
    if (job.name !== PURGE_SESSIONS_JOB) return undefined;
    const purged = await this.sessions.purgeEnded();
    if (purged) this.logger.log(`Purged ${purged} ended session(s)`);
    return { purged };
  }
}

/** Registers the schedule once per deployment; upserting keeps it single however many workers start. */
@Injectable()
export class SessionPurgeScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(Queue.Maintenance) private readonly queue: BullQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      PURGE_SESSIONS_JOB,
      { every: 3600_000 },
      { name: PURGE_SESSIONS_JOB },
    );
  }
}
