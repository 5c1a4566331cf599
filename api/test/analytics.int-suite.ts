import request from 'supertest';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...phoneGuest } = guest;

/**
 * The business figures against a fixture computed by hand (demo prices off-season: tent 25 €,
 * comfort 55 € a night with two persons included, 10 % VAT inside the price, tourist tax
 * 2 € per adult and night), period May and June 2027 (61 nights, 60 active pitches):
 *
 *   B1 tent A1      2027-05-30 → 06-02, 3 nights, AT: gross 7500 = net 6818 + VAT 682, tax 1200
 *                   per night net 2273/2273/2272, VAT 228/227/227, tax 400 each
 *   B2 comfort D1   2027-06-10 → 06-14, 4 nights, DE: gross 22000 = net 20000 + VAT 2000, tax 1600
 *   B3 caravan B1   2027-06-20 → 06-22, DE, cancelled (counts for the cancellation rate only)
 *   B4 tent A2      2027-04-28 → 05-02, 4 nights, AT: gross 10000 = net 9091 + VAT 909, tax 1600;
 *                   only its last night (05-01) lies in the period: net 2272, VAT 227, tax 400
 *   a block on motorhome C1 2027-05-10 → 05-15: 5 pitch-nights not available
 *
 *   May:  available 60 × 31 − 5 = 1855, sold 3 (B1 ×2, B4), net 4546 + 2272 = 6818,
 *         VAT 455 + 227 = 682, tax 800 + 400 = 1200
 *   June: available 60 × 30 = 1800, sold 5 (B1, B2 ×4), net 2272 + 20000 = 22272,
 *         VAT 227 + 2000 = 2227, tax 400 + 1600 = 2000
 *   Total: available 3655, sold 8, occupancy 8 / 3655 = 0.22 % (22 bp), net 29090, VAT 2909,
 *         gross 31999, tax 3200, ADR 29090 / 8 = 3636.25 → 3636, RevPAR 29090 / 3655 = 7.96 → 8
 *   Arrivals in the period: B1, B2 confirmed (3 + 4 nights → 3.5), booked 2027-01-10 and
 *         2027-03-12 (lead 140 and 90 days → 115), B3 cancelled: 1 of 3 → 33.33 % (3333 bp)
 */
