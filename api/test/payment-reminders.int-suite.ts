import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Clock } from 'src/common/clock';
import { Alert } from 'src/modules/alerts/alert.entity';
import { BookingHolds } from 'src/modules/bookings/booking-holds.service';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { RemindersService } from 'src/modules/payments/reminders/reminders.service';
import { metricsRegistry } from 'src/modules/ops/metrics';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { guest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, type TestApp } from './helpers/test-app';
import { confirmByMail, RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

/** The worker's reminder scan: expired card holds, pre-arrival mails, overdue bank transfers. */
describe('payment reminders', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let stripe: StripeStandIn;
  let reminders: RemindersService;

  beforeAll(async () => {
    stripe = await startStripeStandIn({ autoDeliver: false });
    t = await createTestApp({ env: { ...RELAXED_ABUSE_LIMITS, ...stripe.env } });
    demo = await withDemoCatalog(t);
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    stripe.webhookUrl = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}/api/payments/stripe/webhook`;
    reminders = t.app.get(RemindersService);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  afterEach(() => t.app.get(Clock).travelTo(new Date(`${TODAY}T10:00:00Z`)));

  const hold = (pitch: string, body: object) =>
    request(t.server)
      .post('/api/bookings')
      .send({ ...guest, pitchId: demo.pitch(pitch).id, adults: 2, ...body })
      .expect((res) => expect([res.status, res.body.message]).toEqual([201, undefined]));
  const outbox = (template: string, id: string) =>
    t.em().count(OutboxMessage, { jobId: { $like: `mail.${template}.${id}%` } });

  it('tells an expired card hold only when the guest actually tried to pay, once', async () => {
    const stay = { checkIn: '2027-03-01', checkOut: '2027-03-04', paymentMethod: 'stripe' };
    const tried = await hold('A1', { ...stay, email: 'tried@example.at' });
    const typed = await hold('A2', { ...stay, email: 'only.typed@example.at' });
    const intent = stripe.intents.get(tried.body.payment.clientSecret.split('_secret_')[0])!;
    await stripe.pay(intent.id, 'pm_card_chargeDeclined');
    expect(
      (await stripe.deliver(stripe.event('payment_intent.payment_failed', intent))).status,
    ).toBe(200);
    // Still live: nothing to tell yet.
    expect((await reminders.scan()).holdExpired).toBe(0);
    t.app.get(Clock).travelTo(new Date(new Date(tried.body.holdExpiresAt).getTime() + 60_000));
    await t.app.get(BookingHolds).expireHolds();
    expect((await reminders.scan()).holdExpired).toBe(1);
    expect(await reminders.scan()).toMatchObject({ holdExpired: 0 });
    expect(await outbox('hold_expired', tried.body.id)).toBe(1);
    expect(await outbox('hold_expired', typed.body.id)).toBe(0);
  });

  it('sends the pre-arrival mail once, the configured days before arrival', async () => {
    const soon = await hold('B1', {
      checkIn: '2026-11-24',
      checkOut: '2026-11-27',
      paymentMethod: 'on_arrival',
    });
    const later = await hold('B2', {
      checkIn: '2026-12-20',
      checkOut: '2026-12-23',
      paymentMethod: 'on_arrival',
    });
    await confirmByMail(t, soon.body);
    await confirmByMail(t, later.body);
    expect((await reminders.scan()).preArrival).toBe(1);
    expect((await reminders.scan()).preArrival).toBe(0);
    expect(await outbox('pre_arrival', soon.body.id)).toBe(1);
    expect(await outbox('pre_arrival', later.body.id)).toBe(0);
    // Three days before the later arrival (the default setting) its turn comes.
    t.app.get(Clock).travelTo(new Date('2026-12-17T08:00:00Z'));
    expect((await reminders.scan()).preArrival).toBe(1);
    expect(await outbox('pre_arrival', later.body.id)).toBe(1);
  });

  it('alerts staff once about a bank transfer past its due date; a paid one never', async () => {
    const stay = { paymentMethod: 'bank_transfer', checkOut: '2027-02-04' };
    const unpaid = await hold('C1', { ...stay, checkIn: '2027-02-01' });
    const paid = await hold('C2', { ...stay, checkIn: '2027-02-01' });
    expect(unpaid.body.payment.dueDate).toBe('2026-11-29');
    await confirmByMail(t, unpaid.body);
    await confirmByMail(t, paid.body);
    await t.em().transactional((em) =>
      t.app.get(LedgerService).record(em, {
        bookingId: paid.body.id,
        kind: 'payment',
        amountCents: paid.body.quote.totalCents,
        method: 'bank_transfer',
        reference: 'SEPA-1',
      }),
    );
    // On the due date itself nothing is overdue yet.
    t.app.get(Clock).travelTo(new Date('2026-11-29T20:00:00Z'));
    expect((await reminders.scan()).overdue).toBe(0);
    t.app.get(Clock).travelTo(new Date('2026-11-30T08:00:00Z'));
    expect((await reminders.scan()).overdue).toBe(1);
    expect((await reminders.scan()).overdue).toBe(0);
    const alerts = await t
      .em()
      .find(MailMessage, { dedupeKey: { $like: 'mail.bank_transfer_overdue.%' } });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      bookingId: unpaid.body.id,
      recipient: 'info@alpencamp-dachstein.at',
      subject: `Überweisung überfällig: Buchung ${unpaid.body.number}`,
    });
    expect(alerts[0].text).toContain('Sonntag, 29. November 2026');
    // The same notice is an entry of the one alert store (history, acknowledgement), raised once.
    const stored = await t.em().find(Alert, { rule: 'bank_transfer_overdue' });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      conditionKey: `bank_transfer_overdue.${unpaid.body.id}`,
      params: { number: unpaid.body.number },
      resolvedAt: null,
    });
    const metrics = await metricsRegistry.getSingleMetricAsString('bank_transfers_overdue_total');
    expect(metrics).toMatch(/bank_transfers_overdue_total 1\b/);
  });
});
