import request from 'supertest';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';

describe('feature toggles', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn & { user: { email: string } };
  beforeAll(async () => {
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const toggle = (key: string, enabled: boolean) =>
    admin.agent
      .put(`/api/admin/feature-toggles/${key}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ enabled });

  it('are all on by default and the public answer is never cached', async () => {
    const res = await request(t.server).get('/api/feature-toggles').expect(200);
    expect(res.body).toEqual({
      storyGenerator: true,
      weather: true,
      onlinePayment: true,
      bookingEnabled: true,
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a switch reaches the very next public request and is audited with who and when', async () => {
    const res = await toggle('storyGenerator', false).expect(200);
    expect(res.body).toMatchObject({
      key: 'storyGenerator',
      enabled: false,
      updatedBy: admin.user.email,
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await request(t.server).get('/api/feature-toggles')).body.storyGenerator).toBe(false);
    // Setting the same value again is no change and no audit entry.
    await toggle('storyGenerator', false).expect(200);
    await toggle('storyGenerator', true).expect(200);
    const audit = await admin.agent
      .get('/api/admin/feature-toggle-events')
      .query({ filter: JSON.stringify({ key: 'storyGenerator' }), sort: '["at","ASC"]' })
      .expect(200);
    expect(audit.headers['content-range']).toBe('feature-toggle-events 0-1/2');
    expect(audit.body.map((e: { enabled: boolean }) => e.enabled)).toEqual([false, true]);
    expect(audit.body[0].changedBy).toBe(admin.user.email);
    const list = await admin.agent.get('/api/admin/feature-toggles').expect(200);
    expect(list.body.map((x: { key: string }) => x.key)).toEqual([
      'storyGenerator',
      'weather',
      'onlinePayment',
      'bookingEnabled',
    ]);
  });

  it('refuses unknown toggles and bad values, and staff may not switch anything', async () => {
    await toggle('nope', false).expect(404);
    const bad = await toggle('weather', 'yes' as unknown as boolean).expect(400);
    expect(bad.body.message).toMatch(/enabled/);
    const staff = await signInAs(t, 'staff');
    await staff.agent.get('/api/admin/feature-toggles').expect(403);
    await staff.agent
      .put('/api/admin/feature-toggles/weather')
      .set('X-CSRF-Token', staff.csrf)
      .send({ enabled: false })
      .expect(403);
    await request(t.server).get('/api/admin/feature-toggles').expect(401);
  });

  it('booking switched off: guests get a clear refusal in their language, staff still book', async () => {
    await toggle('bookingEnabled', false).expect(200);
    const stay = { checkIn: '2027-06-01', checkOut: '2027-06-03', adults: 2 };
    const refused = await request(t.server)
      .post('/api/bookings')
      .set('Accept-Language', 'en')
      .send({ ...guest, ...stay, pitchId: demo.pitch('A1').id, paymentMethod: 'on_arrival' })
      .expect(409);
    expect(refused.body.message).toBe(
      'Online booking is currently closed. Please contact us by phone or email.',
    );
    await admin.agent
      .post('/api/admin/bookings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ ...stay, pitchId: demo.pitch('A1').id, firstName: 'Josef', lastName: 'Gruber' })
      .expect(201);
    await toggle('bookingEnabled', true).expect(200);
  });

  it('online payment switched off takes card payment out of the methods on offer', async () => {
    const before = (await request(t.server).get('/api/payment-methods').expect(200)).body;
    await toggle('onlinePayment', false).expect(200);
    const after = (await request(t.server).get('/api/payment-methods').expect(200)).body;
    expect(after.methods).not.toContain('stripe');
    expect(after.methods).toEqual(before.methods.filter((m: string) => m !== 'stripe'));
    expect(after.stripePublishableKey).toBeNull();
    await toggle('onlinePayment', true).expect(200);
  });
});
