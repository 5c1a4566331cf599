import type { EntityManager } from '@mikro-orm/postgresql';
import { statfs } from 'node:fs/promises';
import type { AlertRuleKey } from 'src/contract/constants';
import type { QueueStats } from 'src/queues/queue-stats';
import {
  failedCardPayments,
  freePitchesBetween,
  holdsExpiringBetween,
  weatherFetchState,
} from './alerts.queries';
import type { Firing } from './firing';

/** One condition a rule found: its key (unique while it lasts), the figure and what the text names. */

export interface SignalContext {
  em: EntityManager;
  queues: QueueStats;
  now: Date;
  today: string;
  dataDir: string;
}

/** Default thresholds; staff change them per rule in the console. */
export const DEFAULT_THRESHOLDS: Record<AlertRuleKey, number> = {
  payment_failed: 3,
  job_failed: 1,
  holds_expiring: 10,
  weather_down: 3,
  low_availability: 10,
  queue_backlog: 500,
  disk_space: 10,
  bank_transfer_overdue: 0,
  effect_repaired: 2,
  effect_abandoned: 0,
};

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The Friday of the coming weekend (today when it is Friday; the next one from Saturday on). */
export function comingFriday(today: string): string {
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, (5 - day + 7) % 7);
}

const one = (key: string, value: number, params: Firing['params'] = {}): Firing[] => [
  { conditionKey: key, value, params },
];

/**
 * The figures behind the rules, each one small SQL read (alerts.queries.ts) or Redis call. They read
 * other modules' tables directly (counts only, like the analytics module's dashboards): alerting must
 * keep working when the module it watches is the one in trouble.
 */
export const SIGNALS: Partial<
  Record<AlertRuleKey, (ctx: SignalContext, threshold: number) => Promise<Firing[]>>
> = {
  async payment_failed({ em, now }, threshold) {
    const n = await failedCardPayments(em, new Date(now.getTime() - 86_400_000));
    return n >= Math.max(threshold, 1) ? one('payment_failed', n) : [];
  },

  async job_failed({ queues }, threshold) {
    const failures = await queues.failures();
    if (failures === null) return [];
    const n = failures.reduce((sum, q) => sum + q.failed, 0);
    return n >= Math.max(threshold, 1) ? one('job_failed', n) : [];
  },

  async holds_expiring({ em, now }, threshold) {
    const n = await holdsExpiringBetween(em, now, new Date(now.getTime() + 30 * 60_000));
    return n >= Math.max(threshold, 1) ? one('holds_expiring', n) : [];
  },

  async weather_down({ em, now }, threshold) {
    const rows = await weatherFetchState(em);
    const failing = rows.filter(
      (r) =>
        r.error_at &&
        r.error_code !== 'not_configured' &&
        (!r.fetched_at || r.error_at > r.fetched_at),
    );
    if (failing.length === 0) return [];
    const lastOk = Math.max(0, ...rows.map((r) => r.fetched_at?.getTime() ?? 0));
    const hours = lastOk ? Math.floor((now.getTime() - lastOk) / 3_600_000) : 999;
    return hours >= threshold
      ? one('weather_down', hours, { error: failing[0].error_code ?? 'error' })
      : [];
  },

  async low_availability({ em, now, today }, threshold) {
    const friday = comingFriday(today);
    const sunday = addDays(friday, 2);
    const row = await freePitchesBetween(em, now, friday, sunday);
    const pitches = Number(row.pitches);
    if (pitches === 0) return [];
    const percent = Math.floor((Number(row.free) * 100) / pitches);
    return percent < threshold ? one(`low_availability.${friday}`, percent, { date: friday }) : [];
  },

  async queue_backlog({ queues }, threshold) {
    const n = await queues.backlog();
    if (n === null) return one('queue_backlog.unreachable', 0);
    return n >= Math.max(threshold, 1) ? one('queue_backlog', n) : [];
  },

  async disk_space({ dataDir }, threshold) {
    const s = await statfs(dataDir);
    const percent = s.blocks ? Math.floor((Number(s.bavail) * 100) / Number(s.blocks)) : 100;
    return percent < threshold ? one('disk_space', percent) : [];
  },
};
