// docs/product.md §2.6: with maintenance on, every public page shows the maintenance screen; /admin does not.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN as DEMO, giveConsent, stackUrl } from './fixtures.ts';

async function setMaintenance(request: APIRequestContext, body: Record<string, unknown>) {
  const login = await request.post('/api/demo-login', { data: DEMO });
  expect(login.ok()).toBe(true);
  const { cookies } = await request.storageState();
  const csrf = decodeURIComponent(cookies.find((c) => c.name === 'csrf')?.value ?? '');
  const res = await request.put('/api/admin/maintenance', {
    data: body,
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const PAGES = [
  '/de',
  '/en',
  '/de/aktivitaeten',
  '/de/impressum',
  '/de/datenschutz',
  '/de/agb',
  '/de/gast-ansicht',
  '/de/stellplatz-auswahl',
  '/de/kasse',
  '/de/buchung-erfolgreich/x',
  '/de/buchung-details/x',
  '/en/story-generator',
  '/de/gibt-es-nicht',
];

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: stackUrl() });
  await setMaintenance(request, { active: false });
  await request.dispose();
});

test('every public page shows the maintenance texts; /admin keeps working', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const end = '2031-01-15T15:30:00.000Z';
  await setMaintenance(request, { active: true, estimatedEndTime: end });
  await giveConsent(page.context());

  for (const path of PAGES) {
    await page.goto(path);
    const main = page.getByRole('main');
    if (path.startsWith('/de')) {
      await expect(page.getByRole('heading', { level: 1, name: 'Wartungsmodus' })).toBeVisible();
      for (const text of [
        'System vorübergehend nicht verfügbar',
        'Das System wird derzeit gewartet. Wir sind bald wieder für Sie da.',
        'Geplantes Ende',
        'Bitte versuchen Sie es später erneut.',
        'Notfall-Kontakt',
        'Bei dringenden Anliegen erreichen Sie uns rund um die Uhr:',
      ])
        await expect(main).toContainText(text);
    } else {
      // English pages say the same in English; the planned end stays German (docs/product.md §9: de-DE).
      await expect(page.getByRole('heading', { level: 1, name: 'Maintenance mode' })).toBeVisible();
      for (const text of ['System temporarily unavailable', 'Planned end', 'Emergency contact'])
        await expect(main).toContainText(text);
    }
    await expect(main).toContainText('Mittwoch, 15. Januar 2031 um 16:30');
    await expect(main.getByRole('link', { name: '+43 664 1234567' })).toBeVisible();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'e2e/screenshots/maintenance-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'e2e/screenshots/maintenance-1280.png' });

  await page.goto('/admin');
  await expect(page.locator('input[type="password"]')).toBeVisible();
  await expect(page.getByText('Wartungsmodus', { exact: true })).toHaveCount(0);

  await setMaintenance(request, { active: true, message: 'Wir spielen ein Update ein.' });
  await page.goto('/de/kasse');
  await expect(page.getByRole('main')).toContainText('Wir spielen ein Update ein.');
  await expect(page.getByText('Geplantes Ende')).toHaveCount(0);

  await setMaintenance(request, { active: false });
  await page.goto('/de/kasse');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
});
