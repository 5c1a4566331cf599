import request from 'supertest';
import { Clock, siteInstant } from 'src/common/clock';
import { Booking } from 'src/modules/bookings/booking.entity';
import { BookingHolds } from 'src/modules/bookings/booking-holds.service';
import { Payment } from 'src/modules/payments/payment.entity';
import { formatDate, parseDate } from 'src/modules/pricing/quote';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const plusDays = (date: string, days: number) => formatDate(parseDate(date) + days * 86_400_000);

/**
 * A phone booking as the console takes it: the live quote while staff type (the guest's pricing,
 * plus whether the pitch is still free), then the booking stored at exactly that price, confirmed at
 * once or kept pending until a date staff chose. The payment status is never typed in.
 */
describe('phone booking: live quote, stored price, pending or confirmed', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  const write = (method: 'post' | 'put', path: string, lang = 'de') =>
    staff.agent[method](path).set('X-CSRF-Token', staff.csrf).set('Accept-Language', lang);

  const stay = (pitch: string, checkIn: string, checkOut: string, extra = {}) => ({
    pitchId: demo.pitch(pitch).id,
    checkIn,
    checkOut,
    adults: 2,
    children: 0,
    extras: [],
    ...extra,
  });
  const guest = { firstName: 'Josef', lastName: 'Telefon', phone: '+43 3687 22222' };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
  });
  afterAll(() => t.close());

  it('stores exactly the quoted price, confirmed, and the quote changes with the party', async () => {
    const body = stay('C3', '2027-05-03', '2027-05-06', {
      extras: [{ code: 'electricity', quantity: 1 }],
    });
    const two = await write('post', '/api/admin/bookings/quote').send(body).expect(200);
    const three = await write('post', '/api/admin/bookings/quote')
      .send({ ...body, adults: 3 })
      .expect(200);
    expect(three.body.totalCents).toBeGreaterThan(two.body.totalCents);
    // The same pricing as the guest's quote.
    const guestQuote = await request(t.server).post('/api/bookings/quote').send(body).expect(200);
    expect(guestQuote.body).toEqual(two.body);

    const created = await write('post', '/api/admin/bookings')
      .send({ ...body, ...guest, status: 'confirmed', quotedTotalCents: two.body.totalCents })
      .expect(201);
    expect(created.body).toMatchObject({ status: 'confirmed', paymentStatus: 'unpaid' });
    const stored = await t.em().findOneOrFail(Booking, created.body.id);
    expect(stored.totalCents).toBe(two.body.totalCents);
    expect(stored.quote).toEqual(two.body);
    expect(stored.status).toBe('confirmed');
  });

  it('keeps a pending phone booking on its pitch until the chosen day, without a mail, and confirms it with the payment', async () => {
    const today = t.app.get(Clock).today();
    const holdUntil = plusDays(today, 3);
    const body = stay('C4', '2027-05-10', '2027-05-13');
    const quote = await write('post', '/api/admin/bookings/quote').send(body).expect(200);
    const created = await write('post', '/api/admin/bookings')
      .send({
        ...body,
        ...guest,
        email: 'wartet@example.at',
        status: 'pending',
        holdUntil,
        quotedTotalCents: quote.body.totalCents,
      })
      .expect(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      awaitingEmailConfirmation: false,
      totalCents: quote.body.totalCents,
      confirmedAt: null,
    });
    // Kept to the end of that day at the campsite.
    expect(new Date(created.body.holdExpiresAt).getTime()).toBe(
      siteInstant(plusDays(holdUntil, 1), '00:00').getTime(),
    );
    // Nothing is promised to the guest yet: no confirmation mail.
    expect(await t.em().count(OutboxMessage, { jobId: { $like: `%${created.body.id}%` } })).toBe(0);

    // The pitch is taken for anyone else meanwhile: the quote says so, in German and English.
    const taken = await write('post', '/api/admin/bookings/quote').send(body).expect(409);
    expect(taken.body.message).toContain('nicht mehr frei');
    const takenEn = await write('post', '/api/admin/bookings/quote', 'en').send(body).expect(409);
    expect(takenEn.body.message).toContain('no longer available');

    // Not binding yet: nothing in the figures.
    const period = '/api/admin/analytics?from=2027-05-10&to=2027-05-13';
    const before = await staff.agent.get(period).expect(200);
    expect(before.body.totals.revenue.grossCents).toBe(0);

    // The money arrives: recording it confirms the booking, and the status follows the ledger.
    await write('post', `/api/admin/bookings/${created.body.id}/payments`)
      .send({ amountCents: quote.body.totalCents, method: 'cash' })
      .expect(201);
    const paid = await staff.agent.get(`/api/admin/bookings/${created.body.id}`).expect(200);
    expect(paid.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(paid.body.holdExpiresAt).toBeNull();
    // Booking, ledger, invoice request and analytics agree to the cent.
    const ledger = await staff.agent
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ bookingId: created.body.id }) })
      .expect(200);
    expect(ledger.body.map((r: { amountCents: number }) => r.amountCents)).toEqual([
      paid.body.totalCents,
    ]);
    expect(await t.em().count(OutboxMessage, { jobId: `invoice.booking.${created.body.id}` })).toBe(
      1,
    );
    const after = await staff.agent.get(period).expect(200);
    expect(after.body.totals.revenue).toMatchObject({
      grossCents: quote.body.grossCents,
      touristTaxCents: quote.body.touristTaxCents,
    });
    const byStatus = await staff.agent
      .get('/api/admin/bookings')
      .query({ filter: JSON.stringify({ paymentStatus: 'paid', q: 'Telefon' }) })
      .expect(200);
    expect(byStatus.body.map((b: { id: string }) => b.id)).toEqual([created.body.id]);
  });

  it('a pending phone booking nobody paid or confirmed expires after its day and frees the pitch', async () => {
    const clock = t.app.get(Clock);
    const today = clock.today();
    const body = stay('C9', '2027-05-24', '2027-05-27');
    const created = await write('post', '/api/admin/bookings')
      .send({ ...body, ...guest, lastName: 'Vergessen', status: 'pending', holdUntil: today })
      .expect(201);
    await write('post', '/api/admin/bookings/quote').send(body).expect(409);
    try {
      // Just before midnight at the campsite it still holds; just after, the sweeper lets it go.
      clock.travelTo(new Date(siteInstant(plusDays(today, 1), '00:00').getTime() - 60_000));
      expect(await t.app.get(BookingHolds).expireHolds()).toBe(0);
      clock.travelTo(new Date(siteInstant(plusDays(today, 1), '00:00').getTime() + 60_000));
      expect(await t.app.get(BookingHolds).expireHolds()).toBe(1);
      const expired = await staff.agent.get(`/api/admin/bookings/${created.body.id}`).expect(200);
      expect(expired.body).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });
      await write('post', '/api/admin/bookings/quote').send(body).expect(200);
    } finally {
      clock.travelTo(new Date(`${TODAY}T10:00:00Z`));
    }
  });

  it('refuses a hold date outside today … arrival, and a pending booking without one', async () => {
    const body = { ...stay('C5', '2027-05-20', '2027-05-23'), ...guest, status: 'pending' };
    const late = await write('post', '/api/admin/bookings', 'en')
      .send({ ...body, holdUntil: '2027-05-21' })
      .expect(400);
    expect(late.body.fields.holdUntil).toMatch(/arrival/);
    const past = await write('post', '/api/admin/bookings')
      .send({ ...body, holdUntil: '2020-01-01' })
      .expect(400);
    expect(past.body.fields.holdUntil).toMatch(/Anreise/);
    await write('post', '/api/admin/bookings').send(body).expect(400);
    expect(await t.em().count(Booking, { lastName: 'Telefon', pitch: demo.pitch('C5').id })).toBe(
      0,
    );
  });

  it('shows the refusal reason of the quote: minimum stay, in German and English', async () => {
    const body = stay('C6', '2027-01-10', '2027-01-11');
    const de = await write('post', '/api/admin/bookings/quote').send(body).expect(400);
    expect(de.body.message).toContain('Mindestaufenthalt 3 Nächte');
    const en = await write('post', '/api/admin/bookings/quote', 'en').send(body).expect(400);
    expect(en.body.message).toContain('minimum stay in this period is 3 nights');
  });

  it('refuses to store a price other than the one staff were shown (409), writing nothing', async () => {
    const body = stay('C7', '2027-06-01', '2027-06-04');
    const quote = await write('post', '/api/admin/bookings/quote').send(body).expect(200);
    const res = await write('post', '/api/admin/bookings')
      .send({ ...body, ...guest, quotedTotalCents: quote.body.totalCents - 1 })
      .expect(409);
    expect(res.body.message).toMatch(/Preis/);
    expect(res.body.quote.totalCents).toBe(quote.body.totalCents);
    expect(await t.em().count(Booking, { pitch: demo.pitch('C7').id })).toBe(0);
  });

  it('the payment status cannot be typed in: a changed one is refused, nothing is recorded', async () => {
    const body = stay('C8', '2027-06-10', '2027-06-13');
    const created = await write('post', '/api/admin/bookings')
      .send({ ...body, ...guest })
      .expect(201);
    const id = created.body.id as string;
    for (const paymentStatus of ['paid', 'refunded']) {
      const res = await write('put', `/api/admin/bookings/${id}`, 'en')
        .send({ paymentStatus })
        .expect(400);
      expect(res.body.message).toMatch(/Record a payment/);
    }
    // The whole record sent back unchanged (react-admin's echo) is still accepted.
    await write('put', `/api/admin/bookings/${id}`)
      .send({ ...created.body, phone: '+43 660 1111111' })
      .expect(200);
    const after = await t.em().findOneOrFail(Booking, id);
    expect([after.paymentStatus, after.phone]).toEqual(['unpaid', '+43 660 1111111']);
    expect(await t.em().count(Payment, { booking: id })).toBe(0);
    // A new booking cannot bring one either.
    const post = await write('post', '/api/admin/bookings')
      .send({ ...stay('C8', '2027-06-20', '2027-06-23'), ...guest, paymentStatus: 'paid' })
      .expect(400);
    expect(post.body.fields).toHaveProperty('paymentStatus');
  });
});
