// A phone booking taken in the console across the real stack: from an empty cell of the calendar to
// the create form, whose live quote follows the dates and the party and shows the API's refusal,
// to the booking page showing the same total; and a booking kept pending until a chosen day.
// Screenshots of the form with its quote at 1280 and 768 px (e2e/screenshots).
import type { Locator } from '@playwright/test';
import { expect, signedInAdminTest } from './fixtures.ts';
import { csrf, pitchId, unique } from './helpers/console.ts';
import { dayOf, viennaDate } from './helpers/dates.ts';

// The form's quote for a taken pitch is a 409 the panel shows; the browser still logs it.
const test = signedInAdminTest(/status of 409/);

/** A month about 20 months ahead, past the dates other specs book. */
const farMonth = () => `${viennaDate(610).slice(0, 7)}-01`;

/** The total row of a price table, as shown ("195,00 €"). */
const totalOf = async (table: Locator) =>
  (
    await table
      .getByRole('row')
      .filter({ hasText: 'Gesamtbetrag' })
      .getByRole('cell')
      .last()
      .innerText()
  )
    .replace(/\s/g, ' ')
    .trim();

test('a phone booking from an empty calendar cell: the live quote follows the stay, the booking keeps its total', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000);
  const month = farMonth();
  const days = new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 0)).getUTCDate();
  const d6 = await pitchId(page, 'D6');
  const name = `Telefon${unique()}`;
  // Another guest has D6 from the 15th: the form must say so when the stay runs into it.
  const other = await page.request.post('/api/admin/bookings', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: {
      pitchId: d6,
      checkIn: dayOf(month, 15),
      checkOut: dayOf(month, 18),
      adults: 2,
      firstName: 'Erika',
      lastName: `${name}X`,
    },
  });
  expect(other.status(), await other.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/calendar?view=month&date=${month}`);
  const row = page.getByTestId('row-D6');
  await expect(row).toBeVisible();
  const box = (await row.boundingBox())!;
  await row.click({ position: { x: ((5 - 0.5) * box.width) / days, y: box.height / 2 } });
  await page.getByRole('menuitem', { name: 'Telefonbuchung anlegen' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/create/);

  // One night for two adults, priced as the guest would be.
  const panel = page.getByTestId('quote-panel');
  const quote = panel.getByRole('table', { name: 'Preis' });
  await expect(quote).toBeVisible();
  await expect(page.getByLabel('Anreise')).toHaveValue(dayOf(month, 5));
  await expect(panel).toContainText('1 Nacht');
  await expect(panel).toContainText('Nächtigungsabgabe');
  const oneNight = await totalOf(quote);

  // Three nights: the quote follows.
  await page.getByLabel('Abreise').fill(dayOf(month, 8));
  await expect(panel).toContainText('3 Nächte');
  const threeNights = await totalOf(quote);
  expect(threeNights).not.toBe(oneNight);

  // A third adult: the quote follows again.
  await page.getByLabel('Erwachsene').fill('3');
  await expect.poll(() => totalOf(quote)).not.toBe(threeNights);
  const party = await totalOf(quote);

  // Into the other guest's nights: the API's reason, in German, where the price was.
  await page.getByLabel('Abreise').fill(dayOf(month, 16));
  await expect(panel.getByRole('alert')).toContainText(
    'Dieser Stellplatz ist im gewählten Zeitraum leider nicht mehr frei',
  );
  await page.getByLabel('Abreise').fill(dayOf(month, 8));
  await expect.poll(() => totalOf(quote)).toBe(party);

  await page.getByLabel(/^Vorname/).fill('Josef');
  await page.getByLabel(/^Nachname/).fill(name);
  await page.getByLabel(/^Telefon/).fill('+43 3687 22222');
  await expect(page.getByLabel('Bestätigt (sofort verbindlich)')).toBeChecked();
  await page.screenshot({
    path: 'e2e/screenshots/admin-phone-booking-quote-1280.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(quote).toBeVisible();
  await page.screenshot({
    path: 'e2e/screenshots/admin-phone-booking-quote-768.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Buchung angelegt')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bookings\/[0-9a-f-]{36}\/show$/);
  const shown = page.getByRole('table', { name: 'Preis' });
  await expect(shown).toBeVisible();
  expect(await totalOf(shown)).toBe(party);
  await expect(page.locator('main').getByText('Bestätigt', { exact: true }).first()).toBeVisible();

  // Stored as quoted, to the cent.
  const id = page.url().split('/').at(-2)!;
  const stored = (await (await page.request.get(`/api/admin/bookings/${id}`)).json()) as {
    totalCents: number;
    quote: { totalCents: number };
    adults: number;
    checkOut: string;
  };
  expect(stored).toMatchObject({ adults: 3, checkOut: dayOf(month, 8) });
  expect(stored.totalCents).toBe(stored.quote.totalCents);
  expect(party).toBe(
    new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
      .format(stored.totalCents / 100)
      .replace(/\s/g, ' '),
  );
  expect(errors).toEqual([]);
});

test('a phone booking kept pending until a chosen day holds its pitch and waits for the payment', async ({
  page,
  errors,
}) => {
  const month = farMonth();
  const d5 = await pitchId(page, 'D5');
  const name = `Wartet${unique()}`;
  const holdUntil = viennaDate(2);
  const source = { pitchId: d5, checkIn: dayOf(month, 20), checkOut: dayOf(month, 23) };
  await page.goto(`/admin/bookings/create?source=${encodeURIComponent(JSON.stringify(source))}`);
  const quote = page.getByTestId('quote-panel').getByRole('table', { name: 'Preis' });
  await expect(quote).toBeVisible();
  const total = await totalOf(quote);
  await page.getByLabel(/^Vorname/).fill('Maria');
  await page.getByLabel(/^Nachname/).fill(name);
  await page.getByLabel('Ausstehend (wartet auf Zahlung)').check();
  await page.getByLabel(/^Stellplatz reserviert bis/).fill(holdUntil);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Buchung angelegt')).toBeVisible();
  await expect(page.locator('main').getByText('Ausstehend', { exact: true }).first()).toBeVisible();
  expect(await totalOf(page.getByRole('table', { name: 'Preis' }))).toBe(total);

  const id = page.url().split('/').at(-2)!;
  const stored = (await (await page.request.get(`/api/admin/bookings/${id}`)).json()) as {
    status: string;
    holdExpiresAt: string;
  };
  expect(stored.status).toBe('pending');
  // Kept to the end of the chosen day at the campsite.
  expect(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(
      new Date(Date.parse(stored.holdExpiresAt) - 1),
    ),
  ).toBe(holdUntil);

  // The guest confirmed by phone without paying yet: staff make it binding.
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  const dialog = page.getByRole('dialog', { name: /Buchung \d{4}-\d{5} bestätigen\?/ });
  // Held to the end of the chosen day: the dialog names its last minute.
  const [hy, hm, hd] = holdUntil.split('-');
  const heldUntil = `${hd}.${hm}.${hy}, 23:59`;
  await expect(dialog).toContainText(`Der Stellplatz ist derzeit bis ${heldUntil} reserviert.`);
  await dialog.getByRole('button', { name: 'Buchung bestätigen' }).click();
  await expect(page.getByText('Buchung bestätigt')).toBeVisible();
  await expect(page.locator('main').getByText('Bestätigt', { exact: true }).first()).toBeVisible();
  const confirmed = (await (await page.request.get(`/api/admin/bookings/${id}`)).json()) as {
    status: string;
    totalCents: number;
  };
  expect(confirmed.status).toBe('confirmed');
  expect(errors).toEqual([]);
});
