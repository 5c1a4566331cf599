// docs/product.md §2.2 landing page.
import type { Page } from '@playwright/test';
import {
  expect,
  failApi,
  hydrated,
  nextFrames,
  SEEDED_CATEGORIES,
  sectionHydrated,
  test,
} from './fixtures.ts';

/** The booking form offers the seeded categories, in their order, with their prices. */
async function expectSeededCategories(page: Page) {
  const options = page.locator('#booking-form .category-option');
  await expect(options.locator('strong')).toHaveText(SEEDED_CATEGORIES.map((c) => c.de));
  for (const [i, { priceFrom }] of SEEDED_CATEGORIES.entries())
    await expect(options.nth(i)).toContainText(priceFrom);
}

test('sections in order: hero, features, booking form, facilities, activities, location, footer', async ({
  page,
}) => {
  await page.goto('/de');
  await expect(page.locator('#location')).toBeAttached();
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('.landing > section, footer')].map((el) => el.id || el.className),
  );
  expect(ids).toEqual([
    'hero',
    'features',
    'booking-form',
    'facilities',
    'activities',
    'location',
    'contact',
  ]);
});

test('hero: video with poster, book now scrolls to the form, activities button', async ({
  page,
}) => {
  await page.goto('/de');
  const video = page.locator('video.hero__video');
  await expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
  await expect(video).toHaveJSProperty('muted', true);
  await page.getByRole('link', { name: 'Jetzt buchen' }).click();
  await expect(page.locator('#booking-form')).toBeInViewport();
  await expect(page.getByRole('radio', { name: /Zelt/ })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Aktivitäten entdecken' }).click();
  await expect(page).toHaveURL(/\/de\/aktivitaeten$/);
});

test('"Jetzt buchen" leads to the booking form before any script has run', async ({ browser }) => {
  // A phone on a slow line shows the prerendered page long before the app is live; the hero's
  // main button must already work then.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de');
  await expect(page.locator('#booking-form')).not.toBeInViewport();
  await page.getByRole('link', { name: 'Jetzt buchen' }).click();
  await expect(page).toHaveURL(/\/de#booking-form$/);
  await expect(page.locator('#booking-form')).toBeInViewport();
  await context.close();
});

test('the video plays, and stays paused for reduced motion', async ({ browser }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto('/de');
    const video = page.locator('video.hero__video');
    if (reducedMotion === 'reduce') {
      await page.mouse.move(200, 200);
      await nextFrames(page, 3);
      await expect(video).toHaveJSProperty('paused', true);
      await expect(page.getByRole('button', { name: 'Video abspielen' })).toBeVisible();
    } else {
      // It joins once the visitor moves (or after a few quiet seconds).
      let x = 100;
      await expect
        .poll(async () => {
          await page.mouse.move((x += 7), 200);
          return video.evaluate((v: HTMLVideoElement) => v.paused);
        })
        .toBe(false);
      await page.getByRole('button', { name: 'Video anhalten' }).click();
      await expect(video).toHaveJSProperty('paused', true);
    }
    await context.close();
  }
});

test('the booking form lists the categories and hands dates and party to the pitch selection', async ({
  page,
}) => {
  await page.goto('/de#booking-form');
  const form = page.locator('#booking-form');
  await expectSeededCategories(page);
  await expect(form).toContainText(`ab ${SEEDED_CATEGORIES[0].priceFrom} / Nacht`);
  await form.getByRole('button', { name: 'Verfügbare Stellplätze anzeigen' }).click();
  await expect(form.getByText('Dieses Feld ist erforderlich').first()).toBeVisible();
  await form.getByLabel('Anreise').fill('2027-05-05');
  await form.getByLabel('Abreise').fill('2027-05-01');
  await form.getByRole('button', { name: 'Verfügbare Stellplätze anzeigen' }).click();
  await expect(form.getByText('Die Abreise muss nach der Anreise liegen')).toBeVisible();
  await form.getByLabel('Abreise').fill('2027-05-09');
  await form.getByText('Wohnmobil', { exact: true }).click();
  await form.getByLabel('Kinder (bis 14 Jahre)').fill('1');
  await form.getByRole('button', { name: 'Verfügbare Stellplätze anzeigen' }).click();
  await expect(page).toHaveURL(
    /\/de\/stellplatz-auswahl\?checkIn=2027-05-05&checkOut=2027-05-09&category=motorhome&adults=2&children=1$/,
  );
});

test('categories that fail to load show the error with a reload button', async ({ page }) => {
  await failApi(page, '/api/categories', 500);
  await page.goto('/de');
  // The section asks for the categories once it comes near the screen (scrolled to after the
  // page has hydrated: a fresh page first scrolls to its top).
  await hydrated(page);
  const section = page.locator('#booking-form');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Fehler beim Laden der Stellplatzkategorien')).toBeVisible({
    timeout: 15_000,
  });
  // The API is back: the reload shows the seeded categories.
  await page.unrouteAll();
  await Promise.all([
    page.waitForEvent('load'),
    section.getByRole('button', { name: 'Seite neu laden' }).click(),
  ]);
  await hydrated(page);
  await page.locator('#booking-form').scrollIntoViewIfNeeded();
  await expectSeededCategories(page);
  await failApi(page, '/api/categories', 503);
  await page.goto('/en');
  await hydrated(page);
  await page.locator('#booking-form').scrollIntoViewIfNeeded();
  await expect(page.getByText('Error loading pitch categories')).toBeVisible({ timeout: 15_000 });
});

