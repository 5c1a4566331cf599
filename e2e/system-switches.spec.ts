// The system pages whose actions switch things for the whole site: an alert
// raised and acknowledged, the story generator switched off and back on with the public site
// following at its next page load, and a guest found, exported and erased. They run after the
// site's specs (playwright.config.ts, project "switches"), so no other page sees the switches.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signedInAdminTest } from './fixtures.ts';
import { csrf, pitchId, RAW_KEY, staffBooking, unique } from './helpers/console.ts';
import { viennaDate } from './helpers/dates.ts';

const test = signedInAdminTest();

async function api(page: Page, method: 'put' | 'post', path: string, data: object) {
  const res = await page.request[method](path, {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data,
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A phone booking on the first free pitch of `codes`, 40 days ahead (other specs book too). */
async function book(page: Page, codes: string[], lastName: string, email: string) {
  const ids: string[] = [];
  for (const code of codes) ids.push(await pitchId(page, code));
  return staffBooking(page, ids, {
    checkIn: viennaDate(40),
    checkOut: viennaDate(44),
    adults: 2,
    firstName: 'Greta',
    lastName,
    email,
    confirmDuplicate: true,
  });
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

test('an alert raised by a rule is acknowledged from the alert page, with who and when', async ({
  page,
  errors,
}) => {
  // Every pitch counts as "little free" below 101 %: the weekend rule fires at the next check.
  await api(page, 'put', '/api/admin/alert-rules/low_availability', {
    enabled: true,
    threshold: 101,
  });
  try {
    await page.goto('/admin/alerts');
    await page.getByRole('button', { name: 'Jetzt prüfen' }).click();
    const item = page.getByTestId('alert-item').filter({ hasText: /Wochenende ab .* frei/ });
    await expect(item).toBeVisible();
    await expect(page.getByTestId('rule-low_availability')).toBeVisible();
    await shots(page, 'admin-alerts');
    await item.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(item.getByTestId('acknowledged')).toContainText(
      'Bestätigt von admin@alpencamp-dachstein.at',
    );
    await expect(item.getByRole('button', { name: 'Bestätigen' })).toHaveCount(0);
    await expect(page.locator('#main-content')).not.toContainText(RAW_KEY);
  } finally {
    await api(page, 'put', '/api/admin/alert-rules/low_availability', { threshold: 10 });
    await api(page, 'post', '/api/admin/alerts/evaluate', {});
  }
  expect(errors).toEqual([]);
});

test('switching the story generator off hides it on the public site at the next page load', async ({
  page,
  browser,
  errors,
}) => {
  const guest = await browser.newPage();
  await guest.goto('/de/gast-ansicht');
  const storyLink = guest.getByRole('link', { name: /Story erstellen/ });
  await expect(storyLink).toBeVisible();

  await page.goto('/admin/feature-toggles');
  const story = page.getByTestId('toggle-storyGenerator');
  const toggle = story.getByRole('switch', { name: 'Story-Generator' });
  await expect(toggle).toBeChecked();
  try {
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(story).toContainText('von admin@alpencamp-dachstein.at');
    await expect(page.getByTestId('toggle-audit')).toContainText(
      'admin@alpencamp-dachstein.at: Story-Generator ausgeschaltet',
    );
    await shots(page, 'admin-feature-toggles');

    await guest.reload();
    await expect(guest.getByRole('heading', { level: 1, name: /Willkommen bei/ })).toBeVisible();
    await expect(guest.getByRole('link', { name: /Story erstellen/ })).toHaveCount(0);
    await guest.goto('/de/story-generator');
    await expect(guest.getByRole('main')).toContainText(/nicht verfügbar/);
  } finally {
    await api(page, 'put', '/api/admin/feature-toggles/storyGenerator', { enabled: true });
  }
  await guest.goto('/de/gast-ansicht');
  await expect(guest.getByRole('link', { name: /Story erstellen/ })).toBeVisible();
  await guest.close();
  expect(errors).toEqual([]);
});

test('a guest is found by name, exported as JSON and erased while the invoice note is shown', async ({
  page,
  errors,
}) => {
  const name = `Datenschutz${unique().toLowerCase()}`;
  const email = `${name.toLowerCase()}@example.at`;
  const booking = await book(page, ['B7', 'B8', 'B9', 'B10', 'B11'], name, email);
  await page.goto('/admin/gdpr-compliance');
  await expect(page.getByTestId('bao-notice')).toContainText('BAO § 132');
  await page.getByLabel('Gast suchen').fill(name);
  await page.getByRole('button', { name: 'Suchen' }).click();
  const match = page.getByTestId('guest-match');
  await expect(match).toHaveCount(1);
  await expect(match).toContainText(`Greta ${name}`);
  await expect(match).toContainText(booking.number);
  await shots(page, 'admin-gdpr');

  const download = page.waitForEvent('download');
  await match.getByRole('button', { name: 'Export (JSON)' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as {
    bookings: { number: string; last_name: string }[];
  };
  expect(exported.bookings.map((b) => b.number)).toEqual([booking.number]);
  expect(exported.bookings[0].last_name).toBe(name);

  await match.getByRole('button', { name: 'Löschen (anonymisieren)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('BAO § 132');
  await dialog.getByRole('button', { name: 'Endgültig anonymisieren' }).click();
  await expect(page.getByText(/Anonymisiert: 1 Buchung/)).toBeVisible();
  await expect(page.getByText('Kein Gast gefunden.')).toBeVisible();
  await expect(page.getByTestId('gdpr-log')).toContainText(`Löschung · ${booking.number}`);
  await expect(page.getByTestId('gdpr-log')).not.toContainText(name);

  const after = (await (await page.request.get(`/api/admin/bookings/${booking.id}`)).json()) as {
    firstName: string;
    lastName: string;
    email: string | null;
  };
  expect(after).toMatchObject({ firstName: 'Anonymisiert', lastName: '', email: null });
  expect(errors).toEqual([]);
});
