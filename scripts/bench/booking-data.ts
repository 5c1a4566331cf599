// Data for the booking-engine bench cases: the demo site grown to 200 pitches and 20,000 bookings
// (100 consecutive stays per pitch from mid-2025 into spring 2027), written with set-based SQL so the
// occupancy triggers and the exclusion constraint do the same work as in production.
import pg from 'pg';

export const BENCH_PITCHES = 200;
export const BOOKINGS_PER_PITCH = 100;

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => Date.parse(new Date().toISOString().slice(0, 10));
/** Seeded stays run from 40 weeks ago to 60 weeks ahead, so every run measures the same shape. */
const seedStart = () => today() - 40 * 7 * DAY;

/** A 14-night stay a month ahead: it overlaps seeded bookings on every pitch. */
export function availabilityStay(): { checkIn: string; checkOut: string } {
  return { checkIn: iso(today() + 30 * DAY), checkOut: iso(today() + 44 * DAY) };
}

/**
 * 14-night stays starting on each of the next `count` days from a month ahead, in turn: searches
 * that mostly miss the availability cache, as when many guests try different dates.
 */
export function availabilityStays(count: number): () => { checkIn: string; checkOut: string } {
  let i = 0;
  return () => {
    const start = today() + (30 + (i++ % count)) * DAY;
    return { checkIn: iso(start), checkOut: iso(start + 14 * DAY) };
  };
}

export async function seedBookingBench(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const { rows: existing } = await client.query<{ n: number }>(
      'select count(*)::int as n from pitches',
    );
    const missing = BENCH_PITCHES - existing[0].n;
    if (missing > 0) {
      await client.query(
        `insert into pitches (id, code, category_id, x, y, has_electricity, size_m2, active, notes, created_at, updated_at)
         select gen_random_uuid(), 'E' || g, c.id, (g * 7 % 95) + 2, (g * 13 % 90) + 5, true, 100, true, '', now(), now()
           from generate_series(1, $1::int) g
           join lateral (select id from pitch_categories order by sort_order offset (g % 4) limit 1) c on true`,
        [missing],
      );
    }
    // Stay k of each pitch starts 7k days after the seed start and lasts 3 to 6 nights: never overlapping.
    await client.query(
      `insert into bookings (id, number, token_hash, status, payment_status, channel, pitch_id, category_id,
                             check_in, check_out, adults, children, extras, first_name, last_name, email,
                             language, notes, quote, total_cents, created_at, updated_at)
       select gen_random_uuid(), 'B-' || p.rn || '-' || k, md5(p.id::text || k), 
              case when k % 17 = 0 then 'cancelled'::booking_status else 'confirmed'::booking_status end,
              'paid', 'online', p.id, p.category_id,
              $2::date + k * 7, $2::date + k * 7 + 3 + (k % 4),
              2, k % 3, '[]', 'Bench', 'Guest ' || k, 'bench' || p.rn || '-' || k || '@example.at',
              'de', '', '{"nights": 3, "lines": []}', 12000, now(), now()
         from (select id, category_id, row_number() over (order by code) as rn from pitches) p
         cross join generate_series(0, $1::int - 1) k`,
      [BOOKINGS_PER_PITCH, iso(seedStart())],
    );
    await client.query('commit');
    await client.query('analyze');
    const { rows } = await client.query<{ id: string }>(
      'select id from pitches where active order by code',
    );
    return rows.map((r) => r.id);
  } catch (e) {
    await client.query('rollback');
    throw e;
  } finally {
    await client.end();
  }
}

/**
 * Request bodies for booking creation: request n books pitch n mod 200 for 3 nights in its own
 * 3-night slot after the seeded stays, so no two requests ever conflict (back to back: a stay is
 * [check-in, check-out), 15,000 holds reach about 225 days past the seed, inside the two-year
 * booking horizon even on a fast machine). Slots touching `keepFree`
 * (the rush's week, which a later case sells) are passed over.
 */
export function bookingBodies(
  pitchIds: string[],
  keepFree?: { checkIn: string; checkOut: string },
): () => string {
  let n = 0;
  const start = seedStart() + (BOOKINGS_PER_PITCH + 2) * 7 * DAY;
  const [freeFrom, freeTo] = keepFree
    ? [Date.parse(keepFree.checkIn), Date.parse(keepFree.checkOut)]
    : [0, 0];
  const touchesFree = (from: number) => from < freeTo && from + 3 * DAY > freeFrom;
  // Slots passed over so far; the slot number only grows, so this only grows too.
  let skipped = 0;
  return () => {
    const i = n++;
    const slot = Math.floor(i / pitchIds.length);
    while (touchesFree(start + (slot + skipped) * 3 * DAY)) skipped++;
    const checkIn = new Date(start + (slot + skipped) * 3 * DAY);
    const checkOut = new Date(checkIn.getTime() + 3 * 86_400_000);
    return JSON.stringify({
      pitchId: pitchIds[i % pitchIds.length],
      checkIn: checkIn.toISOString().slice(0, 10),
      checkOut: checkOut.toISOString().slice(0, 10),
      adults: 2,
      firstName: 'Bench',
      lastName: `Guest ${i}`,
      email: `bench-${i}@example.at`,
      street: 'Teststraße 1',
      postalCode: '8970',
      city: 'Schladming',
      country: 'AT',
      consent: true,
    });
  };
}

/** What the booking case left behind: its holds, and whether any two live stays overlap anywhere. */
export interface BookingIntegrity {
  holds: number;
  distinctNumbers: number;
  /** Pairs of live bookings (pending or confirmed) of one pitch sharing a night: must be 0. */
  overlaps: number;
}

export async function bookingIntegrity(databaseUrl: string): Promise<BookingIntegrity> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: holds } = await client.query<{ holds: number; numbers: number }>(
      `select count(*)::int as holds, count(distinct number)::int as numbers
         from bookings where email like 'bench-%@example.at'`,
    );
    const { rows: overlaps } = await client.query<{ n: number }>(
      `select count(*)::int as n
         from bookings a
         join bookings b on b.pitch_id = a.pitch_id and b.id > a.id
          and daterange(b.check_in, b.check_out, '[)') && daterange(a.check_in, a.check_out, '[)')
        where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`,
    );
    return {
      holds: holds[0].holds,
      distinctNumbers: holds[0].numbers,
      overlaps: overlaps[0].n,
    };
  } finally {
    await client.end();
  }
}

/**
 * A client address per booking request (sent as X-Forwarded-For, the bench's API trusts the
 * loopback proxy): 300 holds a second come from many guests, each within the abuse limits, as on
 * the real site, instead of one address the limits would stop after a few.
 */
export function clientAddresses(): () => string {
  let n = 0;
  return () => {
    const i = n++;
    return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  };
}
