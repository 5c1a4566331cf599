// The system settings across the real stack: the Grundeinstellungen change the public
// footer, imprint and location section; the Standort page changes that section's texts and map
// link; the performance monitor shows the routes just used and refreshes itself. Runs in its own
// project after the other site specs (playwright.config.ts): the company address shows everywhere.
import type { Browser, Page } from '@playwright/test';
import {
  expect,
  giveConsent,
  hydrated,
  sectionHydrated,
  signedInAdminTest,
  stackUrl,
} from './fixtures.ts';
import { csrf, RAW_KEY } from './helpers/console.ts';

// The refused IBAN is an answer the form handles; Chromium still logs the 400.
const test = signedInAdminTest(/status of 400/);
test.describe.configure({ mode: 'serial' });

const NEW_ADDRESS = { address: 'Untertalstraße 7', postalCode: '8971', city: 'Rohrmoos-Untertal' };

/** A guest's browser: no session, cookie choice stored, nothing cached from earlier pages. */
async function guestPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: stackUrl(),
    viewport: { width, height: 900 },
  });
  await giveConsent(context);
  return context.newPage();
}

let original: { company: Record<string, unknown>; location: Record<string, unknown> } | undefined;

test.beforeAll(async ({ browser, adminState }) => {
  const context = await browser.newContext({
    baseURL: stackUrl(),
    storageState: adminState,
  });
  const company = (await (await context.request.get('/api/admin/company-settings')).json()) as {
    address: string;
    postalCode: string;
    city: string;
    iban: string | null;
  };
  const location = (await (await context.request.get('/api/admin/location')).json()) as Record<
    string,
    unknown
  >;
  original = {
    company: {
      address: company.address,
      postalCode: company.postalCode,
      city: company.city,
      iban: company.iban,
    },
    location: {
      mapsUrl: location.mapsUrl,
      attractions: location.attractions,
      accessInfo: location.accessInfo,
    },
  };
  await context.close();
});

