// Demand pricing across the real stack: an administrator creates a surcharge rule on the pricing
// page, the price preview shows the sample stay with and without it, and a guest's checkout at
// 390 px shows the surcharge as its own line once the category is above the threshold. The rule
// is scoped to a season of this test alone, far ahead, so no other spec's prices move.
import { expect, settled, signedInAdminTest } from './fixtures.ts';
import { csrf, euro, RAW_KEY, staffBooking, unique } from './helpers/console.ts';
import { viennaDate } from './helpers/dates.ts';
import { freePitch, query, type Stay } from './journey.ts';

const test = signedInAdminTest();
// A control that never appears fails at that step, naming it, instead of at the test's timeout.
test.use({ actionTimeout: 15_000 });

test('a demand rule made in the console shows in the preview and on the guest checkout', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000);
  const [tent] = (await (
    await page.request.get(
      `/api/admin/categories?filter=${encodeURIComponent(JSON.stringify({ q: 'Zelt' }))}`,
    )
  ).json()) as { id: string }[];
  const name = `Nachfrageprobe ${unique()}`;
  const created = await page.request.post('/api/admin/seasons', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: {
      name,
      startDate: viennaDate(640),
      endDate: viennaDate(660),
      minStayNights: 1,
      rates: [{ categoryId: tent.id, nightlyPriceCents: 3000 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const season = (await created.json()) as { id: string };
  const stay: Stay = {
    checkIn: viennaDate(645),
    checkOut: viennaDate(648),
    category: 'tent',
    adults: 2,
    children: 0,
  };
  try {
    // The rule, typed into its form: tents, only this season, +10 % above 80 %, at most 20 €.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/pricing-management');
    const panel = page.getByRole('region', { name: 'Nachfragepreise' });
    await panel.getByRole('link', { name: 'Neue Nachfrageregel' }).click();
    await expect(page).toHaveURL(/\/admin\/demand-rules\/create$/);
    // The form's lists loaded and its menus opened before choosing (a menu still fetching or
    // growing moves its options under the pointer).
    await settled(page);
    const category = page.getByRole('combobox', { name: /^Kategorie/ });
    await category.click();
    await settled(page);
    await page.getByRole('option', { name: 'Zelt' }).click();
    await expect(category).toHaveText('Zelt');
    const scope = page.getByRole('combobox', { name: /^Nur in dieser Saison/ });
    await scope.click();
    await settled(page);
    await page.getByRole('option', { name }).click();
    await expect(scope).toHaveText(name);
    await page.getByLabel('Auslastung über (%)').fill('80');
    await page.getByLabel('Höhe (% vom Stellplatzpreis)').fill('10');
    await page.getByLabel('Obergrenze pro Aufenthalt (€)').fill('20');
    await expect(page.locator('body')).not.toContainText(RAW_KEY);
    await page.screenshot({ path: 'e2e/screenshots/admin-demand-rule-create-1280.png' });
    await page.getByRole('button', { name: 'Speichern' }).click();

    // Back on the pricing page: the rule in its panel, the preview with and without it.
    await expect(page).toHaveURL(/\/admin\/pricing-management$/);
    const rule = panel.getByRole('article').filter({ hasText: name });
    await expect(rule).toContainText('Nachfragezuschlag · Zelt');
    await expect(rule).toContainText('bei Auslastung über 80 %, höchstens 20,00 €');
    const preview = page.getByRole('region', {
      name: 'Preisvorschau für einen Beispielaufenthalt',
    });
    await expect(preview.getByLabel('Kategorie')).toContainText('Zelt');
    await preview.getByLabel('Anreise').fill(stay.checkIn);
    await preview.getByLabel('Abreise').fill(stay.checkOut);
    await preview.getByLabel('Angenommene Auslastung (%)').fill('85');
    // 3 nights at 30 € and the tourist tax of 2 adults; 10 % of 90 € on top at 85 %.
    const without = 3 * 3000 + 3 * 2 * 200;
    await expect(preview.getByTestId('pricing-preview-without')).toHaveText(euro(without));
    await expect(preview.getByTestId('pricing-preview-with')).toHaveText(euro(without + 900));
    await expect(preview).toContainText('Nachfragezuschlag (Auslastung über 80 %)');
    await expect(preview).toContainText('Mit Nachfrageregeln bei 85 % Auslastung');
    await page.screenshot({
      path: 'e2e/screenshots/admin-pricing-demand-1280.png',
      fullPage: true,
    });
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(preview.getByTestId('pricing-preview-with')).toHaveText(euro(without + 900));
    await page.screenshot({ path: 'e2e/screenshots/admin-pricing-demand-768.png', fullPage: true });
    await preview.getByLabel('Angenommene Auslastung (%)').fill('50');
    await expect(preview.getByTestId('pricing-preview-with')).toHaveText(euro(without));

    // Lower the threshold to 5 % and book one tent for those nights: 1 of 15 pitches, 6.7 %.
    const [saved] = (await (
      await page.request.get(
        `/api/admin/demand-rules?filter=${encodeURIComponent(JSON.stringify({ categoryId: tent.id }))}`,
      )
    ).json()) as { id: string; seasonId: string | null }[];
    const put = await page.request.put(`/api/admin/demand-rules/${saved.id}`, {
      headers: { 'X-CSRF-Token': await csrf(page) },
      data: { thresholdPercent: 5 },
    });
    expect(put.status(), await put.text()).toBe(200);
    const taken = await freePitch(page.request, stay);
    await staffBooking(page, [taken.id], {
      firstName: 'Josef',
      lastName: 'Gruber',
      email: `demand.${unique()}@example.at`,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: 2,
    });

    // The guest's checkout at phone width: the surcharge is a line of its own, and in the total.
    const pitch = await freePitch(page.request, stay);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/de/kasse?${query(stay, pitch.id)}`);
    const price = page.getByRole('region', { name: 'Preis' });
    const line = price.locator('.quote__line').filter({
      hasText: 'Nachfragezuschlag (Auslastung über 5 %)',
    });
    await expect(line).toContainText(euro(900));
    await expect(page.getByTestId('quote-total')).toHaveText(euro(without + 900));
    await page.screenshot({ path: 'e2e/screenshots/checkout-demand-390.png', fullPage: true });

    // A booking taken now keeps the line: staff see it on the booking page.
    const charged = await staffBooking(page, [pitch.id], {
      firstName: 'Maria',
      lastName: 'Steiner',
      email: `demand.${unique()}@example.at`,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: 2,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/bookings/${charged.id}/show`);
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Nachfragezuschlag (Auslastung über 5 %)' });
    await expect(row).toContainText(euro(900));
    await expect(page.locator('body')).toContainText(euro(without + 900));
    await settled(page);
    await page.screenshot({
      path: 'e2e/screenshots/admin-booking-demand-1280.png',
      fullPage: true,
    });
  } finally {
    // The season takes its rule with it.
    await page.request.delete(`/api/admin/seasons/${season.id}`, {
      headers: { 'X-CSRF-Token': await csrf(page) },
    });
  }
  expect(errors).toEqual([]);
});
