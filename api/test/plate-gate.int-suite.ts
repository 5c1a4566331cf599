import request from 'supertest';
import { Clock } from 'src/common/clock';
import { guest as onlineGuest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...guest } = onlineGuest;
const GATE_KEY = 'gate-key-0123456789abcdef';

interface GateEventRow {
  via: string;
  code_hint: string;
  opened: boolean;
  reason: string | null;
  booking_id: string | null;
}

/** Number plates at the gate: the camera's plate opens in the code's window, normalised and audited. */
describe('number-plate gate', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  const at = (iso: string) => t.app.get(Clock).travelTo(new Date(iso));
  const camera = (plate: string) =>
    request(t.server)
      .post('/api/gate/verify')
      .set('X-Gate-Key', GATE_KEY)
      .send({ plate, gate: 'camera-1' });
  const phoneBooking = async (
    pitch: string,
    checkIn: string,
    checkOut: string,
    plates?: string[],
  ) =>
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
          ...(plates ? { plates } : {}),
        })
        .expect(201)
    ).body as { id: string; plates: string[] };
  const events = async (bookingId: string) =>
    t
      .em()
      .getConnection()
      .execute<GateEventRow[]>(
        `select via, code_hint, opened, reason, booking_id from gate_events where booking_id = ? order by id`,
        [bookingId],
      );

  beforeAll(async () => {
    t = await createTestApp({ env: { GATE_API_KEY: GATE_KEY, ...RELAXED_ABUSE_LIMITS } });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
  });
  afterEach(() => at('2026-11-22T10:00:00Z'));
  afterAll(() => t.close());

  it("lets a booked guest's plate in during the stay, written with spaces and lower case, and refuses it a day after departure; both are audited", async () => {
    const b = await phoneBooking('B1', '2027-06-10', '2027-06-13', ['LI-123AB']);
    expect(b.plates).toEqual(['LI123AB']);

    at('2027-06-11T08:00:00Z'); // 10:00 in Schladming on the second day
    const inside = await camera('li 123 ab').expect(200);
    expect(inside.body).toEqual({
      open: true,
      pitch: 'B1',
      validUntil: '2027-06-13T09:00:00.000Z', // 11:00 CEST on departure day
    });

    at('2027-06-14T08:00:00Z'); // the day after departure
    expect((await camera('li 123 ab').expect(200)).body).toEqual({
      open: false,
      reason: 'expired',
    });

    expect(await events(b.id)).toEqual([
      { via: 'plate', code_hint: 'LI123AB', opened: true, reason: null, booking_id: b.id },
      { via: 'plate', code_hint: 'LI123AB', opened: false, reason: 'expired', booking_id: b.id },
    ]);
  });

  it('opens in the same window as the code: from check-in time on arrival day to check-out time on departure day', async () => {
    await phoneBooking('B2', '2027-06-20', '2027-06-23', ['W 4711 X']);
    at('2027-06-20T11:59:00Z'); // 13:59 local
    expect((await camera('w4711x').expect(200)).body).toEqual({
      open: false,
      reason: 'not_yet_valid',
    });
    at('2027-06-20T12:00:00Z'); // 14:00
    expect((await camera('W-4711-X').expect(200)).body.open).toBe(true);
    at('2027-06-23T08:59:59Z'); // 10:59:59 on departure day
    expect((await camera('W 4711 X').expect(200)).body.open).toBe(true);
    at('2027-06-23T09:00:00Z'); // 11:00
    expect((await camera('W 4711 X').expect(200)).body.open).toBe(false);
  });

  it('takes plates from the public booking form and lets staff change them; a removed plate no longer opens', async () => {
    const res = await request(t.server)
      .post('/api/bookings')
      .send({
        ...onlineGuest,
        email: 'plates@example.at',
        pitchId: demo.pitch('B3').id,
        checkIn: '2027-08-01',
        checkOut: '2027-08-04',
        adults: 2,
        plates: ['gu 55 xy', '', 'GU-55-XY', 'M ab 1'],
      })
      .expect(201);
    const id = (res.body as { id: string }).id;
    const view = await staff.agent.get(`/api/admin/bookings/${id}`).expect(200);
    expect(view.body.plates).toEqual(['GU55XY', 'MAB1']);

    const b = await phoneBooking('B4', '2027-08-01', '2027-08-04', ['S 1 AB']);
    const edited = await staff.agent
      .put(`/api/admin/bookings/${b.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ plates: ['S 2 CD', 'g 9 zz'] })
      .expect(200);
    expect(edited.body.plates).toEqual(['S2CD', 'G9ZZ']);
    at('2027-08-02T10:00:00Z');
    expect((await camera('s2cd').expect(200)).body).toMatchObject({ open: true, pitch: 'B4' });
    expect((await camera('S 1 AB').expect(200)).body).toEqual({ open: false, reason: 'unknown' });

    // Cancelled: the plate stops opening, as the code is revoked.
    at('2026-11-22T10:00:00Z');
    await staff.agent
      .post(`/api/admin/bookings/${b.id}/cancel`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ reason: 'Abgesagt' })
      .expect(201);
    at('2027-08-02T10:00:00Z');
    expect((await camera('S-2-CD').expect(200)).body).toEqual({ open: false, reason: 'revoked' });
  });

  it('answers malformed plates and requests with neither or both with a 400 in the request language', async () => {
    const bad = await staff.agent
      .post('/api/admin/bookings')
      .set('X-CSRF-Token', staff.csrf)
      .set('Accept-Language', 'en')
      .send({
        ...guest,
        pitchId: demo.pitch('B5').id,
        checkIn: '2027-09-01',
        checkOut: '2027-09-03',
        adults: 1,
        plates: ['LI 1', 'LI 2', 'LI 3', 'LI 4'],
      })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('at most 3 vehicles');
    const odd = await camera('<script>').expect(400);
    expect(JSON.stringify(odd.body)).toContain('Kennzeichen');
    const neither = await request(t.server)
      .post('/api/gate/verify')
      .set('X-Gate-Key', GATE_KEY)
      .send({ gate: 'x' })
      .expect(400);
    expect(neither.body.message).toContain('entweder einen Code oder ein Kennzeichen');
    await request(t.server)
      .post('/api/gate/verify')
      .set('X-Gate-Key', GATE_KEY)
      .send({ code: '123456', plate: 'LI1' })
      .expect(400);
    await request(t.server).post('/api/gate/verify').send({ plate: 'LI123AB' }).expect(401);
  });
});
