// The season-opening rush: 2,000 guests, each from a client address of its own (X-Forwarded-For, the
// bench's API trusts the loopback proxy), arrive within 20 s for the same summer week. Each reads the
// availability, holds a random free pitch and, on a 409, reads again and tries another (at most three
// retries). Afterwards the database must show every pitch of that week sold once and no two live
// stays overlapping anywhere; every guest who lost a race must have had the catalogue's 409 text or
// got a pitch later.
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../lib/services.ts';

const GUESTS = Number(process.env.BENCH_RUSH_GUESTS ?? 2000);
const ARRIVAL_MS = 20_000;
const RETRIES = 3;
/**
 * Guests under way at once, at most. Arrivals follow their schedule while fewer are under way (a
 * guest who finds the cap reached waits for a place, and is counted as late); 200 is well above what
 * the schedule needs, so the bench process never queues requests of its own.
 */
const MAX_ACTIVE = 200;
const HEALTH_EVERY_MS = 50;

/** A row of the bench's table (figure, value, target, met or not). */
interface RushRow {
  figure: string;
  value: string;
  target?: string;
  ok?: boolean;
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

export interface RushFigures {
  guests: number;
  week: { checkIn: string; checkOut: string };
  /** Active pitches, and those free for the week when the rush began. */
  pitches: number;
  freeAtStart: number;
  /** Successful holds (201), as the guests saw them. */
  sold: number;
  /** Live rush holds in the database for that week, their distinct pitches, overlaps anywhere. */
  soldInDb: number;
  distinctPitchesInDb: number;
  overlaps: number;
  /** From the first arrival until the last free pitch was held; null when not sold out. */
  soldOutMs: number | null;
  /** Guests who saw nothing free on arrival or after a 409. */
  turnedAway: number;
  /** Guests who gave up after their last retry still answered 409. */
  outOfRetries: number;
  /** 409 answers, and those whose message was not the catalogue's `booking.pitchTaken` text. */
  conflicts: number;
  conflictsWithOtherText: number;
  /** Losers (a 409 without a later success) whose every 409 carried the catalogue text. */
  losersExplained: number;
  losers: number;
  /** Answers by status code, per route. */
  holdStatuses: Record<string, number>;
  availabilityStatuses: Record<string, number>;
  healthStatuses: Record<string, number>;
  serverErrors: number;
  transportErrors: number;
  /** Guests who arrived later than scheduled because MAX_ACTIVE guests were under way. */
  lateArrivals: number;
  availability: Percentiles;
  holds: Percentiles;
  health: Percentiles & { samples: number };
}

interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;

function percentiles(values: number[]): Percentiles {
  const s = [...values].sort((a, b) => a - b);
  return { count: s.length, p50: quantile(s, 0.5), p95: quantile(s, 0.95), p99: quantile(s, 0.99) };
}

/** Each guest's own address, apart from the `bookings` case's 10.0.x.y ones. */
const guestAddress = (i: number) => `10.${200 + ((i >> 16) & 31)}.${(i >> 8) & 255}.${i & 255}`;

/**
 * The summer week to sell: of the Saturday-to-Saturday weeks in July and August of the first summer
 * after the seeded stays (within the booking horizon), the one with the fewest taken pitches when the
 * rush begins. The seed leaves those weeks free; the `bookings` case, run earlier, may have taken some.
 */
/**
 * The rush's week, picked right after the seed (before any other case holds a pitch), so the
 * `bookings` case can leave it alone: on a fast machine its holds otherwise reach that summer.
 */
export async function rushWeek(databaseUrl: string): Promise<RushWeek> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await pickWeek(client);
  } finally {
    await client.end();
  }
}

export interface RushWeek {
  checkIn: string;
  checkOut: string;
}

async function pickWeek(client: pg.Client): Promise<RushWeek> {
  const { rows } = await client.query<{ last: string; horizon: number }>(
    `select to_char(max(b.check_out), 'YYYY-MM-DD') as last,
            (select booking_horizon_months from pricing_settings limit 1) as horizon
       from bookings b where b.email like 'bench%@example.at' and b.email not like 'bench-%'`,
  );
  const seededUntil = Date.parse(rows[0].last);
  const horizon = new Date();
  horizon.setUTCMonth(horizon.getUTCMonth() + rows[0].horizon);
  // The first summer with such weeks left: the seed's last one, else the next.
  const first = new Date(seededUntil).getUTCFullYear();
  const candidates: string[] = [];
  for (let year = first; year <= first + 1 && candidates.length === 0; year++)
    for (let d = Date.UTC(year, 6, 1); d < Date.UTC(year, 8, 1); d += DAY)
      if (new Date(d).getUTCDay() === 6 && d >= seededUntil && d + 7 * DAY <= horizon.getTime())
        candidates.push(iso(d));
  if (candidates.length === 0)
    throw new Error('rush bench: no summer week after the seeded stays within the booking horizon');
  const { rows: taken } = await client.query<{ check_in: string; n: number }>(
    `select c.check_in, (select count(distinct pitch_id)::int from pitch_occupancy o
                          where o.stay && daterange(c.check_in::date, c.check_in::date + 7, '[)')
                            and (o.expires_at is null or o.expires_at > now())) as n
       from unnest($1::text[]) c(check_in) order by n, c.check_in limit 1`,
    [candidates],
  );
  const checkIn = taken[0].check_in;
  return { checkIn, checkOut: iso(Date.parse(checkIn) + 7 * DAY) };
}

