// Every built page's content, and a screenshot of each at phone and desktop width (e2e/screenshots,
// git-ignored) for a person to look at. The placeholder ("coming soon") pages of the booking journey
// are not built: routing.spec.ts checks only that their addresses lead to the placeholder. The
// booking details page and the story generator have their own specs (with their screenshots).
import { atWidths, expect, failApi, test } from './fixtures.ts';

const SHOTS = [
  ['landing', '/de'],
  ['landing-en', '/en'],
  ['activities', '/de/aktivitaeten'],
  ['activities-hauser-kaibling', '/en/activities?tab=hauser-kaibling'],
  ['imprint', '/de/impressum'],
  ['privacy', '/de/datenschutz'],
  ['terms', '/en/terms'],
  ['guest-view', '/de/gast-ansicht'],
  [
    'pitch-selection-caravan',
    '/de/stellplatz-auswahl?checkIn=2027-05-10&checkOut=2027-05-13&category=caravan&adults=2&children=1',
  ],
  ['story-generator', '/de/story-generator'],
  ['not-found', '/de/gibt-es-nicht'],
  ['debug-env', '/debug-env'],
] as const;

test('screenshots at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  // Without an observer every lazy image and the booking form load at once, for full-page shots.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, path] of SHOTS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (name.startsWith('landing')) await page.getByRole('radio').first().waitFor();
    if (name.startsWith('pitch-selection')) await page.locator('.pin').first().waitFor();
    await atWidths(page, [390, 1280], async (width) => {
      await page
        .waitForFunction(
          () => [...document.images].every((img) => !img.getAttribute('src') || img.complete),
          undefined,
          { timeout: 5000 },
        )
        .catch(() => undefined);
      await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
    });
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.goto('/de');
  await atWidths(page, [390, 1280], async (width) => {
    await page.screenshot({ path: `e2e/screenshots/landing-dark-${width}.png` });
  });
});

test('activities: tabs for summer, winter and the four mountains', async ({ page }) => {
  await page.goto('/de/aktivitaeten');
  const tabs = page.getByRole('tablist', { name: 'Jahreszeiten und Berge' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Sommer',
    'Winter',
    'Planai',
    'Hochwurzen',
    'Hauser Kaibling',
    'Reiteralm',
  ]);
  await expect(page.getByRole('tabpanel')).toContainText('Sommer in den Bergen');
  // A click before the prerendered page has hydrated does nothing yet; the first after it does.
  await expect(async () => {
    await tabs.getByRole('tab', { name: 'Winter' }).click();
    await expect(page).toHaveURL(/\?tab=winter$/, { timeout: 500 });
  }).toPass();
  await expect(page.getByRole('tabpanel')).toContainText('4-Berge-Skischaukel');
  // The route's code comes after the layout's (which already follows a click on a tab): arrow keys
  // work once the tabs themselves are live.
  await page.locator('[role="tablist"][data-hydrated]').waitFor({ state: 'attached' });
  await tabs.getByRole('tab', { name: 'Winter' }).press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Planai' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('1.906 m');
  await page.goto('/en/activities?tab=reiteralm');
  await expect(page.getByRole('tab', { name: 'Reiteralm' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).toContainText('Spiegelsee');
});

test('imprint: § 5 ECG and § 25 MedienG details from the company settings', async ({ page }) => {
  await page.goto('/de/impressum');
  const main = page.getByRole('main');
  for (const text of [
    'Alpencamp Dachsteinblick GmbH',
    'Rohrmoosstraße 128',
    '8970 Schladming',
    'ATU12345675',
    'FN 456789x',
    'Landesgericht Leoben',
    'Bezirkshauptmannschaft Liezen',
    'Wirtschaftskammer Steiermark',
    'Offenlegung nach § 25 MedienG',
    'info@alpencamp-dachstein.at',
  ])
    await expect(main).toContainText(text);
});

test('privacy policy and terms name the processors and the cancellation policy', async ({
  page,
}) => {
  await page.goto('/de/datenschutz');
  const main = page.getByRole('main');
  for (const text of [
    'Stripe Payments Europe',
    'SMTP',
    'Wetterdienst',
    'vite-ui-theme',
    // The one cookie guests get: it tells the server a cookie choice was made.
    'consent-chosen',
    'Datenschutzbehörde',
  ])
    await expect(main).toContainText(text);
  await page.goto('/de/agb');
  for (const text of [
    'bis 14 Tage vor der Anreise: kostenlos',
    '50 %',
    '100 %',
    'Check-in ist ab 14:00 Uhr, Check-out bis 11:00 Uhr',
  ])
    await expect(main).toContainText(text);
  await page.goto('/en/terms');
  await expect(main).toContainText('up to 14 days before arrival: free of charge');
});

test('guest view: welcome, story card, campsite info, contact, amenities, rules, booking link', async ({
  page,
}) => {
  await page.goto('/de/gast-ansicht');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Willkommen bei Alpencamp Dachsteinblick' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Story erstellen/ })).toHaveAttribute(
    'href',
    '/de/story-generator',
  );
  const main = page.getByRole('main');
  for (const text of [
    'Rohrmoosstraße 128, 8970 Schladming',
    '14:00 Uhr',
    '11:00 Uhr',
    '+43 664 1234567',
    'Kostenloses WLAN',
    'Parken',
    'Natur',
    'Bergblick',
    'Nachtruhe von 22:00 bis 07:00 Uhr',
    'Haustiere sind willkommen',
    'Mülltrennung ist Pflicht',
    'rund um die Uhr geöffnet',
    'Spiegelsee',
  ])
    await expect(main).toContainText(text);
  await expect(main.getByRole('link', { name: 'Zur Buchung' })).toHaveAttribute(
    'href',
    '/de#booking-form',
  );
});

// The e2e stack's weather provider is the OpenWeatherMap stand-in (its recorded current weather:
// a few clouds); the SPEC fallback texts show when the weather service is not there (503).
test('weather card: the current weather from the provider, and the SPEC fallback texts while the weather service is not there', async ({
  page,
}) => {
  await page.goto('/de/gast-ansicht');
  const card = page.locator('.weather');
  await expect(card).toContainText('Bewölkt');
  await failApi(page, '/api/weather/**', 503);
  await page.goto('/de/gast-ansicht');
  // 503: the site has no weather service; the card says so instead of "being activated".
  await expect(card).toContainText('Wetterinformationen sind derzeit nicht verfügbar.');
  await expect(card).not.toContainText('Wetterdienst wird aktiviert');
  await expect(card).toContainText('Tipp: Packen Sie entsprechend der Wettervorhersage');
  await page.goto('/de/gast-ansicht?bookingId=6f1d2a3b');
  await expect(card).toContainText('Wetterinformationen sind derzeit nicht verfügbar.');
});
