// The bookings module's raw SQL, next to the services that run it: statements MikroORM's query
// builder cannot say (a stored function, range operators on `daterange`, a savepoint's update).
// Each runs on the EntityManager it is given, so inside the caller's transaction when there is one.
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { isExclusionViolation } from 'src/common/db/writes';
import { runSql } from 'src/database/raw-sql';
import type { Lang } from 'src/common/i18n/messages';
import type { StayOccupancy } from 'src/modules/pricing/demand';
import { nightCount, type Quote, type SelectedExtra } from 'src/modules/pricing/quote';
import type { Channel, PaymentMethod } from './booking.entity';
import type { LiveHoldCounts } from './hold-limits.service';

/** `create_hold(...)` (migration `perf_hold_in_one_statement`): one statement writes a booking. */
const CREATE_HOLD_SQL = `select outcome, number, a_count, a_first, e_count, e_first
  from create_hold(?::bigint, ?::text, ?::int, ?::int, ?::int,
                   array(select jsonb_array_elements_text(?::jsonb)), ?::jsonb)`;

/** A booking's row as `create_hold` reads it (column names; the number is drawn there). */
export interface BookingRow {
  id: string;
  status: 'pending' | 'confirmed';
  payment_status: 'unpaid';
  payment_method: PaymentMethod;
  channel: Channel;
  pitch_id: string;
  category_id: string;
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  extras: SelectedExtra[];
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  uid: string | null;
  client_hash: string | null;
  language: Lang;
  notes: string;
  quote: Quote;
  total_cents: number;
  deposit_cents: number;
  balance_due_date: string | null;
  consent_at: Date | null;
  hold_expires_at: Date | null;
  confirmed_at: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** One row of `create_hold`: `limit` carries the client's live hold counts (see HoldLimitsService). */
export interface CreateHoldRow extends LiveHoldCounts {
  outcome: 'ok' | 'stale' | 'limit';
  number: string | null;
}

/**
 * Runs `create_hold` with bound parameters, straight to knex: the row's JSON goes to PostgreSQL as
 * a parameter instead of being escaped into the statement's text.
 */
export async function createHold(
  em: EntityManager,
  params: readonly [
    catalogVersion: string,
    clientHash: string | null,
    perAddress: number,
    perEmail: number,
    year: number,
    platesJson: string,
    rowJson: string,
  ],
): Promise<CreateHoldRow> {
  const query = em
    .getConnection()
    .getKnex()
    .raw<{ rows: CreateHoldRow[] }>(CREATE_HOLD_SQL, params);
  const ctx = em.getTransactionContext<Knex.Transaction>();
  if (ctx) void query.transacting(ctx);
  try {
    return (await query).rows[0];
  } catch (e) {
    // As MikroORM's own queries fail: a constraint's or the server's error as its exception.
    throw e instanceof Error ? em.getDriver().convertException(e) : e;
  }
}

/** Holds on the pitch for these nights whose time ran out are marked expired (the trigger frees them). */
export async function releaseStaleHolds(
  em: EntityManager,
  pitchId: string,
  checkIn: string,
  checkOut: string,
  now: Date,
): Promise<void> {
  await em.getConnection().execute(
    `update bookings set status = 'expired', updated_at = ?
      where pitch_id = ? and status = 'pending' and hold_expires_at <= ?
        and daterange(check_in, check_out, '[)') && daterange(?::date, ?::date, '[)')`,
    [now, pitchId, now, checkIn, checkOut],
    'run',
    em.getTransactionContext(),
  );
}

/**
 * A paid booking whose hold ran out confirmed again, inside a savepoint: the occupancy exclusion
 * constraint refuses it when someone took the pitch meanwhile. `false`: taken, nothing changed.
 */
export async function reclaimExpiredHold(
  em: EntityManager,
  b: { id: string; pitchId: string; checkIn: string; checkOut: string },
  now: Date,
): Promise<boolean> {
  const conn = em.getConnection();
  const ctx = em.getTransactionContext();
  await conn.execute('savepoint paid_after_expiry', [], 'run', ctx);
  try {
    await releaseStaleHolds(em, b.pitchId, b.checkIn, b.checkOut, now);
    await conn.execute(
      `update bookings set status = 'confirmed', hold_expires_at = null, confirmed_at = ?,
         verification_key_hash = null, updated_at = ? where id = ?`,
      [now, now, b.id],
      'run',
      ctx,
    );
    await conn.execute('release savepoint paid_after_expiry', [], 'run', ctx);
    return true;
  } catch (e) {
    await conn.execute('rollback to savepoint paid_after_expiry', [], 'run', ctx);
    // A raw statement's error may reach us unconverted (the pg error itself carries the SQLSTATE).
    if (isExclusionViolation(e) || (e as { code?: string }).code === '23P01') return false;
    throw e;
  }
}

/**
 * Pitch-nights of the given pitches between two dates (arrival inclusive, departure exclusive):
 * taken by a live booking, an unexpired hold or a block, and let to a seasonal contract. One indexed
 * range scan; the exclusion constraint keeps a pitch's rows disjoint, so the lengths of their
 * overlaps with the stay add up to nights without counting one twice.
 */
async function pitchNights(
  em: EntityManager,
  pitchIds: readonly string[],
  checkIn: string,
  checkOut: string,
  now: Date,
): Promise<{ taken: number; seasonal: number }> {
  if (pitchIds.length === 0) return { taken: 0, seasonal: 0 };
  const [row] = await runSql<Array<{ taken: string | null; seasonal: string | null }>>(
    em,
    `select sum(upper(o.stay * s.r) - lower(o.stay * s.r)) filter (where o.contract_id is null) as taken,
            sum(upper(o.stay * s.r) - lower(o.stay * s.r)) filter (where o.contract_id is not null) as seasonal
       from pitch_occupancy o, (select daterange(?::date, ?::date, '[)') as r) s
      where o.stay && s.r and o.pitch_id = any(?::uuid[])
        and (o.expires_at is null or o.expires_at > ?)`,
    [checkIn, checkOut, `{${pitchIds.join(',')}}`, now],
  );
  return { taken: Number(row?.taken ?? 0), seasonal: Number(row?.seasonal ?? 0) };
}

/**
 * A category's occupancy over a stay, counted over the given pitches in service (see
 * docs/demand-pricing.md). Nights let to seasonal contracts are never for sale to a short stay,
 * so they count neither as taken nor as bookable: a site with many seasonal pitches is not "full".
 */
export async function stayOccupancy(
  em: EntityManager,
  pitchIds: readonly string[],
  checkIn: string,
  checkOut: string,
  now: Date,
): Promise<StayOccupancy> {
  const { taken, seasonal } = await pitchNights(em, pitchIds, checkIn, checkOut, now);
  return {
    takenNights: taken,
    bookableNights: pitchIds.length * nightCount(checkIn, checkOut) - seasonal,
  };
}

/** Whether a live hold, a booking or a block occupies the pitch on any of these nights. */
export async function pitchOccupied(
  em: EntityManager,
  pitchId: string,
  checkIn: string,
  checkOut: string,
  now: Date,
): Promise<boolean> {
  const rows = await em.getConnection().execute<unknown[]>(
    `select 1 from pitch_occupancy
      where pitch_id = ? and stay && daterange(?::date, ?::date, '[)')
        and (expires_at is null or expires_at > ?)
      limit 1`,
    [pitchId, checkIn, checkOut, now],
  );
  return rows.length > 0;
}
