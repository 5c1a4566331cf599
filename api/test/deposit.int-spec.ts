import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Clock } from 'src/common/clock';
import { Booking } from 'src/modules/bookings/booking.entity';
import { Invoice } from 'src/modules/invoices/invoice.entity';
import { Payment } from 'src/modules/payments/payment.entity';
import { StripePaymentIntent } from 'src/modules/payments/providers/stripe-payment-intent.entity';
import { RemindersService } from 'src/modules/payments/reminders/reminders.service';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { guest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { binary, pdfText } from './helpers/pdf-text';
import { TestSmtpServer } from './helpers/smtp';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { obliterateQueues, WorkerProcess } from './helpers/worker-process';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { euro } from './helpers/money-text';
import { until } from './helpers/wait';

/**
 * Deposit and balance end to end: a summer season asks a 30 % deposit of card bookings. The deposit is
 * charged at booking (real Stripe SDK against the stand-in), the balance is requested by a
 * reminder mail (real SMTP through a worker process) and paid with a second PaymentIntent, and
 * the one invoice lists both payments (pdftotext). Cancelling a deposit booking refunds under the
 * policy computed against the deposit only.
 */
describe('deposit and balance', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let stripe: StripeStandIn;
  let smtp: TestSmtpServer;
  let admin: SignedIn;
  let worker: WorkerProcess;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    stripe = await startStripeStandIn({ autoDeliver: false });
    t = await createTestApp({ env: { ...RELAXED_ABUSE_LIMITS, ...stripe.env } });
    demo = await withDemoCatalog(t);
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    stripe.webhookUrl = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}/api/payments/stripe/webhook`;
    admin = await signInAs(t, 'admin');
    worker = await WorkerProcess.forApp(t, smtp.url, RELAXED_ABUSE_LIMITS);
    // The summer season asks 30 % of card bookings, the balance 14 days before arrival.
    const seasons = await admin.agent.get('/api/admin/seasons').expect(200);
    const summer = (seasons.body as Array<{ id: string; name: string }>).find((s) =>
      s.name.startsWith('Sommer'),
    )!;
    const put = await admin.agent
      .put(`/api/admin/seasons/${summer.id}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ depositKind: 'percent', depositValue: 3000, balanceDueDays: 14 })
      .expect(200);
    expect(put.body).toMatchObject({ depositKind: 'percent', depositValue: 3000 });
  }, 180_000);
  afterAll(async () => {
    await worker.kill('SIGKILL');
    await obliterateQueues(t.redisPrefix);
    await t.close();
    await stripe.close();
    await smtp.stop();
  });
  afterEach(() => t.app.get(Clock).travelTo(new Date(`${TODAY}T10:00:00Z`)));

  const intentOf = (clientSecret: string) => stripe.intents.get(clientSecret.split('_secret_')[0])!;
  const payAndDeliver = async (clientSecret: string) => {
    const intent = intentOf(clientSecret);
    const paid = await stripe.pay(intent.id);
    const delivery = await stripe.deliver(stripe.event('payment_intent.succeeded', paid));
    expect(delivery.status).toBe(200);
    return intent;
  };
  const view = (id: string, token: string) =>
    request(t.server).get(`/api/bookings/${id}`).query({ token }).expect(200);
  const cardHold = async (pitch: string, checkIn: string, checkOut: string, email: string) => {
    const res = await request(t.server)
      .post('/api/bookings')
      .send({
        ...guest,
        email,
        pitchId: demo.pitch(pitch).id,
        checkIn,
        checkOut,
        adults: 2,
        paymentMethod: 'stripe',
      })
      .expect(201);
    return res.body as {
      id: string;
      token: string;
      number: string;
      quote: { totalCents: number; grossCents: number };
      payment: { clientSecret: string };
    };
  };

  it('a 30 % deposit booking: deposit at booking, balance requested by mail before the due date, paid by a second intent, one invoice with both payments', async () => {
    const email = 'deposit.guest@example.at';
    const hold = await cardHold('A1', '2027-07-10', '2027-07-13', email);
    const total = hold.quote.totalCents;
    const deposit = Math.round((total * 3000) / 10_000);
    const balance = total - deposit;

    // The hold's PaymentIntent charges the deposit only.
    const first = intentOf(hold.payment.clientSecret);
    expect(first.amount).toBe(deposit);
    const row = await t.em().findOneOrFail(Booking, { id: hold.id });
    expect([row.depositCents, row.balanceDueDate]).toEqual([deposit, '2027-06-26']);

    // Paid: the booking is confirmed on the deposit, partly paid, no invoice yet.
    await payAndDeliver(hold.payment.clientSecret);
    const afterDeposit = await view(hold.id, hold.token);
    expect(afterDeposit.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      depositCents: deposit,
      balanceDueDate: '2027-06-26',
      amountDueCents: balance,
      balancePayable: true,
      invoice: null,
    });
    expect(await t.em().count(Payment, { booking: hold.id })).toBe(1);
    expect(await t.em().count(OutboxMessage, { jobId: `invoice.booking.${hold.id}` })).toBe(0);

    // Four days before the due date nothing is sent; three days before, one reminder, once.
    const reminders = t.app.get(RemindersService);
    t.app.get(Clock).travelTo(new Date('2027-06-22T08:00:00Z'));
    expect((await reminders.scan()).balanceDue).toBe(0);
    t.app.get(Clock).travelTo(new Date('2027-06-23T08:00:00Z'));
    expect((await reminders.scan()).balanceDue).toBe(1);
    expect((await reminders.scan()).balanceDue).toBe(0);
    const isReminder = (m: { parsed: { subject?: string } }) =>
      !!m.parsed.subject?.startsWith('Restbetrag');
    await smtp.waitFor(() => smtp.to(email).some(isReminder), 30_000);
    const mail = smtp.to(email).find(isReminder)!;
    expect(mail.parsed.subject).toBe(
      `Restbetrag fällig bis Samstag, 26. Juni 2027 – Buchung ${hold.number}`,
    );
    expect(mail.parsed.text?.replace(/\u00a0/g, ' ')).toContain(`Restbetrag:   ${euro(balance)}`);
    expect(mail.parsed.text).toContain(`/de/buchung-details/${hold.id}?token=${hold.token}`);

    // The balance: a second PaymentIntent for exactly what is due; asking again gives the same one.
    const start = await request(t.server)
      .post(`/api/bookings/${hold.id}/balance-payment`)
      .query({ token: hold.token })
      .expect(200);
    expect(start.body).toMatchObject({
      provider: 'stripe',
      amountCents: balance,
      publishableKey: stripe.publishableKey,
    });
    const again = await request(t.server)
      .post(`/api/bookings/${hold.id}/balance-payment`)
      .query({ token: hold.token })
      .expect(200);
    expect(again.body.clientSecret).toBe(start.body.clientSecret);
    const second = intentOf(start.body.clientSecret);
    expect(second).toMatchObject({ amount: balance, metadata: { purpose: 'balance' } });
    expect(second.id).not.toBe(first.id);
    await request(t.server)
      .post(`/api/bookings/${hold.id}/balance-payment`)
      .query({ token: 'wrong' })
      .expect(403);

    await payAndDeliver(start.body.clientSecret);
    const paid = await view(hold.id, hold.token);
    expect(paid.body).toMatchObject({
      paymentStatus: 'paid',
      amountDueCents: 0,
      balancePayable: false,
    });
    const payments = await t
      .em()
      .find(Payment, { booking: hold.id }, { orderBy: { amountCents: 'desc' } });
    expect(payments.map((p) => [p.amountCents, p.method, p.reference])).toEqual(
      [
        [deposit, 'stripe', first.id],
        [balance, 'stripe', second.id],
      ].sort((a, b) => (b[0] as number) - (a[0] as number)),
    );
    expect(await t.em().count(StripePaymentIntent, { bookingId: hold.id })).toBe(2);
    // Nothing left to pay: a further balance payment is refused in the guest's language.
    const none = await request(t.server)
      .post(`/api/bookings/${hold.id}/balance-payment`)
      .query({ token: hold.token, lang: 'en' })
      .expect(409);
    expect(none.body.message).toBe('No balance is open for this booking.');

    // One invoice, listing the deposit and the balance, nothing still due.
    const pdf = await until('the invoice PDF can be downloaded', async () => {
      const r = await request(t.server)
        .get(`/api/bookings/${hold.id}/invoice.pdf`)
        .query({ token: hold.token })
        .buffer(true)
        .parse(binary);
      return r.status === 200 ? r : null;
    });
    expect(await t.em().count(Invoice, { booking: hold.id })).toBe(1);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(`Rechnungsbetrag ${euro(total)}`);
    expect(text).toContain('Erhaltene Zahlungen');
    expect(text).toContain(`Anzahlung – Kartenzahlung online ${euro(deposit)}`);
    expect(text).toContain(`Restzahlung – Kartenzahlung online ${euro(balance)}`);
    expect(text).toContain(`Offener Betrag ${euro(0)}`);
  }, 120_000);

  it('cancelling with the balance unpaid: the policy applies to the deposit only, refunded through Stripe', async () => {
    const hold = await cardHold('A2', '2027-07-20', '2027-07-23', 'late.cancel@example.at');
    const deposit = intentOf(hold.payment.clientSecret).amount as number;
    expect(deposit).toBe(Math.round((hold.quote.totalCents * 3000) / 10_000));
    const intent = await payAndDeliver(hold.payment.clientSecret);

    // Five days before arrival: the 50 % tier, of the deposit (not of the stay).
    t.app.get(Clock).travelTo(new Date('2027-07-15T08:00:00Z'));
    const before = await view(hold.id, hold.token);
    const fee = Math.round(deposit / 2);
    expect(before.body.cancellationFeeNowCents).toBe(fee);
    expect(fee).toBeLessThan(Math.round(hold.quote.grossCents / 2));
    const res = await request(t.server)
      .post(`/api/bookings/${hold.id}/cancel`)
      .query({ token: hold.token })
      .expect(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      cancellationFeeCents: fee,
      paymentStatus: 'partially_refunded',
    });
    const refunds = stripe.refunds.filter((r) => r.payment_intent === intent.id);
    expect(refunds.map((r) => r.amount)).toEqual([deposit - fee]);
    const ledger = await t.em().find(Payment, { booking: hold.id, kind: 'refund' });
    expect(ledger.map((p) => [p.amountCents, p.method])).toEqual([[deposit - fee, 'stripe']]);
  }, 60_000);

  it('cancelling within the free period gives the whole deposit back; a booking too late for a deposit pays in full', async () => {
    const hold = await cardHold('A3', '2027-07-20', '2027-07-23', 'free.cancel@example.at');
    const intent = await payAndDeliver(hold.payment.clientSecret);
    await request(t.server)
      .post(`/api/bookings/${hold.id}/cancel`)
      .query({ token: hold.token })
      .expect(200);
    expect(
      stripe.refunds.filter((r) => r.payment_intent === intent.id).map((r) => r.amount),
    ).toEqual([intent.amount]);
    expect((await t.em().findOneOrFail(Booking, { id: hold.id })).paymentStatus).toBe('refunded');

    // Ten days before arrival the balance would be due already: the total is charged at once.
    t.app.get(Clock).travelTo(new Date('2027-07-01T08:00:00Z'));
    const late = await cardHold('A4', '2027-07-11', '2027-07-14', 'late.booker@example.at');
    expect(intentOf(late.payment.clientSecret).amount).toBe(late.quote.totalCents);
    expect((await view(late.id, late.token)).body).toMatchObject({
      depositCents: 0,
      balanceDueDate: null,
    });
  }, 60_000);

  it('refuses a deposit rule that makes no sense (400 in the request language); the database refuses it too', async () => {
    const seasons = await admin.agent.get('/api/admin/seasons').expect(200);
    const id = (seasons.body as Array<{ id: string }>)[0].id;
    const res = await admin.agent
      .put(`/api/admin/seasons/${id}`)
      .set('X-CSRF-Token', admin.csrf)
      .set('Accept-Language', 'en')
      .send({ depositKind: 'percent', depositValue: 12_000 })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain(
      'The deposit percentage must be between 0.01 and 100 %',
    );
    await expect(
      t
        .em()
        .getConnection()
        .execute(`update seasons set deposit_kind = 'none', deposit_value = 500 where id = ?`, [
          id,
        ]),
    ).rejects.toThrow(/seasons_deposit/);
  });
});
