// docs/product.md §2.10: the service worker at /sw.js, and the offline shell it provides.
import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('registers /sw.js and shows the site offline from its cache', async ({ page, context }) => {
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/de/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.scope,
  );
  expect(scope).toMatch(/\/$/);
  // The first visit fills the cache; a second one runs under the worker's control.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Every chunk of this page has now passed through the worker, which caches as it fetches.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  // Offline too, the page starts (the entry, React's DOM renderer and the site come from the cache).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await context.setOffline(false);
});
