// The front desk's meter readings screen on a tablet (768 px, German): a stay on a pitch with an
// electricity meter gets its arrival reading, a lower departure reading is refused under its
// input, the real one bills the consumption, and the booking page shows the electricity line.
import type { Page } from '@playwright/test';
import { expect, signedInAdminTest } from './fixtures.ts';
import { csrf, RAW_KEY, unique } from './helpers/console.ts';
import { viennaDate } from './helpers/dates.ts';

const test = signedInAdminTest(/status of 400/);
test.describe.configure({ timeout: 90_000 });

const LINE = 'Strom (Zähler) 42 kWh × 0,45 €';

/**
 * A pitch with a meter made for this test and a confirmed phone booking on it from today for two
 * nights. The pitch is made inactive again at once, so the public site and other specs do not
 * offer it (the booking keeps it).
 */
async function meteredStay(page: Page) {
  const code = `M-${unique().slice(0, 6)}`;
  const meterNumber = `Z-${unique()}`;
  const headers = { 'X-CSRF-Token': await csrf(page) };
  const [category] = (await (
    await page.request.get('/api/admin/categories?filter={"slug":"comfort"}')
  ).json()) as { id: string }[];
  const created = await page.request.post('/api/admin/pitches', {
    headers,
    data: { code, categoryId: category.id, x: 91, y: 96, hasElectricity: true, meterNumber },
  });
  expect(created.status(), await created.text()).toBe(201);
  const pitch = (await created.json()) as { id: string };
  const lastName = `Zähler${unique()}`;
  const booked = await page.request.post('/api/admin/bookings', {
    headers,
    data: {
      pitchId: pitch.id,
      checkIn: viennaDate(0),
      checkOut: viennaDate(2),
      adults: 2,
      firstName: 'Lena',
      lastName,
      phone: '+43 664 5550142',
      country: 'AT',
      confirmDuplicate: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const off = await page.request.put(`/api/admin/pitches/${pitch.id}`, {
    headers,
    data: { active: false },
  });
  expect(off.status(), await off.text()).toBe(200);
  const booking = (await booked.json()) as { id: string; number: string; totalCents: number };
  return { code, meterNumber, lastName, booking, pitchId: pitch.id };
}

test('records arrival and departure readings, refuses a lower one inline, bills the line', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const { code, meterNumber, lastName, booking } = await meteredStay(page);

  // Today: the arrival, no reading yet on this meter.
  await page.goto('/admin/meter-readings');
  await expect(page.getByRole('heading', { name: 'Zählerstände' }).first()).toBeVisible();
  const arrival = page.getByTestId(`meter-${code}`);
  await expect(arrival).toContainText(`${code} · Lena ${lastName}`);
  await expect(arrival).toContainText('Anreise');
  await expect(arrival).toContainText(`Zähler ${meterNumber}`);
  await expect(arrival.getByTestId('last-reading')).toHaveText(
    'Letzter Stand: noch kein Stand erfasst',
  );
  await arrival.getByLabel('Zählerstand bei Anreise').fill('1000');
  await arrival.getByRole('button', { name: 'Stand speichern' }).click();
  await expect(arrival.getByText('Stand bei Anreise erfasst')).toBeVisible();
  await expect(arrival.getByTestId('last-reading')).toContainText('1.000 kWh');
  await expect(arrival.getByTestId('last-reading')).toContainText('admin@alpencamp-dachstein.at');
  // Nothing sticks out sideways on the tablet.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.screenshot({ path: 'e2e/screenshots/admin-meter-readings-768.png', fullPage: true });

  // The day of departure: a reading below the last is refused under the input, nothing saved.
  await page.goto(`/admin/meter-readings?date=${viennaDate(2)}`);
  const departure = page.getByTestId(`meter-${code}`);
  await expect(departure).toContainText('Abreise');
  const input = departure.getByLabel('Zählerstand bei Abreise');
  await input.fill('999,5');
  await departure.getByRole('button', { name: 'Stand speichern' }).click();
  await expect(departure).toContainText(
    `Der Zählerstand 999,5 kWh liegt unter dem letzten Stand 1.000 kWh von Zähler ${meterNumber}`,
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(departure).not.toContainText('valueWh');
  await expect(departure.getByText('Stand bei Abreise erfasst')).toHaveCount(0);
  await departure.screenshot({ path: 'e2e/screenshots/admin-meter-readings-refused-768.png' });

  await input.fill('1042');
  await departure.getByRole('button', { name: 'Stand speichern' }).click();
  await expect(departure.getByText('Stand bei Abreise erfasst')).toBeVisible();
  await expect(departure.getByTestId('electricity-line')).toContainText(`${LINE}: 18,90 €`);
  await expect(departure.getByTestId('electricity-line')).toContainText(
    'kommt auf die Schlussrechnung',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
  await page.screenshot({
    path: 'e2e/screenshots/admin-meter-readings-departure-768.png',
    fullPage: true,
  });

  // The booking page's price lists the consumption as its own line at 20 %, in the total.
  await departure.getByRole('link', { name: `Buchung ${booking.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booking.id}/show`));
  const price = page.getByRole('table', { name: 'Preis' });
  await expect(price.getByRole('row').filter({ hasText: LINE })).toContainText('18,90 €');
  const total = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
    (booking.totalCents + 1890) / 100,
  );
  await expect(price.getByRole('row').last()).toContainText(total);
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

test('meter readings: screenshot at 1280px', async ({ page, errors }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { code } = await meteredStay(page);
  await page.goto('/admin/meter-readings');
  await expect(page.getByTestId(`meter-${code}`)).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
  await page.screenshot({ path: 'e2e/screenshots/admin-meter-readings-1280.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('the pitch form carries the meter, the pricing settings the price per kWh', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { meterNumber, pitchId } = await meteredStay(page);
  await page.goto(`/admin/pitches/${pitchId}`);
  await expect(page.getByLabel('Stromzähler (Nummer)')).toHaveValue(meterNumber);
  await expect(page.getByText('die Strompauschale wird dann nicht angeboten')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/admin-pitch-meter-1280.png', fullPage: true });

  await page.goto('/admin/pricing-management');
  const policy = page.getByRole('region', {
    name: 'Steuern, Reservierung und Stornobedingungen',
  });
  const price = policy.getByLabel('Strom nach Zähler (€ pro kWh)');
  // Shown as saved (0,45 € is the default; the API test saves it). Not saved here: the other
  // tests of this file bill at that price while this one runs.
  await expect(price).toHaveValue('0,45');
  await expect(policy.getByText('Brutto inkl. 20 % USt.')).toBeVisible();
  await price.fill('0,5');
  await expect(policy.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  await price.fill('0,45');
  await policy.screenshot({ path: 'e2e/screenshots/admin-pricing-electricity-1280.png' });
  expect(errors).toEqual([]);
});
