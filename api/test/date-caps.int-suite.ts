import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { fromAddress } from './helpers/client-address';
import { guest as onlineGuest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...staffGuest } = onlineGuest;

/**
 * Stay limits are checked on the two dates before anything loops over nights: a far-future date
 * (year 9999) is a 400 at once, on every route that takes a stay. Today is 2026-11-22.
 */
describe('stay limits: longest stay, booking horizon, date ranges', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const quote = (body: object, lang = 'de') =>
    request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', lang)
      .send({ categoryId: demo.category('tent').id, adults: 2, ...body });

  it('20 far-future quotes at once all answer 400 while /api/health stays responsive', async () => {
    const client = fromAddress(base, '127.0.0.1');
    // Warm the routes first, so the figures show the attack, not the first request's start-up.
    await quote({ checkIn: '2027-05-01', checkOut: '2027-05-03' }).expect(200);
    const calm = await client.get('/api/health');
    const attack = Array.from({ length: 20 }, (_, i) =>
      client.post(
        '/api/bookings/quote',
        {
          categoryId: demo.category('tent').id,
          checkIn: `2026-12-${String(1 + i).padStart(2, '0')}`,
          checkOut: '9999-12-31',
          adults: 2,
        },
        { 'accept-language': 'en' },
      ),
    );
    // Health is asked while the 20 requests are in flight on the same event loop.
    const health = client.get('/api/health');
    const [answers, h] = await Promise.all([Promise.all(attack), health]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 400));
    expect(answers[0].body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringContaining('A stay can last at most 60 nights'),
    });
    expect(h.status).toBe(200);
    // Reported for the record. The bound is a loose denial-of-service check, not a speed target (the
    // client shares this process's event loop and the test machine may be busy): before the stay was
    // validated arithmetically, each such request held the event loop for 4–6 s, so health waited
    // over a minute. That no night loop runs is guaranteed by the 400s: nightsOf refuses more than
    // NIGHTS_HARD_LIMIT nights with an error (a 500), so a request reaching it unvalidated would show.
    console.log(
      `far-future quotes: slowest ${Math.max(...answers.map((a) => a.ms)).toFixed(1)} ms; health alone ${calm.ms.toFixed(1)} ms, meanwhile ${h.ms.toFixed(1)} ms`,
    );
    expect(h.ms).toBeLessThan(3000);
  }, 30_000);

  it('refuses a stay longer than the longest stay, in both languages, and quotes the longest one', async () => {
    const de = await quote({ checkIn: '2027-05-01', checkOut: '2027-07-01' }).expect(400);
    expect(de.body.message).toContain('Ein Aufenthalt kann höchstens 60 Nächte dauern');
    await quote({ checkIn: '2027-05-01', checkOut: '2027-06-30' }).expect(200);
  });

  it('refuses an arrival beyond the booking horizon (24 months), at the day', async () => {
    await quote({ checkIn: '2028-11-22', checkOut: '2028-11-24' }).expect(200);
    const en = await quote({ checkIn: '2028-11-23', checkOut: '2028-11-25' }, 'en').expect(400);
    expect(en.body.message).toContain('Bookings are possible at most 24 months ahead');
    const de = await quote({ checkIn: '9999-01-01', checkOut: '9999-01-03' }).expect(400);
    expect(de.body.message).toContain('Buchungen sind höchstens 24 Monate im Voraus möglich');
  });

  it('applies the same rules to availability, bookings and the staff edit of a booking', async () => {
    const far = { checkIn: '2026-12-01', checkOut: '9999-12-31' };
    const avail = await request(t.server)
      .get('/api/availability')
      .query({ ...far, adults: 2 })
      .expect(400);
    expect(avail.body.message).toContain('höchstens 60 Nächte');
    await request(t.server)
      .get('/api/availability')
      .query({ checkIn: '9999-01-01', checkOut: '9999-01-02', adults: 2 })
      .expect(400);
    await request(t.server)
      .post('/api/bookings')
      .send({ ...onlineGuest, pitchId: demo.pitch('A1').id, ...far, adults: 2 })
      .expect(400);

    const created = await staff.agent
      .post('/api/admin/bookings')
      .set('X-CSRF-Token', staff.csrf)
      .send({
        ...staffGuest,
        pitchId: demo.pitch('A2').id,
        checkIn: '2027-05-01',
        checkOut: '2027-05-03',
        adults: 2,
      })
      .expect(201);
    const edit = await staff.agent
      .put(`/api/admin/bookings/${created.body.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ checkOut: '9999-12-31' })
      .expect(400);
    expect(edit.body.message).toContain('höchstens 60 Nächte');
    const stored = await staff.agent.get(`/api/admin/bookings/${created.body.id}`).expect(200);
    expect(stored.body.checkOut).toBe('2027-05-03');
  });

  it('takes the limits from the pricing settings staff edit', async () => {
    const admin = await signInAs(t, 'admin');
    const put = (body: object) =>
      admin.agent.put('/api/admin/pricing-settings').set('X-CSRF-Token', admin.csrf).send(body);
    const res = await put({ maxStayNights: 7, bookingHorizonMonths: 6 }).expect(200);
    expect(res.body).toMatchObject({ maxStayNights: 7, bookingHorizonMonths: 6 });
    try {
      const long = await quote({ checkIn: '2027-05-01', checkOut: '2027-05-09' }).expect(400);
      expect(long.body.message).toContain('höchstens 7 Nächte');
      await quote({ checkIn: '2027-05-01', checkOut: '2027-05-08' }).expect(200);
      const ahead = await quote({ checkIn: '2027-05-23', checkOut: '2027-05-25' }).expect(400);
      expect(ahead.body.message).toContain('höchstens 6 Monate');
      // Out of range for the setting itself: a clear 400 naming the field.
      const bad = await put({ maxStayNights: 100000 }).expect(400);
      expect(bad.body.message).toContain('maxStayNights');
    } finally {
      await put({ maxStayNights: 60, bookingHorizonMonths: 24 }).expect(200);
    }
  });

  it('caps the date range of the staff booking list', async () => {
    const list = (filter: object) =>
      staff.agent.get('/api/admin/bookings').query({ filter: JSON.stringify(filter) });
    const wide = await list({ from: '2026-01-01', to: '9999-01-01' }).expect(400);
    expect(wide.body.message).toBe('Der Zeitraum darf höchstens 1096 Tage umfassen');
    await list({ checkInFrom: '2000-01-01', checkInTo: '2999-01-01' }).expect(400);
    await list({ from: '2027-01-01', to: '2027-12-31' }).expect(200);
  });
});
