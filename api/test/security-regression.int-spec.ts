import request from 'supertest';
import { Booking } from 'src/modules/bookings/booking.entity';
import { User } from 'src/modules/auth/user.entity';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import {
  createTestApp,
  createUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';

/**
 * The security regression suite over the OpenAPI document the app serves, so a
 * route added later is walked without touching this file: CSRF on every state-changing staff call,
 * the guest token on every route that opens a booking, cookie flags, and the limits on what a
 * stranger can repeat for free. Beside it: security-headers (CSP and headers), auth (session
 * rotation, idle and absolute timeouts), login-throttle, abuse-holds, access-codes (gate guessing),
 * uploads (type sniffing, size cap, SVG sanitising), roles and access-control (deny by default).
 */

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
const METHODS: Method[] = ['get', 'put', 'post', 'delete', 'patch'];
const WRITES = new Set<Method>(['put', 'post', 'delete', 'patch']);
const SOME_ID = '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const CSRF_MESSAGE = 'Sicherheitstoken fehlt oder ist ungültig. Bitte laden Sie die Seite neu.';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}
interface Operation {
  security?: Array<Record<string, unknown>>;
  parameters?: Parameter[];
}
type Doc = { paths: Record<string, Partial<Record<Method, Operation>>> };

function operations(doc: Doc) {
  const out: Array<{ method: Method; path: string; op: Operation }> = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of METHODS) if (item[method]) out.push({ method, path, op: item[method] });
  return out;
}

const usesSession = (op: Operation) =>
  (op.security ?? []).length > 0 && (op.security ?? []).every((s) => 'session' in s);
const isPublic = (op: Operation) => Array.isArray(op.security) && op.security.length === 0;
const concrete = (path: string, values: Record<string, string> = {}) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? SOME_ID);

