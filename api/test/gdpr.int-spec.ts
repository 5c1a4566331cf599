import request from 'supertest';
import { Clock } from 'src/common/clock';
import { Booking } from 'src/modules/bookings/booking.entity';
import { GdprService } from 'src/modules/gdpr/gdpr.service';
import { Invoice } from 'src/modules/invoices/invoice.entity';
import { InvoiceIssuing } from 'src/modules/invoices/invoice-issuing.service';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

describe('GDPR compliance', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const post = (path: string, body: object) =>
    admin.agent.post(path).set('X-CSRF-Token', admin.csrf).send(body);

  /** A phone booking of Maria Steiner, invoiced, with a message to her. */
  async function maria(pitch: string, checkIn: string, checkOut: string) {
    const res = await post('/api/admin/bookings', {
      pitchId: demo.pitch(pitch).id,
      checkIn,
      checkOut,
      adults: 2,
      firstName: 'Maria',
      lastName: 'Steiner',
      email: 'Maria.Steiner@example.at',
      phone: '+43 664 7654321',
      street: 'Ramsau 12',
      postalCode: '8972',
      city: 'Ramsau',
      country: 'AT',
    }).expect((r) => expect([r.status, r.body.message]).toEqual([201, undefined]));
    await t.app.get(InvoiceIssuing).issueInvoice(res.body.id);
    await post('/api/admin/messages', {
      bookingId: res.body.id,
      subject: 'Ihre Anreise, Frau Steiner',
      text: 'Liebe Maria Steiner, wir freuen uns auf Sie.',
    }).expect(201);
    return res.body as { id: string; number: string };
  }

  it('finds a guest by email or name, exports everything, erases the person but keeps the invoice', async () => {
    const first = await maria('A1', '2027-05-01', '2027-05-04');
    const second = await maria('A2', '2027-07-10', '2027-07-14');
    const invoicesBefore = await t.em().find(Invoice, {}, { orderBy: { number: 'asc' } });
    expect(invoicesBefore).toHaveLength(2);

    const byName = await admin.agent
      .get('/api/admin/gdpr/guests')
      .query({ q: 'maria stein' })
      .expect(200);
    const byMail = await admin.agent
      .get('/api/admin/gdpr/guests')
      .query({ q: 'steiner@example' })
      .expect(200);
    expect(byMail.body).toEqual(byName.body);
    expect(byName.body).toHaveLength(1);
    expect(byName.body[0]).toMatchObject({
      email: 'maria.steiner@example.at',
      firstName: 'Maria',
      lastName: 'Steiner',
      lastCheckOut: '2027-07-14',
    });
    const ids = byName.body[0].bookings.map((b: { id: string }) => b.id);
    expect(ids.sort()).toEqual([first.id, second.id].sort());

    const exported = await post('/api/admin/gdpr/export', { bookingIds: ids }).expect(200);
    expect(exported.body.bookings.map((b: { number: string }) => b.number).sort()).toEqual(
      [first.number, second.number].sort(),
    );
    expect(exported.body.bookings[0]).toMatchObject({
      first_name: 'Maria',
      phone: '+43 664 7654321',
    });
    expect(exported.body.bookings[0]).not.toHaveProperty('token_hash');
    expect(exported.body.messages.map((m: { subject: string }) => m.subject)).toContain(
      'Ihre Anreise, Frau Steiner',
    );
    expect(exported.body.invoices).toHaveLength(2);
    expect(exported.body.consents).toHaveLength(2);

    await post('/api/admin/gdpr/erase', { bookingIds: ids }).expect(400);
    const erased = await post('/api/admin/gdpr/erase', { bookingIds: ids, confirm: true }).expect(
      200,
    );
    expect(erased.body).toMatchObject({ bookings: 2, invoicesKept: 2 });
    expect(erased.body.messages).toBeGreaterThanOrEqual(2);

    // The name is gone from bookings and the message log …
    const em = t.em();
    for (const b of await em.find(Booking, { id: { $in: ids } })) {
      expect(b).toMatchObject({
        firstName: 'Anonymisiert',
        lastName: '',
        email: null,
        phone: null,
        street: null,
        city: null,
      });
      expect(b.anonymisedAt).toBeInstanceOf(Date);
      // … while the fiscal data stays.
      expect(b.totalCents).toBeGreaterThan(0);
      expect(b.country).toBe('AT');
    }
    const messages = await em.find(MailMessage, { bookingId: { $in: ids } });
    expect(messages.length).toBeGreaterThanOrEqual(2);
    for (const m of messages) {
      expect(JSON.stringify(m)).not.toMatch(/Steiner|maria/i);
    }
    const all = await em
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*) as n from bookings where first_name || last_name || coalesce(email,'') ilike '%steiner%'`,
      );
    expect(Number(all[0].n)).toBe(0);
    // … and the invoices are exactly as issued.
    const invoicesAfter = await t.em().find(Invoice, {}, { orderBy: { number: 'asc' } });
    expect(JSON.stringify(invoicesAfter)).toBe(JSON.stringify(invoicesBefore));
    expect(JSON.stringify(invoicesAfter[0].snapshot)).toContain('Steiner');
    // The guest cannot be found any more; the log names the bookings and who acted, not the person.
    expect((await admin.agent.get('/api/admin/gdpr/guests').query({ q: 'steiner' })).body).toEqual(
      [],
    );
    const log = await admin.agent
      .get('/api/admin/gdpr/actions')
      .query({ sort: '["at","ASC"]' })
      .expect(200);
    expect(log.body.map((a: { action: string }) => a.action)).toEqual(['export', 'erase']);
    expect(JSON.stringify(log.body)).not.toMatch(/steiner/i);
  });

  it('the retention job anonymises guests whose last stay ended longer ago than the period', async () => {
    const old = await post('/api/admin/bookings', {
      pitchId: demo.pitch('B1').id,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      adults: 1,
      firstName: 'Karl',
      lastName: 'Vergangen',
      email: 'karl@example.at',
    }).expect(201);
    await post('/api/admin/bookings', {
      pitchId: demo.pitch('B2').id,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      adults: 1,
      firstName: 'Lena',
      lastName: 'Wiederkehr',
      email: 'lena@example.at',
    }).expect((r) => expect([r.status, r.body.message]).toEqual([201, undefined]));
    await post('/api/admin/bookings', {
      pitchId: demo.pitch('B2').id,
      checkIn: '2028-06-01',
      checkOut: '2028-06-03',
      adults: 1,
      firstName: 'Lena',
      lastName: 'Wiederkehr',
      email: 'lena@example.at',
    }).expect((r) => expect([r.status, r.body.message]).toEqual([201, undefined]));
    await admin.agent
      .put('/api/admin/gdpr/settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ retentionMonths: 0 })
      .expect(400);
    await admin.agent
      .put('/api/admin/gdpr/settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ retentionMonths: 12 })
      .expect(200);
    // Thirteen months after Karl's stay; Lena comes back in June 2028, so she stays.
    t.app.get(Clock).travelTo(new Date('2028-01-10T10:00:00Z'));
    expect(await t.app.get(GdprService).applyRetention()).toBe(1);
    const karl = await t.em().findOneOrFail(Booking, { id: old.body.id });
    expect(karl.firstName).toBe('Anonymisiert');
    expect(await t.em().count(Booking, { lastName: 'Wiederkehr' })).toBe(2);
    expect(await t.app.get(GdprService).applyRetention()).toBe(0);
    t.app.get(Clock).travelTo(new Date(`${TODAY}T10:00:00Z`));
    const log = await admin.agent
      .get('/api/admin/gdpr/actions')
      .query({ filter: JSON.stringify({ action: 'retention' }) })
      .expect(200);
    expect(log.body).toHaveLength(1);
    expect(log.body[0]).toMatchObject({
      performedBy: 'retention',
      bookingNumbers: [old.body.number],
    });
  });

  it('is for admins only and refuses bad input with a 400', async () => {
    const staff = await signInAs(t, 'staff');
    await staff.agent.get('/api/admin/gdpr/guests').query({ q: 'maria' }).expect(403);
    await staff.agent
      .post('/api/admin/gdpr/erase')
      .set('X-CSRF-Token', staff.csrf)
      .send({ bookingIds: ['00000000-0000-4000-8000-000000000000'], confirm: true })
      .expect(403);
    await staff.agent.get('/api/admin/gdpr/actions').expect(403);
    await request(t.server).get('/api/admin/gdpr/guests?q=maria').expect(401);
    await admin.agent.get('/api/admin/gdpr/guests').query({ q: 'a' }).expect(400);
    await admin.agent.get('/api/admin/gdpr/guests').query({ q: 'ma\u0000ria' }).expect(400);
    // Wildcards are searched for as themselves.
    expect((await admin.agent.get('/api/admin/gdpr/guests').query({ q: '%%%' })).body).toEqual([]);
    await post('/api/admin/gdpr/export', { bookingIds: ['nope'] }).expect(400);
    await post('/api/admin/gdpr/export', {
      bookingIds: ['00000000-0000-4000-8000-000000000000'],
    }).expect(404);
  });
});
