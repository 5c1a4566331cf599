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

/**
 * The public shell carries each address's head tags before any JavaScript runs, filled in from
 * the seo.json the public-web build writes (this fixture has its shape) and PUBLIC_URL.
 */
describe('head tags injected into the public shell', () => {
  let t: TestApp;
  const tags = (page: string, path: string, robots: string, lang = 'de') =>
    [
      `<title>${page} | Camp</title>`,
      `<meta data-head name="robots" content="${robots}" />`,
      `<link data-head rel="canonical" href="%PUBLIC_URL%${path}" />`,
      `<link data-head rel="alternate" hreflang="de" href="%PUBLIC_URL%${path.replace(/^\/en/, '/de')}" />`,
      `<meta data-head property="og:url" content="%PUBLIC_URL%${path}" />`,
      `<meta data-head property="og:locale" content="${lang}" />`,
      `<meta data-head name="twitter:card" content="summary_large_image" />`,
    ].join('\n    ');
  const seo = {
    routes: {
      '/': { lang: 'de', status: 200, head: tags('Start', '/de', 'index,follow') },
      '/de': {
        lang: 'de',
        status: 200,
        head: tags('Start', '/de', 'index,follow'),
        body: '<main><h1>Willkommen $& $1</h1></main>',
      },
      '/de/aktivitaeten': {
        lang: 'de',
        status: 200,
        head: tags('Aktivitäten', '/de/aktivitaeten', 'index,follow'),
        body: '<main><h1>Sommer</h1></main>',
        searchSensitive: true,
      },
      '/en': { lang: 'en', status: 200, head: tags('Home', '/en', 'index,follow', 'en') },
      '/en/booking-details/*': {
        lang: 'en',
        status: 200,
        head: tags('Booking details', '/en/booking-details/%PARAM%', 'noindex,nofollow', 'en'),
      },
    },
    fallback: {
      de: {
        lang: 'de',
        status: 404,
        head: tags('Nicht gefunden', '/de/%REST%', 'noindex,nofollow'),
      },
      en: { lang: 'en', status: 404, head: tags('Not found', '/en/%REST%', 'noindex,nofollow') },
      unprefixed: { lang: 'de', status: 200, head: tags('Weiter', '%PATH%', 'noindex,nofollow') },
    },
    sitemap: [{ de: '/de', en: '/en' }],
    consentBanner: {
      de: '<section class="cookie-banner" lang="de">Cookies? $&</section>',
      en: '<section class="cookie-banner" lang="en">Cookies?</section>',
    },
  };

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'seo-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="de" data-theme="light"><head><meta charset="UTF-8" />' +
        '<!--app-head--><title>Default</title><!--/app-head--></head><body><div id="consent"></div><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'seo.json'), JSON.stringify(seo));
    t = await createTestApp({
      frontends: true,
      env: { PUBLIC_WEB_DIST: dist, PUBLIC_URL: 'https://camp.example/' },
    });
  });
  afterAll(() => t.close());

  it('gives a page its title, robots, canonical, alternates, Open Graph and Twitter tags', async () => {
    const res = await request(t.server).get('/de').expect(200);
    expect(res.text).toContain('<html lang="de"');
    expect(res.text).toContain('<title>Start | Camp</title>');
    expect(res.text).not.toContain('<title>Default</title>');
    expect(res.text).toContain('<meta data-head name="robots" content="index,follow" />');
    expect(res.text).toContain('<link data-head rel="canonical" href="https://camp.example/de" />');
    expect(res.text).toContain('hreflang="de" href="https://camp.example/de"');
    expect(res.text).toContain('property="og:url" content="https://camp.example/de"');
    expect(res.text).toContain('name="twitter:card" content="summary_large_image"');
    expect(res.text).not.toContain('%PUBLIC_URL%');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('puts the prerendered page into the root element, verbatim', async () => {
    const res = await request(t.server).get('/de?utm_source=newsletter').expect(200);
    expect(res.text).toContain('<div id="root"><main><h1>Willkommen $& $1</h1></main></div>');
    const plain = await request(t.server).get('/de/aktivitaeten').expect(200);
    expect(plain.text).toContain('<div id="root"><main><h1>Sommer</h1></main></div>');
    // A page that reads its query string renders itself in the browser instead.
    const tab = await request(t.server).get('/de/aktivitaeten?tab=winter').expect(200);
    expect(tab.text).toContain('<div id="root"></div>');
    const other = await request(t.server).get('/en').expect(200);
    expect(other.text).toContain('<div id="root"></div>');
  });

  it('sends the cookie banner in the language of the page until the visitor has chosen', async () => {
    const first = await request(t.server).get('/de').expect(200);
    expect(first.text).toContain(
      '<div id="consent"><section class="cookie-banner" lang="de">Cookies? $&</section></div>',
    );
    expect(first.headers.vary).toMatch(/\bCookie\b/);
    const english = await request(t.server).get('/en/booking-details/6f1d2a3b').expect(200);
    expect(english.text).toContain('<section class="cookie-banner" lang="en">');
    // Chosen (the site's CONSENT_COOKIE, among others): no banner.
    const back = await request(t.server)
      .get('/de')
      .set('Cookie', 'theme=dark; consent-chosen=1')
      .expect(200);
    expect(back.text).toContain('<div id="consent"></div>');
    expect(back.text).not.toContain('cookie-banner');
    // A cookie whose name only ends like it is not the choice.
    const lookalike = await request(t.server)
      .get('/de')
      .set('Cookie', 'no-consent-chosen=1')
      .expect(200);
    expect(lookalike.text).toContain('class="cookie-banner"');
    // Addresses without a language redirect in the browser; the page they land on brings it.
    const unprefixed = await request(t.server).get('/somewhere').expect(200);
    expect(unprefixed.text).toContain('<div id="consent"></div>');
  });

  it('sets the page language and fills in a trailing parameter', async () => {
    const res = await request(t.server).get('/en/booking-details/6f1d2a3b?token=x').expect(200);
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain(
      'rel="canonical" href="https://camp.example/en/booking-details/6f1d2a3b"',
    );
    expect(res.text).toContain(
      'hreflang="de" href="https://camp.example/de/booking-details/6f1d2a3b"',
    );
    expect(res.text).toContain('content="noindex,nofollow"');
  });

  it('never lets an address inject markup', async () => {
    const res = await request(t.server)
      .get('/en/booking-details/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')
      .expect(200);
    expect(res.text).not.toContain('<script>alert');
    expect(res.text).toContain('%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  });

  it('answers unknown pages under a language with 404 and noindex', async () => {
    const res = await request(t.server).get('/en/no/such-page/').expect(404);
    expect(res.text).toContain('<title>Not found | Camp</title>');
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain('rel="canonical" href="https://camp.example/en/no/such-page"');
    expect(res.text).toContain('content="noindex,nofollow"');
    expect(res.text).toContain('<div id="root">');
  });

  it('serves unprefixed addresses (which the SPA redirects) with 200 and noindex', async () => {
    const res = await request(t.server).get('/irgendwas').expect(200);
    expect(res.text).toContain('<title>Weiter | Camp</title>');
    expect(res.text).toContain('rel="canonical" href="https://camp.example/irgendwas"');
    const root = await request(t.server).get('/').expect(200);
    expect(root.text).toContain('rel="canonical" href="https://camp.example/de"');
  });

  it('serves robots.txt and a sitemap with language alternates', async () => {
    const robots = await request(t.server).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /admin');
    expect(robots.text).toContain('Sitemap: https://camp.example/sitemap.xml');
    const map = await request(t.server).get('/sitemap.xml').expect(200);
    expect(map.headers['content-type']).toContain('application/xml');
    expect(map.text).toContain('<loc>https://camp.example/de</loc>');
    expect(map.text).toContain('hreflang="en" href="https://camp.example/en"');
  });
});
