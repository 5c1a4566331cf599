import { Booking } from 'src/modules/bookings/booking.entity';
import { Payment } from 'src/modules/payments/payment.entity';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { guest as onlineGuest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...guest } = onlineGuest;

describe('admin payments: recording, the list of a booking, and no typed payment status', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn & { user: { email: string } };
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  let n = 0;
  async function booking(extra: Record<string, unknown> = {}) {
    const day = 1 + 3 * n++;
    const date = (d: number) => `2027-04-${String(d).padStart(2, '0')}`;
    const res = await staff.agent
      .post('/api/admin/bookings')
      .set('X-CSRF-Token', staff.csrf)
      .send({
        ...guest,
        email: `pay${n}@example.at`,
        pitchId: demo.pitch('C4').id,
        checkIn: date(day),
        checkOut: date(day + 3),
        adults: 2,
        ...extra,
      });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body as { id: string; totalCents: number } & Record<string, unknown>;
  }

  it('records a cash payment (201), answers the same receipt again with the first row (200), and lists it for the booking', async () => {
    const b = await booking();
    const body = { amountCents: 5000, method: 'cash', reference: 'KASSA-1' };
    const first = await staff.agent
      .post(`/api/admin/bookings/${b.id}/payments`)
      .set('X-CSRF-Token', staff.csrf)
      .send(body)
      .expect(201);
    expect(first.body).toMatchObject({
      bookingId: b.id,
      kind: 'payment',
      amountCents: 5000,
      method: 'cash',
      reference: 'KASSA-1',
      staffEmail: staff.user.email,
    });
    const again = await staff.agent
      .post(`/api/admin/bookings/${b.id}/payments`)
      .set('X-CSRF-Token', staff.csrf)
      .send(body)
      .expect(200);
    expect(again.body.id).toBe(first.body.id);

    const list = await staff.agent
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ bookingId: b.id }), sort: '["occurredAt","ASC"]' })
      .expect(200);
    expect(list.headers['content-range']).toBe('payments 0-0/1');
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([first.body.id]);
    await staff.agent.get(`/api/admin/payments/${first.body.id}`).expect(200);
    const booked = await staff.agent.get(`/api/admin/bookings/${b.id}`).expect(200);
    expect(booked.body.paymentStatus).toBe('pending');
  });

  it('refuses without CSRF token, a stripe row by hand, zero cents, and a refund by non-admin staff', async () => {
    const b = await booking();
    const path = `/api/admin/bookings/${b.id}/payments`;
    await staff.agent.post(path).send({ amountCents: 100, method: 'cash' }).expect(403);
    const stripe = await staff.agent
      .post(path)
      .set('X-CSRF-Token', staff.csrf)
      .set('Accept-Language', 'en')
      .send({ amountCents: 100, method: 'stripe' })
      .expect(400);
    expect(stripe.body.message).toMatch(/method/);
    await staff.agent
      .post(path)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: 0, method: 'cash' })
      .expect(400);
    await staff.agent
      .post(path)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: 100, method: 'cash', kind: 'refund' })
      .expect(403);
    const tooMuch = await admin.agent
      .post(path)
      .set('X-CSRF-Token', admin.csrf)
      .set('Accept-Language', 'en')
      .send({ amountCents: 100, method: 'cash', kind: 'refund' })
      .expect(400);
    expect(tooMuch.body.message).toBe('A refund cannot exceed what was paid (at most 0 cents)');
    expect(await t.em().count(Payment, { booking: b.id })).toBe(0);
  });

  it('refuses more than is open (409, in the guest language of the console) unless staff confirm the rest as credit', async () => {
    const b = await booking();
    const path = `/api/admin/bookings/${b.id}/payments`;
    await staff.agent
      .post(path)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: 5000, method: 'cash' })
      .expect(201);
    const open = b.totalCents - 5000;
    const de = await staff.agent
      .post(path)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: open + 1, method: 'cash' })
      .expect(409);
    const euros = (cents: number, locale: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
    expect(de.body.message).toBe(
      `Der Betrag ist höher als offen (${euros(open, 'de-AT')}). Erfassen Sie höchstens den offenen Betrag oder bestätigen Sie den Rest ausdrücklich als Guthaben des Gastes.`,
    );
    const en = await staff.agent
      .post(path)
      .query({ lang: 'en' })
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: open + 1, method: 'cash' })
      .expect(409);
    expect(en.body.message).toContain(`more than is open (${euros(open, 'en-GB')})`);
    const refused = await t.em().count(Payment, { booking: b.id });
    expect(refused).toBe(1);

    // Exactly what is open is fine; confirmed as credit, more is kept and the booking is paid.
    await staff.agent
      .post(path)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: open + 2000, method: 'cash', acceptCredit: true })
      .expect(201);
    const booked = await staff.agent.get(`/api/admin/bookings/${b.id}`).expect(200);
    expect(booked.body.paymentStatus).toBe('paid');
    const rows = await t.em().find(Payment, { booking: b.id });
    expect(rows.map((r) => r.amountCents).reduce((x, y) => x + y, 0)).toBe(b.totalCents + 2000);
  });

  it('refuses a typed payment status, "paid" included, with a clear 400 and records nothing', async () => {
    const b = await booking();
    for (const paymentStatus of ['paid', 'refunded']) {
      const res = await staff.agent
        .put(`/api/admin/bookings/${b.id}`)
        .set('X-CSRF-Token', staff.csrf)
        .set('Accept-Language', 'en')
        .send({ paymentStatus })
        .expect(400);
      expect(res.body.message).toMatch(/follows from the recorded payments/);
    }
    expect((await t.em().findOneOrFail(Booking, b.id)).paymentStatus).toBe('unpaid');
    expect(await t.em().count(Payment, { booking: b.id })).toBe(0);
  });

  it('a staff cancellation pays desk money beyond the fee back as staff chose (cash), leaving the status refunded', async () => {
    const b = await booking();
    await staff.agent
      .post(`/api/admin/bookings/${b.id}/payments`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: b.totalCents, method: 'cash' })
      .expect(201);
    // Far ahead of arrival: the policy's free cancellation, so everything goes back.
    const res = await staff.agent
      .post(`/api/admin/bookings/${b.id}/cancel`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ reason: 'guest called', refund: 'cash' })
      .expect(201);
    expect(res.body.status).toBe('cancelled');
    expect(res.body.paymentStatus).toBe('refunded');
    const refunds = await t.em().find(Payment, { booking: b.id, kind: 'refund' });
    expect(refunds.map((r) => [r.method, r.amountCents])).toEqual([['cash', b.totalCents]]);
    expect(await t.em().count(OutboxMessage, { jobId: `storno.booking.${b.id}` })).toBe(1);
  });
});