test('facility tiles show their texts at first and toggle them', async ({ page }) => {
  await page.goto('/de#facilities');
  await sectionHydrated(page, 'facilities');
  const tiles = page.locator('.gallery__tile');
  await expect(tiles).toHaveCount(6);
  for (const tile of await tiles.all()) await expect(tile).toHaveAttribute('aria-pressed', 'true');
  const showers = page.getByRole('button', { name: /^Duschen/ });
  await showers.click();
  await expect(showers).toHaveAttribute('aria-pressed', 'false');
  await expect(showers.locator('.gallery__overlay')).not.toHaveClass(/is-shown/);
  await showers.click();
  await expect(showers.locator('.gallery__overlay')).toHaveClass(/is-shown/);
});

test('activities teaser and location with address and a maps link in a new tab', async ({
  page,
}) => {
  await page.goto('/de#location');
  await expect(page.locator('#activities .tile')).toHaveCount(4);
  const location = page.locator('#location');
  await expect(location).toContainText('Rohrmoosstraße 128');
  await expect(location).toContainText('Dachstein Gletscher');
  const map = location.getByRole('link', { name: /Route in der Karte öffnen/ });
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('href', /openstreetmap\.org.*47\.3935.*13\.6872/);
});

test('images load lazily', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de');
  await hydrated(page);
  await expect(page.locator('#facilities img').first()).not.toHaveAttribute('src', /.+/);
  await page.locator('#facilities').scrollIntoViewIfNeeded();
  await expect(page.locator('#facilities img').first()).toHaveAttribute(
    'src',
    '/images/facilities/entrance.svg',
  );
});

test('the page arrives prerendered and hydrates without errors', async ({ page, request }) => {
  const html = await (await request.get('/de')).text();
  expect(html).toMatch(/<div id="root">.*<h1 id="hero-title">Alpencamp Dachsteinblick<\/h1>/s);
  expect(html).toContain('Unsere Anlage');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.goto('/de');
  await page.locator('#booking-form').scrollIntoViewIfNeeded();
  await expectSeededCategories(page);
  await page.goto('/en/imprint');
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('sections below the first screen load their code only when they come near it', async ({
  page,
}) => {
  const loaded: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de');
  await page.waitForLoadState('networkidle');
  const belowTheFold = () => loaded.filter((file) => /\/below-the-fold-[\w-]+\.js$/.test(file));
  // The prerendered sections are there to read, their code is not.
  await expect(page.locator('#facilities')).toContainText('Unsere Anlage');
  expect(belowTheFold()).toEqual([]);
  // Nor is TanStack Query: the first screen (health, company settings) does without it.
  const queryLibrary = () => loaded.filter((file) => /\/react-query-[\w-]+\.js$/.test(file));
  expect(queryLibrary()).toEqual([]);
  await expect(page.locator('#facilities')).not.toHaveAttribute('data-hydrated');
  await page.locator('#facilities').scrollIntoViewIfNeeded();
  await sectionHydrated(page, 'facilities');
  expect(belowTheFold()).toHaveLength(1);
  const entrance = page.getByRole('button', { name: /^Einfahrt/ });
  const top = () => entrance.evaluate((tile) => tile.getBoundingClientRect().top);
  await entrance.scrollIntoViewIfNeeded();
  const before = await top();
  // The tap wakes every other section: the booking form above grows from its loading line to the
  // whole form. The page must not move under the finger (a tap whose press and release land on
  // different things is lost): the tile stays where it was, before and after the form is there.
  await entrance.click();
  await expect(entrance).toHaveAttribute('aria-pressed', 'false');
  await page.locator('#booking-form .category-list').waitFor({ state: 'attached' });
  await nextFrames(page);
  // Without the cure the tile moved 1,184 px down on a 390 px phone; sub-pixel rounding is allowed.
  expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(2);
  // The rest follow as they come near, each hydrating over its prerendered HTML without a mismatch.
  await page.locator('#location').scrollIntoViewIfNeeded();
  await sectionHydrated(page, 'location');
  await sectionHydrated(page, 'activities');
  await page.locator('#booking-form').scrollIntoViewIfNeeded();
  await sectionHydrated(page, 'booking-form');
  await expectSeededCategories(page);
  expect(queryLibrary()).toHaveLength(1);
  // The page carries the site's stylesheet inline; no lazy part fetches it a second time (Vite's
  // preload lists named it until vite/chunk-graph.ts took it out).
  expect(stylesheets.filter((file) => /\/index-[\w-]+\.css$/.test(file))).toEqual([]);
  expect(errors).toEqual([]);
});