/** Creates an app with these settings, then puts process.env back so other suites in this worker never see them. */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  try {
    return await createTestApp({ env });
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe('security regression suite', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn & { user: User };
  let doc: Doc;

  beforeAll(async () => {
    t = await appWith(RELAXED_ABUSE_LIMITS);
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
    doc = (await admin.agent.get('/api/docs/openapi.json').expect(200)).body as Doc;
  });
  afterAll(() => t.close());

  describe('CSRF: every state-changing staff call needs the session’s own token', () => {
    const writes = () =>
      operations(doc).filter(({ method, op }) => WRITES.has(method) && usesSession(op));

    it('finds the staff writes in the served document', () => {
      const found = writes().map((w) => `${w.method} ${w.path}`);
      expect(found.length).toBeGreaterThan(50);
      expect(found).toEqual(
        expect.arrayContaining([
          'post /api/admin/users',
          'delete /api/admin/users/{id}',
          'put /api/admin/logo/{variant}',
          'put /api/admin/maintenance',
        ]),
      );
    });

    it('answers 403 with the reload hint to each of them without the header, with a forged token and with another session’s token', async () => {
      const other = await signInAs(t, 'admin');
      const refused: string[] = [];
      for (const { method, path } of writes()) {
        for (const token of [undefined, 'forged', other.csrf]) {
          const req = admin.agent[method](concrete(path)).set('Accept-Language', 'de');
          if (token) req.set('X-CSRF-Token', token);
          const res = await req.send({});
          const route = `${method} ${path} (${token === undefined ? 'no header' : token === 'forged' ? 'forged' : 'other session'})`;
          expect({ route, status: res.status, message: res.body.message }).toEqual({
            route,
            status: 403,
            message: CSRF_MESSAGE,
          });
          refused.push(route);
        }
      }
      expect(refused.length).toBe(writes().length * 3);
      // Nothing happened on the way: both sessions are alive and the site is not in maintenance.
      await admin.agent.get('/api/auth/user').expect(200);
      await other.agent.get('/api/auth/user').expect(200);
      const health = await request(t.server).get('/api/health').expect(200);
      expect(health.body.maintenance?.active ?? false).toBe(false);
    });

    it('takes the header from the session, not from a cookie the request brings along', async () => {
      const victim = await createUser(t, { role: 'staff' });
      // The csrf cookie is readable by script on our origin only; a cross-site form cannot set
      // the header, and a cookie it might plant is not what the server compares with.
      const res = await admin.agent
        .delete(`/api/admin/users/${victim.user.id}`)
        .set('Cookie', [...admin.cookies.map((c) => c.split(';')[0]), 'csrf=planted'].join('; '))
        .set('X-CSRF-Token', 'planted');
      expect(res.status).toBe(403);
      expect(await t.em().count(User, { id: victim.user.id })).toBe(1);
    });
  });

  describe('IDOR: another guest’s token never opens a booking', () => {
    const hold = async (email: string, pitch: string, checkIn: string, checkOut: string) => {
      const res = await request(t.server)
        .post('/api/bookings')
        .send({
          ...guest,
          email,
          pitchId: demo.pitch(pitch).id,
          checkIn,
          checkOut,
          adults: 2,
        })
        .expect(201);
      return res.body as { id: string; token: string; number: string };
    };
    // Routes that take a guest token for a booking. The waitlist's routes take an entry's own
    // token (its links are refused the same way: waitlist.int-spec).
    const tokenRoutes = () =>
      operations(doc)
        .filter(({ op }) =>
          (op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'token'),
        )
        .filter(({ path }) => !path.startsWith('/api/waitlist/'));

    it('finds every route that takes a guest token in the document, each public and naming the booking in its path', () => {
      const routes = tokenRoutes().map((r) => `${r.method} ${r.path}`);
      expect(routes).toEqual(
        expect.arrayContaining([
          'get /api/bookings/{id}',
          'post /api/bookings/{id}/confirm',
          'post /api/bookings/{id}/verify',
          'post /api/bookings/{id}/cancel',
          'post /api/bookings/{id}/payment-return',
          'get /api/bookings/{id}/invoice.pdf',
          'get /api/weather/booking/{bookingId}',
        ]),
      );
      for (const { path, op } of tokenRoutes()) {
        expect({ path, public: isPublic(op) }).toEqual({ path, public: true });
        expect(path).toMatch(/\{(id|bookingId)\}/);
      }
    });

    it('every public route that names a booking by id takes its token (no booking data behind an id alone)', () => {
      // Public routes with an id that is not a booking's: uploaded images (anyone may see a logo)
      // and a pitch's iCal feed (its own per-pitch key; busy times only, no guest data).
      const notBookings = new Set(['get /api/assets/{id}', 'get /api/ical/pitches/{id}.ics']);
      const unguarded = operations(doc)
        .filter(({ op }) => isPublic(op))
        .filter(({ op }) => (op.parameters ?? []).some((p) => p.in === 'path'))
        .filter(({ method, path }) => !notBookings.has(`${method} ${path}`))
        .filter(({ op }) => !(op.parameters ?? []).some((p) => p.name === 'token'))
        .map(({ method, path }) => `${method} ${path}`);
      expect(unguarded).toEqual([]);
    });

    it('answers 403 “Zugriff verweigert” on each of them with B’s token for A’s booking; A’s booking is untouched', async () => {
      const a = await hold('anna.a@example.at', 'A1', '2027-06-01', '2027-06-04');
      const b = await hold('bernd.b@example.at', 'A2', '2027-06-01', '2027-06-04');
      const before = await t.em().findOneOrFail(Booking, { id: a.id });
      const tokens = {
        'B’s token': b.token,
        'A’s token with one character changed':
          a.token.slice(0, -1) + (a.token.endsWith('A') ? 'B' : 'A'),
        'no token': undefined,
        'empty token': '',
      };
      for (const { method, path, op } of tokenRoutes()) {
        // A route that needs a body (the registration form) refuses the empty one the probe sends
        // with 400 before any lookup: refused too, and nothing is served.
        const needsBody = Boolean(
          (op as { requestBody?: { required?: boolean } }).requestBody?.required,
        );
        for (const [what, token] of Object.entries(tokens)) {
          const query: Record<string, string> = { lang: 'de' };
          if (token !== undefined) query.token = token;
          if (path.endsWith('/verify')) query.key = 'x'.repeat(43);
          const visitor = request(t.server);
          const res = await visitor[method](concrete(path, { id: a.id, bookingId: a.id }))
            .query(query)
            .set('Accept-Language', 'de')
            .send({});
          const route = `${method} ${path} with ${what}`;
          // A missing token may be refused by the input rules (400) before the lookup; never served.
          const expected = token === undefined || token === '' || needsBody ? [400, 403] : [403];
          expect({ route, refused: expected.includes(res.status) }).toEqual({
            route,
            refused: true,
          });
          const text = JSON.stringify(res.body ?? {}) + (res.text ?? '');
          expect(text).not.toContain(a.number);
          expect(text).not.toContain('anna.a@example.at');
          if (res.status === 403) expect(res.body.message).toBe('Zugriff verweigert');
        }
      }
      const after = await t.em().findOneOrFail(Booking, { id: a.id });
      expect({ status: after.status, updatedAt: after.updatedAt }).toEqual({
        status: before.status,
        updatedAt: before.updatedAt,
      });
      // The walk used real ids: the right token opens A, and B's token opens B.
      const own = await request(t.server).get(`/api/bookings/${a.id}`).query({ token: a.token });
      expect(own.status).toBe(200);
      expect(own.body.number).toBe(a.number);
      await request(t.server).get(`/api/bookings/${b.id}`).query({ token: b.token }).expect(200);
    });

    it('a staff session is no key to a guest route either: the token is what counts', async () => {
      const a = await hold('carla.c@example.at', 'A3', '2027-06-01', '2027-06-04');
      const res = await admin.agent
        .post(`/api/bookings/${a.id}/cancel`)
        .query({ token: 'x'.repeat(43) })
        .set('X-CSRF-Token', admin.csrf)
        .send({});
      expect(res.status).toBe(403);
      expect((await t.em().findOneOrFail(Booking, { id: a.id })).status).toBe('pending');
    });
  });

  describe('limits on what a stranger repeats for free', () => {
    let strict: TestApp;
    let strictDemo: DemoCatalog;
    beforeAll(async () => {
      strict = await appWith({
        COOKIE_SECURE: 'true',
        HOLD_RATE_MAX: '3',
        CONFIRM_RATE_MAX: '3',
        HOLDS_PER_ADDRESS_MAX: '100',
        HOLDS_PER_EMAIL_MAX: '100',
        LOGIN_MAX_FAILURES_PER_PAIR: '3',
      });
      strictDemo = await withDemoCatalog(strict);
    });
    afterAll(() => strict.close());

    const expect429 = (res: request.Response, message: RegExp, retryAfter = true) => {
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 429,
        message: expect.stringMatching(message),
      });
      if (retryAfter) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    };

    it('sets the session cookie HttpOnly, SameSite=Lax and Secure, and the CSRF cookie readable but Secure', async () => {
      const { user, password } = await createUser(strict, { role: 'staff' });
      const res = await request(strict.server)
        .post('/api/auth/login')
        .send({ email: user.email, password })
        .expect(200);
      const cookies = ([] as string[]).concat(res.headers['set-cookie']);
      const flags = (name: string) => {
        const cookie = cookies.find((c) => c.startsWith(`${name}=`));
        expect(cookie).toBeDefined();
        return cookie!.split(';').map((p) => p.trim().toLowerCase());
      };
      expect(flags('sid')).toEqual(
        expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']),
      );
      expect(flags('csrf')).toEqual(expect.arrayContaining(['secure', 'samesite=lax']));
      expect(flags('csrf')).not.toContain('httponly');
      // Without COOKIE_SECURE (plain-HTTP development) the same cookies carry no Secure flag.
      const plain = await createUser(t, { role: 'staff' });
      const dev = await request(t.server)
        .post('/api/auth/login')
        .send({ email: plain.user.email, password: plain.password })
        .expect(200);
      const devSid = ([] as string[])
        .concat(dev.headers['set-cookie'])
        .find((c) => c.startsWith('sid='))!;
      expect(devSid.toLowerCase()).toContain('httponly');
      expect(devSid.toLowerCase()).not.toContain('secure');
    });

    it('sign-in: wrong passwords from one address for one account end in 429 with Retry-After', async () => {
      const { user } = await createUser(strict, { role: 'admin' });
      const statuses: number[] = [];
      let last: request.Response | undefined;
      for (let i = 0; i < 4; i++) {
        last = await request(strict.server)
          .post('/api/auth/login')
          .set('Accept-Language', 'de')
          .send({ email: user.email, password: `falsch-${i}-passwort` });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect429(last!, /Zu viele Anmeldeversuche/);
    });

    it('booking: the fourth hold attempt from one address in the window is a 429', async () => {
      const statuses: number[] = [];
      let last: request.Response | undefined;
      for (const [i, code] of ['A1', 'A2', 'A3', 'A4'].entries()) {
        last = await request(strict.server)
          .post('/api/bookings')
          .set('Accept-Language', 'de')
          .send({
            ...guest,
            email: `rate${i}@example.at`,
            pitchId: strictDemo.pitch(code).id,
            checkIn: '2027-06-01',
            checkOut: '2027-06-04',
            adults: 2,
          });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect429(
        last!,
        /^Von Ihrer Internetverbindung kamen gerade zu viele Anfragen\. Bitte versuchen Sie es in \d+ (Sekunden|Minuten?) erneut\.$/,
      );
      expect(await strict.em().count(Booking, { pitch: strictDemo.pitch('A4').id })).toBe(0);
    });

    it('payment: guessing a booking’s token on the payment return is limited like confirmations (429 before the token is even looked at)', async () => {
      const statuses: number[] = [];
      let last: request.Response | undefined;
      for (let i = 0; i < 4; i++) {
        last = await request(strict.server)
          .post(`/api/bookings/${SOME_ID}/payment-return`)
          .query({ token: `${'g'.repeat(42)}${i}` })
          .set('Accept-Language', 'de')
          .send({});
        statuses.push(last.status);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      expect429(last!, /^Von Ihrer Internetverbindung kamen gerade zu viele Anfragen/);
    });

    it('gate: guessing codes is stopped after ten misses a minute', async () => {
      const key = 'gate-key-for-the-security-suite-0123';
      const gate = await appWith({ GATE_API_KEY: key });
      try {
        const statuses: number[] = [];
        let last: request.Response | undefined;
        for (let i = 0; i < 11; i++) {
          last = await request(gate.server)
            .post('/api/gate/verify')
            .set('X-Gate-Key', key)
            .set('Accept-Language', 'de')
            .send({ code: String(700000 + i) });
          statuses.push(last.status);
        }
        expect(statuses).toEqual([...Array(10).fill(200), 429]);
        expect429(last!, /Zu viele ungültige Codes/, false);
      } finally {
        await gate.close();
      }
    });
  });
});
