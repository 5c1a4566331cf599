import request from 'supertest';
import { Invoice } from 'src/modules/invoices/invoice.entity';
import { InvoiceIssuing } from 'src/modules/invoices/invoice-issuing.service';
import { DEFAULT_LOCATION } from 'src/modules/settings/demo-company';
import { withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

/** Grundeinstellungen, Standort and the performance monitor. */
describe('system settings: company data, location, performance', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn;
  let staff: SignedIn;
  const put = (who: SignedIn, path: string, body: object, lang = 'de') =>
    who.agent.put(path).set('X-CSRF-Token', who.csrf).set('Accept-Language', lang).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
    staff = await signInAs(t, 'staff');
  }, 60_000);
  afterAll(() => t.close());

  it('a changed company address is on the next invoice, while an issued one keeps the old seller', async () => {
    const book = async (pitch: string, checkIn: string, checkOut: string) => {
      const res = await admin.agent
        .post('/api/admin/bookings')
        .set('X-CSRF-Token', admin.csrf)
        .send({
          firstName: 'Maria',
          lastName: 'Huber',
          email: `maria.${pitch.toLowerCase()}@example.at`,
          pitchId: demo.pitch(pitch).id,
          checkIn,
          checkOut,
          adults: 2,
        });
      expect(res.status).toBe(201);
      return res.body as { id: string };
    };
    const invoices = t.app.get(InvoiceIssuing);
    const seller = async (bookingId: string) =>
      (await t.em().findOneOrFail(Invoice, { booking: bookingId })).snapshot.seller;

    const first = await book('A1', '2027-06-01', '2027-06-04');
    await invoices.issueInvoice(first.id);
    expect(await seller(first.id)).toMatchObject({
      street: 'Rohrmoosstraße 128',
      postalCode: '8970',
      city: 'Schladming',
    });

    await put(admin, '/api/admin/company-settings', {
      address: 'Untertalstraße 7',
      postalCode: '8971',
      city: 'Rohrmoos-Untertal',
      phone: '+43 3687 55555',
    }).expect(200);

    const second = await book('A2', '2027-06-01', '2027-06-04');
    await invoices.issueInvoice(second.id);
    expect(await seller(second.id)).toMatchObject({
      street: 'Untertalstraße 7',
      postalCode: '8971',
      city: 'Rohrmoos-Untertal',
      phone: '+43 3687 55555',
    });
    // The snapshot is frozen: the first invoice still names the old address.
    expect(await seller(first.id)).toMatchObject({ street: 'Rohrmoosstraße 128' });
    // The public site reads the same row: footer (company settings) and location section.
    const company = await request(t.server).get('/api/company-settings').expect(200);
    expect(company.body).toMatchObject({ address: 'Untertalstraße 7', postalCode: '8971' });
    const location = await request(t.server).get('/api/location').expect(200);
    expect(location.body).toMatchObject({ address: 'Untertalstraße 7', city: 'Rohrmoos-Untertal' });
  });

  it('refuses a bad IBAN, e-mail and time with a message per field in the request language, changing nothing', async () => {
    const before = (await admin.agent.get('/api/admin/company-settings').expect(200)).body as {
      iban: string;
    };
    const de = await put(admin, '/api/admin/company-settings', {
      iban: 'AT43 3837 7000 0045 6788',
      email: 'info(at)example.at',
      checkOutTime: '11.00',
    }).expect(400);
    expect(de.body.fields).toEqual({
      iban: 'Bitte geben Sie eine gültige IBAN ein (z. B. AT43 3837 7000 0045 6789)',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      checkOutTime: 'Bitte geben Sie eine Uhrzeit im Format HH:MM ein (z. B. 14:00)',
    });
    const en = await put(admin, '/api/admin/company-settings', { bic: 'RZST' }, 'en').expect(400);
    expect(en.body.fields).toEqual({
      bic: 'Please enter a valid BIC (8 or 11 characters, e.g. RZSTAT2G377)',
    });
    const after = await admin.agent.get('/api/admin/company-settings').expect(200);
    expect(after.body.iban).toBe(before.iban);
    expect(after.body.checkOutTime).toBe('11:00');
  });

  it('the location section: shipped texts until edited, then the edited address, link and lists', async () => {
    const initial = await request(t.server).get('/api/location').expect(200);
    expect(initial.body).toMatchObject({
      mapsUrl: null,
      attractions: DEFAULT_LOCATION.attractions,
      accessInfo: DEFAULT_LOCATION.accessInfo,
    });
    expect(initial.headers['cache-control']).toMatch(/max-age=60/);

    const saved = await put(admin, '/api/admin/location', {
      latitude: 47.39,
      longitude: 13.68,
      mapsUrl: 'https://www.google.com/maps/dir/?api=1&destination=47.39,13.68',
      attractions: { de: ['  Reiteralm – 6 km '], en: ['Reiteralm – 6 km'] },
      accessInfo: { de: ['Mit dem Rad: Ennsradweg R7.'], en: [] },
    }).expect(200);
    expect(saved.body).toMatchObject({
      latitude: 47.39,
      mapsUrl: 'https://www.google.com/maps/dir/?api=1&destination=47.39,13.68',
      attractions: { de: ['Reiteralm – 6 km'], en: ['Reiteralm – 6 km'] },
      accessInfo: { de: ['Mit dem Rad: Ennsradweg R7.'], en: [] },
    });
    const pub = await request(t.server).get('/api/location').expect(200);
    expect(pub.body.attractions.de).toEqual(['Reiteralm – 6 km']);

    const bad = await put(admin, '/api/admin/location', {
      mapsUrl: 'javascript:alert(1)',
      attractions: { de: ['   '], en: [] },
      latitude: 123,
    }).expect(400);
    expect(bad.body.fields.mapsUrl).toBe(
      'Bitte geben Sie eine vollständige Adresse mit https:// ein',
    );
    expect(Object.keys(bad.body.fields)).toEqual(
      expect.arrayContaining(['latitude', 'attractions.de']),
    );
    // Clearing the link goes back to the OpenStreetMap route.
    const cleared = await put(admin, '/api/admin/location', { mapsUrl: '' }).expect(200);
    expect(cleared.body.mapsUrl).toBeNull();
  });

  it('the performance report: route latency quantiles, queue depths, pool and statements', async () => {
    for (let i = 0; i < 5; i++) await request(t.server).get('/api/company-settings').expect(200);
    const res = await admin.agent.get('/api/admin/performance').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as {
      routes: Array<{
        method: string;
        route: string;
        requests: number;
        p50Ms: number;
        p99Ms: number;
      }>;
      queues: Array<{ queue: string; waiting: number; failed: number }> | null;
      pool: { used: number; free: number; max: number };
      statements: { available: boolean; rows: Array<{ query: string; calls: number }> };
    };
    const settings = body.routes.find(
      (r) => r.method === 'GET' && r.route === '/api/company-settings',
    );
    expect(settings?.requests).toBeGreaterThanOrEqual(5);
    expect(settings!.p50Ms).toBeGreaterThan(0);
    expect(settings!.p99Ms).toBeGreaterThanOrEqual(settings!.p50Ms);
    expect(body.queues?.map((q) => q.queue)).toEqual(expect.arrayContaining(['mail', 'invoices']));
    expect(body.pool.max).toBe(20);
    expect(body.pool.used + body.pool.free).toBeGreaterThanOrEqual(1);
    // The project's scripts preload pg_stat_statements where the binaries ship it (a server
    // started otherwise may not): the page reports exactly what this server offers.
    const [{ preload }] = await t
      .em()
      .getConnection()
      .execute<{ preload: string }[]>(
        "select current_setting('shared_preload_libraries') as preload",
      );
    const loaded = preload.includes('pg_stat_statements');
    expect(body.statements.available).toBe(loaded);
    if (loaded) {
      expect(body.statements.rows.length).toBeGreaterThan(0);
      // Queries the site runs, not the migrations' one-off DDL.
      for (const row of body.statements.rows)
        expect(row.query).toMatch(/^\s*(select|insert|update|delete|with)\b/i);
    } else expect(body.statements.rows).toEqual([]);
  });

  it('new routes: 401 without a session, 403 for staff where admin-only, reading the location for staff', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/performance'],
      ['get', '/api/admin/location'],
      ['put', '/api/admin/location'],
    ] as const)
      await request(t.server)[method](path).send({}).expect(401);
    await staff.agent.get('/api/admin/performance').expect(403);
    await put(staff, '/api/admin/location', { city: 'Haus' }).expect(403);
    await put(staff, '/api/admin/company-settings', { city: 'Haus' }).expect(403);
    await staff.agent.get('/api/admin/location').expect(200);
  });
});
