// Seasonal pitches (docs/seasonal-pitches.md): staff create a contract in the console, see its
// instalments and invoice the first; the calendar shows the pitch as "Saisonplatz"; the renewal
// offer's mail (rendered by the worker into the message log) links to the public page, where the
// holder accepts the next season.
import { expect, signedInAdminTest } from './fixtures.ts';
import { csrf, RAW_KEY, unique } from './helpers/console.ts';

const test = signedInAdminTest();

interface Contract {
  id: string;
  number: string;
  instalments: { state: string; invoiceNumber: string | null }[];
}
interface Message {
  id: string;
  status: string;
  text?: string;
}

// 2029 and later: no other spec books that far ahead, and one contract takes the whole season.
const YEAR = 2029 + Math.floor(Math.random() * 3);

test('console: create a seasonal contract, see its instalments, invoice one; the calendar shows the Saisonplatz', async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  const pitches = (await (await page.request.get('/api/pitches')).json()) as {
    id: string;
    code: string;
  }[];
  const pitch = pitches[Math.floor(Math.random() * pitches.length)];
  const lastName = `Saisonier${Math.floor(Math.random() * 1e6)}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/seasonal-contracts/create');
  await page.getByLabel('Stellplatz').click();
  await page.getByRole('option', { name: pitch.code, exact: true }).click();
  await page.getByLabel('Beginn').fill(`${YEAR}-04-01`);
  await page.getByLabel('Ende (erste Nacht nicht mehr enthalten)').fill(`${YEAR}-11-01`);
  await page.getByLabel('Saisonpreis (brutto)').fill('1850,01');
  await page.getByLabel('Fällig am').first().fill(`${YEAR}-04-01`);
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await page.getByLabel('Fällig am').nth(1).fill(`${YEAR}-07-01`);
  await page.getByLabel('Vorname').fill('Franz');
  await page.getByLabel('Nachname').fill(lastName);
  await page.getByLabel('E-Mail').fill(`${lastName.toLowerCase()}@example.at`);
  await page.getByLabel('Kennzeichen (durch Komma getrennt)').fill('LI 123 AB, GU-4 X');
  await page.screenshot({ path: 'e2e/screenshots/admin-seasonal-create-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Speichern' }).click();

  // The contract's page: its instalments, the fee split to the cent (remainder on the last).
  const table = page.getByRole('table', { name: 'Raten' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('925,00');
  await expect(rows.nth(2)).toContainText('925,01');
  await expect(rows.nth(1)).toContainText('Offen');
  await rows.nth(1).getByRole('button', { name: 'Jetzt verrechnen' }).click();
  await expect(rows.nth(1)).toContainText('Verrechnet');
  await expect(rows.nth(1)).toContainText(/RE-\d{4}-\d{5}/);
  const number = /RE-\d{4}-\d{5}/.exec(await rows.nth(1).innerText())![0];
  await expect(page.getByText(`Rechnung ${number} ausgestellt`)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
  await page.screenshot({ path: 'e2e/screenshots/admin-seasonal-edit-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(table).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/admin-seasonal-edit-768.png', fullPage: true });
  // The instalments table scrolls inside its card; the page is never wider than the tablet.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(768);

  // The list.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(
    `/admin/seasonal-contracts?filter=${encodeURIComponent(JSON.stringify({ q: lastName }))}`,
  );
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(pitch.code);
  await expect(row).toContainText('Läuft');
  await page.screenshot({ path: 'e2e/screenshots/admin-seasonal-list-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByText(`${pitch.code} · Franz ${lastName}`)).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/admin-seasonal-list-768.png', fullPage: true });

  // The calendar: the pitch's row carries a "Saisonplatz" bar for the holder.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/calendar?view=month&date=${YEAR}-06-15`);
  const bar = page
    .locator(`[data-pitch="${pitch.code}"]`)
    .getByRole('button', { name: new RegExp(`^Saisonplatz SP-${YEAR}-\\d+: Franz ${lastName}$`) });
  await expect(bar).toBeVisible({ timeout: 30_000 });
  await expect(bar).toContainText(`Saisonplatz · Franz ${lastName}`);
  await bar.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/admin-seasonal-calendar-1280.png' });
  await page.setViewportSize({ width: 768, height: 1024 });
  await bar.scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/admin-seasonal-calendar-768.png' });
  expect(errors).toEqual([]);
});

