import type { EntityManager } from '@mikro-orm/postgresql';
import type { AlertRuleKey } from 'src/contract/constants';
import { placeholders, runSql } from 'src/database/raw-sql';
import type { Firing } from './firing';

/**
 * The alert system's raw SQL: its own firings, and the signals' counts over other modules' tables
 * (card payments, holds, pitches and blocks, the weather cache). Alerting reads those directly, read
 * only, so it keeps working when the module it watches is the one in trouble — which is why this
 * file is a declared read model (api/src/modules/read-models.json).
 */

/**
 * Records a firing in the caller's transaction: a new row, or an open firing of the same condition
 * brought up to date. `inserted` tells which.
 */
export const upsertFiring = async (
  em: EntityManager,
  rule: AlertRuleKey,
  firing: Firing,
  threshold: number,
  now: Date,
) => {
  const [row] = await runSql<{ id: string; inserted: boolean }[]>(
    em,
    `insert into alerts (id, rule, condition_key, value, threshold, params, fired_at, last_seen_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?)
     on conflict (condition_key) where resolved_at is null
       do update set last_seen_at = excluded.last_seen_at, value = excluded.value
     returning id, (xmax = 0) as inserted`,
    [rule, firing.conditionKey, firing.value, threshold, JSON.stringify(firing.params), now, now],
  );
  return row;
};

/** Resolves the rule's open firings except those of the `active` conditions; answers their ids. */
export const resolveAllBut = (em: EntityManager, rule: AlertRuleKey, active: string[], now: Date) =>
  runSql<{ id: string }[]>(
    em,
    `update alerts set resolved_at = ? where rule = ? and resolved_at is null
       ${active.length ? `and condition_key not in (${placeholders(active)})` : ''}
     returning id`,
    [now, rule, ...active],
  );

/** Card payments that failed or were cancelled since `since`. */
export const failedCardPayments = async (em: EntityManager, since: Date): Promise<number> => {
  const [row] = await runSql<{ n: string }[]>(
    em,
    `select count(*) as n from stripe_payment_intents
      where attempted_at >= ? and status in ('requires_payment_method', 'canceled')`,
    [since],
  );
  return Number(row.n);
};

/** Pending holds that expire after `from` and by `to`. */
export const holdsExpiringBetween = async (
  em: EntityManager,
  from: Date,
  to: Date,
): Promise<number> => {
  const [row] = await runSql<{ n: string }[]>(
    em,
    `select count(*) as n from bookings
      where status = 'pending' and hold_expires_at > ? and hold_expires_at <= ?`,
    [from, to],
  );
  return Number(row.n);
};

/** The weather cache's rows: when each last fetched, and the last error. */
export const weatherFetchState = (em: EntityManager) =>
  runSql<{ fetched_at: Date | null; error_at: Date | null; error_code: string | null }[]>(
    em,
    `select fetched_at, error_at, error_code from weather_cache`,
  );

/** Active pitches, and those neither booked (or held) nor blocked for the nights `from`..`to`. */
export const freePitchesBetween = async (
  em: EntityManager,
  now: Date,
  from: string,
  to: string,
) => {
  const [row] = await runSql<{ pitches: string; free: string }[]>(
    em,
    `select count(*) as pitches,
       count(*) filter (where not exists (
         select 1 from bookings b where b.pitch_id = p.id
           and (b.status = 'confirmed' or (b.status = 'pending' and (b.hold_expires_at is null or b.hold_expires_at > ?)))
           and b.check_in < ?::date and b.check_out > ?::date)
         and not exists (select 1 from pitch_blocks k where k.pitch_id = p.id
           and k.start_date < ?::date and k.end_date > ?::date)) as free
     from pitches p where p.active`,
    [now, to, from, to, from],
  );
  return row;
};