describe('business analytics', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  const write = (method: 'post' | 'put', path: string) =>
    staff.agent[method](path).set('X-CSRF-Token', staff.csrf);
  const book = async (code: string, checkIn: string, checkOut: string, country: string) => {
    const res = await write('post', '/api/admin/bookings')
      .send({
        ...phoneGuest,
        lastName: `Gast${code}`,
        email: `${code.toLowerCase()}@example.at`,
        country,
        pitchId: demo.pitch(code).id,
        checkIn,
        checkOut,
        adults: 2,
      })
      .expect(201);
    return res.body as {
      id: string;
      quote: { netCents: number; vatCents: number; touristTaxCents: number };
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    const b1 = await book('A1', '2027-05-30', '2027-06-02', 'AT');
    const b2 = await book('D1', '2027-06-10', '2027-06-14', 'DE');
    const b3 = await book('B1', '2027-06-20', '2027-06-22', 'DE');
    const b4 = await book('A2', '2027-04-28', '2027-05-02', 'AT');
    // The hand computation's prices, as the quote function made them.
    expect(b1.quote).toMatchObject({ netCents: 6818, vatCents: 682, touristTaxCents: 1200 });
    expect(b2.quote).toMatchObject({ netCents: 20000, vatCents: 2000, touristTaxCents: 1600 });
    expect(b4.quote).toMatchObject({ netCents: 9091, vatCents: 909, touristTaxCents: 1600 });
    await write('post', `/api/admin/bookings/${b3.id}/cancel`)
      .send({ reason: 'Umgeplant' })
      .expect(201);
    await write('post', '/api/admin/blocks')
      .send({
        pitchId: demo.pitch('C1').id,
        startDate: '2027-05-10',
        endDate: '2027-05-15',
        reason: 'Kanal',
      })
      .expect(201);
    // When the bookings were made (the lead time counts from the local booking date).
    const conn = t.em().getConnection();
    await conn.execute(`update bookings set created_at = '2027-01-10T12:00:00Z' where id = ?`, [
      b1.id,
    ]);
    await conn.execute(`update bookings set created_at = '2027-03-12T10:00:00Z' where id = ?`, [
      b2.id,
    ]);
  });
  afterAll(() => t.close());

  const report = async () =>
    (await staff.agent.get('/api/admin/analytics?from=2027-05-01&to=2027-07-01').expect(200)).body;

  it('totals: pitch-nights, occupancy, revenue, ADR and RevPAR to the cent', async () => {
    const r = await report();
    expect(r).toMatchObject({ from: '2027-05-01', to: '2027-07-01', nights: 61 });
    expect(r.totals).toEqual({
      pitchNightsAvailable: 3655,
      pitchNightsSold: 8,
      occupancyBp: 22,
      revenue: { netCents: 29090, vatCents: 2909, grossCents: 31999, touristTaxCents: 3200 },
      adrCents: 3636,
      revparCents: 8,
    });
  });

  it('by month: a stay across the month end is split night by night', async () => {
    const r = await report();
    expect(r.byMonth).toEqual([
      {
        month: '2027-05',
        pitchNightsAvailable: 1855,
        pitchNightsSold: 3,
        occupancyBp: 16,
        revenue: { netCents: 6818, vatCents: 682, grossCents: 7500, touristTaxCents: 1200 },
        adrCents: 2273,
        revparCents: 4,
      },
      {
        month: '2027-06',
        pitchNightsAvailable: 1800,
        pitchNightsSold: 5,
        occupancyBp: 28,
        revenue: { netCents: 22272, vatCents: 2227, grossCents: 24499, touristTaxCents: 2000 },
        adrCents: 4454,
        revparCents: 12,
      },
    ]);
  });

  it('by category: each category with its own pitches, blocks and revenue', async () => {
    const r = await report();
    const by = Object.fromEntries(r.byCategory.map((c: { slug: string }) => [c.slug, c]));
    expect(r.byCategory.map((c: { slug: string }) => c.slug)).toEqual([
      'tent',
      'caravan',
      'motorhome',
      'comfort',
    ]);
    expect(by.tent).toMatchObject({
      pitches: 15,
      pitchNightsAvailable: 915,
      pitchNightsSold: 4,
      occupancyBp: 44,
      revenue: { netCents: 9090, vatCents: 909, grossCents: 9999, touristTaxCents: 1600 },
      adrCents: 2273,
      revparCents: 10,
    });
    expect(by.caravan).toMatchObject({
      pitchNightsAvailable: 915,
      pitchNightsSold: 0,
      adrCents: 0,
      revparCents: 0,
    });
    expect(by.motorhome).toMatchObject({ pitchNightsAvailable: 910, pitchNightsSold: 0 });
    expect(by.comfort).toMatchObject({
      pitchNightsAvailable: 915,
      pitchNightsSold: 4,
      revenue: { netCents: 20000, vatCents: 2000, grossCents: 22000, touristTaxCents: 1600 },
      adrCents: 5000,
      revparCents: 22,
    });
  });

  it('arrivals: length of stay, lead time, cancellation rate and countries', async () => {
    const r = await report();
    expect(r.arrivals).toEqual({
      bookings: 2,
      averageStayNights: 3.5,
      averageLeadTimeDays: 115,
      confirmedEver: 3,
      cancelled: 1,
      // B3 was cancelled months ahead: free, nothing kept; no no-shows.
      noShows: 0,
      keptFeesCents: 0,
      cancellationRateBp: 3333,
      countries: [
        { country: 'DE', bookings: 1, nights: 4 },
        { country: 'AT', bookings: 1, nights: 3 },
      ],
    });
  });

  it('an empty period is all zeros, not an error', async () => {
    const { body } = await staff.agent
      .get('/api/admin/analytics?from=2028-01-01&to=2028-01-08')
      .expect(200);
    expect(body.totals).toEqual({
      pitchNightsAvailable: 420,
      pitchNightsSold: 0,
      occupancyBp: 0,
      revenue: { netCents: 0, vatCents: 0, grossCents: 0, touristTaxCents: 0 },
      adrCents: 0,
      revparCents: 0,
    });
    expect(body.arrivals).toMatchObject({
      bookings: 0,
      averageStayNights: 0,
      cancellationRateBp: 0,
      countries: [],
    });
  });

  it('refuses a reversed or over-long period and answers 401 signed out', async () => {
    const reversed = await staff.agent
      .get('/api/admin/analytics?from=2027-07-01&to=2027-05-01')
      .set('Accept-Language', 'en')
      .expect(400);
    expect(reversed.body.message).toBe('The period must span 1 to 731 days.');
    await staff.agent.get('/api/admin/analytics?from=2027-01-01&to=2029-01-03').expect(400);
    await staff.agent.get('/api/admin/analytics?from=2027-01-01').expect(400);
    await request(t.server).get('/api/admin/analytics?from=2027-05-01&to=2027-07-01').expect(401);
  });
});
