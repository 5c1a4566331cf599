import request from 'supertest';
import { Clock } from 'src/common/clock';
import { Booking } from 'src/modules/bookings/booking.entity';
import { BookingHolds } from 'src/modules/bookings/booking-holds.service';
import { Payment } from 'src/modules/payments/payment.entity';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { guest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';

/**
 * Money taken at the desk for a booking that still waits for the guest's mail link confirms it,
 * with everything a confirmation brings (confirmation mail, gate code, invoice): a booking is
 * never `pending` and `paid` at once. Recording the payment in the ledger is the one staff way of
 * taking the money (the edit form has no payment status).
 */
describe('a payment taken at the desk confirms a pending booking', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  const stay = { checkIn: '2027-08-01', checkOut: '2027-08-04', adults: 2 };

  beforeAll(async () => {
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
  });
  afterAll(() => t.close());
  afterEach(() => t.app.get(Clock).travelTo(new Date(`${TODAY}T10:00:00Z`)));

  /** An online pay-on-arrival booking whose guest has not followed the mail's link yet. */
  async function unverified(pitch: string, email: string): Promise<{ id: string; token: string }> {
    const hold = await request(t.server)
      .post('/api/bookings')
      .send({
        ...guest,
        email,
        ...stay,
        pitchId: demo.pitch(pitch).id,
        paymentMethod: 'on_arrival',
      })
      .expect(201);
    const confirm = await request(t.server)
      .post(`/api/bookings/${hold.body.id}/confirm`)
      .query({ token: hold.body.token })
      .expect(200);
    expect(confirm.body).toMatchObject({ status: 'pending', awaitingEmailConfirmation: true });
    return { id: hold.body.id as string, token: hold.body.token as string };
  }

  const jobsOf = async (id: string) =>
    (await t.em().find(OutboxMessage, { jobId: { $like: `%${id}%` } })).map((j) => j.jobId);

  const expectConfirmedWithEffects = async (id: string) => {
    const b = await t.em().findOneOrFail(Booking, id);
    expect(b.status).toBe('confirmed');
    expect(b.holdExpiresAt).toBeNull();
    const jobs = await jobsOf(id);
    expect(jobs).toContain(`mail.booking_confirmation.${id}`);
    expect(jobs.some((j) => j.startsWith('mail.payment_received.'))).toBe(true);
    expect(jobs.some((j) => j.startsWith('access-code'))).toBe(true);
    return { b, jobs };
  };

  it('recording the whole amount confirms it: confirmed and paid, confirmation mail, gate code and invoice', async () => {
    const h = await unverified('A1', 'desk.edit@example.at');
    const { totalCents } = await t.em().findOneOrFail(Booking, h.id);
    await staff.agent
      .post(`/api/admin/bookings/${h.id}/payments`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: totalCents, method: 'cash' })
      .expect(201);
    const res = await staff.agent.get(`/api/admin/bookings/${h.id}`).expect(200);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      awaitingEmailConfirmation: false,
    });
    const { b, jobs } = await expectConfirmedWithEffects(h.id);
    expect(b.paymentStatus).toBe('paid');
    expect(jobs).toContain(`invoice.booking.${h.id}`);
    // The guest's page shows it confirmed; the old mail link changes nothing any more.
    const view = await request(t.server)
      .get(`/api/bookings/${h.id}`)
      .query({ token: h.token })
      .expect(200);
    expect(view.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('recording a part payment in the ledger confirms it too; the invoice follows the full payment', async () => {
    const h = await unverified('A2', 'desk.ledger@example.at');
    await staff.agent
      .post(`/api/admin/bookings/${h.id}/payments`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: 5000, method: 'cash' })
      .expect(201);
    const { b, jobs } = await expectConfirmedWithEffects(h.id);
    expect(b.paymentStatus).toBe('pending');
    expect(jobs).not.toContain(`invoice.booking.${h.id}`);
    const rest = b.totalCents - 5000;
    await staff.agent
      .post(`/api/admin/bookings/${h.id}/payments`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: rest, method: 'card_terminal' })
      .expect(201);
    expect((await t.em().findOneOrFail(Booking, h.id)).paymentStatus).toBe('paid');
    expect(await jobsOf(h.id)).toContain(`invoice.booking.${h.id}`);
  });

  it('a hold that ran out and whose pitch someone else took is refused with 409; nothing is recorded', async () => {
    const h = await unverified('A3', 'desk.late@example.at');
    // Past the verification window: another guest takes the pitch for the same nights.
    t.app.get(Clock).travelTo(new Date('2026-11-23T11:00:00Z'));
    await request(t.server)
      .post('/api/bookings')
      .send({ ...guest, email: 'other@example.at', ...stay, pitchId: demo.pitch('A3').id })
      .expect(201);
    const res = await staff.agent
      .post(`/api/admin/bookings/${h.id}/payments`)
      .set('X-CSRF-Token', staff.csrf)
      .set('Accept-Language', 'en')
      .send({ amountCents: 5000, method: 'cash' })
      .expect(409);
    expect(res.body.message).toBe('The reservation has expired. Please start a new booking.');
    expect(await t.em().count(Payment, { booking: h.id })).toBe(0);
    const b = await t.em().findOneOrFail(Booking, h.id);
    expect(b.paymentStatus).toBe('unpaid');
    expect(b.status).not.toBe('confirmed');
  });

  it('a hold the sweeper expired gets its pitch back when the money is taken and it is still free', async () => {
    const h = await unverified('A4', 'desk.swept@example.at');
    t.app.get(Clock).travelTo(new Date('2026-11-23T11:00:00Z'));
    await t.app.get(BookingHolds).expireHolds();
    const swept = await t.em().findOneOrFail(Booking, h.id);
    expect(swept.status).toBe('expired');
    await staff.agent
      .post(`/api/admin/bookings/${h.id}/payments`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: swept.totalCents, method: 'cash' })
      .expect(201);
    const { b } = await expectConfirmedWithEffects(h.id);
    expect(b.paymentStatus).toBe('paid');
  });
});
