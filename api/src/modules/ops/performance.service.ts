import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { QueueStats } from 'src/queues/queue-stats';
import type { DatabasePoolDto, PerformanceDto, SlowStatementsDto } from './dto/performance.dto';
import { HTTP_BUCKETS, httpDuration } from './metrics';
import { snapshotOf, windowFigures, type Snapshot } from './route-stats';

const WINDOW_MS = 5 * 60_000;
const SNAPSHOT_EVERY_MS = 15_000;
const SLOW_STATEMENTS = 10;

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/**
 * The performance page's figures. Route figures cover the last five minutes of this process: the
 * cumulative histogram is snapshotted every 15 s and the page sees the difference to the oldest
 * snapshot still inside the window (right after a start: everything since the start).
 */
@Injectable()
export class PerformanceService implements OnModuleInit, OnModuleDestroy {
  private readonly startedAt = Date.now();
  private history: { at: number; snapshot: Snapshot }[] = [];
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly em: EntityManager,
    private readonly queues: QueueStats,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.remember(), SNAPSHOT_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async report(): Promise<PerformanceDto> {
    const now = Date.now();
    const current = await this.snapshot();
    const older = this.history.find((h) => now - h.at <= WINDOW_MS);
    const since = older?.at ?? this.startedAt;
    const seconds = Math.max((now - since) / 1000, 1);
    const [queues, statements] = await Promise.all([this.queues.depths(), this.slowStatements()]);
    return {
      generatedAt: new Date(now).toISOString(),
      windowSeconds: Math.round(seconds),
      uptimeSeconds: Math.round((now - this.startedAt) / 1000),
      routes: windowFigures(current, older?.snapshot, seconds, HTTP_BUCKETS),
      queues,
      pool: this.pool(),
      statements,
    };
  }

  private async snapshot(): Promise<Snapshot> {
    return snapshotOf((await httpDuration.get()).values, HTTP_BUCKETS);
  }

  private async remember(): Promise<void> {
    const at = Date.now();
    const snapshot = await this.snapshot();
    this.history = [...this.history.filter((h) => at - h.at <= WINDOW_MS), { at, snapshot }];
  }

  private pool(): DatabasePoolDto {
    const pool = (this.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
    return {
      used: pool?.numUsed() ?? 0,
      free: pool?.numFree() ?? 0,
      pending: pool?.numPendingAcquires() ?? 0,
      max: pool?.max ?? 0,
    };
  }

  /** The queries with the highest mean time in this database; "not available" without the extension. */
  private async slowStatements(): Promise<SlowStatementsDto> {
    try {
      const rows = await this.em
        .getConnection()
        .execute<{ query: string; calls: string; mean_ms: number; total_ms: number }[]>(
          `select left(query, 500) as query, calls, mean_exec_time as mean_ms, total_exec_time as total_ms
           from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
            and query not ilike '%pg_stat_statements%'
            -- Queries only: migrations' DDL is slow once and says nothing about the running site.
            and query ~* '^\\s*(select|insert|update|delete|with)\\M'
          order by mean_exec_time desc
          limit ${SLOW_STATEMENTS}`,
        );
      return {
        available: true,
        rows: rows.map((r) => ({
          query: r.query,
          calls: Number(r.calls),
          meanMs: Math.round(r.mean_ms * 100) / 100,
          totalMs: Math.round(r.total_ms),
        })),
      };
    } catch {
      // Not installed here, or installed but not preloaded (the view then raises an error).
      return { available: false, rows: [] };
    }
  }
}
