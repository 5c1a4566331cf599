import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { buildSeoTable, inlineEntryCss } from './site-plugin';

describe('seo.json for the server', () => {
  const table = buildSeoTable({});

  it('describes every page in both languages, with a placeholder for the parameter', () => {
    expect(table.routes['/de/impressum'].head).toContain('<title>Impressum | Alpencamp');
    expect(table.routes['/en/imprint'].lang).toBe('en');
    expect(table.routes['/en/booking-details/*'].head).toContain(
      'href="%PUBLIC_URL%/en/booking-details/%PARAM%"',
    );
    // The success page's id is optional.
    expect(table.routes['/de/buchung-erfolgreich'].head).toContain(
      'rel="canonical" href="%PUBLIC_URL%/de/buchung-erfolgreich"',
    );
    expect(table.routes['/de/buchung-erfolgreich/*'].head).toContain(
      'rel="canonical" href="%PUBLIC_URL%/de/buchung-erfolgreich/%PARAM%"',
    );
  });

  it('describes old unprefixed and other-language addresses as the page they lead to', () => {
    expect(table.routes['/checkout'].head).toContain(
      'rel="canonical" href="%PUBLIC_URL%/de/kasse"',
    );
    expect(table.routes['/de/checkout'].head).toContain('href="%PUBLIC_URL%/de/kasse"');
    expect(table.routes['/'].head).toContain('rel="canonical" href="%PUBLIC_URL%/de"');
  });

  it('answers unknown addresses under a language with 404 and noindex', () => {
    expect(table.fallback.en.status).toBe(404);
    expect(table.fallback.en.head).toContain('noindex,nofollow');
    expect(table.fallback.unprefixed.status).toBe(200);
  });

  it('lists only indexable pages in the sitemap', () => {
    const paths = table.sitemap.map((entry) => entry.de);
    expect(paths).toContain('/de/agb');
    expect(paths).not.toContain('/de/kasse');
  });
});

describe('preloads in the head', () => {
  const chunk = (fileName: string, facadeModuleId: string) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId: `/repo/public-web${facadeModuleId}`,
  });
  const bundle = Object.fromEntries(
    [
      chunk('assets/common-de.js', '/src/locales/de/common.json'),
      chunk('assets/common-en.js', '/src/locales/en/common.json'),
      chunk('assets/landing.js', '/src/app/routes/landing.tsx'),
      chunk('assets/landing-de.js', '/src/locales/de/landing.json'),
      chunk('assets/landing-en.js', '/src/locales/en/landing.json'),
      chunk('assets/sections-de.js', '/src/locales/de/sections.json'),
    ].map((c) => [c.fileName, c]),
  ) as unknown as Parameters<typeof buildSeoTable>[0];
  const table = buildSeoTable(bundle);
  const preloads = (head: string) =>
    [...head.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

  it("fetches every page's shared texts of its own language only, with the entry script", () => {
    expect(preloads(table.routes['/de/impressum'].head)).toEqual(['/assets/common-de.js']);
    expect(preloads(table.routes['/en/imprint'].head)).toEqual(['/assets/common-en.js']);
    expect(preloads(table.fallback.en.head)).toEqual(['/assets/common-en.js']);
  });

  it('gives the landing page its code, its first texts and the hero poster at once', () => {
    expect(preloads(table.routes['/de'].head)).toEqual([
      '/assets/common-de.js',
      '/assets/landing.js',
      '/assets/landing-de.js',
    ]);
    expect(preloads(table.routes['/en'].head)).toEqual([
      '/assets/common-en.js',
      '/assets/landing.js',
      '/assets/landing-en.js',
    ]);
    expect(table.routes['/de'].head).toContain(
      '<link rel="preload" as="image" href="/media/hero-poster.webp" fetchpriority="high" />',
    );
  });
});

describe('the entry stylesheet in the page', () => {
  const bundle = {
    'assets/index-abc.css': { type: 'asset', source: ':root{--bg:#fff}\n' },
    'assets/evil-abc.css': { type: 'asset', source: 'a{}</style><script>x</script>' },
  } as unknown as OutputBundle;

  it('puts the built CSS into a <style> element, so the first paint waits for no request', () => {
    const html = inlineEntryCss(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
      bundle,
    );
    expect(html).toBe('<head><style>:root{--bg:#fff}</style></head>');
  });

  it('leaves a link it cannot inline safely (unknown file, a closing style tag) as it was', () => {
    for (const file of ['assets/other.css', 'assets/evil-abc.css']) {
      const tag = `<link rel="stylesheet" crossorigin href="/${file}">`;
      expect(inlineEntryCss(tag, bundle)).toBe(tag);
    }
  });
});
