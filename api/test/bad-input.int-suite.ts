import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request, { type Response } from 'supertest';
import { Booking } from 'src/modules/bookings/booking.entity';
import { Pitch } from 'src/modules/catalog/pitch.entity';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const GATE_KEY = 'gate-key-for-bad-input-tests';

/** A 4xx the person at the other end can read: the catalogue's text, in German unless asked otherwise, no internals. */
function expectClear4xx(res: Response, message: string | RegExp, status?: number): void {
  const { method, path } = (res as unknown as { req: { method: string; path: string } }).req;
  const where = `${method} ${path} → ${res.status} ${res.text.slice(0, 300)}`;
  if (status) expect({ where, status: res.status }).toEqual({ where, status });
  expect({ where, ok: res.status >= 400 && res.status < 500 }).toEqual({ where, ok: true });
  expect(res.headers['content-type']).toMatch(/json/);
  expect(res.body).toMatchObject({ statusCode: res.status, error: expect.any(String) });
  if (typeof message === 'string') expect(res.body.message).toContain(message);
  else expect(res.body.message).toMatch(message);
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|\/work\/|URIError|RangeError/);
}

/** A JSON text nested `depth` levels deep: `{"a":{"a":...}}` or `[[[...]]]`. */
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * Bad input of every class that used to reach PostgreSQL or the JavaScript runtime and come back as
 * a 500: each answers a clear 400 (or 404) in the request's language, and nothing is stored.
 */
