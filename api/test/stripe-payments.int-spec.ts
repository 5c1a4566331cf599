import type { AddressInfo } from 'node:net';
import request from 'supertest';
import Stripe from 'stripe';
import { Clock } from 'src/common/clock';
import { Booking } from 'src/modules/bookings/booking.entity';
import { Payment } from 'src/modules/payments/payment.entity';
import { StripePaymentIntent } from 'src/modules/payments/providers/stripe-payment-intent.entity';
import { StripeEvent } from 'src/modules/payments/stripe/stripe-event.entity';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { guest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

/**
 * Card payment end to end through the real Stripe SDK against the local stand-in (Stripe's wire
 * format), with the real database: holds create PaymentIntents, signed webhooks and the guest's
 * return confirm bookings once, cancellations refund under the policy.
 */
describe('Stripe payments', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let stripe: StripeStandIn;
  let webhookUrl: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn({ autoDeliver: false });
    t = await createTestApp({ env: { ...RELAXED_ABUSE_LIMITS, ...stripe.env } });
    demo = await withDemoCatalog(t);
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}/api/payments/stripe/webhook`;
    stripe.webhookUrl = webhookUrl;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const clock = () => t.app.get(Clock);
  let day = 0;
  /** A stay no other test uses (each test gets its own week in 2027). */
  const freshStay = () => {
    const start = new Date(Date.UTC(2027, 3, 1) + day++ * 7 * 86_400_000);
    const d = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return { checkIn: d(start.getTime()), checkOut: d(start.getTime() + 3 * 86_400_000) };
  };

  const hold = (body: object = {}, lang = 'de') =>
    request(t.server)
      .post('/api/bookings')
      .set('Accept-Language', lang)
      .send({
        ...guest,
        pitchId: demo.pitch('A1').id,
        ...freshStay(),
        adults: 2,
        paymentMethod: 'stripe',
        ...body,
      });

  const intentOf = (clientSecret: string) => {
    const id = clientSecret.split('_secret_')[0];
    const intent = stripe.intents.get(id);
    if (!intent) throw new Error(`stand-in has no intent ${id}`);
    return intent;
  };
  const count = (entity: typeof Payment | typeof OutboxMessage, where: object) =>
    t.em().count(entity as typeof Payment, where);
  const mails = (template: string, bookingId: string) =>
    t.em().count(OutboxMessage, { jobId: { $like: `mail.${template}.${bookingId}%` } });

  it('offers card payment with the publishable key only (never a secret)', async () => {
    const res = await request(t.server).get('/api/payment-methods').expect(200);
    expect(res.body).toEqual({
      methods: ['stripe', 'bank_transfer', 'on_arrival'],
      stripePublishableKey: stripe.publishableKey,
    });
    expect(JSON.stringify(res.body)).not.toContain(stripe.secretKey);
    expect(JSON.stringify(res.body)).not.toContain(stripe.webhookSecret);
  });

  it("lets Stripe.js load and reach Stripe (here: the stand-in) under the checkout's CSP", async () => {
    const res = await request(t.server).get('/de/kasse');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain(`connect-src 'self' https://api.stripe.com ${stripe.url}`);
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
  });

  it('creates one PaymentIntent per hold: the total with tourist tax, EUR, booking in metadata, idempotency key', async () => {
    const res = await hold().expect(201);
    expect(res.body.payment).toEqual({
      provider: 'stripe',
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      publishableKey: stripe.publishableKey,
    });
    const intent = intentOf(res.body.payment.clientSecret);
    expect(res.body.quote.touristTaxCents).toBeGreaterThan(0);
    expect(intent).toMatchObject({
      amount: res.body.quote.totalCents,
      currency: 'eur',
      metadata: { bookingId: res.body.id, bookingNumber: res.body.number },
      status: 'requires_payment_method',
    });
    const created = stripe.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.idempotencyKey?.includes(res.body.id),
    );
    expect(created).toHaveLength(1);
    const row = await t.em().findOneOrFail(StripePaymentIntent, { bookingId: res.body.id });
    expect(row.id).toBe(intent.id);
    const b = await t.em().findOneOrFail(Booking, { id: res.body.id });
    expect([b.status, b.paymentMethod]).toEqual(['pending', 'stripe']);
    // The card payment confirms the booking, not the pay-on-arrival route.
    const confirm = await request(t.server)
      .post(`/api/bookings/${res.body.id}/confirm`)
      .query({ token: res.body.token, lang: 'en' })
      .expect(409);
    expect(confirm.body.message).toMatch(/confirmed by its card payment/);
  });

  it('refuses webhooks without or with a wrong signature (400), and a body changed after signing', async () => {
    const res = await hold().expect(201);
    const intent = intentOf(res.body.payment.clientSecret);
    await stripe.pay(intent.id);
    const event = stripe.event('payment_intent.succeeded', intent);
    const missing = await stripe.deliver(event, { signature: null });
    expect(missing.status).toBe(400);
    const signer = new Stripe('sk_test_x');
    const payload = JSON.stringify(event, null, 2);
    const wrong = signer.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someoneelse',
    });
    expect((await stripe.deliver(event, { signature: wrong })).status).toBe(400);
    const forged = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: stripe.webhookSecret,
        }),
      },
      body: payload.replace(`"amount": ${intent.amount}`, '"amount": 1'),
    });
    expect(forged.status).toBe(400);
    expect(JSON.parse(await forged.text())).toMatchObject({ statusCode: 400 });
    const b = await t.em().findOneOrFail(Booking, { id: res.body.id });
    expect(b.status).toBe('pending');
    expect(await t.em().count(StripeEvent, { id: event.id as string })).toBe(0);
  });

  it('the same signed payment_intent.succeeded 10 times, before the intent was stored: one confirmation, one payment, one invoice, one mail', async () => {
    const res = await hold().expect(201);
    const intent = intentOf(res.body.payment.clientSecret);
    // As if the webhook overtook the hold's write of its PaymentIntent.
    await t.em().nativeDelete(StripePaymentIntent, { id: intent.id });
    await stripe.pay(intent.id);
    const event = stripe.event('payment_intent.succeeded', intent);
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => stripe.deliver(event)));
    expect(deliveries.map((d) => d.status)).toEqual(Array(10).fill(200));
    expect(deliveries.filter((d) => JSON.parse(d.body).duplicate === false)).toHaveLength(1);
    const b = await t.em().findOneOrFail(Booking, { id: res.body.id });
    expect([b.status, b.paymentStatus]).toEqual(['confirmed', 'paid']);
    expect(await count(Payment, { booking: res.body.id })).toBe(1);
    const payment = await t.em().findOneOrFail(Payment, { booking: res.body.id });
    expect([payment.amountCents, payment.method, payment.reference]).toEqual([
      res.body.quote.totalCents,
      'stripe',
      intent.id,
    ]);
    expect(await mails('booking_confirmation', res.body.id)).toBe(1);
    expect(await mails('payment_received', res.body.id)).toBe(1);
    expect(await count(OutboxMessage, { jobId: `invoice.booking.${res.body.id}` })).toBe(1);
    expect(await t.em().count(StripeEvent, { id: event.id as string })).toBe(1);
    expect(await t.em().count(StripePaymentIntent, { id: intent.id })).toBe(1);
    // Delivered once more a day later: still nothing new.
    expect(JSON.parse((await stripe.deliver(event)).body)).toEqual({
      received: true,
      duplicate: true,
    });
  });

  it("the guest's return and the webhook at the same moment: one confirmation", async () => {
    for (let round = 0; round < 3; round++) {
      const res = await hold().expect(201);
      const intent = intentOf(res.body.payment.clientSecret);
      await stripe.pay(intent.id);
      const event = stripe.event('payment_intent.succeeded', intent);
      const [webhook, back, back2] = await Promise.all([
        stripe.deliver(event),
        request(t.server)
          .post(`/api/bookings/${res.body.id}/payment-return`)
          .query({ token: res.body.token }),
        request(t.server)
          .post(`/api/bookings/${res.body.id}/payment-return`)
          .query({ token: res.body.token }),
      ]);
      expect([webhook.status, back.status, back2.status]).toEqual([200, 200, 200]);
      expect(back.body).toMatchObject({
        id: res.body.id,
        status: 'confirmed',
        paymentStatus: 'paid',
      });
      expect(await count(Payment, { booking: res.body.id })).toBe(1);
      expect(await mails('booking_confirmation', res.body.id)).toBe(1);
      expect(await mails('payment_received', res.body.id)).toBe(1);
    }
  });

  it('the return alone confirms (webhook lost), and needs the token', async () => {
    const res = await hold().expect(201);
    const intent = intentOf(res.body.payment.clientSecret);
    await request(t.server)
      .post(`/api/bookings/${res.body.id}/payment-return`)
      .query({ token: 'wrong' })
      .expect(403);
    // Not paid yet: the booking stays pending.
    const early = await request(t.server)
      .post(`/api/bookings/${res.body.id}/payment-return`)
      .query({ token: res.body.token })
      .expect(200);
    expect(early.body.status).toBe('pending');
    await stripe.pay(intent.id);
    const back = await request(t.server)
      .post(`/api/bookings/${res.body.id}/payment-return`)
      .query({ token: res.body.token })
      .expect(200);
    expect([back.body.status, back.body.paymentStatus]).toEqual(['confirmed', 'paid']);
  });

  it('a failed card payment keeps the hold until it expires, and is remembered as an attempt', async () => {
    const res = await hold().expect(201);
    const intent = intentOf(res.body.payment.clientSecret);
    await stripe.pay(intent.id, 'pm_card_chargeDeclined');
    const failed = await stripe.deliver(stripe.event('payment_intent.payment_failed', intent));
    expect(failed.status).toBe(200);
    const b = await t.em().findOneOrFail(Booking, { id: res.body.id });
    expect([b.status, b.paymentStatus]).toEqual(['pending', 'unpaid']);
    expect(b.holdExpiresAt?.toISOString()).toBe(res.body.holdExpiresAt);
    const row = await t.em().findOneOrFail(StripePaymentIntent, { id: intent.id });
    expect(row.attemptedAt).toBeInstanceOf(Date);
    expect(await count(Payment, { booking: res.body.id })).toBe(0);
  });

  it('paid after the hold ran out and the pitch went to someone else: refunded at once, guest told', async () => {
    const stay = freshStay();
    const pitchId = demo.pitch('B1').id;
    const res = await hold({ ...stay, pitchId }).expect(201);
    const intent = intentOf(res.body.payment.clientSecret);
    clock().travelTo(new Date(new Date(res.body.holdExpiresAt).getTime() + 60_000));
    try {
      const other = await hold({
        ...stay,
        pitchId,
        paymentMethod: 'on_arrival',
        email: 'someone.else@example.at',
      }).expect(201);
      await stripe.pay(intent.id);
      const d = await stripe.deliver(stripe.event('payment_intent.succeeded', intent));
      expect(d.status).toBe(200);
      const b = await t.em().findOneOrFail(Booking, { id: res.body.id });
      expect(b.status).toBe('expired');
      expect(b.paymentStatus).toBe('refunded');
      const refunds = stripe.refunds.filter((r) => r.payment_intent === intent.id);
      expect(refunds.map((r) => r.amount)).toEqual([intent.amount]);
      const rows = await t
        .em()
        .find(Payment, { booking: res.body.id }, { orderBy: { kind: 'asc' } });
      expect(rows.map((r) => [r.kind, r.amountCents])).toEqual([
        ['payment', intent.amount],
        ['refund', intent.amount],
      ]);
      expect(await mails('hold_expired', res.body.id)).toBe(1);
      expect(await mails('booking_confirmation', res.body.id)).toBe(0);
      const winner = await t.em().findOneOrFail(Booking, { id: other.body.id });
      expect(winner.status).toBe('pending');
    } finally {
      clock().travelTo(new Date(`${TODAY}T10:00:00Z`));
    }
  });

  it('paid after the hold ran out while the pitch is still free: confirmed all the same', async () => {
    const res = await hold({ pitchId: demo.pitch('B2').id }).expect(201);
    const intent = intentOf(res.body.payment.clientSecret);
    clock().travelTo(new Date(new Date(res.body.holdExpiresAt).getTime() + 60_000));
    try {
      await stripe.pay(intent.id);
      expect((await stripe.deliver(stripe.event('payment_intent.succeeded', intent))).status).toBe(
        200,
      );
      const b = await t.em().findOneOrFail(Booking, { id: res.body.id });
      expect([b.status, b.paymentStatus]).toEqual(['confirmed', 'paid']);
      expect(stripe.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(0);
    } finally {
      clock().travelTo(new Date(`${TODAY}T10:00:00Z`));
    }
  });

  const paidBooking = async (stay: { checkIn: string; checkOut: string }) => {
    const res = await hold({ ...stay, pitchId: demo.pitch('C1').id }).expect(201);
    const intent = intentOf(res.body.payment.clientSecret);
    await stripe.pay(intent.id);
    expect((await stripe.deliver(stripe.event('payment_intent.succeeded', intent))).status).toBe(
      200,
    );
    return { res, intent };
  };

  it('cancelling a card-paid booking in the free period refunds everything through the Refunds API', async () => {
    const { res, intent } = await paidBooking(freshStay());
    const cancel = await request(t.server)
      .post(`/api/bookings/${res.body.id}/cancel`)
      .query({ token: res.body.token })
      .expect(200);
    expect([cancel.body.status, cancel.body.paymentStatus]).toEqual(['cancelled', 'refunded']);
    const refunds = stripe.refunds.filter((r) => r.payment_intent === intent.id);
    expect(refunds.map((r) => r.amount)).toEqual([intent.amount]);
    const keyed = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.idempotencyKey?.includes(res.body.id),
    );
    expect(keyed).toHaveLength(1);
    const refund = await t.em().findOneOrFail(Payment, { booking: res.body.id, kind: 'refund' });
    expect([refund.amountCents, refund.reference]).toEqual([intent.amount, refunds[0].id]);
  });

  it('cancelling 8 days before arrival keeps the 50 % fee and refunds the rest: partially refunded', async () => {
    // TODAY is 2026-11-22: arrival on the 30th is inside the partial-fee period (3 to 14 days).
    const { res, intent } = await paidBooking({ checkIn: '2026-11-30', checkOut: '2026-12-02' });
    const cancel = await request(t.server)
      .post(`/api/bookings/${res.body.id}/cancel`)
      .query({ token: res.body.token })
      .expect(200);
    const fee = Math.round(res.body.quote.grossCents / 2);
    expect(cancel.body.cancellationFeeCents).toBe(fee);
    expect([cancel.body.status, cancel.body.paymentStatus]).toEqual([
      'cancelled',
      'partially_refunded',
    ]);
    expect(
      stripe.refunds.filter((r) => r.payment_intent === intent.id).map((r) => r.amount),
    ).toEqual([intent.amount - fee]);
  });

  it('a Stripe outage while holding answers 502 and lets the pitch go', async () => {
    const stay = freshStay();
    stripe.failNext = 5;
    const res = await hold({ ...stay }, 'en').expect(502);
    stripe.failNext = 0;
    expect(res.body.message).toBe('The payment could not be prepared. Please try again.');
    const again = await hold({ ...stay }).expect(201);
    expect(again.body.payment.provider).toBe('stripe');
  });

  it('disabled by staff: card payment is no longer offered and a card hold is a 400', async () => {
    const admin = await signInAs(t, 'admin');
    await admin.agent
      .put('/api/admin/pricing-settings/1')
      .set('X-CSRF-Token', admin.csrf)
      .send({ paymentMethods: ['on_arrival', 'bank_transfer'] })
      .expect(200);
    try {
      const methods = await request(t.server).get('/api/payment-methods').expect(200);
      expect(methods.body).toEqual({
        methods: ['on_arrival', 'bank_transfer'],
        stripePublishableKey: null,
      });
      const res = await hold({}, 'en').expect(400);
      expect(res.body.message).toBe('This payment method is not available at the moment: stripe');
      const dflt = await hold({ paymentMethod: undefined }).expect(201);
      expect(dflt.body.payment).toEqual({ provider: 'on_arrival' });
    } finally {
      await admin.agent
        .put('/api/admin/pricing-settings/1')
        .set('X-CSRF-Token', admin.csrf)
        .send({ paymentMethods: ['stripe', 'bank_transfer', 'on_arrival'] })
        .expect(200);
    }
  });

  it('bank transfer: account, reference, amount, due date and an EPC QR; confirmed by the mail link', async () => {
    const res = await hold({ paymentMethod: 'bank_transfer' }).expect(201);
    const p = res.body.payment;
    expect(p).toMatchObject({
      provider: 'bank_transfer',
      iban: 'AT433837700000456789',
      accountHolder: 'Alpencamp Dachsteinblick GmbH',
      reference: res.body.number,
      amountCents: res.body.quote.totalCents,
      dueDate: '2026-11-29',
    });
    expect(p.bic).toMatch(/^[A-Z0-9]{8,11}$/);
    // The QR is drawn when a page shows it: its address opens with the booking's token only.
    expect(p.qr).toBe(
      `/api/bookings/${res.body.id}/girocode.svg?token=${encodeURIComponent(res.body.token)}`,
    );
    const svg = await request(t.server).get(p.qr).buffer(true).expect(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body.toString()).toMatch(/^<svg[^>]*viewBox/);
    // Guest data like the booking itself: kept in no cache, not even the browser's.
    expect(svg.headers['cache-control']).toBe('no-store');
    // ISO/IEC 18004's quiet zone: four light modules around the symbol.
    expect(svg.body.toString()).toMatch(/<path[^>]*stroke="#000000"[^>]* d="M4 4\.5h/);
    await request(t.server)
      .get(p.qr.replace(/token=.*/, 'token=wrong'))
      .expect(403);
    const other = await hold({ paymentMethod: 'bank_transfer' }).expect(201);
    await request(t.server)
      .get(`/api/bookings/${other.body.id}/girocode.svg`)
      .query({ token: res.body.token })
      .expect(403);
    const confirmed = await request(t.server)
      .post(`/api/bookings/${res.body.id}/confirm`)
      .query({ token: res.body.token })
      .expect(200);
    expect(confirmed.body).toMatchObject({
      status: 'pending',
      paymentMethod: 'bank_transfer',
      awaitingEmailConfirmation: true,
    });
  });
});

describe('Stripe stand-in speaks Stripe', () => {
  let stripe: StripeStandIn;
  beforeAll(async () => (stripe = await startStripeStandIn()));
  afterAll(() => stripe.close());

  it('replays a keyed request and refuses the key with other parameters (idempotency_error)', async () => {
    const sdk = new Stripe(stripe.secretKey, {
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const a = await sdk.paymentIntents.create(
      { amount: 1000, currency: 'eur' },
      { idempotencyKey: 'k1' },
    );
    const b = await sdk.paymentIntents.create(
      { amount: 1000, currency: 'eur' },
      { idempotencyKey: 'k1' },
    );
    expect(b.id).toBe(a.id);
    await expect(
      sdk.paymentIntents.create({ amount: 2000, currency: 'eur' }, { idempotencyKey: 'k1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(sdk.paymentIntents.retrieve('pi_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(sdk.refunds.create({ payment_intent: a.id })).rejects.toMatchObject({
      statusCode: 400,
    });
    const wrongKey = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
    });
    await expect(wrongKey.paymentIntents.retrieve(a.id)).rejects.toMatchObject({ statusCode: 401 });
  });
});
