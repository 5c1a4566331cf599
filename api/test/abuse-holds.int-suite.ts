import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Clock } from 'src/common/clock';
import { Booking } from 'src/modules/bookings/booking.entity';
import { BookingHolds } from 'src/modules/bookings/booking-holds.service';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { fromAddress } from './helpers/client-address';
import { guest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { verificationLink } from './helpers/verification';

const METRICS_TOKEN = 'scraper-token-0123456789';
const TOO_MANY =
  /^Von Ihrer Internetverbindung kamen gerade zu viele Anfragen\. Bitte versuchen Sie es in (\d+) (Sekunden|Minuten?) erneut\.$/;

/**
 * One visitor cannot hold the site: live holds per client address and per guest email, the rate of
 * hold attempts and confirmations per address (Redis), and pay on arrival needing the mail's link.
 * Clients are told apart by their loopback source address, as separate visitors would be.
 */
describe('abuse limits on holds and confirmations (defaults: 3 holds, 10 attempts per 10 min)', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let base: string;
  let staff: SignedIn;
  let n = 0;
  const email = () => `visitor${++n}@example.at`;
  const stay = { checkIn: '2027-07-01', checkOut: '2027-07-04', adults: 2 };
  const hold = (addr: string, pitch: string, body: object = {}) =>
    fromAddress(base, addr).post(
      '/api/bookings',
      { ...guest, email: email(), ...stay, pitchId: demo.pitch(pitch).id, ...body },
      { 'accept-language': 'de' },
    );
  const blocked = async (reason: string) => {
    const res = await request(t.server)
      .get('/api/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    const m = new RegExp(`abuse_blocked_total\\{reason="${reason}"\\} (\\d+)`).exec(res.text);
    return m ? Number(m[1]) : 0;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN } });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());
  afterEach(() => t.app.get(Clock).travelTo(new Date(`${TODAY}T10:00:00Z`)));

  it('one address cannot hold more than 3 pitches; the 4th answers 429 with Retry-After; others still book', async () => {
    const before = await blocked('holds_per_address');
    const ok = [];
    for (const code of ['A1', 'A2', 'A3']) ok.push(await hold('127.0.0.2', code));
    expect(ok.map((r) => r.status)).toEqual([201, 201, 201]);
    const fourth = await hold('127.0.0.2', 'A4');
    expect(fourth.status).toBe(429);
    // A first-time guest (a new email) meets the holds of others on the same address: the answer
    // says so, and when to try again, instead of "you have 3 open reservations".
    expect(fourth.body).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message:
        'Von Ihrer Internetverbindung aus sind gerade 3 Reservierungen offen, vielleicht von anderen Gästen im selben Netz (etwa einem WLAN). Bitte versuchen Sie es in 15 Minuten erneut, dann ist die älteste abgelaufen.',
    });
    // Until the first of the three 15-minute holds runs out.
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(840);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(900);
    const en = await fromAddress(base, '127.0.0.2').post(
      '/api/bookings',
      { ...guest, email: email(), ...stay, pitchId: demo.pitch('A4').id },
      { 'accept-language': 'en' },
    );
    expect(en.body.message).toBe(
      'There are 3 open reservations from your internet connection right now, perhaps by other guests on the same network (such as a Wi-Fi). Please try again in 15 minutes, when the oldest has expired.',
    );
    expect(await t.em().count(Booking, { pitch: demo.pitch('A4').id })).toBe(0);
    expect(await blocked('holds_per_address')).toBe(before + 2);

    expect((await hold('127.0.0.3', 'A4')).status).toBe(201);
    // Once the holds have expired the address may hold again.
    t.app.get(Clock).travelTo(new Date(`${TODAY}T10:16:00Z`));
    expect((await hold('127.0.0.2', 'A5')).status).toBe(201);
  });

  it('10 parallel holds from one address: exactly 3 succeed', async () => {
    const codes = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9', 'B10'];
    const answers = await Promise.all(codes.map((c) => hold('127.0.0.4', c)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('one email cannot hold more than 3 pitches, whatever address it comes from', async () => {
    const address = 'same.guest@example.at';
    const answers = [];
    for (const [i, code] of ['C1', 'C2', 'C3', 'C4'].entries())
      answers.push(await hold(`127.0.1.${i + 1}`, code, { email: address }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3].body.message).toBe(
      'Für diese E-Mail-Adresse sind bereits 3 Reservierungen offen. Schließen Sie eine davon ab oder versuchen Sie es in 15 Minuten erneut, dann ist die älteste abgelaufen.',
    );
    // The address is compared by its mailbox (case, quotes and +tags do not matter).
    expect((await hold('127.0.1.9', 'C5', { email: 'Same.Guest@Example.AT' })).status).toBe(429);
  });

  it('a family of four books two pitches from one address and confirms both: never refused', async () => {
    const family = { email: 'familie.berger@example.at', adults: 2, children: 2 };
    const first = await hold('127.0.0.5', 'D1', family);
    const second = await hold('127.0.0.5', 'D2', family);
    expect([first.status, second.status]).toEqual([201, 201]);
    const client = fromAddress(base, '127.0.0.5');
    for (const h of [first, second]) {
      const confirmed = await client.post(
        `/api/bookings/${h.body.id}/confirm?token=${h.body.token}`,
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ status: 'pending', awaitingEmailConfirmation: true });
      const link = await verificationLink(t, h.body.id);
      const verified = await client.post(
        `/api/bookings/${h.body.id}/verify?token=${link.searchParams.get('token')}&key=${link.searchParams.get('verify')}`,
      );
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({
        status: 'confirmed',
        awaitingEmailConfirmation: false,
      });
    }
  });

  it('rate-limits hold attempts per address (10 per window), refused ones included', async () => {
    const before = await blocked('hold_rate');
    const answers = [];
    // The same pitch again and again: one hold, then conflicts; every attempt counts.
    for (let i = 0; i < 11; i++) answers.push(await hold('127.0.0.6', 'D3'));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual([201, ...Array(9).fill(409)]);
    const refused = answers[10];
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    // The message says the same wait as Retry-After, in words.
    const [, n, unit] = TOO_MANY.exec(refused.body.message)!;
    expect(Number(n)).toBe(unit.startsWith('Sekunde') ? wait : Math.ceil(wait / 60));
    expect(await blocked('hold_rate')).toBe(before + 1);
    const en = await fromAddress(base, '127.0.0.6').post(
      '/api/bookings',
      { ...guest, ...stay, pitchId: demo.pitch('D4').id },
      { 'accept-language': 'en' },
    );
    expect(en.body.message).toMatch(
      /^Too many requests came from your internet connection just now\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
  });

  it('rate-limits confirmations per address', async () => {
    const h = await hold('127.0.0.7', 'D5');
    const client = fromAddress(base, '127.0.0.7');
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await client.post(`/api/bookings/${h.body.id}/confirm?token=${h.body.token}`)).status,
      );
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // Asking again did not send the mail again: one verification mail per booking.
    expect(
      await t
        .em()
        .count(OutboxMessage, { jobId: { $like: `mail.booking_verification.${h.body.id}%` } }),
    ).toBe(1);
  });

  it('pay on arrival stays pending until the mail link is followed, then expires after 30 minutes if it is not', async () => {
    const h = await hold('127.0.0.8', 'D6', { paymentMethod: 'on_arrival' });
    const client = fromAddress(base, '127.0.0.8');
    const confirmed = await client.post(`/api/bookings/${h.body.id}/confirm?token=${h.body.token}`);
    expect(confirmed.body).toMatchObject({
      status: 'pending',
      paymentMethod: 'on_arrival',
      awaitingEmailConfirmation: true,
    });
    // 30 minutes (the setting's default) from the confirmation: a short verification window.
    const until = new Date(confirmed.body.holdExpiresAt as string).getTime();
    expect(until).toBeGreaterThanOrEqual(Date.parse('2026-11-22T10:30:00Z'));
    expect(until).toBeLessThan(Date.parse('2026-11-22T10:31:00Z'));
    // No confirmation mail and no gate code yet: only the verification mail.
    const rows = await t.em().find(OutboxMessage, { jobId: { $like: `%${h.body.id}%` } });
    expect(rows.map((r) => r.jobId)).toEqual([`mail.booking_verification.${h.body.id}`]);
    const link = await verificationLink(t, h.body.id);
    expect(link.pathname).toBe(`/de/buchung-details/${h.body.id}`);
    expect(link.searchParams.get('token')).toBe(h.body.token);

    // The booking token alone (what the requester has) does not confirm.
    const forged = await client.post(
      `/api/bookings/${h.body.id}/verify?token=${h.body.token}&key=${h.body.token}`,
    );
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe(
      'Der Bestätigungslink ist ungültig. Bitte verwenden Sie den Link aus der E-Mail.',
    );

    // Past the window, unverified: expired by the sweeper, the pitch is free again.
    t.app.get(Clock).travelTo(new Date('2026-11-22T10:31:00Z'));
    await t.app.get(BookingHolds).expireHolds();
    expect((await t.em().findOneOrFail(Booking, { id: h.body.id })).status).toBe('expired');
    const late = await client.post(
      `/api/bookings/${h.body.id}/verify?token=${h.body.token}&key=${link.searchParams.get('verify')}`,
    );
    expect(late.status).toBe(409);
    expect((await hold('127.0.0.9', 'D6')).status).toBe(201);
  });

  it('staff can confirm a booking that waits for its link; staff bookings are never limited', async () => {
    const h = await hold('127.0.0.10', 'D7');
    await request(t.server)
      .post(`/api/bookings/${h.body.id}/confirm`)
      .query({ token: h.body.token })
      .expect(200);
    const listed = await staff.agent.get(`/api/admin/bookings/${h.body.id}`).expect(200);
    expect(listed.body).toMatchObject({ status: 'pending', awaitingEmailConfirmation: true });
    const done = await staff.agent
      .post(`/api/admin/bookings/${h.body.id}/confirm`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(201);
    expect(done.body).toMatchObject({ status: 'confirmed', awaitingEmailConfirmation: false });
    expect(
      await t.em().count(OutboxMessage, { jobId: `mail.booking_confirmation.${h.body.id}` }),
    ).toBe(1);

    const { consent: _c, ...phoneGuest } = guest;
    for (const code of ['D8', 'D9', 'D10', 'D11', 'D12'])
      await staff.agent
        .post('/api/admin/bookings')
        .set('X-CSRF-Token', staff.csrf)
        .send({
          ...phoneGuest,
          email: 'stammgast@example.at',
          ...stay,
          pitchId: demo.pitch(code).id,
          confirmDuplicate: true,
        })
        .expect(201);
  });

  it('keeps the client address only while the booking is a hold', async () => {
    const h = await hold('127.0.0.11', 'D13');
    const row = () =>
      t
        .em()
        .getConnection()
        .execute<Array<{ client_hash: string | null }>>(
          'select client_hash from bookings where id = ?',
          [h.body.id],
        );
    const [live] = await row();
    expect(live.client_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(live.client_hash).not.toContain('127');
    await request(t.server)
      .post(`/api/bookings/${h.body.id}/cancel`)
      .query({ token: h.body.token })
      .expect(200);
    const [gone] = await row();
    expect(gone.client_hash).toBeNull();
  });
});
