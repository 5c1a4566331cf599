import request from 'supertest';
import { Clock } from 'src/common/clock';
import { Booking } from 'src/modules/bookings/booking.entity';
import { GdprService } from 'src/modules/gdpr/gdpr.service';
import { Invoice } from 'src/modules/invoices/invoice.entity';
import { InvoiceIssuing } from 'src/modules/invoices/invoice-issuing.service';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { SeasonalContract } from 'src/modules/seasonal/seasonal-contract.entity';
import { TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const GATE_KEY = 'gate-key-gdpr-seasonal-0123456789';

describe('GDPR compliance', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ env: { GATE_API_KEY: GATE_KEY } });
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

  it('finds, exports and erases a seasonal pitch holder; the instalment invoice stays as issued', async () => {
    const clock = t.app.get(Clock);
    const contract = await post('/api/admin/seasonal-contracts', {
      pitchId: demo.pitch('A3').id,
      firstName: 'Hannes',
      lastName: 'Saisonier',
      email: 'Hannes.Saisonier@example.at',
      phone: '+43 660 1112233',
      street: 'Dorfstraße 3',
      postalCode: '8970',
      city: 'Schladming',
      country: 'AT',
      language: 'de',
      startDate: '2027-04-01',
      endDate: '2027-10-01',
      feeCents: 150_000,
      instalmentDates: ['2027-04-01'],
      plates: ['LI 432 HS'],
    }).expect((r) => expect([r.status, r.body.message]).toEqual([201, undefined]));
    const c = contract.body as { id: string; number: string; instalments: { id: string }[] };
    // The same holder also stayed as a guest once: one person, found with both.
    const stay = await post('/api/admin/bookings', {
      pitchId: demo.pitch('C1').id,
      checkIn: '2027-03-19',
      checkOut: '2027-03-22',
      adults: 1,
      firstName: 'Hannes',
      lastName: 'Saisonier',
      email: 'hannes.saisonier@example.at',
    }).expect((r) => expect([r.status, r.body.message]).toEqual([201, undefined]));

    clock.travelTo(new Date('2027-04-02T09:00:00Z'));
    const issued = await post(
      `/api/admin/seasonal-contracts/${c.id}/instalments/${c.instalments[0].id}/issue`,
      {},
    ).expect(200);
    const invoiceNumber = issued.body.invoiceNumber as string;
    expect(invoiceNumber).toMatch(/^RE-2027-/);
    await request(t.server)
      .post('/api/gate/verify')
      .set('X-Gate-Key', GATE_KEY)
      .send({ plate: 'LI-432 HS' })
      .expect(200)
      .expect((r) => expect(r.body.open).toBe(true));
    const found = await admin.agent
      .get('/api/admin/gdpr/guests')
      .query({ q: 'hannes saisonier' })
      .expect(200);
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({
      email: 'hannes.saisonier@example.at',
      lastCheckOut: '2027-10-01',
      bookings: [{ id: stay.body.id }],
      contracts: [
        {
          id: c.id,
          number: c.number,
          pitchCode: 'A3',
          startDate: '2027-04-01',
          endDate: '2027-10-01',
          terminatedOn: null,
        },
      ],
    });

    const exported = await post('/api/admin/gdpr/export', { contractIds: [c.id] }).expect(200);
    expect(exported.body.seasonalContracts).toHaveLength(1);
    expect(exported.body.seasonalContracts[0]).toMatchObject({
      number: c.number,
      pitch_code: 'A3',
      first_name: 'Hannes',
      email: 'hannes.saisonier@example.at',
      phone: '+43 660 1112233',
      street: 'Dorfstraße 3',
      plates: ['LI432HS'],
      renewal: 'none',
      instalments: [
        { sequence: 1, amount_cents: 150_000, state: 'issued', invoice_number: invoiceNumber },
      ],
    });
    expect(exported.body.invoices.map((i: { number: string }) => i.number)).toEqual([
      invoiceNumber,
    ]);
    expect(exported.body.gateEvents).toEqual([
      expect.objectContaining({ plate: 'LI432HS', opened: true }),
    ]);
    expect(exported.body.guest).toMatchObject({ emails: ['hannes.saisonier@example.at'] });

    // While the season runs, its invoices need the holder: the erasure is refused, nothing changes.
    const refused = await post('/api/admin/gdpr/erase', {
      bookingIds: [stay.body.id],
      contractIds: [c.id],
      confirm: true,
    })
      .set('Accept-Language', 'de')
      .expect(409);
    expect(refused.body.message).toBe(
      `Der Saisonvertrag ${c.number} läuft noch bis 2027-10-01: Seine Raten brauchen Name und Anschrift des Inhabers. Bitte nach dem Ende (oder einer Kündigung) löschen.`,
    );
    expect(await t.em().findOneOrFail(SeasonalContract, { id: c.id })).toMatchObject({
      lastName: 'Saisonier',
      plates: ['LI432HS'],
    });
    expect((await t.em().findOneOrFail(Booking, { id: stay.body.id })).lastName).toBe('Saisonier');

    clock.travelTo(new Date('2027-10-02T09:00:00Z'));
    const before = await t.em().find(Invoice, {}, { orderBy: { number: 'asc' } });
    const erased = await post('/api/admin/gdpr/erase', {
      bookingIds: [stay.body.id],
      contractIds: [c.id],
      confirm: true,
    }).expect(200);
    expect(erased.body).toMatchObject({ bookings: 1, contracts: 1, invoicesKept: 1 });
    const gone = await t.em().findOneOrFail(SeasonalContract, { id: c.id });
    expect(gone).toMatchObject({
      firstName: 'Anonymisiert',
      lastName: '',
      email: '',
      phone: null,
      street: null,
      postalCode: null,
      city: null,
      plates: [],
      // What the invoice refers to stays.
      number: c.number,
      feeCents: 150_000,
      country: 'AT',
    });
    expect(gone.anonymisedAt).toBeInstanceOf(Date);
    const after = await t.em().find(Invoice, {}, { orderBy: { number: 'asc' } });
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
    const kept = after.find((i) => i.number === invoiceNumber)!;
    expect(kept.snapshot.buyer.name).toBe('Hannes Saisonier');
    const plateEvents = await t
      .em()
      .getConnection()
      .execute<{ code_hint: string; ip: string | null }[]>(
        `select code_hint, ip from gate_events where via = 'plate' and booking_id is null`,
      );
    expect(plateEvents).toEqual([{ code_hint: '••••', ip: null }]);
    expect(
      (await admin.agent.get('/api/admin/gdpr/guests').query({ q: 'saisonier' })).body,
    ).toEqual([]);
    const log = await admin.agent
      .get('/api/admin/gdpr/actions')
      .query({ filter: JSON.stringify({ action: 'erase' }), sort: '["at","DESC"]' })
      .expect(200);
    expect(log.body[0].bookingNumbers).toEqual(
      expect.arrayContaining([stay.body.number, c.number]),
    );
    clock.travelTo(new Date(`${TODAY}T10:00:00Z`));
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
    const none = await post('/api/admin/gdpr/export', { bookingIds: [], contractIds: [] })
      .set('Accept-Language', 'en')
      .expect(400);
    expect(none.body.message).toBe('Please choose at least one booking or seasonal contract.');
    await post('/api/admin/gdpr/export', {
      bookingIds: ['00000000-0000-4000-8000-000000000000'],
    }).expect(404);
  });
});
