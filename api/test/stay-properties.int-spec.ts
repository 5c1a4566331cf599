import fc from 'fast-check';
import { AppException } from 'src/common/http/app-exception';
import { BookingHolds } from 'src/modules/bookings/booking-holds.service';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, type TestApp } from './helpers/test-app';

const SEED = Number(process.env.PROPERTY_SEED ?? Date.now() % 2_147_483_647);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);

/** Stays that like to straddle a season change, New Year or a DST weekend. */
const ANCHORS = [
  '2026-12-17',
  '2026-12-29',
  '2027-03-26',
  '2027-06-28',
  '2027-08-29',
  '2027-10-29',
];
const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * Back-to-back stays (one guest's departure day is the next one's arrival) never conflict: real
 * bookings through the booking service on the real database, whose exclusion constraint accepts
 * departure = arrival and refuses a single shared night. Seeded; the seed is printed.
 */
describe('back-to-back stays, property-tested', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let bookings: BookingHolds;
  let run = 0;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    bookings = t.app.get(BookingHolds);
    process.stdout.write(`stay properties: seed ${SEED} (PROPERTY_SEED=${SEED})\n`);
  });
  afterAll(() => t.close());

  const book = (pitch: string, checkIn: string, checkOut: string, adults: number) =>
    bookings.create(
      {
        ...guest,
        email: `p${run}@example.at`,
        pitchId: demo.pitch(pitch).id,
        checkIn,
        checkOut,
        adults,
        children: 0,
        extras: [],
      },
      {
        lang: 'de',
        channel: 'phone',
        confirmNow: true,
        paymentMethod: 'on_arrival',
        consentAt: null,
        createdBy: 'property-test',
      },
    );

  it('accepts every chain of back-to-back stays on one pitch and refuses one shared night', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          anchor: fc.constantFrom(...ANCHORS),
          offset: fc.integer({ min: 0, max: 4 }),
          // Three nights or more: the demo seasons' minimum stay.
          lengths: fc.array(fc.integer({ min: 3, max: 6 }), { minLength: 2, maxLength: 4 }),
          adults: fc.integer({ min: 1, max: 4 }),
          overlapInto: fc.nat(),
        }),
        async ({ anchor, offset, lengths, adults, overlapInto }) => {
          // Every run (and every shrinking step) gets a pitch of its own, in rotation over 60 pitches
          // and shifted a quarter year each round, so runs never meet.
          const pitch = `${'ABCD'[Math.floor(run / 15) % 4]}${(run % 15) + 1}`;
          const shift = 91 * Math.floor(run / 60);
          run++;
          const ids: string[] = [];
          let day = addDays(anchor, offset + shift);
          const stays: Array<[string, string]> = [];
          for (const nights of lengths) {
            const checkOut = addDays(day, nights);
            stays.push([day, checkOut]);
            ids.push((await book(pitch, day, checkOut, adults)).id);
            day = checkOut;
          }
          // The database holds them side by side: each range ends where the next begins.
          const ranges = await t
            .em()
            .getConnection()
            .execute<Array<{ lo: string; hi: string }>>(
              `select to_char(lower(stay), 'YYYY-MM-DD') as lo, to_char(upper(stay), 'YYYY-MM-DD') as hi
                 from pitch_occupancy where booking_id = any(?::uuid[]) order by lower(stay)`,
              [`{${ids.join(',')}}`],
            );
          expect(ranges.map((r) => [r.lo, r.hi])).toEqual(stays);
          // A stay sharing one night with any of them is refused with the SPEC's conflict.
          const [lo, hi] = stays[overlapInto % stays.length];
          const refused = await book(pitch, addDays(hi, -1), addDays(hi, 2), adults).then(
            () => null,
            (e: unknown) => e,
          );
          expect(refused).toBeInstanceOf(AppException);
          expect((refused as AppException).getStatus()).toBe(409);
          expect((refused as AppException).key).toBe('booking.pitchTaken');
          expect(lo < hi).toBe(true);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
