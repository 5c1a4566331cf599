import request from 'supertest';
import { Clock } from 'src/common/clock';
import { guest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...phoneGuest } = guest;

const CALENDAR = '/api/admin/calendar?from=2026-11-01&to=2026-12-01';
const ANALYTICS = '/api/admin/analytics?from=2026-11-01&to=2026-12-01';

/**
 * The dashboard, the calendar and the business figures answer from a per-process cache: each change
 * to a booking, a payment, a block or a hold's time running out must show in the very next read.
 */
describe('front desk reads after a change', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  const write = (method: 'post' | 'put', path: string) =>
    staff.agent[method](path).set('X-CSRF-Token', staff.csrf);
  const clock = () => t.app.get(Clock);

  const phoneBooking = async (code: string, checkIn: string, checkOut: string, name: string) =>
    (
      await write('post', '/api/admin/bookings')
        .send({
          ...phoneGuest,
          email: `${name.toLowerCase()}@example.at`,
          lastName: name,
          pitchId: demo.pitch(code).id,
          checkIn,
          checkOut,
          adults: 2,
        })
        .expect(201)
    ).body as { id: string; number: string; totalCents: number };

  const dashboard = async () => (await staff.agent.get('/api/admin/dashboard').expect(200)).body;
  const calendar = async () => (await staff.agent.get(CALENDAR).expect(200)).body;
  const analytics = async () => (await staff.agent.get(ANALYTICS).expect(200)).body;
  const numbers = (stays: { number: string }[]) => stays.map((s) => s.number);

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    clock().travelTo(new Date(`${TODAY}T10:00:00Z`));
  });
  afterAll(() => t.close());

  it('drops a cancelled arrival from the dashboard, the calendar and the figures at once', async () => {
    const b = await phoneBooking('C1', TODAY, '2026-11-25', 'Storniert');
    let desk = await dashboard();
    expect(numbers(desk.today.arrivals)).toEqual([b.number]);
    expect(desk.unpaidConfirmed).toMatchObject({ count: 1, totalCents: b.totalCents });
    expect(desk.occupancyTonight.occupied).toBe(1);
    expect(numbers((await calendar()).bookings)).toEqual([b.number]);
    let figures = await analytics();
    expect(figures.totals.pitchNightsSold).toBe(3);
    expect(figures.arrivals.bookings).toBe(1);

    await write('post', `/api/admin/bookings/${b.id}/cancel`).send({ reason: 'Krank' }).expect(201);

    desk = await dashboard();
    expect(desk.today.arrivals).toEqual([]);
    expect(desk.unpaidConfirmed).toEqual({ count: 0, totalCents: 0, bookings: [] });
    expect(desk.occupancyTonight.occupied).toBe(0);
    expect((await calendar()).bookings).toEqual([]);
    figures = await analytics();
    expect(figures.totals.pitchNightsSold).toBe(0);
    expect(figures.totals.revenue.grossCents).toBe(0);
    expect(figures.arrivals).toMatchObject({ bookings: 0, confirmedEver: 1, cancelled: 1 });
  });

  it('shows a payment and a moved stay in the very next read', async () => {
    const b = await phoneBooking('C2', '2026-11-23', '2026-11-26', 'Bezahlt');
    let desk = await dashboard();
    expect(desk.tomorrow.arrivals).toMatchObject([{ number: b.number, paymentStatus: 'unpaid' }]);
    expect(desk.unpaidConfirmed).toMatchObject({ count: 1, totalCents: b.totalCents });
    const before = await analytics();
    expect(before.totals.pitchNightsSold).toBe(3);

    await write('post', `/api/admin/bookings/${b.id}/payments`)
      .send({ amountCents: b.totalCents, method: 'cash' })
      .expect(201);
    desk = await dashboard();
    expect(desk.tomorrow.arrivals).toMatchObject([{ number: b.number, paymentStatus: 'paid' }]);
    expect(desk.unpaidConfirmed).toEqual({ count: 0, totalCents: 0, bookings: [] });

    await write('put', `/api/admin/bookings/${b.id}`)
      .send({ checkIn: '2026-11-27', checkOut: '2026-11-29' })
      .expect(200);
    desk = await dashboard();
    expect(desk.tomorrow.arrivals).toEqual([]);
    expect((await calendar()).bookings).toMatchObject([
      { number: b.number, checkIn: '2026-11-27', checkOut: '2026-11-29' },
    ]);
    const after = await analytics();
    expect(after.totals.pitchNightsSold).toBe(2);
    expect(after.byMonth[0].pitchNightsSold).toBe(2);
  });

  it('drops a hold from every read when its time runs out, with no write in between', async () => {
    const hold = (
      await request(t.server)
        .post('/api/bookings')
        .send({
          ...guest,
          email: 'halter@example.at',
          lastName: 'Halter',
          pitchId: demo.pitch('C4').id,
          checkIn: '2026-11-23',
          checkOut: '2026-11-24',
          adults: 2,
        })
        .expect(201)
    ).body as { number: string; holdExpiresAt: string };
    let desk = await dashboard();
    expect(desk.openHolds).toBe(1);
    expect(numbers(desk.tomorrow.arrivals)).toContain(hold.number);
    expect(numbers((await calendar()).bookings)).toContain(hold.number);

    const expiry = Date.parse(hold.holdExpiresAt);
    clock().travelTo(new Date(expiry + 1000));
    desk = await dashboard();
    expect(desk.openHolds).toBe(0);
    expect(numbers(desk.tomorrow.arrivals)).not.toContain(hold.number);
    expect(desk.alerts.map((a: { kind: string }) => a.kind)).not.toContain('holds_overdue');
    expect(numbers((await calendar()).bookings)).not.toContain(hold.number);

    // Not swept five minutes after its expiry: the desk is told.
    clock().travelTo(new Date(expiry + 5 * 60_000 + 1000));
    desk = await dashboard();
    expect(desk.alerts).toContainEqual({ kind: 'holds_overdue', count: 1 });
    clock().travelTo(new Date(`${TODAY}T10:00:00Z`));
  });

  it('answers 304 while the timeline stands still and the new timeline after a block', async () => {
    const first = await staff.agent.get(CALENDAR).expect(200);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    await staff.agent.get(CALENDAR).set('If-None-Match', etag).expect(304);
    await write('post', '/api/admin/blocks')
      .send({
        pitchId: demo.pitch('C6').id,
        startDate: TODAY,
        endDate: '2026-11-24',
        reason: 'Rasen',
      })
      .expect(201);
    const changed = await staff.agent.get(CALENDAR).set('If-None-Match', etag).expect(200);
    // Compressed for a browser that takes gzip, the same timeline for one that does not.
    expect(changed.headers['content-encoding']).toBe('gzip');
    const plain = await staff.agent.get(CALENDAR).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(changed.body);
    // Brotli for a browser that takes it (as Chromium does; the client decodes it), the same timeline.
    const br = await staff.agent
      .get(CALENDAR)
      .set('Accept-Encoding', 'gzip, deflate, br, zstd')
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(plain.body);
    expect(changed.body.blocks).toMatchObject([{ pitchId: demo.pitch('C6').id, reason: 'Rasen' }]);
    expect((await dashboard()).occupancyTonight.blocked).toBe(1);
  });

  it('sends the same dashboard compressed and plain', async () => {
    const zipped = await staff.agent.get('/api/admin/dashboard').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await staff.agent
      .get('/api/admin/dashboard')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const { generatedAt: _a, ...zippedFigures } = zipped.body;
    const { generatedAt: _b, ...plainFigures } = plain.body;
    expect(zippedFigures).toEqual(plainFigures);
    expect(zippedFigures.occupancyTonight).toMatchObject({ pitches: 60, blocked: 1 });
  });
});
