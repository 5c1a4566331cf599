// The pricing management page across the real stack: change a season's nightly rate, save, and
// the price preview and the guest's own quote show the same new total; the policy form refuses a
// partial fee above the late fee inline; screenshots at phone and desktop width.
import type { Page } from '@playwright/test';
import { expect, signedInAdminTest } from './fixtures.ts';
import { csrf, euro, lookAtWidths, unique } from './helpers/console.ts';
import { viennaDate } from './helpers/dates.ts';

// The policy form's refusal is inline and never reaches the API; nothing else may log errors.
const test = signedInAdminTest();

/**
 * A season of this test alone, far enough ahead that no other spec books into it (other specs
 * share the stack's seasons), with a nightly rate for tents only.
 */
async function ownSeason(page: Page, offset: number, tentCents: number) {
  const [tent] = (await (
    await page.request.get(
      `/api/admin/categories?filter=${encodeURIComponent(JSON.stringify({ q: 'Zelt' }))}`,
    )
  ).json()) as { id: string }[];
  const name = `Preisprobe ${unique()}`;
  const res = await page.request.post('/api/admin/seasons', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: {
      name,
      startDate: viennaDate(offset),
      endDate: viennaDate(offset + 20),
      minStayNights: 1,
      rates: [{ categoryId: tent.id, nightlyPriceCents: tentCents }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, name, tentId: tent.id };
}

async function removeSeason(page: Page, id: string) {
  await page.request.delete(`/api/admin/seasons/${id}`, {
    headers: { 'X-CSRF-Token': await csrf(page) },
  });
}

test("a season's new nightly rate shows in the preview and in the guest's quote alike", async ({
  page,
  errors,
}) => {
  test.setTimeout(60_000);
  const season = await ownSeason(page, 400, 3100);
  try {
    const stay = { checkIn: viennaDate(405), checkOut: viennaDate(408) };
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/pricing-management');
    await expect(page.locator('#react-admin-title')).toContainText('Preisverwaltung');

    // A sample stay in that season: 3 nights in a tent (the first category), two adults.
    const preview = page.getByRole('region', {
      name: 'Preisvorschau für einen Beispielaufenthalt',
    });
    await expect(preview.getByLabel('Kategorie')).toContainText('Zelt');
    await preview.getByLabel('Anreise').fill(stay.checkIn);
    await preview.getByLabel('Abreise').fill(stay.checkOut);
    const total = preview.getByTestId('pricing-preview-total');
    // 3 nights at 31 € and the tourist tax of 2 adults (2 € per night each).
    await expect(total).toHaveText(euro(3 * 3100 + 3 * 2 * 200));

    // Change the tent's rate of the season on its own form, and save.
    const card = page.getByRole('article', { name: season.name });
    await expect(card).toContainText(euro(3100));
    await card.getByRole('link', { name: 'Bearbeiten' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/seasons/${season.id}$`));
    const rate = page.getByLabel('Zelt (€ pro Nacht)');
    await expect(rate).toHaveValue('31');
    await rate.fill('34,5');
    await page.getByRole('button', { name: 'Speichern' }).click();

    // Back on the pricing page, the same sample stay at the new rate.
    await expect(page).toHaveURL(/\/admin\/pricing-management$/);
    await expect(page.getByRole('article', { name: season.name })).toContainText(euro(3450));
    const expected = 3 * 3450 + 3 * 2 * 200;
    await expect(total).toHaveText(euro(expected));

    // The guest's quote for that stay is the same amount.
    const quote = await page.request.post('/api/bookings/quote', {
      data: { categoryId: season.tentId, ...stay, adults: 2 },
    });
    expect(quote.status()).toBe(200);
    expect(((await quote.json()) as { totalCents: number }).totalCents).toBe(expected);
  } finally {
    await removeSeason(page, season.id);
  }
  expect(errors).toEqual([]);
});

test('the policy form says inline what is wrong and leaving a changed form asks first', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/pricing-management');
  const policy = page.getByRole('region', {
    name: 'Steuern, Reservierung und Stornobedingungen',
  });
  const partial = policy.getByLabel('Teilgebühr (%)');
  await expect(partial).toHaveValue('50');
  await partial.fill('80');
  await policy.getByLabel('Gebühr bei später Stornierung (%)').fill('60');
  await policy.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    policy.getByText('Darf nicht höher sein als die Gebühr bei später Stornierung'),
  ).toBeVisible();
  const saved = (await (await page.request.get('/api/admin/pricing-settings')).json()) as {
    partialCancellationFeeBp: number;
  };
  expect(saved.partialCancellationFeeBp).toBe(5000);

  // Leaving with unsaved changes asks; staying keeps what was typed.
  await page.getByRole('menuitem', { name: 'Tagesübersicht', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Ungespeicherte Eingaben' })
    .getByRole('button', { name: 'Weiter bearbeiten' })
    .click();
  await expect(page).toHaveURL(/\/admin\/pricing-management$/);
  await expect(partial).toHaveValue('80');
  expect(errors).toEqual([]);
});

test('pricing pages: screenshots at 390 and 1280 px', async ({ page, errors }) => {
  const season = await ownSeason(page, 460, 2900);
  try {
    const [electricity] = (await (
      await page.request.get(
        `/api/admin/extras?filter=${encodeURIComponent(JSON.stringify({ q: 'strom' }))}`,
      )
    ).json()) as { id: string }[];
    const shots: [string, string, (p: Page) => Promise<unknown>][] = [
      [
        'pricing',
        '/admin/pricing-management',
        (p) => p.getByTestId('pricing-preview-total').waitFor(),
      ],
      [
        'season-edit',
        `/admin/seasons/${season.id}`,
        (p) => p.getByLabel('Zelt (€ pro Nacht)').waitFor(),
      ],
      [
        'extra-edit',
        `/admin/extras/${electricity.id}`,
        (p) => p.getByLabel('Preis (€, brutto)').waitFor(),
      ],
    ];
    for (const [name, path, ready] of shots) {
      await page.goto(path);
      await ready(page);
      await lookAtWidths(page, name, [390, 1280]);
    }
  } finally {
    await removeSeason(page, season.id);
  }
  expect(errors).toEqual([]);
});
