import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, createUser, type TestApp } from './helpers/test-app';

/** Creates an app with these settings, then puts process.env back so other suites in this worker never see them. */
async function appWith(env: Record<string, string>, frontends = false): Promise<TestApp> {
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  try {
    return await createTestApp({ env, frontends });
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

function builtFrontends(): Record<string, string> {
  const root = mkdtempSync(join(tmpdir(), 'headers-'));
  for (const app of ['admin', 'public']) {
    mkdirSync(join(root, app), { recursive: true });
    writeFileSync(join(root, app, 'index.html'), `<!doctype html><title>${app}</title>`);
  }
  return { ADMIN_WEB_DIST: join(root, 'admin'), PUBLIC_WEB_DIST: join(root, 'public') };
}

describe('security headers', () => {
  // As in production (Secure cookies on) but reached over plain HTTP, with no proxy trusted.
  let direct: TestApp;
  // Behind one trusted proxy that terminates TLS.
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await appWith({ COOKIE_SECURE: 'true', TRUST_PROXY: '', ...builtFrontends() }, true);
    proxied = await appWith({ COOKIE_SECURE: 'true', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it.each(['/api/health', '/', '/de/checkout', '/admin', '/staff-entrance-1x9zq'])(
    'switches off camera, microphone and geolocation and forbids framing at %s',
    async (path) => {
      const res = await request(direct.server).get(path);
      expect(res.headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it.each([
    '/api/health',
    '/',
    '/de',
    '/de/kasse',
    '/admin',
    '/admin/login',
    '/staff-entrance-1x9zq',
  ])('runs no inline script, plugin or foreign base at %s', async (path) => {
    const csp = String((await request(direct.server).get(path)).headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
    });
    expect(csp).not.toMatch(/unsafe-eval/);
    // Secure cookies mean TLS in front: the page's own http: references are upgraded.
    expect(directives).toHaveProperty('upgrade-insecure-requests');
  });

  it('lets Stripe.js in only on the checkout pages, and only while card payment is set up', async () => {
    const stripeDirectives = async (app: TestApp, path: string) =>
      String((await request(app.server).get(path)).headers['content-security-policy'])
        .split(';')
        .filter((d) => /^(script|connect|frame)-src /.test(d));
    const none = ["script-src 'self'", "connect-src 'self'", "frame-src 'self'"];
    expect(await stripeDirectives(direct, '/de/kasse')).toEqual(none);
    const card = await appWith(
      {
        STRIPE_SECRET_KEY: 'sk_test_headers',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_headers',
        STRIPE_WEBHOOK_SECRET: 'whsec_headers',
        ...builtFrontends(),
      },
      true,
    );
    try {
      for (const page of [
        '/de/kasse',
        '/en/checkout',
        '/en/checkout/',
        '/de/buchung-details/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
        '/en/booking-details/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
      ])
        expect({ page, csp: await stripeDirectives(card, page) }).toEqual({
          page,
          csp: [
            "script-src 'self' https://js.stripe.com",
            "connect-src 'self' https://api.stripe.com",
            "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
          ],
        });
      for (const page of [
        '/',
        '/de',
        '/en/pitch-selection',
        '/de/buchung-erfolgreich/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
        '/de/buchung-details',
        '/de/kasse-falsch',
        '/admin',
        '/api/health',
        '/api/payment-methods',
      ])
        expect({ page, csp: await stripeDirectives(card, page) }).toEqual({ page, csp: none });
    } finally {
      await card.close();
    }
  });

  it('sends Strict-Transport-Security only for requests that came over TLS', async () => {
    const plain = await request(direct.server).get('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client cannot claim TLS itself: the header counts only from a trusted proxy.
    const forged = await request(direct.server)
      .get('/api/health')
      .set('X-Forwarded-Proto', 'https');
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const tls = await request(proxied.server).get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await request(proxied.server).get('/api/health').set('X-Forwarded-Proto', 'http');
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks every staff and guest-data answer no-store, and leaves public catalogue caching alone', async () => {
    const server = direct.server;
    const answers: Record<string, request.Response> = {
      'GET /api/admin/users': await request(server).get('/api/admin/users').expect(401),
      'GET /api/auth/user': await request(server).get('/api/auth/user').expect(401),
      'POST /api/demo-login': await request(server)
        .post('/api/demo-login')
        .send({ email: 'nobody@example.at', password: 'x' })
        .expect(401),
      'POST /api/logout': await request(server).post('/api/logout').expect(200),
      'GET /api/bookings/:id': await request(server)
        .get('/api/bookings/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b')
        .query({ token: 'x'.repeat(43) }),
      'POST /api/gate/verify': await request(server)
        .post('/api/gate/verify')
        .send({ code: '123456', gate: 'main' }),
    };
    const cacheControl = Object.fromEntries(
      Object.entries(answers).map(([route, res]) => [route, res.headers['cache-control']]),
    );
    expect(cacheControl).toEqual(
      Object.fromEntries(Object.keys(answers).map((route) => [route, 'no-store'])),
    );

    // Signed in: the admin answers with data. (The cookies are Secure, so they are sent by hand here.)
    const { user, password } = await createUser(direct, { role: 'admin' });
    const login = await request(direct.server)
      .post('/api/demo-login')
      .send({ email: user.email, password })
      .expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const cookies = ([] as string[])
      .concat(login.headers['set-cookie'])
      .map((c) => c.split(';')[0]);
    const list = await request(direct.server)
      .get('/api/admin/users')
      .set('Cookie', cookies.join('; '))
      .expect(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.headers['cache-control']).toBe('no-store');

    const categories = await request(direct.server).get('/api/categories').expect(200);
    expect(categories.headers['cache-control']).toMatch(/public, max-age=300/);
  });

  it('keeps the staff entrance out of robots.txt; its pages tell crawlers not to index them', async () => {
    const robots = await request(direct.server).get('/robots.txt').expect(200);
    expect(robots.text).not.toMatch(/staff/i);
    expect(robots.text).toContain('Disallow: /api/');
    const entrance = await request(direct.server).get('/staff-entrance-1x9zq').expect(200);
    expect(entrance.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive, nosnippet');
  });
});
