import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** The API's future category list (contract agreed with the booking engine). */
export const CATEGORIES = [
  ['tent', 'Zeltplatz', 'Tent pitch', 2500, 2, 4, null],
  ['caravan', 'Wohnwagen', 'Caravan', 3500, 2, 6, 8],
  ['motorhome', 'Wohnmobil', 'Motorhome', 4000, 2, 6, 10],
  ['comfort', 'Komfortplatz', 'Comfort pitch', 5500, 2, 6, 12],
].map(([slug, de, en, price, included, max, length], i) => ({
  id: `00000000-0000-4000-8000-00000000000${i + 1}`,
  slug,
  name: { de, en },
  description: {
    de: `${de} auf ebener Wiese mit Blick auf den Dachstein.`,
    en: `${en} on level grass with a view of the Dachstein.`,
  },
  priceFromCents: price,
  personsIncluded: included,
  maxPersons: max,
  maxVehicleLengthM: length,
  imageUrl: `/images/categories/${slug}.svg`,
  sortOrder: i + 1,
}));

export const consentGiven = JSON.stringify({
  settings: { necessary: true, analytics: false, marketing: false, preferences: false },
  timestamp: '2026-01-01T00:00:00.000Z',
});

/** Answers /api/categories with the agreed list, or with an error. */
export async function stubCategories(page: Page, status = 200) {
  await page.route('**/api/categories', (route) =>
    status === 200
      ? route.fulfill({ json: CATEGORIES })
      : route.fulfill({ status, json: { statusCode: status, error: 'Error', message: 'down' } }),
  );
}

/**
 * `page` with a stored cookie choice, so the banner stays out of the way; the cookie-banner spec
 * uses `freshPage` instead.
 */
export const test = base.extend<{ freshPage: Page }>({
  page: async ({ page }, use) => {
    await page.addInitScript((consent) => {
      if (!localStorage.getItem('cookie-consent')) localStorage.setItem('cookie-consent', consent);
    }, consentGiven);
    await use(page);
  },
  freshPage: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

/** Path and query of the page's address. */
export const address = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Waits until the prerendered header is hydrated, so its buttons respond. */
export const hydrated = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/**
 * Waits until a part below the first screen (a landing-page section, the footer) is live: those
 * keep their prerendered HTML until they come near the screen, and only then load and hydrate.
 */
export const sectionHydrated = (page: Page, id: string) =>
  page.locator(`#${id}[data-hydrated]`).waitFor({ state: 'attached' });
