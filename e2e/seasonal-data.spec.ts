// Seasonal contracts in the data-protection page, the tourist-tax return and the business figures
// (docs/seasonal-pitches.md): a holder with an invoiced instalment is found on the GDPR page (the
// erasure of a running contract is refused), the flat seasonal tax shows apart on the tourist-tax
// page of the invoice's month, the season fees as their own figure; screenshots at 1280 and 768 px.
import type { Page } from '@playwright/test';
import { expect, signedInAdminTest } from './fixtures.ts';
import { csrf, RAW_KEY } from './helpers/console.ts';
import { viennaDate } from './helpers/dates.ts';

const test = signedInAdminTest();

// 2037 and later: far beyond every other spec's seasons, so the pitch is free all season.
const YEAR = 2037 + Math.floor(Math.random() * 3);

const shots = async (page: Page, name: string) => {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: width < 1000 ? 1024 : 900 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
    // Tables scroll inside their cards; the page itself is never wider than the screen (once the
    // console has laid itself out for the new width: its sidebar folds by a media query).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('a seasonal holder on the GDPR page, the flat tax on the tourist-tax page, the fees in the figures', async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  const headers = { 'X-CSRF-Token': await csrf(page) };
  const pitches = (await (await page.request.get('/api/pitches')).json()) as {
    id: string;
    code: string;
  }[];
  const pitch = pitches[Math.floor(Math.random() * pitches.length)];
  const lastName = `Datenhalter${Math.floor(Math.random() * 1e6)}`;

  // The flat seasonal tax is copied onto a contract when it is made: set it, then put it back.
  const settings = (await (await page.request.get('/api/admin/pricing-settings')).json()) as {
    seasonalTouristTaxCents: number;
  };
  const set = (cents: number) =>
    page.request.put('/api/admin/pricing-settings', {
      headers,
      data: { seasonalTouristTaxCents: cents },
    });
  expect((await set(4_500)).ok()).toBe(true);
  const created = await page.request.post('/api/admin/seasonal-contracts', {
    headers,
    data: {
      pitchId: pitch.id,
      firstName: 'Herta',
      lastName,
      email: `${lastName.toLowerCase()}@example.at`,
      country: 'DE',
      language: 'de',
      startDate: `${YEAR}-04-01`,
      endDate: `${YEAR}-10-01`,
      feeCents: 120_000,
      instalmentDates: [`${YEAR}-04-01`],
    },
  });
  expect((await set(settings.seasonalTouristTaxCents)).ok()).toBe(true);
  expect(created.status(), await created.text()).toBe(201);
  const contract = (await created.json()) as {
    id: string;
    number: string;
    instalments: { id: string }[];
  };
  const issued = await page.request.post(
    `/api/admin/seasonal-contracts/${contract.id}/instalments/${contract.instalments[0].id}/issue`,
    { headers },
  );
  expect(issued.ok(), await issued.text()).toBe(true);
  const { invoiceNumber } = (await issued.json()) as { invoiceNumber: string };

  // GDPR: found with the contract; the running contract is not erased.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/gdpr-compliance');
  await page.getByLabel('Gast suchen').fill(lastName);
  await page.getByRole('button', { name: 'Suchen' }).click();
  const match = page.getByTestId('guest-match');
  await expect(match).toHaveCount(1);
  await expect(match).toContainText('1 Saisonvertrag');
  await expect(match).toContainText(`Saisonplatz ${pitch.code}, Vertrag ${contract.number}`);
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
  await shots(page, 'admin-gdpr-seasonal');
  await match.getByRole('button', { name: 'Löschen (anonymisieren)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1 Saisonvertrag/-verträge');
  await dialog.getByRole('button', { name: 'Endgültig anonymisieren' }).click();
  await expect(page.getByText(`Der Saisonvertrag ${contract.number} läuft noch`)).toBeVisible();

  // The tourist-tax return of the invoice's month lists the flat amount apart.
  const month = viennaDate(0).slice(0, 7);
  await page.goto(`/admin/tourist-tax?month=${month}`);
  const seasonal = page.getByTestId('tax-seasonal');
  await expect(seasonal).toContainText('Saisonpauschalen (Saisonplätze)');
  const row = seasonal.getByRole('row').filter({ hasText: contract.number });
  await expect(row).toContainText(`Herta ${lastName} (DE)`);
  await expect(row).toContainText(invoiceNumber);
  await expect(row).toContainText('45,00 €');
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
  await shots(page, 'admin-tourist-tax-seasonal');

  // The business figures: the season fees as their own figure.
  await page.goto(`/admin/analytics?from=${viennaDate(-30)}&to=${viennaDate(1)}`);
  await expect(page.getByText('Saisonplätze (netto)')).toBeVisible();
  await expect(page.getByText(/Ratenrechnung/)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
  await shots(page, 'admin-analytics-seasonal');
  // The refused erasure's 409 is the browser's only complaint.
  expect(errors.filter((e) => !/status of 409 .*\/api\/admin\/gdpr\/erase/.test(e))).toEqual([]);
});
