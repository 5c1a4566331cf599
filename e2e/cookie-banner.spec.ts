// docs/product.md §2.3 cookie banner; docs/public-site.md, "The cookie banner".
import { CONSENT_COOKIE, consentGiven, expect, hydrated, test } from './fixtures.ts';

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null') as unknown);

test('shows on the first visit and stores "accept all" with a timestamp', async ({
  freshPage: page,
}) => {
  await page.goto('/de');
  const banner = page.getByRole('dialog', { name: 'Cookies und lokale Speicherung' });
  await expect(banner).toBeVisible();
  // The banner comes with the page; its buttons answer once the site has started, as all others.
  await hydrated(page);
  await expect(
    banner.getByRole('link', { name: 'Mehr in der Datenschutzerklärung' }),
  ).toHaveAttribute('href', '/de/datenschutz');
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cookie-Einstellungen wurden gespeichert' }),
  ).toBeVisible();
  const record = (await stored(page)) as { settings: Record<string, boolean>; timestamp: string };
  expect(record.settings).toEqual({
    necessary: true,
    analytics: true,
    marketing: true,
    preferences: true,
  });
  expect(Date.now() - Date.parse(record.timestamp)).toBeLessThan(60_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('"reject all" keeps only the necessary category', async ({ freshPage: page }) => {
  await page.goto('/en/activities');
  await hydrated(page);
  const banner = page.getByRole('dialog', { name: 'Cookies and local storage' });
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
  expect(await stored(page)).toMatchObject({
    settings: { necessary: true, analytics: false, marketing: false, preferences: false },
  });
});

test('settings: per-category toggles, necessary always on', async ({ freshPage: page }) => {
  await page.goto('/de');
  await hydrated(page);
  const banner = page.getByRole('dialog', { name: 'Cookies und lokale Speicherung' });
  // By keyboard: the page's copy gives way to the drawn banner, and focus goes on to the same
  // button, which now saves the choice.
  await banner.getByRole('button', { name: 'Einstellungen' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('button', { name: 'Auswahl speichern' })).toBeFocused();
  await expect(banner.getByRole('switch', { name: /Notwendig/ })).toBeChecked();
  await expect(banner.getByRole('switch', { name: /Notwendig/ })).toBeDisabled();
  await banner.getByRole('switch', { name: /Statistik/ }).check();
  await banner.getByRole('switch', { name: /Präferenzen/ }).check();
  await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(banner).toBeHidden();
  expect(await stored(page)).toMatchObject({
    settings: { necessary: true, analytics: true, marketing: false, preferences: true },
  });

  // The footer reopens the settings with the stored choice.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('switch', { name: /Statistik/ })).toBeChecked();
  await expect(banner.getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
});

test('stays until a choice is made', async ({ freshPage: page }) => {
  await page.goto('/de/impressum');
  await expect(page.getByRole('dialog', { name: 'Cookies und lokale Speicherung' })).toBeVisible();
  await page.goto('/en/terms');
  await expect(page.getByRole('dialog', { name: 'Cookies and local storage' })).toBeVisible();
  expect(await stored(page)).toBeNull();
});

test('on a phone the banner comes with the first page: nothing moves as the site starts, and the answer needs no more code', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  // Layout shifts not caused by the visitor, as Lighthouse's CLS adds them up.
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto('/de');
  expect(await response!.text()).toContain('<div id="consent"><section class="cookie-banner"');
  const banner = page.getByRole('dialog', { name: 'Cookies und lokale Speicherung' });
  await expect(banner).toBeVisible();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(banner).toBeVisible();
  // Before, the banner was drawn once the site ran and pushed the page down: 0.44.
  expect(
    await page.evaluate(() => (window as unknown as { shifted: number }).shifted),
  ).toBeLessThan(0.01);

  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cookie-Einstellungen wurden gespeichert' }),
  ).toBeVisible();
  expect(await stored(page)).toMatchObject({ settings: { analytics: true, preferences: true } });
  expect(scripts.filter((s) => s.includes('cookie-banner'))).toEqual([]);
  // The server learns of the choice and sends the next pages without the banner.
  expect((await context.cookies()).map((c) => c.name)).toContain(CONSENT_COOKIE);
  expect(await (await page.request.get('/de/impressum')).text()).toContain(
    '<div id="consent"></div>',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  await context.close();
});

test('switching the language draws the banner in the new one, in the same place', async ({
  freshPage: page,
}) => {
  await page.goto('/de/impressum');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/imprint$/);
  await expect(page.getByRole('dialog', { name: 'Cookies and local storage' })).toBeVisible();
  await expect(page.locator('.cookie-banner')).toHaveCount(1);
  await page.getByRole('button', { name: 'Reject all' }).click();
  await expect(page.locator('.cookie-banner')).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ settings: { analytics: false } });
});

test('a choice stored before the cookie existed: the banner sent with the page goes and the cookie is set', async ({
  browser,
}) => {
  // A returning guest from before: the choice in the browser's storage, but no cookie yet.
  const context = await browser.newContext();
  await context.addInitScript(
    (value) => localStorage.setItem('cookie-consent', value),
    consentGiven,
  );
  const page = await context.newPage();
  const response = await page.goto('/de');
  expect(await response!.text()).toContain('class="cookie-banner"');
  await hydrated(page);
  await expect(page.locator('.cookie-banner')).toHaveCount(0);
  expect((await context.cookies()).map((c) => c.name)).toContain(CONSENT_COOKIE);
  await context.close();
});
