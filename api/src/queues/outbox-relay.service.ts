import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue as BullQueue } from 'bullmq';
import { Clock } from 'src/common/clock';
import { Env } from 'src/config/env';

interface Row {
  id: string;
  queue: string;
  name: string;
  job_id: string;
  data: Record<string, unknown>;
  run_at: Date | null;
}

const BATCH = 100;
/** A row BullMQ refused this often (not Redis being away) is left for an operator, with its last error. */
const MAX_ATTEMPTS = 20;
const isConnectivity = (message: string) =>
  /Redis did not answer|ECONNREFUSED|ECONNRESET|EPIPE|Connection is closed|ETIMEDOUT/i.test(
    message,
  );

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * Moves committed outbox rows to BullMQ. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
 * workers relay in parallel without taking the same row; a row is marked relayed only after BullMQ
 * accepted the job, and BullMQ ignores a job id it already has, so a crash between the two at worst
 * re-adds a job that is then dropped. While Redis is down rows simply wait.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly moduleRef: ModuleRef,
    private readonly clock: Clock,
    private readonly env: Env,
  ) {}

  onApplicationBootstrap(): void {
    if (this.env.OUTBOX_RELAY === 'off') return;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.relayOnce()
        .catch((e: unknown) => {
          this.logger.warn(`Outbox relay paused: ${e instanceof Error ? e.message : String(e)}`);
          return 0;
        })
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.env.OUTBOX_POLL_MS);
        });
    };
    tick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Relays one batch; returns how many rows went to BullMQ. */
  async relayOnce(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const conn = em.getConnection();
      const ctx = em.getTransactionContext();
      const rows = await conn.execute<Row[]>(
        `select id, queue, name, job_id, data, run_at from outbox
          where relayed_at is null and attempts < ${MAX_ATTEMPTS} order by id limit ${BATCH} for update skip locked`,
        [],
        'all',
        ctx,
      );
      let done = 0;
      for (const row of rows) {
        try {
          const queue = this.moduleRef.get<BullQueue>(getQueueToken(row.queue), { strict: false });
          const delay = row.run_at
            ? Math.max(0, new Date(row.run_at).getTime() - this.clock.now().getTime())
            : 0;
          await withTimeout(
            queue.add(row.name, row.data, { jobId: row.job_id, delay }),
            this.env.OUTBOX_ENQUEUE_TIMEOUT_MS,
          );
          await conn.execute(
            `update outbox set relayed_at = now(), last_error = null where id = ?`,
            [row.id],
            'run',
            ctx,
          );
          done++;
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          // Redis away is nobody's row's fault: it is recorded but not counted, or an outage of a
          // few minutes would use up the first rows' attempts and leave them for an operator.
          const away = isConnectivity(message);
          await conn.execute(
            `update outbox set attempts = attempts + ?, last_error = ? where id = ?`,
            [away ? 0 : 1, message.slice(0, 500), row.id],
            'run',
            ctx,
          );
          this.logger.warn(`Outbox job ${row.job_id} not relayed yet: ${message}`);
          // Redis away: stop and try the batch again on the next tick. Anything else is this row's
          // own problem and must not hold up the rows behind it.
          if (away) break;
        }
      }
      return done;
    });
  }
}
