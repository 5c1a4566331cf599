// docs/product.md §2.3 cookie banner.
import { expect, test } from './fixtures.ts';

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null') as unknown);

test('shows on the first visit and stores "accept all" with a timestamp', async ({
  freshPage: page,
}) => {
  await page.goto('/de');
  const banner = page.getByRole('dialog', { name: 'Cookies und lokale Speicherung' });
  await expect(banner).toBeVisible();
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
  const banner = page.getByRole('dialog', { name: 'Cookies and local storage' });
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
  expect(await stored(page)).toMatchObject({
    settings: { necessary: true, analytics: false, marketing: false, preferences: false },
  });
});

test('settings: per-category toggles, necessary always on', async ({ freshPage: page }) => {
  await page.goto('/de');
  const banner = page.getByRole('dialog', { name: 'Cookies und lokale Speicherung' });
  await banner.getByRole('button', { name: 'Einstellungen' }).click();
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
