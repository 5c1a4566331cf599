import { HttpException } from '@nestjs/common';
import { Booking } from 'src/modules/bookings/booking.entity';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { Payment } from 'src/modules/payments/payment.entity';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { guest as onlineGuest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...guest } = onlineGuest;

/** The payments ledger through its service, as the providers and staff routes call it. */
describe('payments ledger', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let ledger: LedgerService;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    ledger = t.app.get(LedgerService);
  });
  afterAll(() => t.close());

  let n = 0;
  async function confirmedBooking(): Promise<{ id: string; totalCents: number }> {
    const day = 1 + 3 * n++;
    const date = (d: number) => `2027-04-${String(d).padStart(2, '0')}`;
    const res = await staff.agent
      .post('/api/admin/bookings')
      .set('X-CSRF-Token', staff.csrf)
      .send({
        ...guest,
        email: `ledger${n}@example.at`,
        pitchId: demo.pitch('C3').id,
        checkIn: date(day),
        checkOut: date(day + 3),
        adults: 2,
      });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return { id: res.body.id as string, totalCents: res.body.totalCents as number };
  }

  const record = (input: Parameters<LedgerService['record']>[1]) =>
    t.em().transactional((em) => ledger.record(em, input));
  const statusOf = async (id: string) => (await t.em().findOneOrFail(Booking, id)).paymentStatus;

  it('records a provider payment once however often it is reported, with one mail and one invoice request', async () => {
    const b = await confirmedBooking();
    const input = {
      bookingId: b.id,
      kind: 'payment' as const,
      amountCents: b.totalCents,
      method: 'stripe' as const,
      reference: 'pi_3PaYmEnT000001',
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => record(input)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.payment.id)).size).toBe(1);
    expect(await t.em().count(Payment, { booking: b.id })).toBe(1);
    expect(await statusOf(b.id)).toBe('paid');
    const jobs = await t.em().find(OutboxMessage, { jobId: { $like: `%${b.id}%` } });
    expect(
      jobs.map((j) => j.jobId).filter((id) => id.startsWith('mail.payment_received')),
    ).toHaveLength(1);
    expect(jobs.map((j) => j.jobId)).toContain(`invoice.booking.${b.id}`);
    const summary = await ledger.summary(t.em(), b.id);
    expect(summary).toEqual({
      totalCents: b.totalCents,
      paidCents: b.totalCents,
      refundedCents: 0,
      dueCents: 0,
      refundDueCents: 0,
      creditCents: 0,
      status: 'paid',
    });
  });

  it('derives pending for a part payment, paid when the rest arrives, partially_refunded and refunded after refunds', async () => {
    const b = await confirmedBooking();
    await record({ bookingId: b.id, kind: 'payment', amountCents: 1000, method: 'cash' });
    expect(await statusOf(b.id)).toBe('pending');
    expect((await ledger.summary(t.em(), b.id)).dueCents).toBe(b.totalCents - 1000);
    expect(await t.em().count(OutboxMessage, { jobId: `invoice.booking.${b.id}` })).toBe(0);
    await record({
      bookingId: b.id,
      kind: 'payment',
      amountCents: b.totalCents - 1000,
      method: 'card_terminal',
    });
    expect(await statusOf(b.id)).toBe('paid');
    expect(await t.em().count(OutboxMessage, { jobId: `invoice.booking.${b.id}` })).toBe(1);
    await record({ bookingId: b.id, kind: 'refund', amountCents: 500, method: 'cash' });
    expect(await statusOf(b.id)).toBe('partially_refunded');
    const booking = await t.em().findOneOrFail(Booking, b.id);
    expect(booking.status).toBe('confirmed');
    await record({
      bookingId: b.id,
      kind: 'refund',
      amountCents: b.totalCents - 500,
      method: 'cash',
    });
    expect(await statusOf(b.id)).toBe('refunded');
  });

  it('refuses a refund above what was paid, in the caller’s language, and writes nothing', async () => {
    const b = await confirmedBooking();
    await record({ bookingId: b.id, kind: 'payment', amountCents: 2000, method: 'cash' });
    const refused = await record({
      bookingId: b.id,
      kind: 'refund',
      amountCents: 2001,
      method: 'cash',
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpException);
    expect((refused as HttpException).getStatus()).toBe(400);
    expect(await t.em().count(Payment, { booking: b.id, kind: 'refund' })).toBe(0);
    expect(await statusOf(b.id)).toBe('pending');
  });

  it('refuses a reference already used by another booking', async () => {
    const a = await confirmedBooking();
    const b = await confirmedBooking();
    await record({
      bookingId: a.id,
      kind: 'payment',
      amountCents: 100,
      method: 'bank_transfer',
      reference: 'SEPA-42',
    });
    const refused = await record({
      bookingId: b.id,
      kind: 'payment',
      amountCents: 100,
      method: 'bank_transfer',
      reference: 'SEPA-42',
    }).catch((e: unknown) => e);
    expect((refused as HttpException).getStatus()).toBe(409);
  });

  it('the database refuses a zero amount and a second row with the same method and reference', async () => {
    const b = await confirmedBooking();
    const conn = t.em().getConnection();
    await expect(
      conn.execute(
        `insert into payment (id, booking_id, kind, amount_cents, method, occurred_at, created_at)
         values (gen_random_uuid(), ?, 'payment', 0, 'cash', now(), now())`,
        [b.id],
      ),
    ).rejects.toThrow(/payment_amount_positive/);
    const insert = () =>
      conn.execute(
        `insert into payment (id, booking_id, kind, amount_cents, method, reference, occurred_at, created_at)
         values (gen_random_uuid(), ?, 'payment', 5, 'stripe', 'pi_dup', now(), now())`,
        [b.id],
      );
    await insert();
    await expect(insert()).rejects.toThrow(/payment_method_reference_unique/);
  });
});
