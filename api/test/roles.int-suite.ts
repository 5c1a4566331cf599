import request from 'supertest';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

interface Operation {
  security?: Array<Record<string, unknown>>;
  'x-roles'?: string[];
}
type Doc = { paths: Record<string, Record<string, Operation | unknown>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const SOME_ID = '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

/**
 * Areas only administrators manage (users, settings, pricing, security, GDPR, feature
 * toggles, alert rules, performance). Reads of settings and pricing stay open to staff (the front
 * desk quotes prices and shows the company's data); changing them is admin-only.
 */
const ADMIN_ONLY_ALWAYS = [
  /^\/api\/admin\/users\b/,
  /^\/api\/admin\/sessions\b/,
  /^\/api\/admin\/auth-events\b/,
  /^\/api\/admin\/api-keys\b/,
  /^\/api\/admin\/maintenance\b/,
  /^\/api\/admin\/gdpr/,
  /^\/api\/admin\/feature-toggles\b/,
  /^\/api\/admin\/performance\b/,
  /^\/api\/admin\/alert-rules\b/,
  /^\/api\/admin\/alerts\/rules\b/,
];
const ADMIN_ONLY_WRITES = [
  /^\/api\/admin\/(company-settings|settings|location|logo)\b/,
  /^\/api\/admin\/(pricing-settings|seasons|extras|pricing)\b/,
  // Reversing an instalment invoice and paying out its refund move money, like a booking's refund.
  /^\/api\/admin\/seasonal-contracts\/\{id\}\/instalments\/\{instalmentId\}\/(reverse|refund-payout)$/,
];

/** Every operation of the OpenAPI document that needs a staff session, with its declared roles. */
function sessionOperations(doc: Doc) {
  const out: Array<{ method: string; path: string; roles: string[] | undefined }> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      // Only the staff session opens it (not e.g. /api/metrics, which a scraper's token opens too).
      const security = op.security ?? [];
      const usesSession = security.length > 0 && security.every((s) => 'session' in s);
      if (usesSession) out.push({ method, path, roles: op['x-roles'] });
    }
  }
  return out;
}

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, SOME_ID);

describe('roles: every route of the OpenAPI document, as staff and signed out', () => {
  let t: TestApp;
  let staff: SignedIn;
  let ops: ReturnType<typeof sessionOperations>;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInAs(t, 'staff');
    const doc = (await staff.agent.get('/api/docs/openapi.json').expect(200)).body as Doc;
    ops = sessionOperations(doc);
  });
  afterAll(() => t.close());

  const call = (
    agent: request.Agent | ReturnType<typeof request>,
    method: string,
    path: string,
    csrf?: string,
  ) => {
    const req = (agent as request.Agent)[method as 'get'](concrete(path));
    if (csrf) req.set('X-CSRF-Token', csrf);
    return req.send({});
  };

  it('reads the operations from the served document (new routes are walked without touching this test)', () => {
    expect(ops.length).toBeGreaterThan(60);
    expect(ops).toEqual(
      expect.arrayContaining([
        { method: 'delete', path: '/api/admin/users/{id}', roles: ['admin'] },
        { method: 'put', path: '/api/admin/account/password', roles: ['admin', 'staff'] },
      ]),
    );
  });

  it('every staff route names its roles (x-roles), so no route is open to every role by omission', () => {
    const unnamed = ops.filter((o) => !Array.isArray(o.roles)).map((o) => `${o.method} ${o.path}`);
    expect(unnamed).toEqual([]);
  });

  it('keeps users, settings changes, pricing changes, security, GDPR, toggles, alert rules and performance admin-only', () => {
    const leaks = ops
      .filter(
        (o) =>
          ADMIN_ONLY_ALWAYS.some((r) => r.test(o.path)) ||
          (o.method !== 'get' && ADMIN_ONLY_WRITES.some((r) => r.test(o.path))),
      )
      .filter((o) => o.roles?.includes('staff'))
      .map((o) => `${o.method} ${o.path}`);
    expect(leaks).toEqual([]);
  });

  it('answers 401 on every one of them without a session', async () => {
    for (const { method, path } of ops) {
      const res = await call(request(t.server), method, path);
      expect({ route: `${method} ${path}`, status: res.status }).toEqual({
        route: `${method} ${path}`,
        status: 401,
      });
    }
  });

  it('answers 403 to staff on admin-only routes and lets staff through on staff routes', async () => {
    const seen = { adminOnly: 0, staff: 0 };
    for (const { method, path, roles } of ops) {
      const res = await call(staff.agent, method, path, staff.csrf);
      const adminOnly = !roles?.includes('staff');
      seen[adminOnly ? 'adminOnly' : 'staff']++;
      const route = `${method} ${path}`;
      if (adminOnly) {
        expect({ route, status: res.status, message: res.body.message }).toEqual({
          route,
          status: 403,
          message: 'Dafür sind Administratorrechte nötig.',
        });
      } else {
        expect({ route, forbidden: res.status === 403, serverError: res.status >= 500 }).toEqual({
          route,
          forbidden: false,
          serverError: false,
        });
      }
    }
    expect(seen.adminOnly).toBeGreaterThan(20);
    expect(seen.staff).toBeGreaterThan(30);
    // The walk signed nobody out: staff is still signed in.
    await staff.agent.get('/api/auth/user').expect(200);
  });
});
