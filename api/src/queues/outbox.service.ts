import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Queue } from './queue-names';

export interface OutboxJob {
  queue: Queue;
  name: string;
  /** Deterministic: the same work always has the same id, so it is queued once. */
  jobId: string;
  data: Record<string, unknown>;
  runAt?: Date | null;
}

/** Writes outbox rows inside the caller's transaction; the relay in the worker moves them to BullMQ. */
@Injectable()
export class OutboxService {
  /** Adds the job unless a job with the same id was added before. Pass the transaction's EntityManager. */
  async add(em: EntityManager, job: OutboxJob): Promise<void> {
    await em.getConnection().execute(
      `insert into outbox (queue, name, job_id, data, run_at, created_at, attempts)
       values (?, ?, ?, ?::jsonb, ?, now(), 0)
       on conflict (job_id) do nothing`,
      [job.queue, job.name, job.jobId, JSON.stringify(job.data), job.runAt ?? null],
      'run',
      em.getTransactionContext(),
    );
  }
}
