import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** One origin: /api, the admin console under /admin and the staff entrance, the public SPA everywhere else. */
describe('serving the built front ends', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'frontends-'));
    for (const [app, title] of [
      ['admin', 'ADMIN SHELL'],
      ['public', 'PUBLIC SHELL'],
    ]) {
      mkdirSync(join(root, app, 'assets'), { recursive: true });
      writeFileSync(join(root, app, 'index.html'), `<!doctype html><title>${title}</title>`);
      writeFileSync(join(root, app, 'assets', `${app}-abc123.js`), `console.log('${app}')`);
    }
    t = await createTestApp({
      frontends: true,
      env: { ADMIN_WEB_DIST: join(root, 'admin'), PUBLIC_WEB_DIST: join(root, 'public') },
    });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/de',
    '/en/checkout',
    '/de/buchung-details/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
    '/no/such/page',
  ])('serves the public SPA shell at %s, revalidated on every visit', async (path) => {
    const res = await request(t.server).get(path).expect(200);
    expect(res.text).toContain('PUBLIC SHELL');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/admin', '/admin/', '/admin/dashboard', '/admin/users/1', '/staff-entrance-1x9zq'])(
    'serves the admin shell at %s, not indexable',
    async (path) => {
      const res = await request(t.server).get(path).expect(200);
      expect(res.text).toContain('ADMIN SHELL');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive, nosnippet');
    },
  );

  it('serves hashed assets as immutable and a missing asset as 404', async () => {
    const res = await request(t.server).get('/assets/public-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    await request(t.server).get('/admin/assets/admin-abc123.js').expect(200);
    await request(t.server).get('/assets/missing-000.js').expect(404);
  });

  it('keeps /api answers as JSON, including unknown API paths', async () => {
    await request(t.server).get('/api/health').expect(200, { status: 'ok' });
    const res = await request(t.server).get('/api/nope').expect(404);
    expect(res.body.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await request(t.server).get('/de').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
