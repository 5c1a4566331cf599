// Moving an invoiced booking in the calendar: the dialog shows the old and new price and the
// difference before saving; afterwards the booking page shows the storno, the new invoice that
// replaced the old one, and the new amount due. Screenshots at 1280 and 768 px.
import type { Page } from '@playwright/test';
import { expect, signedInAdminTest } from './fixtures.ts';
import { csrf, dragBar, euro, RAW_KEY, unique } from './helpers/console.ts';
import { dayOf, viennaDate } from './helpers/dates.ts';

const test = signedInAdminTest();

/** About 14 months ahead, a month no other spec books in. */
const month = () => `${viennaDate(430).slice(0, 7)}-01`;

/** Free pitches of row B for both stays (earlier runs of this spec may hold some). */
async function freeB(page: Page, stays: [string, string][]) {
  const sets = await Promise.all(
    stays.map(async ([checkIn, checkOut]) => {
      const res = await page.request.get(
        `/api/availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`,
      );
      expect(res.ok(), await res.text()).toBe(true);
      const { pitches } = (await res.json()) as {
        pitches: { id: string; code: string; state: string }[];
      };
      return pitches.filter((p) => p.state === 'available' && /^B\d+$/.test(p.code));
    }),
  );
  return sets[0]
    .filter((p) => sets.every((s) => s.some((q) => q.id === p.id)))
    .sort((a, b) => a.code.localeCompare(b.code, 'de', { numeric: true }));
}

