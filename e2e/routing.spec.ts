// docs/product.md §2.1 routing rules, in both languages.
import { address, expect, hydrated, test } from './fixtures.ts';

const pages = [
  ['/de', '/en', 'Alpencamp Dachsteinblick', 'Alpencamp Dachsteinblick'],
  ['/de/aktivitaeten', '/en/activities', 'Aktivitäten', 'Activities'],
  ['/de/impressum', '/en/imprint', 'Impressum', 'Imprint'],
  ['/de/datenschutz', '/en/privacy', 'Datenschutzerklärung', 'Privacy policy'],
  ['/de/agb', '/en/terms', 'Allgemeine Geschäftsbedingungen', 'Terms and conditions'],
  [
    '/de/gast-ansicht',
    '/en/guest-view',
    'Willkommen bei Alpencamp Dachsteinblick',
    'Welcome to Alpencamp Dachsteinblick',
  ],
  // The pitch selection needs a choice from the booking form (without one: the form, see below).
  [
    '/de/stellplatz-auswahl?checkIn=2027-05-10&checkOut=2027-05-13&category=tent&adults=2&children=0',
    '/en/pitch-selection?checkIn=2027-05-10&checkOut=2027-05-13&category=tent&adults=2&children=0',
    'Stellplatz auswählen',
    'Choose your pitch',
  ],
  // Without its token a booking is not shown (e2e/booking-details.spec.ts has the rest).
  [
    '/de/buchung-details/6f1d2a3b',
    '/en/booking-details/6f1d2a3b',
    'Zugriff verweigert',
    'Access denied',
  ],
  ['/de/story-generator', '/en/story-generator', 'Story-Generator', 'Story generator'],
] as const;

for (const [de, en, deHeading, enHeading] of pages) {
  test(`${de} and ${en} show their page in their language`, async ({ page }) => {
    await page.goto(de);
    await expect(page.getByRole('heading', { level: 1, name: deHeading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto(en);
    await expect(page.getByRole('heading', { level: 1, name: enHeading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(address(page)).toBe(en);
  });
}

/**
 * The checkout and the success page without a choice or a booking of this tab: they say so and
 * lead to the booking form (checkout.spec.ts books through them).
 */
const withoutData = [
  [
    '/de/kasse',
    '/en/checkout',
    'Kasse',
    'Checkout',
    'Zum Buchungsformular',
    'Go to the booking form',
  ],
  [
    '/de/buchung-erfolgreich',
    '/en/booking-success',
    'Buchung erfolgreich',
    'Booking confirmed',
    'Neue Buchung starten',
    'Start a new booking',
  ],
  [
    '/de/buchung-erfolgreich/6f1d2a3b',
    '/en/booking-success/6f1d2a3b',
    'Buchung erfolgreich',
    'Booking confirmed',
    'Neue Buchung starten',
    'Start a new booking',
  ],
] as const;

for (const [de, en, deHeading, enHeading, deLink, enLink] of withoutData) {
  test(`${de} and ${en} without data lead back to the booking form`, async ({ page }) => {
    await page.goto(de);
    await expect(page.getByRole('heading', { level: 1, name: deHeading })).toBeVisible();
    await page.goto(en);
    await expect(page.getByRole('heading', { level: 1, name: enHeading })).toBeVisible();
    expect(address(page)).toBe(en);
    await page.getByRole('link', { name: enLink }).click();
    await expect.poll(() => address(page)).toBe('/en#booking-form');
    await page.goto(de);
    await page.getByRole('link', { name: deLink }).click();
    await expect.poll(() => address(page)).toBe('/de#booking-form');
  });
}

test('/ shows a redirecting message and goes to German by default', async ({ page }) => {
  // Records every text the page shows, however briefly.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Alpencamp Dachsteinblick' }),
  ).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.some((text) => text.includes('Sie werden weitergeleitet...'))).toBe(true);
});

test('/ goes to the language chosen before', async ({ page }) => {
  await page.goto('/en/imprint');
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Welcome to our campsite')).toBeVisible();
});

test('unprefixed paths go to the same path under the stored language', async ({ page }) => {
  await page.goto('/story-generator?from=qr');
  await expect(page).toHaveURL(/\/de\/story-generator\?from=qr$/);
  await page.goto('/en');
  await expect(page.getByText('Welcome to our campsite')).toBeVisible();
  // The language is remembered once the page has started (it starts after it has been shown).
  await hydrated(page);
  await page.goto('/story-generator?from=qr');
  await expect(page).toHaveURL(/\/en\/story-generator\?from=qr$/);
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

const legacy = [
  ['/guest-view', '/de/gast-ansicht'],
  [
    '/pitch-selection?checkIn=2027-05-10&checkOut=2027-05-13&category=tent&adults=2&children=0',
    '/de/stellplatz-auswahl?checkIn=2027-05-10&checkOut=2027-05-13&category=tent&adults=2&children=0',
  ],
  ['/checkout', '/de/kasse'],
  ['/booking-success', '/de/buchung-erfolgreich'],
  ['/booking-success/ab12', '/de/buchung-erfolgreich/ab12'],
  ['/booking-details/ab12?token=t', '/de/buchung-details/ab12?token=t'],
  ['/aktivitaeten', '/de/aktivitaeten'],
  ['/impressum', '/de/impressum'],
  ['/datenschutz', '/de/datenschutz'],
  ['/agb', '/de/agb'],
] as const;

test('legacy unprefixed paths go to the German pages, even for English visitors', async ({
  page,
}) => {
  await page.goto('/en');
  for (const [from, to] of legacy) {
    await page.goto(from);
    await expect.poll(() => address(page)).toBe(to);
  }
});

for (const path of ['/forgot-password', '/reset-password?token=abc', '/password-reset']) {
  test(`${path} goes to the admin console`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin(\/login)?\/?(#.*)?$/);
    await expect(page.locator('input[type="password"]')).toBeVisible();
  });
}

test('/debug-env is a diagnostics page', async ({ page }) => {
  await page.goto('/debug-env');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnose' })).toBeVisible();
  await expect(page.getByText('production', { exact: true })).toBeVisible();
});

test('unknown paths show the not-found page in the language of the prefix', async ({ page }) => {
  const de = await page.goto('/de/gibt-es-nicht');
  expect(de?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/de$/);
  const en = await page.goto('/en/no/such/page');
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/gibt-es-nicht');
  await expect(page).toHaveURL(/\/en\/gibt-es-nicht$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test("a slug of the other language moves to this language's page", async ({ page }) => {
  await page.goto('/de/checkout?step=2');
  await expect.poll(() => address(page)).toBe('/de/kasse?step=2');
  await page.goto('/en/buchung-details/x1');
  await expect.poll(() => address(page)).toBe('/en/booking-details/x1');
});
