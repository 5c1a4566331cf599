import request from 'supertest';
import { Clock } from 'src/common/clock';
import { InvoiceIssuing } from 'src/modules/invoices/invoice-issuing.service';
import { FeatureToggle } from 'src/modules/settings/feature-toggle.entity';
import { withDemoCatalog, guest, type DemoCatalog } from './helpers/catalog';
import { confirmByMail, RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { createTestApp, type TestApp } from './helpers/test-app';

/** What the guest's booking page reads besides the booking row (today is 2026-11-22 here). */
describe("the guest's booking view (details page)", () => {
  let t: TestApp;
  let demo: DemoCatalog;
  beforeAll(async () => {
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
  });
  afterAll(() => t.close());

  const hold = (pitch: string, checkIn: string, checkOut: string) =>
    request(t.server)
      .post('/api/bookings')
      .send({ ...guest, pitchId: demo.pitch(pitch).id, checkIn, checkOut, adults: 2 })
      .expect(201)
      .then((r) => r.body as { id: string; token: string; quote: { grossCents: number } });
  const view = (b: { id: string; token: string }) =>
    request(t.server).get(`/api/bookings/${b.id}`).query({ token: b.token }).expect(200);

  it('tells the fee cancelling now would cost, and the cancel route charges exactly that', async () => {
    // 8 days ahead: half of the stay without tourist tax.
    const b = await hold('A3', '2026-11-30', '2026-12-03');
    await confirmByMail(t, b);
    const before = (await view(b)).body;
    expect(before).toMatchObject({ status: 'confirmed', cancellable: true });
    expect(before.cancellationFeeNowCents).toBe(Math.round(b.quote.grossCents / 2));
    expect(before.cancellationFeeNowCents).toBeLessThan(before.totalCents);

    const cancelled = await request(t.server)
      .post(`/api/bookings/${b.id}/cancel`)
      .query({ token: b.token })
      .expect(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancellationFeeCents: before.cancellationFeeNowCents,
      cancellable: false,
      cancellationFeeNowCents: 0,
    });
  });

  it('announces a free cancellation far ahead and for an unconfirmed hold', async () => {
    const far = await hold('A4', '2027-05-10', '2027-05-14');
    await confirmByMail(t, far);
    expect((await view(far)).body).toMatchObject({ cancellable: true, cancellationFeeNowCents: 0 });
    const near = await hold('A5', '2026-11-24', '2026-11-26');
    expect((await view(near)).body).toMatchObject({
      status: 'pending',
      cancellable: true,
      cancellationFeeNowCents: 0,
    });
  });

  it('says when the gate code will come: 24 hours before arrival, 14:00 the day before in Vienna', async () => {
    const b = await hold('A6', '2027-07-10', '2027-07-14');
    const body = (await view(b)).body;
    expect(body.accessCode).toBeNull();
    // Summer time (UTC+2): 14:00 in Vienna is 12:00 UTC.
    expect(body.accessCodeSchedule).toEqual({
      issueAt: '2027-07-09T12:00:00.000Z',
      validFrom: '2027-07-10T12:00:00.000Z',
      validUntil: '2027-07-14T09:00:00.000Z',
    });
  });

  it('names the invoice once the invoices module has issued it', async () => {
    const b = await hold('B4', '2027-05-20', '2027-05-24');
    await confirmByMail(t, b);
    expect((await view(b)).body.invoice).toBeNull();
    // What the invoices worker does once staff mark the booking paid.
    const issued = await t.app.get(InvoiceIssuing).issueInvoice(b.id);
    expect(issued?.number).toMatch(/^RE-\d{4}-\d{5}$/);
    const { invoice } = (await view(b)).body;
    expect(invoice).toEqual({ number: issued!.number, issuedAt: expect.any(String) });
    expect(Math.abs(Date.parse(invoice.issuedAt) - t.app.get(Clock).now().getTime())).toBeLessThan(
      60_000,
    );
  });

  it('refuses a wrong token (403) and an unknown id (404) in the guest’s language', async () => {
    const b = await hold('A7', '2027-05-10', '2027-05-14');
    const denied = await request(t.server)
      .get(`/api/bookings/${b.id}`)
      .query({ token: 'not-the-token' })
      .set('Accept-Language', 'en')
      .expect(403);
    expect(denied.body.message).toMatch(/access denied/i);
    await request(t.server)
      .get('/api/bookings/00000000-0000-4000-8000-000000000000')
      .query({ token: b.token })
      .expect(404);
  });
});

describe('public feature toggles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offer the story generator by default, and not once staff switched it off', async () => {
    const on = await request(t.server).get('/api/feature-toggles').expect(200);
    expect(on.body).toMatchObject({ storyGenerator: true });
    // A switch must reach the next page load: nothing may keep the old answer.
    expect(on.headers['cache-control']).toBe('no-cache');

    const em = t.em();
    em.create(FeatureToggle, { key: 'storyGenerator', enabled: false });
    await em.flush();
    const off = await request(t.server).get('/api/feature-toggles').expect(200);
    expect(off.body).toMatchObject({ storyGenerator: false });
  });
});
