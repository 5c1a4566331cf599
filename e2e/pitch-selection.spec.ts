// The first two steps of the booking journey on the seeded stack: the booking form on the landing
// page and the pitch selection on the site plan (docs/product.md §2.1, §2.5, §4, §5), in both languages, at
// phone width, by keyboard; pitches held by other guests; the choice kept in the address.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  address,
  consentGiven,
  expect,
  giveConsent,
  hydrated,
  sectionHydrated,
  test,
} from './fixtures.ts';

// Dates of this spec only (other specs book elsewhere in the calendar), outside the seasons (no
// minimum stay), within the booking horizon.
const STAY = { checkIn: '2027-05-10', checkOut: '2027-05-13' };

interface Availability {
  pitches: { id: string; code: string; state: string }[];
}

async function pitchId(request: APIRequestContext, code: string, stay = STAY) {
  const res = await request.get(
    `/api/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0`,
  );
  const body = (await res.json()) as Availability;
  return body.pitches.find((p) => p.code === code)!.id;
}

/** Another guest holds `code` for the stay (a pending booking occupies the pitch). */
async function holdPitch(request: APIRequestContext, code: string, stay: typeof STAY) {
  const res = await request.post('/api/bookings', {
    data: {
      ...stay,
      pitchId: await pitchId(request, code, stay),
      adults: 2,
      children: 0,
      firstName: 'Erika',
      lastName: 'Muster',
      email: `hold-${code.toLowerCase()}-${Date.now()}@example.org`,
      street: 'Hauptplatz 1',
      postalCode: '8970',
      city: 'Schladming',
      country: 'AT',
      consent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id, token } = (await res.json()) as { id: string; token: string };
  // Cancelled afterwards, so the holds per address stay free for the other specs.
  return () => request.post(`/api/bookings/${id}/cancel?token=${encodeURIComponent(token)}`);
}

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const LANGS = {
  de: {
    home: '/de',
    checkIn: 'Anreise',
    checkOut: 'Abreise',
    adults: 'Erwachsene',
    children: 'Kinder (bis 14 Jahre)',
    category: /^Wohnwagen/,
    submit: 'Verfügbare Stellplätze anzeigen',
    price: '3 Nächte ab 141,00 €',
    selection: '/de/stellplatz-auswahl',
    pin: (code: string, state: string) => `Stellplatz ${code}, ${state}`,
    free: 'frei',
    chosen: 'ausgewählt',
    total: /Gesamtpreis\s*141,00\s€/,
    tax: /Nächtigungsabgabe \(Personen ab 15 Jahren, 2,00\s€ pro Nacht\)/,
    continue: 'Weiter zur Kasse',
    checkout: '/de/kasse',
  },
  en: {
    home: '/en',
    checkIn: 'Arrival',
    checkOut: 'Departure',
    adults: 'Adults',
    children: 'Children (up to 14)',
    category: /^Caravan/,
    submit: 'Show available pitches',
    price: '3 nights from €141.00',
    selection: '/en/pitch-selection',
    pin: (code: string, state: string) => `Pitch ${code}, ${state}`,
    free: 'available',
    chosen: 'selected',
    total: /Total\s*€141\.00/,
    tax: /Tourist tax \(persons aged 15\+, €2\.00 per night\)/,
    continue: 'Continue to checkout',
    checkout: '/en/checkout',
  },
};

for (const [lang, L] of Object.entries(LANGS)) {
  test(`${lang}: dates and party on the landing page at 390 px, a pitch chosen by keyboard, the quote, the checkout address`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(L.home);
    await hydrated(page);
    const form = page.locator('#booking-form form');
    await page.locator('#booking-form').scrollIntoViewIfNeeded();
    // Near the screen the form's code loads; typed into before it is live, values are lost again.
    await sectionHydrated(page, 'booking-form');
    await form.getByLabel(L.checkIn, { exact: true }).fill(STAY.checkIn);
    await form.getByLabel(L.checkOut, { exact: true }).fill(STAY.checkOut);
    await form.getByLabel(L.children).fill('1');
    await form.getByRole('radio', { name: L.category }).check();
    // The live price of the stay ("from": without extras).
    await expect(form.getByText(L.price)).toBeVisible();
    await form.getByRole('button', { name: L.submit }).click();
    const choice = `checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&category=caravan&adults=2&children=1`;
    await expect(page).toHaveURL(`${L.selection}?${choice}`);

    // One pin per pitch of the site; the first free caravan pitch is the one in the tab order.
    const plan = page.getByRole('group', { name: /60/ });
    await expect(plan.getByRole('button')).toHaveCount(60);
    const first = plan.getByRole('button', { name: L.pin('B1', L.free) });
    await expect(first).toHaveAttribute('tabindex', '0');
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(plan.getByRole('button', { name: L.pin('B2', L.free) })).toBeFocused();
    await page.keyboard.press('Enter');
    const chosen = plan.getByRole('button', { name: L.pin('B2', L.chosen) });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');

    // Its details and the price: lines, tourist tax in the page's notation, total.
    const aside = page.getByRole('complementary');
    await expect(aside.getByRole('heading', { level: 2 })).toContainText('B2');
    await expect(aside.getByRole('table')).toContainText(L.tax);
    await expect(aside.getByRole('table')).toContainText(L.total);
    expect(await seriousViolations(page)).toEqual([]);

    // The choice, pitch included, survives a reload.
    const b2 = await pitchId(page.request, 'B2');
    await expect(page).toHaveURL(`${L.selection}?${choice}&pitch=${b2}`);
    await page.reload();
    await expect(page.getByRole('button', { name: L.pin('B2', L.chosen) })).toBeVisible();

    await page.getByRole('button', { name: L.continue }).click();
    await expect(page).toHaveURL(`${L.checkout}?${choice}&pitch=${b2}`);
  });
}

test('a pitch held by another guest shows as occupied and cannot be chosen, on the map and in the list', async ({
  page,
}) => {
  const stay = { checkIn: '2027-05-17', checkOut: '2027-05-20' };
  const release = await holdPitch(page.request, 'D1', stay);
  try {
    await page.goto(
      `/de/stellplatz-auswahl?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&category=comfort&adults=2&children=0`,
    );
    const occupied = page.getByRole('button', { name: 'Stellplatz D1, belegt' });
    await expect(occupied).toHaveAttribute('aria-disabled', 'true');
    // Another category's pitch is blocked for this search.
    await expect(page.getByRole('button', { name: 'Stellplatz A1, gesperrt' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Still a button to reach and hear (its state in its name), but choosing it does nothing.
    await occupied.focus();
    await page.keyboard.press('Enter');
    await expect(occupied).toHaveAttribute('aria-pressed', 'false');
    await expect(
      page.getByText('Stellplatz D1 ist belegt und kann nicht gewählt werden.'),
    ).toBeAttached();
    await expect(page.getByText('Wählen Sie einen freien Stellplatz')).toBeVisible();
    await expect(page).not.toHaveURL(/pitch=/);
    await expect(page.getByText('14 von 15 Stellplätzen frei')).toBeVisible();

    await page.getByRole('button', { name: 'Liste' }).click();
    await expect(page.getByRole('radio', { name: /Stellplatz D1\s*belegt/ })).toBeDisabled();
    // The list's choice lives in the address and renames the radio ("gewählt"), so Playwright's
    // check() can lose it: click, then wait for what the guest sees.
    await page.getByRole('radio', { name: /Stellplatz D2\s*frei/ }).click();
    // Chosen, its name says so instead of "frei".
    await expect(page.getByRole('radio', { name: /Stellplatz D2\s/ })).toBeChecked();
    await expect(page.getByRole('complementary')).toContainText('Stellplatz D2');
    await expect(page.getByRole('complementary')).toContainText('120 m²');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await release();
  }
});

test('a pitch taken meanwhile: Continue says so and the guest picks another without losing the search', async ({
  page,
}) => {
  const stay = { checkIn: '2027-05-24', checkOut: '2027-05-27' };
  const choice = `checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&category=motorhome&adults=2&children=0`;
  await page.goto(`/en/pitch-selection?${choice}`);
  await page.getByRole('button', { name: 'Pitch C4, available' }).click();
  await expect(page.getByRole('complementary').getByRole('table')).toContainText('Total');
  const release = await holdPitch(page.request, 'C4', stay);
  try {
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Sorry, this pitch is no longer available for these dates. Please choose another pitch or other dates.',
    );
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(`/en/pitch-selection?${choice}`);
    await expect(page.getByRole('button', { name: 'Pitch C4, occupied' })).toBeVisible();
    await page.getByRole('button', { name: 'Pitch C5, available' }).click();
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    const c5 = await pitchId(page.request, 'C5', stay);
    await expect(page).toHaveURL(`/en/checkout?${choice}&pitch=${c5}`);
  } finally {
    await release();
  }
});

test('a missing or broken choice in the address leads to the form with a clear message', async ({
  page,
}) => {
  await page.goto(
    `/de/stellplatz-auswahl?checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&category=caravan&adults=2.5&children=-2`,
  );
  await expect(page).toHaveURL(
    `/de?checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&category=caravan#booking-form`,
  );
  const form = page.locator('#booking-form form');
  await expect(form.getByRole('alert')).toHaveText(
    'Ihre Auswahl ist unvollständig oder nicht mehr gültig. Bitte prüfen Sie Reisedaten, Personen und Stellplatzart.',
  );
  await expect(form.getByLabel('Anreise', { exact: true })).toHaveValue(STAY.checkIn);
  await expect(form.getByRole('radio', { name: /^Wohnwagen/ })).toBeChecked();

  await page.goto('/en/pitch-selection');
  await expect(page).toHaveURL('/en#booking-form');
  await expect(page.getByText('Your choice is incomplete or no longer valid.')).toBeVisible();
});

test('the form refuses parties that are no whole numbers and stays shorter than the season allows', async ({
  page,
}) => {
  await page.goto('/de#booking-form');
  // Typed into the prerendered fields before the form's code is live, values are lost again.
  await sectionHydrated(page, 'booking-form');
  const form = page.locator('#booking-form form');
  await form.getByLabel('Anreise', { exact: true }).fill(STAY.checkIn);
  await form.getByLabel('Abreise', { exact: true }).fill(STAY.checkOut);
  await form.getByLabel('Kinder (bis 14 Jahre)').fill('-2');
  await form.getByLabel('Erwachsene').fill('2.5');
  await form.getByRole('button', { name: 'Verfügbare Stellplätze anzeigen' }).click();
  await expect(
    form.getByText('Bitte geben Sie eine ganze Zahl von 1 bis 20 Erwachsenen an'),
  ).toBeVisible();
  await expect(
    form.getByText('Bitte geben Sie eine ganze Zahl von 0 bis 20 Kindern an'),
  ).toBeVisible();
  await expect(form.getByLabel('Erwachsene')).toBeFocused();
  expect(address(page)).toBe('/de#booking-form');
  const axe = await new AxeBuilder({ page }).include('#booking-form').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  // The summer season asks for three nights (the quote says so, in the page language).
  await form.getByLabel('Erwachsene').fill('2');
  await form.getByLabel('Kinder (bis 14 Jahre)').fill('0');
  await form.getByLabel('Anreise', { exact: true }).fill('2027-07-10');
  await form.getByLabel('Abreise', { exact: true }).fill('2027-07-11');
  await expect(
    form.getByText('In diesem Zeitraum beträgt der Mindestaufenthalt 3 Nächte'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Verfügbare Stellplätze anzeigen' }).click();
  expect(address(page)).toBe('/de#booking-form');
  await form.getByLabel('Abreise', { exact: true }).fill('2027-07-13');
  await expect(form.getByText('3 Nächte ab')).toBeVisible();
  await form.getByRole('button', { name: 'Verfügbare Stellplätze anzeigen' }).click();
  await expect(page).toHaveURL(/\/de\/stellplatz-auswahl\?checkIn=2027-07-10&checkOut=2027-07-13/);
});

test('Back and "Zum Buchungsformular" bring the search back to the form', async ({ page }) => {
  await page.goto('/de#booking-form');
  // Typed into the prerendered fields before the form's code is live, values are lost again.
  await sectionHydrated(page, 'booking-form');
  const form = page.locator('#booking-form form');
  await form.getByLabel('Anreise', { exact: true }).fill(STAY.checkIn);
  await form.getByLabel('Abreise', { exact: true }).fill(STAY.checkOut);
  await form.getByLabel('Erwachsene').fill('3');
  await form.getByRole('radio', { name: /^Wohnmobil/ }).check();
  await form.getByRole('button', { name: 'Verfügbare Stellplätze anzeigen' }).click();
  await expect(page).toHaveURL(/stellplatz-auswahl/);

  await page.goBack();
  await expect(page).toHaveURL(/^.*\/de\?checkIn=2027-05-10&.*#booking-form$/);
  await expect(form.getByLabel('Anreise', { exact: true })).toHaveValue(STAY.checkIn);
  await expect(form.getByLabel('Erwachsene')).toHaveValue('3');
  await expect(form.getByRole('radio', { name: /^Wohnmobil/ })).toBeChecked();

  await page.goForward();
  await page.getByRole('link', { name: 'Zum Buchungsformular' }).click();
  await expect(form.getByLabel('Abreise', { exact: true })).toHaveValue(STAY.checkOut);
  await expect(form.getByLabel('Erwachsene')).toHaveValue('3');
  await expect(form.getByRole('radio', { name: /^Wohnmobil/ })).toBeChecked();
});

test('with the preferences consent the search is remembered for the next visit, without it not', async ({
  browser,
}) => {
  for (const preferences of [true, false]) {
    const context = await browser.newContext();
    const consent = JSON.parse(consentGiven) as { settings: Record<string, boolean> };
    consent.settings.preferences = preferences;
    await giveConsent(context, JSON.stringify(consent));
    const page = await context.newPage();
    await page.goto('/de#booking-form');
    const form = page.locator('#booking-form form');
    await form.getByLabel('Anreise', { exact: true }).fill(STAY.checkIn);
    await form.getByLabel('Abreise', { exact: true }).fill(STAY.checkOut);
    await form.getByRole('radio', { name: /^Zelt/ }).check();
    await form.getByRole('button', { name: 'Verfügbare Stellplätze anzeigen' }).click();
    await expect(page).toHaveURL(/stellplatz-auswahl/);
    // A new visit, from the front page.
    await page.goto('/de#booking-form');
    await expect(form.getByLabel('Anreise', { exact: true })).toHaveValue(
      preferences ? STAY.checkIn : '',
    );
    await context.close();
  }
});

for (const width of [390, 1280]) {
  test(`pitch selection screenshots at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const choice = `checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&category=caravan&adults=2&children=1`;
    await page.goto(`/de/stellplatz-auswahl?${choice}`);
    await page.getByRole('button', { name: 'Stellplatz B3, frei' }).click();
    await expect(page.getByRole('complementary').getByRole('table')).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/pitch-selection-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Liste' }).click();
    await page.screenshot({
      path: `e2e/screenshots/pitch-selection-list-${width}.png`,
      fullPage: true,
    });
    await page.goto(`/en/pitch-selection?${choice}`);
    await expect(page.getByRole('button', { name: 'Pitch B1, available' })).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/pitch-selection-en-${width}.png` });
  });
}
