// The iCal sync page across the real stack: a pitch's export URL answers a calendar, replacing the
// key kills the old URL, a platform calendar is added and its failed fetch is reported on the page,
// fetched again and removed. (The import itself, against recorded platform feeds, is
// api/test/ical.int-spec.ts.)
import type { Page } from '@playwright/test';
import { expect, signedInAdminTest } from './fixtures.ts';
import { RAW_KEY } from './helpers/console.ts';

const test = signedInAdminTest();
test.describe.configure({ timeout: 60_000 });

const PITCH = 'A14';

const exportUrl = (page: Page) => page.getByTestId('ical-export-url').inputValue();
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

test('export URL with copy and key rotation, a platform calendar added, its result shown, fetched again and removed', async ({
  page,
  errors,
}) => {
  const [pitch] = (await (
    await page.request.get(
      `/api/admin/pitches?filter=${encodeURIComponent(JSON.stringify({ q: PITCH }))}`,
    )
  ).json()) as { id: string; code: string }[];
  expect(pitch.code).toBe(PITCH);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/ical-sync?pitch=${pitch.id}`);
  await expect(page.locator('#react-admin-title')).toHaveText('Kalenderabgleich (iCal)');
  const before = await exportUrl(page);
  expect(before).toContain(`/api/ical/pitches/${pitch.id}.ics?key=`);
  const feed = await page.request.get(pathOf(before));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);

  // Adding a calendar fetches it at once; a feed on this machine's own network is refused and
  // the page says why (the stack runs with ICAL_ALLOW_PRIVATE_ADDRESSES off, as in production).
  const importPanel = page.getByTestId('ical-import');
  await importPanel.getByLabel(/^Name/).fill('Airbnb');
  await importPanel.getByLabel(/^iCal-Adresse/).fill('http://localhost:9/calendar/ical/1.ics');
  await importPanel.getByRole('button', { name: 'Hinzufügen' }).click();
  const row = page.getByTestId('ical-feed').filter({ hasText: 'Airbnb' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Fehler', { exact: true })).toBeVisible();
  await expect(row.getByTestId('ical-feed-error')).toContainText(
    'Die Adresse führt in ein privates Netz und wird nicht abgerufen.',
  );
  // The platform's own export URL leaves its events out.
  expect(await row.getByTestId('ical-feed-export-url').inputValue()).toMatch(
    /&exclude=[0-9a-f-]{36}$/,
  );
  await page.screenshot({ path: 'e2e/screenshots/admin-ical-sync-1280.png', fullPage: true });

  await row.getByRole('button', { name: 'Jetzt abrufen' }).click();
  await expect(page.getByText('Abruf fehlgeschlagen – siehe Meldung')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('ical-problems')).toContainText(`${PITCH} · Airbnb`);
  await page.screenshot({ path: 'e2e/screenshots/admin-ical-sync-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Replacing the key: the old URL stops working, the new one works.
  await page.getByRole('button', { name: 'Schlüssel erneuern' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Schlüssel erneuern' }).click();
  await expect(page.getByText('Neuer Schlüssel erstellt')).toBeVisible();
  await expect.poll(() => exportUrl(page)).not.toBe(before);
  expect((await page.request.get(pathOf(before))).status()).toBe(403);
  expect((await page.request.get(pathOf(await exportUrl(page)))).status()).toBe(200);

  await row.getByRole('button', { name: 'Entfernen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('Noch kein Kalender eingetragen.')).toBeVisible();
  await expect(page.locator('#main-content')).not.toContainText(RAW_KEY);
  expect(errors).toEqual([]);
});
