import request from 'supertest';
import { Booking } from 'src/modules/bookings/booking.entity';
import { withDemoCatalog, guest, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';

describe('payment methods without Stripe keys', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  beforeAll(async () => {
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
  });
  afterAll(() => t.close());

  const hold = (body: object, lang = 'de') =>
    request(t.server)
      .post('/api/bookings')
      .set('Accept-Language', lang)
      .send({
        ...guest,
        pitchId: demo.pitch('A1').id,
        checkIn: '2027-06-01',
        checkOut: '2027-06-03',
        adults: 2,
        ...body,
      });

  it('offers only what works: no card payment without keys, no publishable key', async () => {
    const res = await request(t.server).get('/api/payment-methods').expect(200);
    expect(res.body.methods).toEqual(['bank_transfer', 'on_arrival']);
    expect(res.body.stripePublishableKey).toBeNull();
  });

  it('keeps the CSP closed to Stripe while card payment is off', async () => {
    const res = await request(t.server).get('/api/health');
    expect(String(res.headers['content-security-policy'])).not.toContain('stripe');
  });

  it('refuses a method that is not offered with a message in the guest language, holding nothing', async () => {
    const de = await hold({ paymentMethod: 'stripe' }).expect(400);
    expect(de.body.message).toBe('Diese Zahlungsart ist derzeit nicht verfügbar: stripe');
    const en = await hold({ paymentMethod: 'stripe' }, 'en').expect(400);
    expect(en.body.message).toBe('This payment method is not available at the moment: stripe');
    const bogus = await hold({ paymentMethod: 'bitcoin' }, 'en').expect(400);
    expect(bogus.body.fields.paymentMethod).toMatch(/must be one of/);
    expect(await t.em().count(Booking, {})).toBe(0);
  });

  it('defaults to the first enabled method and stores it on the hold', async () => {
    const res = await hold({}).expect(201);
    expect(res.body.payment.provider).toBe('bank_transfer');
    const b = await t.em().findOneOrFail(Booking, { id: res.body.id });
    expect(b.paymentMethod).toBe('bank_transfer');
    const chosen = await hold({
      paymentMethod: 'on_arrival',
      checkIn: '2027-06-10',
      checkOut: '2027-06-12',
    }).expect(201);
    expect(chosen.body.payment).toEqual({ provider: 'on_arrival' });
  });

  it('lets an admin switch methods off; with none left a hold is refused', async () => {
    const admin = await signInAs(t, 'admin');
    const put = (body: object) =>
      admin.agent
        .put('/api/admin/pricing-settings/1')
        .set('X-CSRF-Token', admin.csrf)
        .set('Accept-Language', 'en')
        .send(body);
    const empty = await put({ paymentMethods: [] }).expect(400);
    expect(empty.body.fields.paymentMethods).toBe(
      'paymentMethods must contain at least one payment method',
    );
    const twice = await put({ paymentMethods: ['on_arrival', 'on_arrival'] }).expect(400);
    expect(twice.body.fields.paymentMethods).toMatch(/only once/);
    const saved = await put({ paymentMethods: ['stripe'], bankTransferDueDays: 10 }).expect(200);
    expect(saved.body).toMatchObject({ paymentMethods: ['stripe'], bankTransferDueDays: 10 });
    expect((await request(t.server).get('/api/payment-methods').expect(200)).body.methods).toEqual(
      [],
    );
    const refused = await hold({}, 'en').expect(400);
    expect(refused.body.message).toBe(
      'No payment method is available at the moment. Please contact us.',
    );
    await put({ paymentMethods: ['stripe', 'bank_transfer', 'on_arrival'] }).expect(200);
  });
});
