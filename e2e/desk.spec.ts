// The desk's money and weather pages across the real stack: record payments on a booking (the
// full one asks before the invoice is issued), the worker issues the invoice, its PDF downloads and
// holds the invoice number, it is sent again and found in the invoice list and its CSV; the weather
// page shows the stand-in's forecast and a forced refresh moves "last refresh". Screenshots of the
// pages at phone and desktop width.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseOption, expect, signedInAdminTest } from './fixtures.ts';
import { csrf, euro, lookAtWidths, staffBooking, unique } from './helpers/console.ts';
import { viennaDate } from './helpers/dates.ts';

const test = signedInAdminTest();

interface Booked {
  id: string;
  number: string;
  totalCents: number;
}

/** A confirmed phone booking with an email address, on the first free pitch of a far stay. */
async function book(page: Page, lastName: string): Promise<Booked> {
  const pitches = (await (await page.request.get('/api/admin/pitches?range=[0,99]')).json()) as {
    id: string;
    code: string;
  }[];
  const offset = 120 + Math.floor(Math.random() * 200);
  const rowC = pitches.filter((p) => p.code.startsWith('C')).map((p) => p.id);
  return staffBooking<Booked>(page, rowC, {
    checkIn: viennaDate(offset),
    // A week: longer than any season's minimum stay.
    checkOut: viennaDate(offset + 7),
    adults: 2,
    firstName: 'Lena',
    lastName,
    email: `${lastName.toLowerCase()}@example.at`,
    confirmDuplicate: true,
  });
}

/** An amount as the German console's euro input shows it: 18250 → "182,50", 18200 → "182". */
const typed = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '').replace('.', ',');