interface Timed {
  status: number;
  ms: number;
  body: unknown;
}

async function timed(url: string, init?: RequestInit): Promise<Timed | Error> {
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    const ms = performance.now() - started;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text.
    }
    return { status: res.status, ms, body };
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}

export async function measureRush(
  base: string,
  databaseUrl: string,
  week: RushWeek,
): Promise<RushFigures> {
  const require = createRequire(import.meta.url);
  const { messages } = require(path.join(REPO_ROOT, 'api/dist/common/i18n/messages.js')) as {
    messages: Record<'de' | 'en', Record<string, string>>;
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const availabilityUrl = `${base}/api/availability?checkIn=${week.checkIn}&checkOut=${week.checkOut}&adults=2`;
    const free = (body: unknown) =>
      ((body as { pitches?: Array<{ id: string; state: string }> }).pitches ?? [])
        .filter((p) => p.state === 'available')
        .map((p) => p.id);
    const before = await timed(availabilityUrl);
    if (before instanceof Error || before.status !== 200)
      throw new Error(
        `rush bench: availability answered ${before instanceof Error ? before.message : before.status}`,
      );
    const freeAtStart = free(before.body).length;
    const pitches = (before.body as { pitches: unknown[] }).pitches.length;

    const availabilityMs: number[] = [];
    const holdMs: number[] = [];
    const holdStatuses: Record<string, number> = {};
    const availabilityStatuses: Record<string, number> = {};
    const healthStatuses: Record<string, number> = {};
    const count = (m: Record<string, number>, k: number | string) => (m[k] = (m[k] ?? 0) + 1);
    let transportErrors = 0;
    let sold = 0;
    let soldOutAt: number | null = null;
    let turnedAway = 0;
    let outOfRetries = 0;
    let conflicts = 0;
    let conflictsWithOtherText = 0;
    let losers = 0;
    let losersExplained = 0;
    let lateArrivals = 0;

    let rushing = true;
    const healthMs: number[] = [];
    const healthLoop = (async () => {
      while (rushing) {
        const r = await timed(`${base}/api/health`);
        if (r instanceof Error) transportErrors++;
        else {
          healthMs.push(r.ms);
          count(healthStatuses, r.status);
        }
        await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
      }
    })();

    const guest = async (i: number) => {
      const lang = i % 2 === 0 ? 'de' : 'en';
      const headers = { 'x-forwarded-for': guestAddress(i), 'accept-language': lang };
      let lost = 0;
      let lostWithOtherText = 0;
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        const seen = await timed(availabilityUrl, { headers });
        if (seen instanceof Error) {
          transportErrors++;
          return;
        }
        availabilityMs.push(seen.ms);
        count(availabilityStatuses, seen.status);
        if (seen.status !== 200) return;
        const ids = free(seen.body);
        if (ids.length === 0) {
          turnedAway++;
          break;
        }
        const pitchId = ids[Math.floor(Math.random() * ids.length)];
        const hold = await timed(`${base}/api/bookings`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            pitchId,
            checkIn: week.checkIn,
            checkOut: week.checkOut,
            adults: 2,
            firstName: 'Rush',
            lastName: `Guest ${i}`,
            email: `rush-${i}@example.at`,
            street: 'Teststraße 1',
            postalCode: '8970',
            city: 'Schladming',
            country: 'AT',
            consent: true,
          }),
        });
        if (hold instanceof Error) {
          transportErrors++;
          return;
        }
        holdMs.push(hold.ms);
        count(holdStatuses, hold.status);
        if (hold.status === 201) {
          if (++sold === freeAtStart) soldOutAt = performance.now();
          return;
        }
        if (hold.status !== 409) return;
        conflicts++;
        lost++;
        if ((hold.body as { message?: string }).message !== messages[lang]['booking.pitchTaken']) {
          conflictsWithOtherText++;
          lostWithOtherText++;
        }
        if (attempt === RETRIES) outOfRetries++;
      }
      if (lost > 0) {
        losers++;
        if (lostWithOtherText === 0) losersExplained++;
      }
    };

    // Guest i arrives at i × 10 ms: an even stream of 100 guests a second for 20 s.
    const started = performance.now();
    let active = 0;
    const waiting: Array<() => void> = [];
    const runs: Promise<void>[] = [];
    for (let i = 0; i < GUESTS; i++) {
      const due = started + (i * ARRIVAL_MS) / GUESTS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (active >= MAX_ACTIVE) {
        lateArrivals++;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      active++;
      runs.push(
        guest(i).finally(() => {
          active--;
          waiting.shift()?.();
        }),
      );
    }
    await Promise.all(runs);
    rushing = false;
    await healthLoop;

    const { rows: db } = await client.query<{ holds: number; pitches: number }>(
      `select count(*)::int as holds, count(distinct pitch_id)::int as pitches
         from bookings where email like 'rush-%@example.at' and status in ('pending', 'confirmed')
          and check_in = $1::date and check_out = $2::date`,
      [week.checkIn, week.checkOut],
    );
    const { rows: overlaps } = await client.query<{ n: number }>(
      `select count(*)::int as n
         from bookings a
         join bookings b on b.pitch_id = a.pitch_id and b.id > a.id
          and daterange(b.check_in, b.check_out, '[)') && daterange(a.check_in, a.check_out, '[)')
        where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`,
    );
    const serverErrors = [holdStatuses, availabilityStatuses, healthStatuses]
      .flatMap((m) => Object.entries(m))
      .filter(([status]) => status.startsWith('5'))
      .reduce((n, [, c]) => n + c, 0);
    return {
      guests: GUESTS,
      week,
      pitches,
      freeAtStart,
      sold,
      soldInDb: db[0].holds,
      distinctPitchesInDb: db[0].pitches,
      overlaps: overlaps[0].n,
      soldOutMs: soldOutAt === null ? null : soldOutAt - started,
      turnedAway,
      outOfRetries,
      conflicts,
      conflictsWithOtherText,
      losers,
      losersExplained,
      holdStatuses,
      availabilityStatuses,
      healthStatuses,
      serverErrors,
      transportErrors,
      lateArrivals,
      availability: percentiles(availabilityMs),
      holds: percentiles(holdMs),
      health: { ...percentiles(healthMs), samples: healthMs.length },
    };
  } finally {
    await client.end();
  }
}