describe('hostile input answers 4xx, never 500', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn & { user: { id: string } };
  let staff: SignedIn;
  let bookingId: string;
  let templateId: string;
  const write = (who: SignedIn, method: 'post' | 'put' | 'delete', path: string) =>
    who.agent[method](path).set('X-CSRF-Token', who.csrf);
  const stay = () => ({
    pitchId: demo.pitch('C3').id,
    checkIn: '2027-05-01',
    checkOut: '2027-05-04',
    adults: 2,
  });
  const bookingCount = () => t.em().count(Booking, {});

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'bad-input-'));
    for (const app of ['admin', 'public']) {
      mkdirSync(join(root, app, 'assets'), { recursive: true });
      writeFileSync(join(root, app, 'index.html'), `<!doctype html><title>${app}</title>`);
    }
    t = await createTestApp({
      frontends: true,
      env: {
        GATE_API_KEY: GATE_KEY,
        ADMIN_WEB_DIST: join(root, 'admin'),
        PUBLIC_WEB_DIST: join(root, 'public'),
      },
    });
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
    staff = await signInAs(t, 'staff');
    const { consent: _consent, ...staffGuest } = guest;
    const created = await write(staff, 'post', '/api/admin/bookings')
      .send({ ...stay(), ...staffGuest, pitchId: demo.pitch('C4').id })
      .expect(201);
    bookingId = created.body.id;
    templateId = (await admin.agent.get('/api/admin/email-templates').expect(200)).body[0].id;
  });
  afterAll(() => t.close());

  describe('a deeply nested JSON body', () => {
    const routes = [
      '/api/bookings',
      '/api/bookings/quote',
      '/api/gate/verify',
      '/api/auth/login',
      '/api/demo-login',
    ];
    it.each(routes)('POST %s answers 400 "nested too deeply"', async (path) => {
      for (const body of [deepObject(150_000), deepArray(400_000), deepObject(80)]) {
        const res = await request(t.server)
          .post(path)
          .set('Content-Type', 'application/json')
          .set('X-Gate-Key', GATE_KEY)
          .send(body);
        expectClear4xx(res, 'Der Anfrageinhalt ist zu tief verschachtelt.', 400);
      }
      expect(await bookingCount()).toBe(1);
    });

    it('answers in English when asked, and the login form still gets success: false', async () => {
      const res = await request(t.server)
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .set('Accept-Language', 'en')
        .send(deepArray(100_000));
      expectClear4xx(res, 'The request body is nested too deeply.', 400);
      expect(res.body.success).toBe(false);
    });

    it('refuses a deeply nested form body the same way', async () => {
      const res = await request(t.server)
        .post('/api/demo-login')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(`email${'[a]'.repeat(5000)}=x&password=y`);
      expectClear4xx(res, /./, 400);
    });

    it('still takes ordinary nesting (extras in a booking)', async () => {
      const res = await request(t.server)
        .post('/api/bookings/quote')
        .send({ ...stay(), extras: [{ code: 'electricity' }] });
      expect(res.status).toBe(200);
    });
  });

  describe('a NUL character or a lone surrogate in a text field', () => {
    const bad = ['An\u0000na', '\ud800', 'x\udc00y'];

    it.each(bad.map((v) => [JSON.stringify(v), v]))(
      'a public booking with %s in its name is refused and nothing is stored',
      async (_label, value) => {
        for (const field of ['firstName', 'city', 'notes']) {
          const res = await request(t.server)
            .post('/api/bookings')
            .send({ ...stay(), ...guest, [field]: value });
          expectClear4xx(res, `${field} enthält unzulässige Zeichen`, 400);
        }
        expect(await bookingCount()).toBe(1);
      },
    );

    it('is refused in English as well', async () => {
      const res = await request(t.server)
        .post('/api/bookings')
        .set('Accept-Language', 'en')
        .send({ ...stay(), ...guest, lastName: 'Hu\u0000ber' });
      expectClear4xx(res, 'lastName contains characters that are not allowed', 400);
    });

    it.each<[string, 'post' | 'put', () => string, () => Record<string, unknown>, string]>([
      [
        'a category name',
        'post',
        () => '/api/admin/categories',
        () => ({ nameDe: 'Wiese\u0000' }),
        'nameDe',
      ],
      [
        'a pitch note',
        'put',
        () => `/api/admin/pitches/${demo.pitch('C3').id}`,
        () => ({ notes: '\ud800' }),
        'notes',
      ],
      [
        'a company name',
        'put',
        () => '/api/admin/company-settings',
        () => ({ companyName: 'A\u0000G' }),
        'companyName',
      ],
      [
        'a user name',
        'post',
        () => '/api/admin/users',
        () => ({
          email: 'nul@example.at',
          role: 'staff',
          password: 'a-long-password-1',
          name: 'N\u0000',
        }),
        'name',
      ],
      [
        'a booking note',
        'put',
        () => `/api/admin/bookings/${bookingId}`,
        () => ({ notes: 'x\u0000' }),
        'notes',
      ],
      [
        'a template subject',
        'post',
        () => `/api/admin/email-templates/${templateId}/preview`,
        () => ({ subject: '\udfff' }),
        'subject',
      ],
      [
        'a maintenance text',
        'put',
        () => '/api/admin/maintenance',
        () => ({ active: false, message: '\u0000' }),
        'message',
      ],
      [
        'a block reason',
        'post',
        () => '/api/admin/blocks',
        () => ({
          pitchId: demo.pitch('C3').id,
          startDate: '2027-09-01',
          endDate: '2027-09-02',
          reason: 'x\u0000',
        }),
        'reason',
      ],
    ])(
      'admin: %s with a NUL or lone surrogate is refused',
      async (_name, method, path, body, field) => {
        const res = await write(admin, method, path()).send(body());
        expectClear4xx(res, `${field} enthält unzulässige Zeichen`, 400);
      },
    );

    it('the gate refuses a NUL in its gate name', async () => {
      const res = await request(t.server)
        .post('/api/gate/verify')
        .set('X-Gate-Key', GATE_KEY)
        .send({ code: '123456', gate: 'main\u0000gate' });
      expectClear4xx(res, 'gate enthält unzulässige Zeichen', 400);
    });

    it('a list search or filter with a NUL is refused', async () => {
      for (const filter of ['{"q":"a\\u0000b"}', '{"q":"\\ud800"}', '{"email":"\\u0000"}']) {
        const res = await admin.agent.get('/api/admin/users').query({ filter });
        expectClear4xx(res, 'Ungültiger Listenparameter filter', 400);
      }
    });

    it('a query value with a NUL is refused', async () => {
      const res = await request(t.server).get(`/api/bookings/${bookingId}?token=%00abc`);
      expectClear4xx(res, 'token enthält unzulässige Zeichen', 400);
    });
  });

  describe('a malformed percent-encoding in the address', () => {
    it.each([
      ['an API path parameter', '/api/bookings/%E0%A4%A'],
      ['an admin path parameter', '/api/admin/pitches/%ZZ'],
      ['an API query', '/api/availability?checkIn=%E0%A4%A&checkOut=2027-05-04'],
      ['an admin list query', '/api/admin/users?filter=%7B%22q%22%3A%22%E0%A4%A%22%7D'],
      ['a public page', '/de/%E0%A4%A'],
      ['an admin page', '/admin/%ZZ'],
    ])('in %s answers 400', async (_name, path) => {
      const res = await admin.agent.get(path);
      expectClear4xx(res, 'Die Adresse enthält eine ungültige Prozent-Kodierung.', 400);
    });
  });

  describe('admin list queries', () => {
    it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'nope'])(
      'sort on %s answers 400',
      async (field) => {
        const res = await staff.agent
          .get('/api/admin/bookings')
          .query({ sort: JSON.stringify([field, 'ASC']) });
        expectClear4xx(res, `Nach ${field} kann nicht sortiert werden`, 400);
      },
    );

    it.each(['__proto__', 'constructor', 'toString', 'valueOf', 'nope'])(
      'filter on %s answers 400',
      async (field) => {
        const res = await staff.agent
          .get('/api/admin/pitches')
          .query({ filter: `{"${field}":"x"}` });
        expectClear4xx(res, `Nach ${field} kann nicht gefiltert werden`, 400);
      },
    );

    it('an impossible date in a list filter answers 400', async () => {
      const res = await staff.agent
        .get('/api/admin/bookings')
        .query({ filter: JSON.stringify({ checkInFrom: '2026-02-30' }) });
      expectClear4xx(res, 'Ungültiger Listenparameter filter.checkInFrom', 400);
    });
  });

  describe('impossible dates', () => {
    it.each(['2026-02-30', '2026-13-01', '2027-00-10'])(
      '%s is refused everywhere a date is taken',
      async (date) => {
        const checks: Array<[Promise<Response>, string]> = [
          [
            request(t.server)
              .get('/api/availability')
              .query({ checkIn: date, checkOut: '2027-05-04' }),
            'checkIn',
          ],
          [
            request(t.server)
              .post('/api/bookings/quote')
              .send({ ...stay(), checkOut: date }),
            'checkOut',
          ],
          [
            request(t.server)
              .post('/api/bookings')
              .send({ ...stay(), ...guest, checkIn: date }),
            'checkIn',
          ],
          [
            write(staff, 'post', '/api/admin/bookings').send({
              ...stay(),
              firstName: 'A',
              lastName: 'B',
              checkIn: date,
            }),
            'checkIn',
          ],
          [
            write(staff, 'put', `/api/admin/bookings/${bookingId}`).send({ checkOut: date }),
            'checkOut',
          ],
          [
            write(admin, 'post', '/api/admin/seasons').send({
              name: 'S',
              startDate: date,
              endDate: '2027-06-01',
            }),
            'startDate',
          ],
        ];
        for (const [pending, field] of checks) {
          expectClear4xx(await pending, `${field} muss ein Datum im Format JJJJ-MM-TT sein`, 400);
        }
      },
    );
  });

  describe('null or blank for a required field on admin create and update', () => {
    it.each<[string, () => string, Record<string, unknown>, string]>([
      [
        'booking first name null',
        () => `/api/admin/bookings/${bookingId}`,
        { firstName: null },
        'firstName',
      ],
      [
        'booking last name blank',
        () => `/api/admin/bookings/${bookingId}`,
        { lastName: '   ' },
        'lastName',
      ],
      [
        'booking language null',
        () => `/api/admin/bookings/${bookingId}`,
        { language: null },
        'language',
      ],
      [
        'booking pitch null',
        () => `/api/admin/bookings/${bookingId}`,
        { pitchId: null },
        'pitchId',
      ],
      ['booking adults null', () => `/api/admin/bookings/${bookingId}`, { adults: null }, 'adults'],
      [
        'company name null',
        () => '/api/admin/company-settings',
        { companyName: null },
        'companyName',
      ],
      [
        'company name blank',
        () => '/api/admin/company-settings',
        { companyName: '  ' },
        'companyName',
      ],
      [
        'hold minutes null',
        () => '/api/admin/pricing-settings',
        { holdMinutes: null },
        'holdMinutes',
      ],
      ['user email null', () => `/api/admin/users/${admin.user.id}`, { email: null }, 'email'],
      ['user role null', () => `/api/admin/users/${admin.user.id}`, { role: null }, 'role'],
    ])('%s answers 400 and changes nothing', async (_name, path, body, field) => {
      const before = await admin.agent.get(path()).expect(200);
      const res = await write(admin, 'put', path()).send(body);
      expectClear4xx(res, new RegExp(`${field}.*|Dieses Feld ist erforderlich`), 400);
      expect(res.body.fields?.[field]).toBeTruthy();
      const after = await admin.agent.get(path()).expect(200);
      expect(after.body).toEqual(before.body);
    });

    it.each<[string, Record<string, unknown>]>([
      ['first name blank', { firstName: '   ' }],
      ['last name blank', { lastName: '\t ' }],
      ['street blank', { street: '  ' }],
      ['city blank', { city: ' ' }],
      ['postal code blank', { postalCode: '  ' }],
    ])('a public booking with %s is refused', async (_name, change) => {
      const res = await request(t.server)
        .post('/api/bookings')
        .send({ ...stay(), ...guest, ...change });
      expectClear4xx(res, 'Dieses Feld ist erforderlich', 400);
      expect(await bookingCount()).toBe(1);
    });

    it('a staff booking with a blank name is refused', async () => {
      const res = await write(staff, 'post', '/api/admin/bookings').send({
        ...stay(),
        firstName: '  ',
        lastName: 'Gruber',
      });
      expectClear4xx(res, 'Dieses Feld ist erforderlich', 400);
    });

    it('a blank template subject or message text is refused', async () => {
      const preview = await write(
        admin,
        'post',
        `/api/admin/email-templates/${templateId}/preview`,
      ).send({
        subject: '   ',
      });
      expectClear4xx(preview, 'Dieses Feld ist erforderlich', 400);
      const message = await write(admin, 'post', '/api/admin/messages').send({
        bookingId,
        subject: 'Hallo',
        text: ' \n ',
      });
      expectClear4xx(message, 'Dieses Feld ist erforderlich', 400);
    });
  });

  describe('an inactive pitch', () => {
    it('a quote for it is refused like a booking for it', async () => {
      const em = t.em();
      const pitch = await em.findOneOrFail(Pitch, { code: 'C6' });
      pitch.active = false;
      await em.flush();
      try {
        const body = { ...stay(), pitchId: pitch.id };
        const booking = await request(t.server)
          .post('/api/bookings')
          .send({ ...body, ...guest });
        expectClear4xx(
          booking,
          'Dieser Stellplatz kann für diese Auswahl nicht gebucht werden',
          400,
        );
        const quote = await request(t.server).post('/api/bookings/quote').send(body);
        expectClear4xx(quote, 'Dieser Stellplatz kann für diese Auswahl nicht gebucht werden', 400);
      } finally {
        pitch.active = true;
        await em.flush();
      }
    });
  });

  describe('the queue board', () => {
    it.each([
      ['/admin/queues/api/queues?status=%00', 'status'],
      ['/admin/queues/api/queues?activeQueue=mail&status=latest&page=1%00', 'page'],
      ['/admin/queues/api/queues/mail%00/x', 'path'],
    ])('answers %s with our JSON 400, no stack trace', async (path, field) => {
      const res = await admin.agent.get(path).set('Accept', 'application/json');
      expectClear4xx(res, `${field} enthält unzulässige Zeichen`, 400);
    });

    it.each([
      '/admin/queues/api/queues?activeQueue=nope&status=nope&page=x',
      '/admin/queues/api/queues/nope/nope',
      '/admin/queues/api/queues/mail/%E0%A4%A',
    ])('answers %s below 500 without internals', async (path) => {
      const res = await admin.agent.get(path).set('Accept', 'application/json');
      const where = `${path} → ${res.status} ${res.text.slice(0, 300)}`;
      expect({ where, below500: res.status < 500 }).toEqual({ where, below500: true });
      expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|\/work\/|stack/);
    });
  });

  it('is healthy after all of it', async () => {
    await request(t.server).get('/api/health').expect(200);
  });
});
