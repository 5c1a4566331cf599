import type { AddressInfo } from 'node:net';
import { translate } from 'src/common/i18n/messages';
import { Booking } from 'src/modules/bookings/booking.entity';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { fromAddress } from './helpers/client-address';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Real parallel HTTP requests against a listening server; the database decides, not luck. The
 * abuse limits stay on: every request comes from its own loopback address, as separate visitors.
 */
describe('no double booking under concurrency', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('200 parallel bookings of one pitch for overlapping dates: exactly one 201, the rest 409', async () => {
    const pitch = demo.pitch('C5');
    const responses = await Promise.all(
      Array.from(
        { length: 200 },
        (_, i) =>
          // Every request overlaps every other: all contain the night of 12 July.
          fromAddress(base, `127.0.${2 + Math.floor(i / 250)}.${1 + (i % 250)}`).post(
            '/api/bookings',
            {
              ...guest,
              email: `g${i}@example.at`,
              pitchId: pitch.id,
              checkIn: `2027-07-${10 + (i % 3)}`,
              checkOut: `2027-07-${15 + (i % 2)}`,
              adults: 2,
            },
          ) as Promise<{ status: number; body: { message?: string } }>,
      ),
    );
    const statuses = responses.reduce<Record<number, number>>(
      (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
      {},
    );
    expect(statuses).toEqual({ 201: 1, 409: 199 });
    expect(responses.find((r) => r.status === 409)?.body.message).toBe(
      'Dieser Stellplatz ist im gewählten Zeitraum leider nicht mehr frei. Bitte wählen Sie einen anderen Stellplatz oder andere Daten.',
    );
    const live = await t
      .em()
      .count(Booking, { pitch: pitch.id, status: { $in: ['pending', 'confirmed'] } });
    expect(live).toBe(1);
    // Booking numbers come from a sequence (holds never wait for each other on a counter): the
    // losers' numbers are gone, so numbers may have gaps (invoice numbers are the gap-free ones),
    // but no number is handed out twice and each is the year's.
    const all = await t.em().find(Booking, {}, { orderBy: { number: 'ASC' } });
    expect(all.every((b) => /^\d{4}-\d{5}$/.test(b.number))).toBe(true);
    expect(new Set(all.map((b) => b.number)).size).toBe(all.length);
  }, 120_000);

  it('parallel bookings of different pitches all succeed with distinct numbers', async () => {
    const codes = ['A1', 'A2', 'A3', 'A4', 'A5', 'B1', 'B2', 'B3', 'B4', 'B5'];
    const responses = await Promise.all(
      codes.map((code, i) =>
        fromAddress(base, `127.0.3.${i + 1}`).post('/api/bookings', {
          ...guest,
          email: `party${i}@example.at`,
          pitchId: demo.pitch(code).id,
          checkIn: '2027-08-01',
          checkOut: '2027-08-05',
          adults: 2,
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(codes.map(() => 201));
    expect(new Set(responses.map((r) => r.body.number)).size).toBe(codes.length);
  });

  it('bookings while the catalog changes without pause: booked or asked to retry, never a 500', async () => {
    // Staff saving prices, pitches or settings raise the catalog version; a booking priced by the
    // catalog it read is refused as stale and priced again. Here the version moves without pause,
    // so a booking may never catch a quiet moment: it must say "try again shortly", not fail.
    let storm = true;
    const conn = t.em().getConnection();
    const bumping = (async () => {
      while (storm)
        await conn.execute('update catalog_version set version = version + 1 where id = 1');
    })();
    const codes = ['C1', 'C2', 'C3', 'C4', 'D1', 'D2', 'D3', 'D4'];
    const book = (code: string, i: number) =>
      fromAddress(base, `127.0.4.${i + 1}`).post('/api/bookings', {
        ...guest,
        email: `storm${i}@example.at`,
        pitchId: demo.pitch(code).id,
        checkIn: '2027-09-01',
        checkOut: '2027-09-04',
        adults: 2,
      });
    let during;
    try {
      during = await Promise.all(codes.map(book));
    } finally {
      storm = false;
      await bumping;
    }
    for (const r of during) {
      expect([201, 503]).toContain(r.status);
      if (r.status === 503) {
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
        expect(r.body.message).toBe(translate('de', 'error.unavailable'));
      }
    }
    // Once the catalog is quiet, whoever was asked to retry books at once.
    const again = await Promise.all(
      codes.map((code, i) => (during[i].status === 503 ? book(code, i) : during[i])),
    );
    expect(again.map((r) => r.status)).toEqual(codes.map(() => 201));
  }, 60_000);
});
