// The tourist-tax report page: a month's return with a booking of our own in
// it, the CSV download for the municipality, and screenshots at phone and desktop width.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signedInAdminTest } from './fixtures.ts';
import { lookAtWidths, staffBooking } from './helpers/console.ts';

const test = signedInAdminTest();
// A month no other spec books in (no season: any stay length is bookable).
const MONTH = '2028-02';

/** A phone booking of 2 adults and 1 child, 3 nights, on the first free pitch of the D row. */
async function book(page: Page, checkIn: string, checkOut: string) {
  const pitches = (await (await page.request.get('/api/admin/pitches?range=[0,99]')).json()) as {
    id: string;
    code: string;
  }[];
  const rowD = ['D11', 'D12', 'D13', 'D14', 'D15'].map(
    (code) => pitches.find((p) => p.code === code)!.id,
  );
  return staffBooking<{ number: string }>(page, rowD, {
    checkIn,
    checkOut,
    adults: 2,
    children: 1,
    firstName: 'Theo',
    lastName: `Taxe${Date.now().toString(36).slice(-5)}`,
    phone: '+43 664 5550199',
    country: 'DE',
    confirmDuplicate: true,
  });
}

test('shows a month’s tourist tax per booking and in total, and downloads the CSV', async ({
  page,
  errors,
}) => {
  // Across the month's end: 2 of its 3 nights fall in February (28th, 29th: a leap year).
  const b = await book(page, `${MONTH}-28`, '2028-03-02');
  await page.goto(`/admin/tourist-tax?month=${MONTH}`);
  await expect(page.getByRole('heading', { name: 'Februar 2028' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: b.number });
  // 2 nights × (2 liable + 1 exempt): 4 liable and 2 exempt overnight stays, 4 × 2,00 € = 8,00 €.
  await expect(row.getByRole('cell')).toHaveText([
    b.number,
    /Theo Taxe\w+ \(DE\)/,
    '28.02. – 02.03.',
    '2',
    '2',
    '1',
    '4',
    '2',
    '2,00 €',
    '8,00 €',
  ]);
  await expect(page.getByTestId('tax-total')).toContainText('€');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Meldung Februar 2028 als CSV herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`naechtigungsabgabe-${MONTH}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(`${b.number};Theo Taxe`);
  expect(csv).toMatch(/\r\nSumme;\d+ Buchung/);

  // Another month through the picker: March holds the stay's last night.
  await page.getByTestId('month').fill('2028-03');
  await expect(page).toHaveURL(/month=2028-03/);
  await expect(
    page.getByRole('row').filter({ hasText: b.number }).getByRole('cell').nth(3),
  ).toHaveText('1');
  expect(errors).toEqual([]);
});

test('tourist-tax page: screenshots at 390 and 1280 px', async ({ page, errors }) => {
  await page.goto(`/admin/tourist-tax?month=${MONTH}`);
  await expect(page.getByTestId('tax-total')).toBeVisible();
  // The table scrolls inside its card; the page itself is never wider than the screen.
  await lookAtWidths(page, 'tourist-tax', [390, 1280]);
  expect(errors).toEqual([]);
});