test('calendar: moving an invoiced booking shows the price difference, then storno, new invoice and the new amount due', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000);
  const m = month();
  const days = new Date(Date.UTC(+m.slice(0, 4), +m.slice(5, 7), 0)).getUTCDate();
  const [from, to] = (await freeB(page, [
    [dayOf(m, 10), dayOf(m, 15)],
    [dayOf(m, 12), dayOf(m, 18)],
  ])) as { id: string; code: string }[];
  expect(to, 'two free pitches in row B').toBeTruthy();
  const headers = { 'X-CSRF-Token': await csrf(page) };
  const name = `Verlegt${unique()}`;
  const created = await page.request.post('/api/admin/bookings', {
    headers,
    data: {
      pitchId: from.id,
      checkIn: dayOf(m, 10),
      checkOut: dayOf(m, 15),
      adults: 2,
      firstName: 'Eva',
      lastName: name,
      email: `${name.toLowerCase()}@example.at`,
      confirmDuplicate: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: string; number: string; totalCents: number };
  // Paid in full at the desk: the worker issues the invoice.
  const paid = await page.request.post(`/api/admin/bookings/${booking.id}/payments`, {
    headers,
    data: { amountCents: booking.totalCents, method: 'cash' },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const invoices = async () =>
    (await (
      await page.request.get(
        `/api/admin/invoices?filter=${encodeURIComponent(JSON.stringify({ bookingId: booking.id }))}&sort=${encodeURIComponent('["number","ASC"]')}`,
      )
    ).json()) as { number: string; reversed: boolean }[];
  await expect.poll(async () => (await invoices()).length, { timeout: 20_000 }).toBe(1);
  const [first] = await invoices();

  // The price of the new stay, as the API prices it (one night more, another pitch).
  const quote = (await (
    await page.request.post(`/api/admin/bookings/${booking.id}/quote`, {
      headers,
      data: { pitchId: to.id, checkIn: dayOf(m, 12), checkOut: dayOf(m, 18) },
    })
  ).json()) as { quote: { totalCents: number }; differenceCents: number };
  expect(quote.differenceCents).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/calendar?view=month&date=${m}`);
  const bar = page.getByTestId(`booking-${booking.number}`);
  await expect(
    page.getByTestId(`row-${from.code}`).getByTestId(`booking-${booking.number}`),
  ).toBeVisible();
  await dragBar(page, bar, page.getByTestId(`row-${to.code}`), 12, days);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Buchung ${booking.number} verschieben`);
  await expect(dialog.getByLabel('Anreise')).toHaveValue(dayOf(m, 12));
  // One night more than dropped: the departure is typed in.
  await dialog.getByLabel('Abreise').fill(dayOf(m, 18));
  const price = dialog.getByTestId('stay-change-price');
  await expect(price).toContainText(`Bisheriger Preis${euro(booking.totalCents)}`);
  await expect(price).toContainText(`Neuer Preis${euro(quote.quote.totalCents)}`);
  await expect(price).toContainText(`Differenz+${euro(quote.differenceCents)}`);
  await expect(price).toContainText(`danach offen ${euro(quote.differenceCents)}`);
  await expect(price).toContainText(`Rechnung ${first.number} wird storniert`);
  expect(await dialog.innerText()).not.toMatch(RAW_KEY);
  await page.screenshot({ path: 'e2e/screenshots/admin-move-invoiced-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Verschieben' }).click();
  await expect(page.getByText('Buchung verschoben')).toBeVisible();

  // The booking page: RE 1 reversed by ST 1 and replaced by RE 2; the difference is due.
  await page.goto(`/admin/bookings/${booking.id}/show`);
  const panel = page.getByTestId('booking-payments');
  const history = panel.getByTestId('invoice-history');
  await expect(history.getByTestId('invoices-line')).toHaveCount(2, { timeout: 20_000 });
  await expect(history.getByTestId('storno-invoices-line')).toHaveCount(1);
  const [, second] = await invoices();
  const firstLine = history.getByTestId('invoices-line').first();
  await expect(firstLine).toContainText(first.number);
  await expect(firstLine).toContainText('Storniert');
  await expect(firstLine).toContainText(`ersetzt durch ${second.number}`);
  const secondLine = history.getByTestId('invoices-line').nth(1);
  await expect(secondLine).toContainText(`ersetzt ${first.number}`);
  await expect(secondLine).not.toContainText('Storniert');
  await expect(history.getByTestId('storno-invoices-line')).toContainText(/ST-\d{4}-\d{5}/);
  await expect(panel.getByTestId('ledger-summary')).toContainText(
    `Bezahlt ${euro(booking.totalCents)} von ${euro(quote.quote.totalCents)} · offen ${euro(quote.differenceCents)}`,
  );
  await expect(panel).not.toContainText('werden gerade ausgestellt');
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
  await page.screenshot({
    path: 'e2e/screenshots/admin-move-invoiced-booking-1280.png',
    fullPage: true,
  });

  // The edit form shows the same figures once the stay in it differs from the booking's.
  await page.goto(`/admin/bookings/${booking.id}`);
  await page.getByLabel('Abreise').fill(dayOf(m, 19));
  const editPrice = page.getByTestId('stay-change-price');
  await expect(editPrice).toContainText(`Bisheriger Preis${euro(quote.quote.totalCents)}`);
  await expect(editPrice).toContainText(`Rechnung ${second.number} wird storniert`);
  await editPrice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/admin-move-invoiced-edit-1280.png' });
  // Left without saving (a full page load: the form's guard only stops in-app navigation).
  await page.goto(`/admin/bookings/${booking.id}/show`);

  // The invoice list: the first invoice "Storniert", replaced by the second.
  await page.goto('/admin/invoices');
  await page.getByPlaceholder('Suchen').fill(name);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Storniert' })).toContainText(
    `${first.number}Storniertersetzt durch ${second.number}`,
  );
  await expect(rows.filter({ hasNotText: 'Storniert' })).toContainText(
    `${second.number}ersetzt ${first.number}`,
  );
  await page.screenshot({ path: 'e2e/screenshots/admin-move-invoice-list-1280.png' });

  // At 768 px: the booking page, and the dialog opened from the keyboard for a shorter stay.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`/admin/bookings/${booking.id}/show`);
  await expect(history.getByTestId('invoices-line')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.screenshot({
    path: 'e2e/screenshots/admin-move-invoiced-booking-768.png',
    fullPage: true,
  });
  await page.goto('/admin/invoices');
  await page.getByPlaceholder('Suchen').fill(name);
  await expect(page.getByText(`ersetzt durch ${second.number}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.screenshot({ path: 'e2e/screenshots/admin-move-invoice-list-768.png' });
  await page.goto(`/admin/calendar?view=two_weeks&date=${dayOf(m, 12)}`);
  await page.getByTestId(`booking-${booking.number}`).focus();
  await page.keyboard.press('v');
  await expect(dialog).toContainText(`Buchung ${booking.number} verschieben`);
  await dialog.getByLabel('Abreise').fill(dayOf(m, 16));
  await expect(price).toContainText('Differenz−');
  await expect(price).toContainText('Guthaben des Gastes');
  await expect(price).toContainText(`Rechnung ${second.number} wird storniert`);
  await page.screenshot({ path: 'e2e/screenshots/admin-move-invoiced-dialog-768.png' });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  expect(errors).toEqual([]);
});