// The browser's own number formats (here US) never decide how the German console reads an
// amount: "100,50" is 100 euros 50, "100.50" is refused, and more than is open is asked about.
test.describe('in a browser with US number formats', () => {
  test.use({ locale: 'en-US' });

  test('the German console reads amounts the German way and asks before taking more than is open', async ({
    page,
    errors,
  }) => {
    const booking = await book(page, `Komma${unique()}`);
    await page.goto(`/admin/bookings/${booking.id}/show`);
    const panel = page.getByTestId('booking-payments');
    await panel.getByRole('button', { name: 'Zahlung erfassen' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Betrag in Euro').fill('100,50');
    // The booking's refresh after this payment is held back until the next amount is typed: a
    // refresh landing in an open dialog must not replace what staff typed with the open amount.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/admin/bookings/${booking.id}`, async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Erfassen' }).click();
    await expect(page.getByText(`Zahlung über ${euro(10050)} erfasst.`)).toBeVisible();
    await expect(panel.getByTestId('ledger-row')).toContainText(euro(10050));
    const open = booking.totalCents - 10050;

    // The English way of writing it is not guessed at: an example says how, nothing is stored.
    await panel.getByRole('button', { name: 'Zahlung erfassen' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Betrag in Euro').fill('100.50');
    release();
    await expect(panel.getByTestId('ledger-summary')).toContainText(`offen ${euro(open)}`);
    await page.unroute(`**/api/admin/bookings/${booking.id}`);
    await expect(dialog.getByLabel('Betrag in Euro')).toHaveValue('100.50');
    await dialog.getByRole('button', { name: 'Erfassen' }).click();
    await expect(dialog).toContainText('Betrag in Euro wie 100,50 oder 1.234,56 eingeben');

    // More than is open: asked first; backing out records nothing.
    await dialog.getByLabel('Betrag in Euro').fill(typed(open + 2000));
    await dialog.getByRole('button', { name: 'Erfassen' }).click();
    const ask = page.getByRole('dialog', { name: 'Mehr als offen erfassen?' });
    await expect(ask).toContainText(`nur ${euro(open)} offen`);
    await expect(ask).toContainText(`bleiben ${euro(2000)} als Guthaben des Gastes`);
    await ask.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(ask).toBeHidden();
    await expect(panel.getByTestId('ledger-row')).toHaveCount(1);

    // Confirmed, the excess stays as the guest's credit and the booking is paid.
    await dialog.getByRole('button', { name: 'Erfassen' }).click();
    await ask.getByRole('button', { name: 'Erfassen, Rest als Guthaben' }).click();
    await expect(panel.getByTestId('ledger-row')).toHaveCount(2);
    await expect(panel.getByTestId('ledger-summary')).toContainText(
      `offen ${euro(0)} · Guthaben des Gastes ${euro(2000)}`,
    );
    expect(errors).toEqual([]);
  });
});

test('record a part payment, then the rest with confirmation: the invoice appears, its PDF downloads and it is sent again', async ({
  page,
  errors,
}) => {
  test.setTimeout(60_000);
  const name = `Kassa${unique()}`;
  const booking = await book(page, name);
  await page.goto(`/admin/bookings/${booking.id}/show`);
  const panel = page.getByTestId('booking-payments');
  await expect(panel).toContainText('Noch keine Zahlungen erfasst.');
  await expect(panel.getByTestId('ledger-summary')).toContainText(
    `offen ${euro(booking.totalCents)}`,
  );

  // A part payment is recorded at once (it issues no invoice).
  await panel.getByRole('button', { name: 'Zahlung erfassen' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Betrag in Euro').fill('10');
  await dialog.getByRole('button', { name: 'Erfassen' }).click();
  await expect(page.getByText(`Zahlung über ${euro(1000)} erfasst.`)).toBeVisible();
  await expect(panel.getByTestId('ledger-row')).toHaveCount(1);
  await expect(panel.getByTestId('ledger-row')).toContainText('Bar');
  const rest = booking.totalCents - 1000;
  await expect(panel.getByTestId('ledger-summary')).toContainText(`offen ${euro(rest)}`);

  // The rest pays it in full: the console asks first, since the invoice goes out with it.
  await panel.getByRole('button', { name: 'Zahlung erfassen' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Betrag in Euro')).toHaveValue(typed(rest));
  await chooseOption(page, dialog.getByLabel('Zahlungsweg'), 'Kartenterminal');
  await dialog.getByLabel('Referenz').fill(`T-${name}`);
  await dialog.getByRole('button', { name: 'Erfassen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rechnung ausstellen?' });
  await expect(confirm).toContainText(
    `Mit dieser Zahlung ist Buchung ${booking.number} vollständig bezahlt. Es wird automatisch eine Rechnung erstellt`,
  );
  await confirm.getByRole('button', { name: 'Zahlung erfassen und Rechnung ausstellen' }).click();
  await expect(page.getByText(`Zahlung über ${euro(rest)} erfasst.`)).toBeVisible();
  await expect(panel.getByTestId('ledger-row')).toHaveCount(2);
  await expect(panel.getByTestId('ledger-summary')).toContainText(`offen ${euro(0)}`);
  await expect(page.locator('main').getByText('Bezahlt', { exact: true }).first()).toBeVisible();

  // The worker issues the invoice; the panel shows it once it is there.
  const line = panel.getByTestId('invoices-line');
  await expect(line).toContainText(/RE-\d{4}-\d{5}/, { timeout: 20_000 });
  const number = (await line.locator('strong').innerText()).trim();
  const download = page.waitForEvent('download');
  await line.getByRole('link', { name: 'PDF' }).click();
  const file = await (await download).path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).toString();
  expect(text).toContain(number);
  expect(text).toContain(booking.number);

  await line.getByRole('button', { name: 'Erneut senden' }).click();
  const ask = page.getByRole('dialog', { name: `Rechnung ${number} erneut senden?` });
  await ask.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(
    page.getByText(`Rechnung ${number} wird an ${name.toLowerCase()}@example.at gesendet.`),
  ).toBeVisible();

  // Cancelled, the booking's invoice is reversed by a storno invoice, shown beside it.
  const cancelled = await page.request.post(`/api/admin/bookings/${booking.id}/cancel`, {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: { reason: 'Test storno', refund: 'cash' },
  });
  expect(cancelled.status()).toBe(201);
  await page.reload();
  const stornoLine = panel.getByTestId('storno-invoices-line');
  await expect(stornoLine).toContainText(/ST-\d{4}-\d{5}/, { timeout: 20_000 });
  await expect(line).toContainText(number);

  // The invoice list finds it by the guest's name, with the payment state, and exports it.
  await page.goto('/admin/invoices');
  await page.getByPlaceholder('Suchen').fill(name);
  const row = page.locator('tr', { hasText: number });
  await expect(row).toContainText(`Lena ${name}`);
  // Cancelled free of charge, the money went back.
  await expect(row).toContainText('Erstattet');
  await expect(row).toContainText(booking.number);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const csvText = readFileSync(await (await csv).path(), 'utf8');
  expect(csvText).toContain('Rechnungsnummer;Rechnungsdatum;Buchung;Gast');
  expect(csvText).toContain(`${number};`);
  const pdf = page.waitForEvent('download');
  await row.getByRole('link', { name: `PDF von ${number} herunterladen` }).click();
  expect((await pdf).suggestedFilename()).toBe(`Rechnung-${number}.pdf`);
  expect(errors).toEqual([]);
});

test('the weather page shows the provider, the stand-in’s forecast, and a forced refresh moves "last refresh"', async ({
  page,
  errors,
}) => {
  await page.goto('/admin/weather');
  const status = page.getByTestId('weather-status');
  await expect(status).toContainText('OpenWeatherMap');
  await expect(status).toContainText('Hinterlegt');

  // A fresh stack may not have asked the provider yet: the first forced refresh fills the cache.
  const last = page.getByTestId('weather-last-refresh');
  const refresh = page.getByRole('button', { name: 'Jetzt aktualisieren' });
  await refresh.click();
  await expect(page.getByText('Wetterdaten aktualisiert.')).toBeVisible();
  await expect(last).not.toHaveText('noch nie');
  // The recorded forecast of the stand-in: Schladming, 12 to 17 July 2027.
  const days = page.getByTestId('forecast-day');
  await expect(days.first()).toContainText('12.07.2027');
  expect(await days.count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('weather-current')).toContainText('Bewölkt');
  await expect(page.getByTestId('weather-current')).toContainText('Schladming');

  // A second forced refresh is a later one.
  const first = await last.innerText();
  // Shown to the second: the next refresh reads differently once the clock's second has moved on.
  const shownSecond = first.match(/(\d{2})\D*$/)?.[1];
  await expect
    .poll(() => page.evaluate(() => String(new Date().getSeconds()).padStart(2, '0')))
    .not.toBe(shownSecond);
  await refresh.click();
  await expect(last).not.toHaveText(first);
  await expect(status).toContainText('Erfolgreich');
  expect(errors).toEqual([]);
});

test("invoices, storno invoices, a booking's payments and the weather: screenshots at 390 and 1280 px", async ({
  page,
  errors,
}) => {
  test.setTimeout(60_000);
  const booking = await book(page, `Bild${unique()}`);
  await page.request.post(`/api/admin/bookings/${booking.id}/payments`, {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: { amountCents: 2000, method: 'cash', kind: 'payment' },
  });
  // The weather page shows the cached forecast: make sure the stand-in's is there.
  const refreshed = await page.request.post('/api/admin/weather/refresh', {
    headers: { 'X-CSRF-Token': await csrf(page) },
  });
  expect(refreshed.status()).toBe(200);
  const shots: [string, string, (p: Page) => Promise<unknown>][] = [
    ['invoices', '/admin/invoices', (p) => p.locator('#main-content').waitFor()],
    ['storno-invoices', '/admin/storno-invoices', (p) => p.locator('#main-content').waitFor()],
    [
      'booking-payments',
      `/admin/bookings/${booking.id}/show`,
      (p) => p.getByTestId('ledger-row').waitFor(),
    ],
    ['weather', '/admin/weather', (p) => p.getByTestId('forecast-day').first().waitFor()],
  ];
  for (const [name, path, ready] of shots) {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await lookAtWidths(page, name, [390, 1280]);
  }
  expect(errors).toEqual([]);
});
