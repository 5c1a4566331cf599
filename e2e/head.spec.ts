// docs/product.md §2.1 head tags: in the HTML the server sends (crawlers without JavaScript) and in the page
// after client-side navigation.
import { expect, sectionHydrated, stackUrl, test } from './fixtures.ts';

const base = stackUrl;

test('the server sends each page with its head tags', async ({ request }) => {
  const html = await (await request.get('/de/aktivitaeten')).text();
  const b = base();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain(
    '<title>Aktivitäten im Sommer und Winter | Alpencamp Dachsteinblick</title>',
  );
  expect(html).toContain(`<link data-head rel="canonical" href="${b}/de/aktivitaeten" />`);
  expect(html).toContain(`hreflang="de" href="${b}/de/aktivitaeten"`);
  expect(html).toContain(`hreflang="en" href="${b}/en/activities"`);
  expect(html).toContain(`hreflang="x-default" href="${b}/de/aktivitaeten"`);
  expect(html).toContain('property="og:type" content="website"');
  expect(html).toContain('property="og:site_name" content="Alpencamp Dachsteinblick"');
  expect(html).toContain(`property="og:image" content="${b}/images/og-image.jpg"`);
  expect(html).toContain('name="twitter:card" content="summary_large_image"');
  expect(html).toContain('name="robots" content="index,follow"');

  const en = await (await request.get('/en/booking-details/abc')).text();
  expect(en).toContain('<html lang="en"');
  expect(en).toContain('<title>Booking details | Alpencamp Dachsteinblick</title>');
  expect(en).toContain('name="robots" content="noindex,nofollow"');
  expect(en).toContain(`hreflang="de" href="${b}/de/buchung-details/abc"`);

  const missing = await request.get('/en/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('name="robots" content="noindex,nofollow"');
});

test('the page keeps its head tags in step when navigating', async ({ page }) => {
  const b = base();
  await page.goto('/de');
  await expect(page).toHaveTitle('Camping in Schladming-Dachstein | Alpencamp Dachsteinblick');
  // The footer hydrates once it comes near the screen; from then on its links navigate in the SPA.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await sectionHydrated(page, 'contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveTitle('Impressum | Alpencamp Dachsteinblick');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${b}/de/impressum`);
  await expect(head.locator('link[hreflang="en"]')).toHaveAttribute('href', `${b}/en/imprint`);
  await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${b}/de/impressum`,
  );
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Impressum | Alpencamp Dachsteinblick',
  );
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
  // One set of tags, not the server's plus the page's.
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);

  await page.goto('/en/booking-details/x');
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/de/gibt-es-nicht');
  await expect(page).toHaveTitle('Seite nicht gefunden | Alpencamp Dachsteinblick');
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
});

test('robots.txt and the sitemap point crawlers at the public pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${base()}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${base()}/en/activities</loc>`);
  expect(sitemap).not.toContain('kasse');
});