/** The rush's correctness: sold out exactly once in the database, every loser told why, no 5xx. */
export const rushCorrect = (r: RushFigures) =>
  r.sold === r.freeAtStart &&
  r.soldInDb === r.freeAtStart &&
  r.distinctPitchesInDb === r.freeAtStart &&
  r.overlaps === 0 &&
  r.losersExplained === r.losers &&
  r.serverErrors === 0 &&
  r.transportErrors === 0;

export function rushRows(
  r: RushFigures,
  targets: { rushHoldP99Ms: number; rushAvailabilityP99Ms: number; rushHealthP95Ms: number },
): RushRow[] {
  const during = `during the rush (${r.guests.toLocaleString('en')} guests in 20 s, week ${r.week.checkIn})`;
  return [
    {
      figure: `rush: pitches sold of those free for the week (${r.freeAtStart} of ${r.pitches}); in the database: live holds / distinct pitches / overlapping live stays anywhere`,
      value: `${r.sold}; ${r.soldInDb} / ${r.distinctPitchesInDb} / ${r.overlaps}`,
      target: `${r.freeAtStart}; ${r.freeAtStart} / ${r.freeAtStart} / 0`,
      ok:
        r.sold === r.freeAtStart &&
        r.soldInDb === r.freeAtStart &&
        r.distinctPitchesInDb === r.freeAtStart &&
        r.overlaps === 0,
    },
    {
      figure: `rush: losers with the catalogue's 409 text or a pitch later (${r.conflicts} 409s, ${r.conflictsWithOtherText} with another text; ${r.turnedAway} saw nothing free, ${r.outOfRetries} out of retries)`,
      value: `${r.losersExplained} of ${r.losers}`,
      target: 'all',
      ok: r.losersExplained === r.losers,
    },
    {
      figure: `rush: 5xx answers / failed requests (holds ${JSON.stringify(r.holdStatuses)}, availability ${JSON.stringify(r.availabilityStatuses)})`,
      value: `${r.serverErrors} / ${r.transportErrors}`,
      target: '0 / 0',
      ok: r.serverErrors === 0 && r.transportErrors === 0,
    },
    {
      figure: `rush: time until sold out (from the first arrival; ${r.lateArrivals} guests arrived late)`,
      value: r.soldOutMs === null ? 'not sold out' : `${(r.soldOutMs / 1000).toFixed(2)} s`,
    },
    {
      figure: `POST /api/bookings ${during}, ${r.holds.count} holds: p99`,
      value: `${ms(r.holds.p99)} (p50 ${ms(r.holds.p50)}, p95 ${ms(r.holds.p95)})`,
      target: `<= ${targets.rushHoldP99Ms} ms`,
      ok: r.holds.p99 <= targets.rushHoldP99Ms,
    },
    {
      figure: `GET /api/availability ${during}, ${r.availability.count} reads: p99`,
      value: `${ms(r.availability.p99)} (p50 ${ms(r.availability.p50)}, p95 ${ms(r.availability.p95)})`,
      target: `<= ${targets.rushAvailabilityP99Ms} ms`,
      ok: r.availability.p99 <= targets.rushAvailabilityP99Ms,
    },
    {
      figure: `/api/health ${during}, ${r.health.samples} checks: p95`,
      value: `${ms(r.health.p95)} (p50 ${ms(r.health.p50)})`,
      target: `<= ${targets.rushHealthP95Ms} ms`,
      ok: r.health.p95 <= targets.rushHealthP95Ms,
    },
  ];
}
