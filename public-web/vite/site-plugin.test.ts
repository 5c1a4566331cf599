import { describe, expect, it } from 'vitest';
import { buildSeoTable } from './site-plugin';

describe('seo.json for the server', () => {
  const table = buildSeoTable({});

  it('describes every page in both languages, with a placeholder for the parameter', () => {
    expect(table.routes['/de/impressum'].head).toContain('<title>Impressum | Alpencamp');
    expect(table.routes['/en/imprint'].lang).toBe('en');
    expect(table.routes['/en/booking-details/*'].head).toContain(
      'href="%PUBLIC_URL%/en/booking-details/%PARAM%"',
    );
    // The success page's id is optional.
    expect(table.routes['/de/buchung-erfolgreich']).toBeDefined();
    expect(table.routes['/de/buchung-erfolgreich/*']).toBeDefined();
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
