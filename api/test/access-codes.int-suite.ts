import request from 'supertest';
import { Clock } from 'src/common/clock';
import { AccessCode } from 'src/modules/access-codes/access-code.entity';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { guest as onlineGuest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { confirmByMail, RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...guest } = onlineGuest;
const GATE_KEY = 'gate-key-0123456789abcdef';

/** Gate codes with an injected clock: no sleeps, exact instants, a daylight-saving change included. */
describe('access codes', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let codes: AccessCodesService;
  const at = (iso: string) => t.app.get(Clock).travelTo(new Date(iso));
  const gate = (code: string) =>
    request(t.server)
      .post('/api/gate/verify')
      .set('X-Gate-Key', GATE_KEY)
      .send({ code, gate: 'main' });
  const phoneBooking = async (pitch: string, checkIn: string, checkOut: string) =>
    (
      await staff.agent
        .post('/api/admin/bookings')
        .set('X-CSRF-Token', staff.csrf)
        .send({
          ...guest,
          email: `${pitch.toLowerCase()}@example.at`,
          pitchId: demo.pitch(pitch).id,
          checkIn,
          checkOut,
          adults: 2,
        })
        .expect(201)
    ).body as { id: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { GATE_API_KEY: GATE_KEY, ...RELAXED_ABUSE_LIMITS } });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    codes = t.app.get(AccessCodesService);
  });
  afterEach(() => at('2026-11-22T10:00:00Z'));
  afterAll(() => t.close());

  it('schedules the code for 14:00 the day before arrival, in the confirming transaction', async () => {
    const b = await phoneBooking('B12', '2026-12-05', '2026-12-08');
    const row = await t
      .em()
      .findOneOrFail(OutboxMessage, { jobId: { $like: `access-code.${b.id}.%` } });
    expect(row.runAt?.toISOString()).toBe('2026-12-04T13:00:00.000Z'); // 14:00 CET on 4 December
    expect(await t.em().count(OutboxMessage, { jobId: `mail.booking_confirmation.${b.id}` })).toBe(
      1,
    );
  });

  it('issues the code when due, opens the gate from 14:00 on arrival to 11:00 on departure, across a DST change', async () => {
    // Clocks go forward on 28 March 2027: arrival in winter time, departure in summer time.
    const b = await phoneBooking('B13', '2027-03-27', '2027-03-30');
    at('2027-03-26T12:59:00Z');
    expect(await codes.issue(b.id)).toBeNull(); // 13:59 local, a minute early
    at('2027-03-26T13:00:00Z');
    const code = (await codes.issue(b.id))!;
    expect(code.code).toMatch(/^\d{6}$/);
    expect(code.validFrom.toISOString()).toBe('2027-03-27T13:00:00.000Z'); // 14:00 CET
    expect(code.validUntil.toISOString()).toBe('2027-03-30T09:00:00.000Z'); // 11:00 CEST
    expect((await codes.issue(b.id))!.id).toBe(code.id); // running the job again changes nothing
    expect(
      await t.em().count(OutboxMessage, { jobId: { $like: `mail.access_code.${b.id}.%` } }),
    ).toBe(1);

    at('2027-03-27T12:59:59Z');
    expect((await gate(code.code).expect(200)).body).toEqual({
      open: false,
      reason: 'not_yet_valid',
    });
    at('2027-03-27T13:00:00Z');
    expect((await gate(code.code).expect(200)).body).toMatchObject({ open: true, pitch: 'B13' });
    at('2027-03-30T08:59:59Z');
    expect((await gate(code.code).expect(200)).body.open).toBe(true);
    at('2027-03-30T09:00:00Z');
    expect((await gate(code.code).expect(200)).body).toEqual({ open: false, reason: 'expired' });

    expect(await codes.sweep()).toMatchObject({ expired: 1 });
    expect((await t.em().findOneOrFail(AccessCode, { id: code.id })).status).toBe('expired');
  });

  it('shows the code on the guest page once issued', async () => {
    const hold = await request(t.server)
      .post('/api/bookings')
      .send({
        ...onlineGuest,
        pitchId: demo.pitch('B14').id,
        checkIn: '2026-11-25',
        checkOut: '2026-11-27',
        adults: 2,
      })
      .expect(201);
    await confirmByMail(t, hold.body);
    const before = await request(t.server)
      .get(`/api/bookings/${hold.body.id}`)
      .query({ token: hold.body.token })
      .expect(200);
    expect(before.body.accessCode).toBeNull();
    at('2026-11-24T13:00:00Z');
    expect(await codes.sweep()).toMatchObject({ issued: 1 }); // the sweeper catches what a lost job would have done
    const after = await request(t.server)
      .get(`/api/bookings/${hold.body.id}`)
      .query({ token: hold.body.token })
      .expect(200);
    expect(after.body.accessCode).toMatchObject({
      code: expect.stringMatching(/^\d{6}$/),
      validFrom: '2026-11-25T13:00:00.000Z',
      validUntil: '2026-11-27T10:00:00.000Z',
    });
  });

  it('refuses a cancelled booking’s code and re-issues after a date change', async () => {
    const b = await phoneBooking('B15', '2026-12-10', '2026-12-12');
    at('2026-12-09T13:00:00Z');
    const first = (await codes.issue(b.id))!;
    at('2026-12-08T10:00:00Z');
    await staff.agent
      .put(`/api/admin/bookings/${b.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ checkIn: '2026-12-11', checkOut: '2026-12-13' })
      .expect(200);
    expect((await t.em().findOneOrFail(AccessCode, { id: first.id })).status).toBe('revoked');
    at('2026-12-10T13:00:00Z');
    const second = (await codes.issue(b.id))!;
    expect(second.validFrom.toISOString()).toBe('2026-12-11T13:00:00.000Z');

    at('2026-12-10T14:00:00Z');
    await staff.agent
      .delete(`/api/admin/bookings/${b.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(200);
    at('2026-12-11T15:00:00Z');
    expect((await gate(second.code).expect(200)).body).toEqual({ open: false, reason: 'revoked' });
    expect(await t.em().count(OutboxMessage, { jobId: `mail.cancellation.${b.id}` })).toBe(1);
  });

  it('keeps live codes unique in the database', async () => {
    const b1 = await phoneBooking('D3', '2027-01-10', '2027-01-13');
    const b2 = await phoneBooking('D4', '2027-01-10', '2027-01-13');
    at('2027-01-09T13:00:00Z');
    const c1 = (await codes.issue(b1.id))!;
    await expect(
      t
        .em()
        .getConnection()
        .execute(
          `insert into access_codes (id, booking_id, code, status, valid_from, valid_until, created_at) values (gen_random_uuid(), ?, ?, 'active', now(), now(), now())`,
          [b2.id, c1.code],
        ),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('needs the gate key, logs every attempt and throttles guessing', async () => {
    await request(t.server).post('/api/gate/verify').send({ code: '123456' }).expect(401);
    await request(t.server)
      .post('/api/gate/verify')
      .set('X-Gate-Key', 'wrong-key-0123456789abc')
      .send({ code: '123456' })
      .expect(401);
    await gate('12').expect(400);
    for (let i = 0; i < 10; i++)
      expect((await gate(String(900000 + i)).expect(200)).body).toEqual({
        open: false,
        reason: 'unknown',
      });
    const throttled = await gate('900011').expect(429);
    expect(throttled.body.message).toContain('Zu viele ungültige Codes');
    const logged = await t
      .em()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from gate_events where code_hint like '••••%'`,
      );
    expect(logged[0].n).toBeGreaterThanOrEqual(10);
  });

  it('lets staff list, revoke and regenerate codes', async () => {
    const b = await phoneBooking('D5', '2027-01-20', '2027-01-23');
    at('2027-01-19T13:00:00Z');
    const c = (await codes.issue(b.id))!;
    const list = await staff.agent
      .get('/api/admin/access-codes')
      .query({ filter: JSON.stringify({ bookingId: b.id }) })
      .expect(200);
    expect(list.headers['content-range']).toBe('access-codes 0-0/1');
    expect(list.body[0]).toMatchObject({ code: c.code, status: 'active', pitchCode: 'D5' });
    const fresh = await staff.agent
      .post(`/api/admin/access-codes/${c.id}/regenerate`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(201);
    expect(fresh.body.code).not.toBe(c.code);
    expect((await t.em().findOneOrFail(AccessCode, { id: c.id })).status).toBe('revoked');
    const revoked = await staff.agent
      .post(`/api/admin/access-codes/${fresh.body.id}/revoke`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(201);
    expect(revoked.body.status).toBe('revoked');
  });

  it('lets staff issue a code before the 24 h lead; asking again keeps it; never for a cancelled booking', async () => {
    const b = await phoneBooking('C7', '2026-12-20', '2026-12-23');
    const issue = (bookingId: string) =>
      staff.agent
        .post('/api/admin/access-codes')
        .set('X-CSRF-Token', staff.csrf)
        .set('Accept-Language', 'de')
        .send({ bookingId });
    const first = await issue(b.id).expect(201);
    expect(first.body).toMatchObject({
      bookingId: b.id,
      pitchCode: 'C7',
      status: 'active',
      code: expect.stringMatching(/^\d{6}$/),
      validFrom: '2026-12-20T13:00:00.000Z',
      validUntil: '2026-12-23T10:00:00.000Z',
    });
    expect((await issue(b.id).expect(201)).body.id).toBe(first.body.id);
    expect(
      await t.em().count(OutboxMessage, { jobId: { $like: `mail.access_code.${b.id}.%` } }),
    ).toBe(1); // the guest gets the code by mail once

    await staff.agent
      .delete(`/api/admin/bookings/${b.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(200);
    const refused = await issue(b.id).expect(409);
    expect(refused.body.message).toBe(
      'Für diese Buchung kann kein Zugangscode ausgestellt werden (nicht bestätigt oder bereits abgereist).',
    );
    const unknown = await issue('6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b').expect(400);
    expect(unknown.body.message).toContain('Buchung nicht gefunden');
    await issue('B7').expect(400);
    await staff.agent
      .post('/api/admin/access-codes')
      .set('X-CSRF-Token', staff.csrf)
      .send({})
      .expect(400);
  });

  it('does not regenerate the code of a stay that is over', async () => {
    const b = await phoneBooking('C8', '2027-02-01', '2027-02-04');
    at('2027-01-31T13:00:00Z');
    const c = (await codes.issue(b.id))!;
    at('2027-02-04T10:00:00Z'); // 11:00 on departure day
    const res = await staff.agent
      .post(`/api/admin/access-codes/${c.id}/regenerate`)
      .set('X-CSRF-Token', staff.csrf)
      .set('Accept-Language', 'en')
      .expect(409);
    expect(res.body.message).toContain('No access code can be issued');
    expect((await t.em().findOneOrFail(AccessCode, { id: c.id })).status).toBe('active');
    expect(await t.em().count(AccessCode, { booking: b.id })).toBe(1);
  });

  it('finds codes by code, booking number or guest name and sorts by code', async () => {
    const b = (
      await staff.agent
        .post('/api/admin/bookings')
        .set('X-CSRF-Token', staff.csrf)
        .send({
          ...guest,
          lastName: 'Zauchensee',
          email: 'zauchensee@example.at',
          pitchId: demo.pitch('C9').id,
          checkIn: '2027-02-10',
          checkOut: '2027-02-13',
          adults: 2,
        })
        .expect(201)
    ).body as { id: string; number: string };
    at('2027-02-09T13:00:00Z');
    const c = (await codes.issue(b.id))!;
    const find = async (q: string) =>
      (
        await staff.agent
          .get('/api/admin/access-codes')
          .query({ filter: JSON.stringify({ q }) })
          .expect(200)
      ).body as Array<{ id: string }>;
    expect((await find('zauchen')).map((r) => r.id)).toEqual([c.id]);
    expect((await find(b.number)).map((r) => r.id)).toEqual([c.id]);
    expect((await find(c.code)).map((r) => r.id)).toContain(c.id);
    expect(await find('100%_')).toEqual([]);
    const sorted = (
      await staff.agent
        .get('/api/admin/access-codes')
        .query({ sort: JSON.stringify(['code', 'ASC']), range: '[0,99]' })
        .expect(200)
    ).body as Array<{ code: string }>;
    expect(sorted.map((r) => r.code)).toEqual(sorted.map((r) => r.code).sort());
  });
});
