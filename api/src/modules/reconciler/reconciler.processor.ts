import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Env } from 'src/config/env';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import { ReconcilerService, type ReconcileResult } from './reconciler.service';

export const RECONCILE_JOB = 'reconcile:scan';

/** The reconciler's rounds, one at a time (see ReconcilerService). */
@Processor(Queue.Reconcile)
export class ReconcilerProcessor extends AppWorkerHost {
  constructor(private readonly reconciler: ReconcilerService) {
    super();
  }

  async process(job: Job): Promise<ReconcileResult | undefined> {
    if (job.name !== RECONCILE_JOB) return undefined;
    return this.reconciler.reconcileOnce();
  }
}

/** Every RECONCILER_INTERVAL_MS, and once when a worker starts (after a crash, before the next tick). */
@Injectable()
export class ReconcilerScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(Queue.Reconcile) private readonly queue: BullQueue,
    private readonly env: Env,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      RECONCILE_JOB,
      { every: this.env.RECONCILER_INTERVAL_MS },
      { name: RECONCILE_JOB },
    );
    await this.queue.add(
      RECONCILE_JOB,
      {},
      { jobId: `reconcile.start.${randomUUID()}`, removeOnComplete: true, removeOnFail: 100 },
    );
  }
}