// The maintenance spec runs next and expects the seeded operator.
test.afterAll(async ({ browser, adminState }) => {
  if (!original) return;
  const context = await browser.newContext({
    baseURL: stackUrl(),
    storageState: adminState,
  });
  const page = await context.newPage();
  const headers = { 'X-CSRF-Token': await csrf(page) };
  for (const [path, data] of [
    ['/api/admin/company-settings', original.company],
    ['/api/admin/location', original.location],
  ] as const) {
    const res = await context.request.put(path, { data, headers });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await context.close();
});

test('Grundeinstellungen: a bad IBAN is marked at its field; the new address reaches footer, imprint and location section', async ({
  page,
  browser,
  errors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/settings');
  const form = page.getByRole('region', { name: 'Unternehmen und Impressum' });
  await expect(form.getByLabel(/^Straße und Hausnummer/)).toHaveValue('Rohrmoosstraße 128');
  await page.screenshot({ path: 'e2e/screenshots/admin-settings-1280.png', fullPage: true });

  await form.getByLabel(/^Straße und Hausnummer/).fill(NEW_ADDRESS.address);
  await form.getByLabel(/^PLZ/).fill(NEW_ADDRESS.postalCode);
  await form.getByLabel(/^Ort/).fill(NEW_ADDRESS.city);
  // A typo in the IBAN's last digit breaks its checksum: refused, with the catalogue's text.
  const iban = form.getByLabel(/^IBAN/);
  await iban.fill('AT43 3837 7000 0045 6788');
  await form.getByLabel(/^Check-in ab/).fill('14.00');
  await form.getByRole('button', { name: 'Speichern' }).click();
  // The time is checked in the browser first.
  await expect(form.getByText('Bitte eine Uhrzeit im Format HH:MM eingeben')).toBeVisible();
  await form.getByLabel(/^Check-in ab/).fill('14:00');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    form.getByText('Bitte geben Sie eine gültige IBAN ein (z. B. AT43 3837 7000 0045 6789)'),
  ).toBeVisible();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Nicht gespeichert: bitte die markierten Felder prüfen.'),
  ).toBeVisible();

  await iban.fill('AT43 3837 7000 0045 6789');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Unternehmensdaten gespeichert')).toBeVisible();
  await expect(page.locator('#main-content')).not.toContainText(RAW_KEY);

  // A guest opening the site now sees the new address.
  const guest = await guestPage(browser);
  await guest.goto('/de');
  // Scrolled to once the page is live: hydrating may swap the prerendered footer under a scroll.
  await hydrated(guest);
  const footer = guest.locator('#contact');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toContainText(NEW_ADDRESS.address);
  await expect(footer).toContainText(`${NEW_ADDRESS.postalCode} ${NEW_ADDRESS.city}`);
  const location = guest.locator('#location');
  await location.scrollIntoViewIfNeeded();
  // The live section replaces the prerendered one once its code is there.
  await sectionHydrated(guest, 'location');
  await expect(location).toContainText(NEW_ADDRESS.address);
  await expect(location).toContainText(`${NEW_ADDRESS.postalCode} ${NEW_ADDRESS.city}`);
  await expect(location).not.toContainText('Rohrmoosstraße 128');
  await guest.goto('/de/impressum');
  await expect(guest.getByRole('main')).toContainText(NEW_ADDRESS.address);
  await guest.context().close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByLabel(/^Straße und Hausnummer/)).toHaveValue(NEW_ADDRESS.address);
  await page.screenshot({ path: 'e2e/screenshots/admin-settings-390.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('Standort: own attraction, arrival text and map link appear in the landing page section, per language', async ({
  page,
  browser,
  errors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/location');
  await expect(page.getByLabel(/^Straße und Hausnummer/)).toHaveValue(NEW_ADDRESS.address);
  const attractions = page.getByRole('group', { name: 'In der Nähe' });
  const german = attractions.getByRole('textbox', { name: /^Eintrag/ });
  await expect(german.first()).toHaveValue('Planai-Seilbahn und Zentrum Schladming – 3 km');
  await page.screenshot({ path: 'e2e/screenshots/admin-location-1280.png', fullPage: true });

  await german.first().fill('Reiteralm mit Sommerrodelbahn – 6 km');
  const mapsUrl = page.getByLabel(/^Link zur Karte/);
  await mapsUrl.fill('http://maps.example.com/route');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Bitte eine vollständige Adresse mit https:// eingeben'),
  ).toBeVisible();
  await mapsUrl.fill('https://www.google.com/maps/dir/?api=1&destination=47.3935,13.6872');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Standort gespeichert')).toBeVisible();
  await expect(page.locator('#main-content')).not.toContainText(RAW_KEY);

  const guest = await guestPage(browser, 390);
  await guest.goto('/de#location');
  // The sections load at once for an address into them; the page settles first.
  await guest.waitForLoadState('networkidle');
  // The address points into the section: it loads at once and may replace the prerendered one
  // meanwhile, so only retrying assertions touch it (no element handle kept).
  const section = guest.locator('#location');
  await expect(section).toContainText('Reiteralm mit Sommerrodelbahn – 6 km');
  await expect(section).not.toContainText('Planai-Seilbahn');
  const map = section.getByRole('link', { name: /Route in der Karte öffnen/ });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  await expect(map).toHaveAttribute('target', '_blank');
  // The English page keeps its own list.
  await guest.goto('/en#location');
  await guest.waitForLoadState('networkidle');
  const english = guest.locator('#location');
  await expect(english).toContainText('Planai cable car and Schladming town centre – 3 km');
  await expect(english).toContainText(NEW_ADDRESS.address);
  await guest.context().close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByLabel(/^Link zur Karte/)).toHaveValue(/google\.com/);
  await page.screenshot({ path: 'e2e/screenshots/admin-location-390.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('Performance Monitor: the routes just used with their latency, queues, statements; refreshes itself', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/performance');
  const routes = page.getByRole('table', { name: 'Anfragen je Route' });
  const row = routes.getByRole('row', { name: /PUT \/api\/admin\/location/ });
  await expect(row).toBeVisible();
  // p50, p95 and p99 of a route that answered: figures in ms, not dashes.
  await expect(row.getByRole('cell').nth(3)).toHaveText(/\d ms$/);
  const queues = page.getByRole('table', { name: 'Warteschlangen' });
  await expect(queues.getByRole('row', { name: /^mail\b/ })).toBeVisible();
  await expect(queues.getByRole('row', { name: /^invoices\b/ })).toBeVisible();
  const report = (await (await page.request.get('/api/admin/performance')).json()) as {
    statements: { available: boolean };
  };
  const statements = page.getByTestId('perf-statements');
  if (report.statements.available)
    await expect(
      statements.getByRole('table', { name: 'Langsamste Datenbankabfragen' }).getByRole('row'),
    ).not.toHaveCount(0);
  else await expect(statements).toContainText('Nicht verfügbar: pg_stat_statements');
  await page.screenshot({ path: 'e2e/screenshots/admin-performance-1280.png', fullPage: true });

  // Auto-refresh asks again within its 10 s; switched off, it does not.
  await page.waitForResponse((r) => r.url().endsWith('/api/admin/performance'), {
    timeout: 15_000,
  });
  await page.getByLabel('Automatisch aktualisieren (alle 10 s)').uncheck();
  await expect(page.getByLabel('Automatisch aktualisieren (alle 10 s)')).not.toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(routes.getByRole('row', { name: /GET \/api\/admin\/performance/ })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/admin-performance-390.png', fullPage: true });
  expect(errors).toEqual([]);
});
