// Seasonal contracts after the season (docs/seasonal-pitches.md): the contract page of an ended
// contract offers the closing electricity invoice for the readings taken after the last
// instalment; an administrator reverses a paid instalment by a storno invoice and the page shows
// the refund owed.
import { expect, signedInAdminTest } from './fixtures.ts';
import { csrf, RAW_KEY, unique } from './helpers/console.ts';

const test = signedInAdminTest();

interface Contract {
  id: string;
  instalments: { id: string }[];
}

test('console: closing electricity invoice of an ended contract, storno of a paid instalment', async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  const headers = { 'X-CSRF-Token': await csrf(page) };
  const post = async (path: string, data?: object) => {
    const res = await page.request.post(path, { headers, ...(data ? { data } : {}) });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json() as Promise<unknown>;
  };
  // A metered pitch made for this test; the season that ended on 1 November of last year or this.
  const code = `S-${unique().slice(0, 6)}`;
  const meterNumber = `Z-${unique()}`;
  const [category] = (await (
    await page.request.get('/api/admin/categories?filter={"slug":"comfort"}')
  ).json()) as { id: string }[];
  const pitch = (await post('/api/admin/pitches', {
    code,
    categoryId: category.id,
    x: 93,
    y: 96,
    hasElectricity: true,
    meterNumber,
  })) as { id: string };
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4)) - (today.slice(5) > '11-01' ? 0 : 1);
  const contract = (await post('/api/admin/seasonal-contracts', {
    pitchId: pitch.id,
    firstName: 'Vera',
    lastName: 'Schluss',
    email: `schluss${unique()}@example.at`,
    language: 'de',
    startDate: `${year}-04-01`,
    endDate: `${year}-11-01`,
    feeCents: 120_000,
    instalmentDates: [`${year}-04-01`, `${year}-07-01`],
  })) as Contract;
  const base = `/api/admin/seasonal-contracts/${contract.id}`;
  await post(`${base}/meter-readings`, { valueWh: 1_000_000 });
  for (const i of contract.instalments) await post(`${base}/instalments/${i.id}/issue`);
  await post(`${base}/instalments/${contract.instalments[0].id}/paid`, {
    paidOn: `${year}-04-10`,
  });
  // The final reading, after the last instalment was invoiced.
  await post(`${base}/meter-readings`, { valueWh: 1_042_000 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/seasonal-contracts/${contract.id}`);
  const table = page.getByRole('table', { name: 'Raten' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Strom-Schlussrechnung ausstellen' }).click();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3)).toContainText('Strom-Schluss');
  await expect(rows.nth(3)).toContainText('18,90');
  await expect(rows.nth(3)).toContainText(/RE-\d{4}-\d{5}/);
  await expect(page.getByRole('button', { name: 'Strom-Schlussrechnung ausstellen' })).toHaveCount(
    0,
  );
  const readings = page.getByRole('table', { name: 'Zählerstände' });
  await expect(readings.getByRole('row').nth(2)).toContainText('mit der Strom-Schlussrechnung');

  // Reverse the paid first instalment: a storno number, the refund owed.
  await rows.nth(1).getByRole('button', { name: 'Stornieren' }).click();
  await expect(page.getByRole('dialog')).toContainText('600,00 € an den Inhaber zu erstatten');
  await page.getByRole('dialog').getByRole('button', { name: 'Stornieren' }).click();
  await expect(rows.nth(1)).toContainText('Storniert');
  await expect(rows.nth(1)).toContainText(/ST-\d{4}-\d{5}/);
  await expect(rows.nth(1)).toContainText('600,00 € zu erstatten');
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: 'e2e/screenshots/admin-seasonal-closing-1280.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(table).toBeVisible();
  // The sidebar folds with a width transition: take the picture once it has ended.
  await expect
    .poll(async () => (await page.locator('.RaSidebar-fixed').boundingBox())?.width)
    .toBeLessThan(80);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/admin-seasonal-closing-768.png', fullPage: true });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(768);

  // Off the map again for other runs.
  const off = await page.request.put(`/api/admin/pitches/${pitch.id}`, {
    headers,
    data: { active: false },
  });
  expect(off.status(), await off.text()).toBe(200);
  expect(errors).toEqual([]);
});
