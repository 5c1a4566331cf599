import { Queue as BullQueue, Worker } from 'bullmq';
import request from 'supertest';
import { Clock } from 'src/common/clock';
import { Env } from 'src/config/env';
import { bullConnection, bullPrefix } from 'src/queues/bullmq';
import { Queue } from 'src/queues/queue-names';
import { guest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...phoneGuest } = guest;

/**
 * The front desk's dashboards and calendar against bookings made through the real routes:
 * on TODAY (2026-11-22) two arrivals (one with its gate code), one departure, a hold arriving
 * tomorrow, a cancellation, and a block on a pitch tonight.
 */
describe('front desk: dashboard, booking dashboard, calendar', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  const ids: Record<string, { id: string; number: string; totalCents: number }> = {};
  let issuedCode = '';
  const write = (method: 'post' | 'put', path: string) =>
    staff.agent[method](path).set('X-CSRF-Token', staff.csrf);
  const clock = () => t.app.get(Clock);

  const phoneBooking = async (
    code: string,
    checkIn: string,
    checkOut: string,
    lastName: string,
  ) => {
    const res = await write('post', '/api/admin/bookings')
      .send({
        ...phoneGuest,
        email: `${lastName.toLowerCase()}@example.at`,
        lastName,
        pitchId: demo.pitch(code).id,
        checkIn,
        checkOut,
        adults: 2,
      })
      .expect(201);
    return res.body as { id: string; number: string; totalCents: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    // A stay that ends today: booked two days ago.
    clock().travelTo(new Date('2026-11-20T10:00:00Z'));
    ids.leaving = await phoneBooking('C3', '2026-11-20', TODAY, 'Abreise');
    clock().travelTo(new Date(`${TODAY}T10:00:00Z`));
    ids.withCode = await phoneBooking('C1', TODAY, '2026-11-25', 'Mitcode');
    ids.noCode = await phoneBooking('C2', TODAY, '2026-11-24', 'Ohnecode');
    issuedCode = (
      await write('post', '/api/admin/access-codes')
        .send({ bookingId: ids.withCode.id })
        .expect(201)
    ).body.code;
    const hold = await request(t.server)
      .post('/api/bookings')
      .send({
        ...guest,
        email: 'hold@example.at',
        lastName: 'Halter',
        pitchId: demo.pitch('C4').id,
        checkIn: '2026-11-23',
        checkOut: '2026-11-26',
        adults: 2,
      })
      .expect(201);
    ids.hold = hold.body;
    ids.cancelled = await phoneBooking('C5', '2026-12-01', '2026-12-03', 'Storno');
    await write('post', `/api/admin/bookings/${ids.cancelled.id}/cancel`)
      .send({ reason: 'Krank' })
      .expect(201);
    await write('post', '/api/admin/blocks')
      .send({
        pitchId: demo.pitch('C6').id,
        startDate: TODAY,
        endDate: '2026-11-24',
        reason: 'Rasen',
      })
      .expect(201);
  });
  afterAll(() => t.close());

  it('answers 401 without a session', async () => {
    for (const path of [
      '/api/admin/dashboard',
      '/api/admin/booking-dashboard',
      '/api/admin/calendar?from=2026-11-01&to=2026-12-01',
    ])
      await request(t.server).get(path).expect(401);
  });

  it("shows today's and tomorrow's arrivals and departures with their gate codes", async () => {
    const { body } = await staff.agent.get('/api/admin/dashboard').expect(200);
    expect(body.today.date).toBe(TODAY);
    expect(
      body.today.arrivals.map((s: { number: string; codeIssued: boolean; pitchCode: string }) => [
        s.pitchCode,
        s.number,
        s.codeIssued,
      ]),
    ).toEqual([
      ['C1', ids.withCode.number, true],
      ['C2', ids.noCode.number, false],
    ]);
    expect(body.today.arrivals[0]).toMatchObject({
      guestName: 'Anna Mitcode',
      nights: 3,
      adults: 2,
      status: 'confirmed',
      paymentStatus: 'unpaid',
    });
    expect(body.today.departures.map((s: { number: string }) => s.number)).toEqual([
      ids.leaving.number,
    ]);
    expect(body.tomorrow.date).toBe('2026-11-23');
    expect(body.tomorrow.arrivals).toMatchObject([
      { number: ids.hold.number, status: 'pending', pitchCode: 'C4' },
    ]);
    expect(body.tomorrow.departures).toEqual([]);
  });

  it('gives the desk the gate code itself, to tell an arriving guest', async () => {
    const { body } = await staff.agent.get('/api/admin/dashboard').expect(200);
    expect(issuedCode).toMatch(/^\d{4,}$/);
    expect(
      body.today.arrivals.map((s: { pitchCode: string; gateCode: string | null }) => [
        s.pitchCode,
        s.gateCode,
      ]),
    ).toEqual([
      ['C1', issuedCode],
      ['C2', null],
    ]);
  });

  it('counts occupancy tonight, open holds and unpaid confirmed bookings to the cent', async () => {
    const { body } = await staff.agent.get('/api/admin/dashboard').expect(200);
    expect(body.occupancyTonight).toEqual({ pitches: 60, occupied: 2, blocked: 1, percent: 3 });
    expect(body.openHolds).toBe(1);
    const unpaid = [ids.leaving, ids.withCode, ids.noCode];
    expect(body.unpaidConfirmed.count).toBe(3);
    expect(body.unpaidConfirmed.totalCents).toBe(unpaid.reduce((s, b) => s + b.totalCents, 0));
    // The list shows stays not yet over, by arrival.
    expect(body.unpaidConfirmed.bookings.map((b: { number: string }) => b.number)).toEqual([
      ids.leaving.number,
      ids.withCode.number,
      ids.noCode.number,
    ]);
    expect(body.alerts).toContainEqual({ kind: 'arrivals_without_code', count: 1 });
  });

  it('counts failed jobs per queue and raises an alert', async () => {
    const before = (await staff.agent.get('/api/admin/dashboard').expect(200)).body;
    expect(before.failedJobs).toHaveLength(Object.values(Queue).length);
    expect(before.alerts.find((a: { kind: string }) => a.kind === 'failed_jobs')).toBeUndefined();
    const env = t.app.get(Env);
    const opts = { connection: bullConnection(env), prefix: bullPrefix(env) };
    const queue = new BullQueue(Queue.Maintenance, opts);
    const worker = new Worker(
      Queue.Maintenance,
      () => Promise.reject(new Error('probe fails')),
      opts,
    );
    const failed = new Promise((resolve) => worker.on('failed', resolve));
    await queue.add('probe', {}, { attempts: 1 });
    await failed;
    await worker.close();
    await queue.close();
    const { body } = await staff.agent.get('/api/admin/dashboard').expect(200);
    expect(body.failedJobs).toContainEqual({ queue: 'maintenance', failed: 1 });
    expect(body.alerts).toContainEqual({ kind: 'failed_jobs', count: 1 });
  });

  it('booking dashboard: statuses and channels, holds, arrivals of 14 days, cancellations', async () => {
    const { body } = await staff.agent.get('/api/admin/booking-dashboard').expect(200);
    expect(body.today).toBe(TODAY);
    expect(body.byStatus).toEqual([
      { status: 'pending', count: 1 },
      { status: 'confirmed', count: 3 },
      { status: 'cancelled', count: 1 },
      { status: 'expired', count: 0 },
      { status: 'no_show', count: 0 },
    ]);
    expect(body.byChannel).toEqual(
      expect.arrayContaining([
        { channel: 'phone', count: 4 },
        { channel: 'online', count: 1 },
      ]),
    );
    expect(body.holdsExpiring).toMatchObject([
      { number: ids.hold.number, guestName: 'Anna Halter' },
    ]);
    expect(body.arrivalsNext14Days.map((s: { number: string }) => s.number)).toEqual([
      ids.withCode.number,
      ids.noCode.number,
      ids.hold.number,
    ]);
    expect(body.recentCancellations).toMatchObject([
      // 9 days before arrival: half of the 2 motorhome nights (2 × 40 €), SPEC's default policy.
      {
        number: ids.cancelled.number,
        reason: 'Krank',
        pitchCode: 'C5',
        cancellationFeeCents: 4000,
      },
    ]);
  });

  it('calendar: all pitches, live bookings and blocks of the period in one answer', async () => {
    const { body } = await staff.agent
      .get('/api/admin/calendar?from=2026-11-20&to=2026-12-20')
      .expect(200);
    expect(body.pitches).toHaveLength(60);
    // Natural order within a category: C2 before C10.
    const codes = body.pitches.map((p: { code: string }) => p.code);
    expect(codes.slice(0, 3)).toEqual(['A1', 'A2', 'A3']);
    expect(codes.indexOf('C2')).toBeLessThan(codes.indexOf('C10'));
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual([
      'tent',
      'caravan',
      'motorhome',
      'comfort',
    ]);
    const numbers = body.bookings.map((b: { number: string }) => b.number).sort();
    expect(numbers).toEqual(
      [ids.leaving.number, ids.withCode.number, ids.noCode.number, ids.hold.number].sort(),
    );
    expect(body.bookings.find((b: { id: string }) => b.id === ids.withCode.id)).toMatchObject({
      pitchId: demo.pitch('C1').id,
      checkIn: TODAY,
      checkOut: '2026-11-25',
      status: 'confirmed',
      guestName: 'Anna Mitcode',
    });
    expect(body.blocks).toMatchObject([
      { pitchId: demo.pitch('C6').id, startDate: TODAY, endDate: '2026-11-24', reason: 'Rasen' },
    ]);
    // A later period holds none of them.
    const later = (
      await staff.agent.get('/api/admin/calendar?from=2027-01-01&to=2027-01-15').expect(200)
    ).body;
    expect(later.bookings).toEqual([]);
  });

  it('calendar refuses a period longer than 62 days, an empty one and unknown parameters, in the staff language', async () => {
    const long = await staff.agent
      .get('/api/admin/calendar?from=2027-01-01&to=2027-03-05')
      .set('Accept-Language', 'en')
      .expect(400);
    expect(long.body.message).toBe('The period must span 1 to 62 days.');
    const empty = await staff.agent
      .get('/api/admin/calendar?from=2027-01-01&to=2027-01-01')
      .expect(400);
    expect(empty.body.message).toBe('Der Zeitraum muss 1 bis 62 Tage umfassen.');
    await staff.agent.get('/api/admin/calendar?from=2027-02-30&to=2027-03-05').expect(400);
    await staff.agent.get('/api/admin/calendar?from=2027-01-01&to=2027-01-05&pitch=1').expect(400);
  });

  it('moving a booking onto an occupied pitch is refused with 409 and changes nothing', async () => {
    const res = await write('put', `/api/admin/bookings/${ids.noCode.id}`)
      .send({ pitchId: demo.pitch('C1').id })
      .expect(409);
    expect(res.body.message).toMatch(/Stellplatz/);
    const after = await staff.agent.get(`/api/admin/bookings/${ids.noCode.id}`).expect(200);
    expect(after.body).toMatchObject({ pitchCode: 'C2', checkIn: TODAY, checkOut: '2026-11-24' });
    // Onto the block as well.
    await write('put', `/api/admin/bookings/${ids.noCode.id}`)
      .send({ pitchId: demo.pitch('C6').id })
      .expect(409);
  });

  it('refuses a block starting in the past or reaching too far ahead, with the field named', async () => {
    const past = await write('post', '/api/admin/blocks')
      .send({
        pitchId: demo.pitch('C7').id,
        startDate: '2020-05-01',
        endDate: '2020-05-03',
        reason: 'Alt',
      })
      .expect(400);
    expect(past.body.fields).toEqual({
      startDate: 'Der Beginn der Sperre darf nicht in der Vergangenheit liegen',
    });
    const far = await write('post', '/api/admin/blocks')
      .set('Accept-Language', 'en')
      .send({
        pitchId: demo.pitch('C7').id,
        startDate: '2027-01-01',
        endDate: '2035-01-01',
        reason: 'Weit',
      })
      .expect(400);
    expect(far.body.fields).toEqual({
      endDate: 'The block can reach at most 1096 days into the future',
    });
  });
});
