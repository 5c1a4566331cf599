import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Clock } from 'src/common/clock';
import { AccessCode } from 'src/modules/access-codes/access-code.entity';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { Payment } from 'src/modules/payments/payment.entity';
import { guest as onlineGuest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const { consent: _consent, ...guest } = onlineGuest;

interface Money {
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  dueCents: number;
  refundDueCents: number;
  creditCents: number;
  status: string;
}

/**
 * Staff cancellation with the refund staff choose (card through Stripe, bank transfer, cash,
 * credit, later), the same-day cancellation, and the no-show — real database, the Stripe stand-in
 * through the real SDK. Each case checks the ledger rows and that the booking's money agrees with
 * the dashboard, the payments list and the analytics to the cent.
 */
describe('cancel with a chosen refund, same-day cancellation and no-show', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let stripe: StripeStandIn;
  let staff: SignedIn & { user: { email: string } };

  beforeAll(async () => {
    stripe = await startStripeStandIn({ autoDeliver: false });
    t = await createTestApp({ env: { ...RELAXED_ABUSE_LIMITS, ...stripe.env } });
    demo = await withDemoCatalog(t);
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    stripe.webhookUrl = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}/api/payments/stripe/webhook`;
    staff = await signInAs(t, 'staff');
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => t.app.get(Clock).travelTo(new Date(`${TODAY}T10:00:00Z`)));

  const post = (path: string, body: object = {}, lang = 'de') =>
    staff.agent
      .post(`/api/admin/bookings/${path}`)
      .set('X-CSRF-Token', staff.csrf)
      .set('Accept-Language', lang)
      .send(body);

  let n = 0;
  /** A phone booking (confirmed at once), paid in full in cash at the desk. */
  async function paidInCash(pitch: string, checkIn: string, checkOut: string) {
    const res = await post('', {
      ...guest,
      email: `cancel${n++}@example.at`,
      pitchId: demo.pitch(pitch).id,
      checkIn,
      checkOut,
      adults: 2,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    await post(`${res.body.id}/payments`, {
      amountCents: res.body.totalCents,
      method: 'cash',
      reference: `KASSA-${n}`,
    }).expect(201);
    return res.body as {
      id: string;
      number: string;
      totalCents: number;
      quote: { grossCents: number };
    };
  }

  const booking = async (id: string) =>
    (await staff.agent.get(`/api/admin/bookings/${id}`).expect(200)).body as {
      status: string;
      checkOut: string;
      totalCents: number;
      cancellationFeeCents: number;
      creditKept: boolean;
      money: Money;
    };
  const preview = async (id: string) =>
    (await staff.agent.get(`/api/admin/bookings/${id}/end-preview`).expect(200)).body;
  const ledger = async (id: string) =>
    (
      await staff.agent
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ bookingId: id }), sort: '["occurredAt","ASC"]' })
        .expect(200)
    ).body as Array<{
      kind: string;
      method: string;
      amountCents: number;
      reference: string | null;
      staffEmail: string | null;
      occurredAt: string;
    }>;
  const dashboard = async () =>
    (await staff.agent.get('/api/admin/booking-dashboard').expect(200)).body as {
      recentCancellations: Array<{ id: string; refundDueCents: number; creditCents: number }>;
      refundsToPayOut: Array<{ id: string; refundDueCents: number }>;
    };
  const analytics = async (from: string, to: string) =>
    (await staff.agent.get('/api/admin/analytics').query({ from, to }).expect(200)).body.arrivals;

  it('shows the fee and the refund first, then pays the refund out in cash: one row with method, amount, when and by whom', async () => {
    const b = await paidInCash('C1', '2027-05-03', '2027-05-06');
    const before = await preview(b.id);
    expect(before.cancel).toEqual({ allowed: true, feeCents: 0, refundCents: b.totalCents });
    expect(before.money).toMatchObject({ paidCents: b.totalCents, refundedCents: 0 });

    const clock = t.app.get(Clock);
    const sent = clock.now().getTime();
    const res = await post(`${b.id}/cancel`, { reason: 'Krank', refund: 'cash' }).expect(201);
    const answered = clock.now().getTime();
    expect(res.body.status).toBe('cancelled');
    const refunds = (await ledger(b.id)).filter((r) => r.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({
        method: 'cash',
        amountCents: b.totalCents,
        staffEmail: staff.user.email,
        reference: `Storno ${b.number}`,
      }),
    ]);
    // Paid out when staff confirmed the cancellation.
    const paidOutAt = Date.parse(refunds[0].occurredAt);
    expect(paidOutAt >= sent && paidOutAt <= answered).toBe(true);
    expect((await booking(b.id)).money).toEqual({
      totalCents: 0,
      paidCents: b.totalCents,
      refundedCents: b.totalCents,
      dueCents: 0,
      refundDueCents: 0,
      creditCents: 0,
      status: 'refunded',
    });
  });

  it('pays out by bank transfer with the transfer reference staff typed', async () => {
    const b = await paidInCash('C1', '2027-05-10', '2027-05-12');
    await post(`${b.id}/cancel`, { refund: 'bank_transfer', reference: 'UEB-4711' }).expect(201);
    const refunds = (await ledger(b.id)).filter((r) => r.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({
        method: 'bank_transfer',
        amountCents: b.totalCents,
        reference: 'UEB-4711',
        staffEmail: staff.user.email,
      }),
    ]);
  });

  it('keeps the rest as credit (no refund row) after the partial fee; booking, dashboard, payments list and analytics agree', async () => {
    // 8 days before arrival: the 50 % fee of the gross.
    const b = await paidInCash('C2', '2026-11-30', '2026-12-02');
    const fee = Math.round(b.quote.grossCents / 2);
    expect((await preview(b.id)).cancel).toEqual({
      allowed: true,
      feeCents: fee,
      refundCents: b.totalCents - fee,
    });
    await post(`${b.id}/cancel`, { refund: 'credit' }).expect(201);
    expect((await ledger(b.id)).filter((r) => r.kind === 'refund')).toEqual([]);
    const after = await booking(b.id);
    expect(after.creditKept).toBe(true);
    expect(after.money).toEqual({
      totalCents: fee,
      paidCents: b.totalCents,
      refundedCents: 0,
      dueCents: 0,
      refundDueCents: 0,
      creditCents: b.totalCents - fee,
      status: 'paid',
    });
    const rows = await ledger(b.id);
    const kept = rows.reduce(
      (s, r) => s + (r.kind === 'payment' ? r.amountCents : -r.amountCents),
      0,
    );
    expect(kept - after.money.creditCents).toBe(after.money.totalCents);
    const dash = await dashboard();
    expect(dash.recentCancellations.find((c) => c.id === b.id)).toMatchObject({
      refundDueCents: 0,
      creditCents: b.totalCents - fee,
    });
    expect(dash.refundsToPayOut.map((c) => c.id)).not.toContain(b.id);
    const a = await analytics('2026-11-30', '2026-12-01');
    expect(a.keptFeesCents).toBe(after.money.totalCents);
  });

  it('cancels now and pays out later: the amount waits on the dashboard until staff pay it out', async () => {
    const b = await paidInCash('C3', '2027-05-17', '2027-05-19');
    await post(`${b.id}/cancel`, { refund: 'later' }).expect(201);
    expect((await ledger(b.id)).filter((r) => r.kind === 'refund')).toEqual([]);
    expect((await booking(b.id)).money).toMatchObject({
      totalCents: 0,
      refundDueCents: b.totalCents,
      creditCents: 0,
    });
    expect((await dashboard()).refundsToPayOut).toContainEqual(
      expect.objectContaining({ id: b.id, refundDueCents: b.totalCents }),
    );

    await post(`${b.id}/refund-payout`, { refund: 'cash' }).expect(201);
    expect((await ledger(b.id)).filter((r) => r.kind === 'refund')).toEqual([
      expect.objectContaining({
        method: 'cash',
        amountCents: b.totalCents,
        staffEmail: staff.user.email,
      }),
    ]);
    expect((await booking(b.id)).money.refundDueCents).toBe(0);
    expect((await dashboard()).refundsToPayOut.map((c) => c.id)).not.toContain(b.id);
    const again = await post(`${b.id}/refund-payout`, { refund: 'cash' }, 'en').expect(409);
    expect(again.body.message).toBe('There is nothing to pay out for this booking.');
  });

  it('DELETE (no choice) of a cash booking records no refund nobody paid out', async () => {
    const b = await paidInCash('C3', '2027-05-24', '2027-05-26');
    await staff.agent
      .delete(`/api/admin/bookings/${b.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(200);
    expect(await t.em().count(Payment, { booking: b.id, kind: 'refund' })).toBe(0);
    expect((await booking(b.id)).money.refundDueCents).toBe(b.totalCents);
  });

  it('refuses a card refund for a cash booking (400, German) and changes nothing', async () => {
    const b = await paidInCash('C4', '2027-06-07', '2027-06-09');
    const res = await post(`${b.id}/cancel`, { refund: 'stripe' }).expect(400);
    expect(res.body.message).toBe(
      'Für diese Buchung wurde nichts mit Karte bezahlt: Bitte wählen Sie Überweisung, Bar oder Guthaben.',
    );
    expect((await booking(b.id)).status).toBe('confirmed');
    await post(`${b.id}/cancel`, { refund: 'nonsense' }).expect(400);
  });

  describe('card payments', () => {
    let week = 0;
    async function paidByCard() {
      const start = Date.UTC(2027, 3, 5) + week++ * 7 * 86_400_000;
      const d = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const res = await request(t.server)
        .post('/api/bookings')
        .send({
          ...onlineGuest,
          pitchId: demo.pitch('A1').id,
          checkIn: d(start),
          checkOut: d(start + 3 * 86_400_000),
          adults: 2,
          paymentMethod: 'stripe',
        })
        .expect(201);
      const intent = stripe.intents.get(res.body.payment.clientSecret.split('_secret_')[0])!;
      await stripe.pay(intent.id);
      expect((await stripe.deliver(stripe.event('payment_intent.succeeded', intent))).status).toBe(
        200,
      );
      return { id: res.body.id as string, intent };
    }

    it('refunds to the card through Stripe with the staff member on the row', async () => {
      const { id, intent } = await paidByCard();
      expect((await preview(id)).cardRefundableCents).toBe(intent.amount);
      await post(`${id}/cancel`, { refund: 'stripe' }).expect(201);
      const refunds = stripe.refunds.filter((r) => r.payment_intent === intent.id);
      expect(refunds.map((r) => r.amount)).toEqual([intent.amount]);
      expect((await ledger(id)).filter((r) => r.kind === 'refund')).toEqual([
        expect.objectContaining({
          method: 'stripe',
          amountCents: intent.amount,
          reference: refunds[0].id,
          staffEmail: staff.user.email,
        }),
      ]);
      expect((await booking(id)).money).toMatchObject({ refundDueCents: 0, status: 'refunded' });
    });

    it('a card booking refunded in cash at the desk goes nowhere near Stripe', async () => {
      const { id, intent } = await paidByCard();
      await post(`${id}/cancel`, { refund: 'cash' }).expect(201);
      expect(stripe.refunds.filter((r) => r.payment_intent === intent.id)).toEqual([]);
      expect((await ledger(id)).filter((r) => r.kind === 'refund')).toEqual([
        expect.objectContaining({ method: 'cash', amountCents: intent.amount }),
      ]);
    });

    it('a later pay-out to the card refunds what the intent still holds, under a key of its own', async () => {
      // Arriving in five days: the guest's cancellation keeps half, the card gets the rest back.
      const res = await request(t.server)
        .post('/api/bookings')
        .send({
          ...onlineGuest,
          pitchId: demo.pitch('A2').id,
          checkIn: '2026-11-27',
          checkOut: '2026-11-30',
          adults: 2,
          paymentMethod: 'stripe',
        })
        .expect(201);
      const id = res.body.id as string;
      const intent = stripe.intents.get(res.body.payment.clientSecret.split('_secret_')[0])!;
      await stripe.pay(intent.id);
      await stripe.deliver(stripe.event('payment_intent.succeeded', intent));
      await staff.agent
        .delete(`/api/admin/bookings/${id}`)
        .set('X-CSRF-Token', staff.csrf)
        .expect(200);
      const first = stripe.refunds.filter((r) => r.payment_intent === intent.id);
      expect(first).toHaveLength(1);
      const kept = intent.amount - (first[0].amount as number);
      expect(kept).toBeGreaterThan(0);
      // The guest then pays 20 € at the desk by mistake; staff give it back to the card.
      await post(`${id}/payments`, {
        amountCents: 2000,
        method: 'cash',
        acceptCredit: true,
      }).expect(201);
      await post(`${id}/refund-payout`, { refund: 'stripe' }).expect(201);
      const refunds = stripe.refunds.filter((r) => r.payment_intent === intent.id);
      expect(refunds.map((r) => r.amount)).toEqual([first[0].amount, Math.min(2000, kept)]);
      expect((await booking(id)).money).toMatchObject({ refundDueCents: 0 });
    });

    it("the guest's own cancellation still refunds the card automatically", async () => {
      const { id, intent } = await paidByCard();
      const token = t.app.get(
        (await import('src/modules/bookings/booking-links.service')).BookingLinks,
      );
      await request(t.server)
        .post(`/api/bookings/${id}/cancel`)
        .query({ token: token.token(id) })
        .expect(200);
      expect(stripe.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
      // Back on the card in full: nothing waits for staff to pay out.
      expect((await booking(id)).money).toMatchObject({
        totalCents: 0,
        refundedCents: intent.amount,
        refundDueCents: 0,
        status: 'refunded',
      });
      expect((await dashboard()).refundsToPayOut.map((c) => c.id)).not.toContain(id);
    });
  });

  it('guest cancellation of a cash booking leaves the refund to pay out for staff (dashboard)', async () => {
    const b = await paidInCash('C5', '2027-05-03', '2027-05-05');
    const links = (await import('src/modules/bookings/booking-links.service')).BookingLinks;
    await request(t.server)
      .post(`/api/bookings/${b.id}/cancel`)
      .query({ token: t.app.get(links).token(b.id) })
      .expect(200);
    expect(await t.em().count(Payment, { booking: b.id, kind: 'refund' })).toBe(0);
    expect((await dashboard()).refundsToPayOut).toContainEqual(
      expect.objectContaining({ id: b.id, refundDueCents: b.totalCents }),
    );
  });

  it('staff may cancel on the arrival day (late fee); the guest may not', async () => {
    const b = await paidInCash('C6', TODAY, '2026-11-25');
    const links = (await import('src/modules/bookings/booking-links.service')).BookingLinks;
    await request(t.server)
      .post(`/api/bookings/${b.id}/cancel`)
      .query({ token: t.app.get(links).token(b.id) })
      .expect(409);
    const p = await preview(b.id);
    expect(p.cancel).toEqual({
      allowed: true,
      feeCents: b.quote.grossCents,
      refundCents: b.totalCents - b.quote.grossCents,
    });
    const res = await post(`${b.id}/cancel`, { refund: 'cash' }).expect(201);
    expect(res.body.cancellationFeeCents).toBe(b.quote.grossCents);
    expect(res.body.money).toMatchObject({
      totalCents: b.quote.grossCents,
      refundedCents: b.totalCents - b.quote.grossCents,
      dueCents: 0,
      refundDueCents: 0,
    });
    // The late fee is the whole gross; the tourist tax (owed only for nights spent) goes back.
    expect(b.totalCents - b.quote.grossCents).toBeGreaterThan(0);
  });

  describe('no-show', () => {
    it('frees the pitch from the next night, revokes the gate code and keeps the first night', async () => {
      const b = await paidInCash('C7', TODAY, '2026-11-25');
      const code = (await t.app.get(AccessCodesService).issue(b.id))!;
      expect(code.status).toBe('active');
      const p = await preview(b.id);
      const charge = Math.round(b.quote.grossCents / 3);
      expect(p.noShow).toEqual({
        allowed: true,
        chargeCents: charge,
        refundCents: b.totalCents - charge,
        checkOut: '2026-11-23',
      });

      const res = await post(`${b.id}/no-show`, { refund: 'later' }).expect(201);
      expect([res.body.status, res.body.checkOut, res.body.cancellationFeeCents]).toEqual([
        'no_show',
        '2026-11-23',
        charge,
      ]);
      expect(res.body.money).toMatchObject({
        totalCents: charge,
        paidCents: b.totalCents,
        dueCents: 0,
        refundDueCents: b.totalCents - charge,
      });
      expect((await t.em().findOneOrFail(AccessCode, { id: code.id })).status).toBe('revoked');

      const next = await post('', {
        ...guest,
        email: 'walkin@example.at',
        pitchId: demo.pitch('C7').id,
        checkIn: '2026-11-23',
        checkOut: '2026-11-25',
        adults: 1,
      });
      expect(next.status).toBe(201);
      // Tonight is still the no-show's (they may arrive late).
      const tonight = await post('', {
        ...guest,
        email: 'late@example.at',
        pitchId: demo.pitch('C7').id,
        checkIn: TODAY,
        checkOut: '2026-11-23',
        adults: 1,
      });
      expect(tonight.status).toBe(409);

      const a = await analytics(TODAY, '2026-11-23');
      expect(a.noShows).toBe(1);
      const dash = await dashboard();
      expect(dash.refundsToPayOut).toContainEqual(
        expect.objectContaining({ id: b.id, refundDueCents: b.totalCents - charge }),
      );
      const cal = await staff.agent
        .get('/api/admin/calendar')
        .query({ from: TODAY, to: '2026-11-25' })
        .expect(200);
      expect(cal.body.bookings.find((x: { id: string }) => x.id === b.id)).toMatchObject({
        status: 'no_show',
        checkOut: '2026-11-23',
      });
    });

    it('refuses a no-show before the arrival day (409, English) and after departure', async () => {
      const b = await paidInCash('C8', '2026-11-24', '2026-11-26');
      const early = await post(`${b.id}/no-show`, {}, 'en').expect(409);
      expect(early.body.message).toBe(
        'A no-show can only be recorded for a confirmed booking from its arrival day until before departure.',
      );
      t.app.get(Clock).travelTo(new Date('2026-11-26T10:00:00Z'));
      await post(`${b.id}/no-show`).expect(409);
      t.app.get(Clock).travelTo(new Date('2026-11-25T10:00:00Z'));
      const late = await post(`${b.id}/no-show`, { refund: 'cash' }).expect(201);
      // Recorded on the second day: the nights up to tonight stay, the pitch is free from the 26th.
      expect([late.body.checkOut, late.body.money.refundDueCents]).toEqual(['2026-11-26', 0]);
    });

    it('the no-show charge follows the pricing setting (nights), 0 charging nothing', async () => {
      const admin = await signInAs(t, 'admin');
      await admin.agent
        .put('/api/admin/pricing-settings/1')
        .set('X-CSRF-Token', admin.csrf)
        .send({ noShowChargeNights: 0 })
        .expect(200);
      const b = await paidInCash('C9', TODAY, '2026-11-24');
      const res = await post(`${b.id}/no-show`, { refund: 'cash' }).expect(201);
      expect(res.body.money).toMatchObject({ totalCents: 0, refundedCents: b.totalCents });
      await admin.agent
        .put('/api/admin/pricing-settings/1')
        .set('X-CSRF-Token', admin.csrf)
        .send({ noShowChargeNights: 1 })
        .expect(200);
    });
  });
});