test('guest: the renewal offer from the mail is accepted on the public page at 390 px', async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  const pitches = (await (await page.request.get('/api/pitches')).json()) as {
    id: string;
    code: string;
  }[];
  const pitch = pitches[Math.floor(Math.random() * pitches.length)];
  const email = `renewal${Math.floor(Math.random() * 1e9)}@example.at`;
  const headers = { 'X-CSRF-Token': await csrf(page) };
  // Another year than the console test, so the two never want the same pitch's season.
  const year = YEAR + 4;
  const created = await page.request.post('/api/admin/seasonal-contracts', {
    headers,
    data: {
      pitchId: pitch.id,
      firstName: 'Maria',
      lastName: 'Dauer',
      email,
      language: 'de',
      startDate: `${year}-04-01`,
      endDate: `${year}-10-01`,
      feeCents: 160_000,
      instalmentDates: [`${year}-04-01`, `${year}-07-01`],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contract = (await created.json()) as Contract;
  const offered = await page.request.post(
    `/api/admin/seasonal-contracts/${contract.id}/renewal-offer`,
    { headers },
  );
  expect(offered.ok(), await offered.text()).toBe(true);

  // The offer mail, as the worker sent it into the message log.
  let found: Message | undefined;
  await expect
    .poll(
      async () => {
        const filter = encodeURIComponent(JSON.stringify({ recipient: email }));
        const res = await page.request.get(`/api/admin/messages?filter=${filter}`);
        found = ((await res.json()) as Message[]).find((m) => m.status === 'caught');
        return found?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('caught');
  const mail = (await (
    await page.request.get(`/api/admin/messages/${found!.id}`)
  ).json()) as Message;
  const link = /https?:\/\/\S+\/de\/saisonplatz-verlaengerung\?\S+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(
    page.getByRole('heading', { name: 'Saisonplatz für die nächste Saison' }),
  ).toBeVisible();
  await expect(
    page.getByText(`Guten Tag Maria Dauer, wir bieten Ihnen Ihren Stellplatz ${pitch.code}`),
  ).toBeVisible();
  await expect(page.getByText('1.600,00 € in 2 Raten')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/seasonal-renewal-offer-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Verlängerung annehmen' }).click();
  await expect(
    page.getByText('Vielen Dank! Ihr Saisonplatz für die nächste Saison ist fix.', {
      exact: false,
    }),
  ).toBeVisible();
  await page.screenshot({
    path: 'e2e/screenshots/seasonal-renewal-accepted-390.png',
    fullPage: true,
  });

  // The console shows the renewal and the next season's contract.
  const after = (await (
    await page.request.get(`/api/admin/seasonal-contracts/${contract.id}`)
  ).json()) as { renewal: string; renewedToId: string | null };
  expect(after.renewal).toBe('accepted');
  expect(after.renewedToId).toBeTruthy();
  expect(errors).toEqual([]);
});

test("console: a reading of the contract pitch's meter is recorded on the contract page", async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  const headers = { 'X-CSRF-Token': await csrf(page) };
  // A metered pitch made for this test, inactive again once the contract holds it.
  const code = `S-${unique().slice(0, 6)}`;
  const meterNumber = `Z-${unique()}`;
  const [category] = (await (
    await page.request.get('/api/admin/categories?filter={"slug":"comfort"}')
  ).json()) as { id: string }[];
  const made = await page.request.post('/api/admin/pitches', {
    headers,
    data: { code, categoryId: category.id, x: 92, y: 97, hasElectricity: true, meterNumber },
  });
  expect(made.status(), await made.text()).toBe(201);
  const pitch = (await made.json()) as { id: string };
  const created = await page.request.post('/api/admin/seasonal-contracts', {
    headers,
    data: {
      pitchId: pitch.id,
      firstName: 'Vera',
      lastName: 'Strom',
      email: `strom${unique()}@example.at`,
      language: 'de',
      startDate: `${YEAR}-04-01`,
      endDate: `${YEAR}-10-01`,
      feeCents: 120_000,
      instalmentDates: [`${YEAR}-04-01`],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contract = (await created.json()) as Contract;
  const off = await page.request.put(`/api/admin/pitches/${pitch.id}`, {
    headers,
    data: { active: false },
  });
  expect(off.status(), await off.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/seasonal-contracts/${contract.id}`);
  await expect(page.getByRole('heading', { name: `Strom (Zähler ${meterNumber})` })).toBeVisible({
    timeout: 30_000,
  });
  const input = page.getByLabel('Zählerstand', { exact: true });
  await input.fill('1000');
  await page.getByRole('button', { name: 'Zählerstand erfassen' }).click();
  const readings = page.getByRole('table', { name: 'Zählerstände' });
  await expect(readings.getByRole('row')).toHaveCount(2);
  await expect(readings.getByRole('row').nth(1)).toContainText('1.000 kWh');
  await expect(readings.getByRole('row').nth(1)).toContainText('Anfangsstand');
  await input.fill('1042,5');
  await page.getByRole('button', { name: 'Zählerstand erfassen' }).click();
  await expect(readings.getByRole('row')).toHaveCount(3);
  await expect(readings.getByRole('row').nth(2)).toContainText('1.042,5 kWh');
  await expect(readings.getByRole('row').nth(2)).toContainText('mit der nächsten Rate');
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
  // From the top, so the fixed app bar is drawn where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/admin-seasonal-meter-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(readings).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/admin-seasonal-meter-768.png', fullPage: true });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(768);
  expect(errors).toEqual([]);
});
