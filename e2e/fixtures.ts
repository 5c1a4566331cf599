import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

export { expect };

/**
 * The demo campsite's categories as the e2e stack seeds them (api/src/modules/catalog/
 * demo-catalog.ts), in their order, with their prices from (docs/product.md §9).
 */
export const SEEDED_CATEGORIES = [
  { de: 'Zelt', en: 'Tent', priceFrom: '25 €' },
  { de: 'Wohnwagen', en: 'Caravan', priceFrom: '35 €' },
  { de: 'Wohnmobil', en: 'Motorhome', priceFrom: '40 €' },
  { de: 'Komfort-Stellplatz', en: 'Comfort pitch', priceFrom: '55 €' },
];

/**
 * The address of the stack the running test's project drives: the site's, or the one of the specs
 * that switch something for every page (playwright.config.ts, scripts/e2e.ts).
 */
export const stackUrl = (): string => base.info().project.use.baseURL!;

export const consentGiven = JSON.stringify({
  settings: { necessary: true, analytics: false, marketing: false, preferences: false },
  timestamp: '2026-01-01T00:00:00.000Z',
});

/** The cookie the site sets once a choice is stored (api/src/contract/constants.ts). */
export const CONSENT_COOKIE = 'consent-chosen';

/**
 * A browser context with a stored cookie choice (`consent`, the record the site keeps in
 * localStorage) and the cookie that tells the server so, as a returning guest has: the server then
 * sends pages without the cookie banner.
 */
export async function giveConsent(
  context: BrowserContext,
  consent = consentGiven,
  url = stackUrl(),
) {
  await context.addCookies([{ name: CONSENT_COOKIE, value: '1', url }]);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('cookie-consent')) localStorage.setItem('cookie-consent', value);
  }, consent);
}

/**
 * Makes the API's answer to `path` fail, for the screens that handle an outage; every other answer
 * comes from the seeded stack.
 */
export async function failApi(page: Page, path: string, status = 500) {
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status, json: { statusCode: status, error: 'Error', message: 'down' } }),
  );
}

/**
 * `page` with a stored cookie choice, so the banner stays out of the way; the cookie-banner spec
 * uses `freshPage` instead.
 */
/**
 * The PNGs under e2e/screenshots document the pages for people reading them. A CI run keeps no
 * files, so there (CI=true) they are not taken unless E2E_SCREENSHOTS=1: each full-page PNG costs
 * the loaded 2-core machine a share of CPU the other browsers wait for, some 130 of them a run.
 * Every assertion around them still runs.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS !== '0'
  : process.env.CI !== 'true';

/** `page` without its screenshots where they are not taken (see SCREENSHOTS). */
export function screenshotsOnlyWhereKept(page: Page): void {
  if (!SCREENSHOTS) page.screenshot = () => Promise.resolve(Buffer.alloc(0));
}

export const test = base.extend<{ freshPage: Page }>({
  page: async ({ page }, use, testInfo) => {
    screenshotsOnlyWhereKept(page);
    await giveConsent(page.context());
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await printPage(page, testInfo.title);
  },
  freshPage: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

/**
 * What the page showed when its test failed (address, alerts, the main text), printed so that a
 * CI log that keeps no artefacts still says what the guest would have seen.
 */
async function printPage(page: Page, title: string) {
  if (page.isClosed()) return;
  const text = (selector: string) =>
    page
      .locator(selector)
      .allInnerTexts()
      .then((all) => all.join(' | ').replace(/\s+/g, ' ').slice(0, 1500))
      .catch(() => '');
  console.log(
    [
      `[page at failure] ${title}`,
      `  address: ${page.url()}`,
      `  alerts: ${await text('[role="alert"]')}`,
      `  main: ${await text('main')}`,
    ].join('\n'),
  );
}

/**
 * Starts recording the page's Content-Security-Policy violations (`securitypolicyviolation` events
 * and Chromium's console reports); call before the first navigation. The returned function reads
 * what was recorded so far.
 */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) reported.push(`console: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
      .catch(() => [] as string[]);
    return [...events, ...reported];
  };
}

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

/**
 * Resolves once the page has rendered `frames` more frames. For "nothing happens" checks: what
 * an input, a scroll or a state change sets off (a scroll handler, a re-render, the start of a
 * smooth scroll) has reached the screen by then, so its absence is real and not just early.
 */
export const nextFrames = (page: Page, frames = 2) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left ? requestAnimationFrame(() => step(left - 1)) : resolve();
        step(n);
      }),
    frames,
  );

/**
 * Waits until the page stands still, before a screenshot or a look at all of its text: no loading
 * spinner or bar (react-admin's), web fonts loaded, no finite animation or transition
 * still running (a dialog fading in, a drawer sliding).
 */
export async function settled(page: Page) {
  await expect(
    page.locator('.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate'),
  ).toHaveCount(0);
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
  );
}

/**
 * Looks at the page as it stands at each width, resized in place: a tour that checks and shoots
 * its pages at a phone's and a desk's width loads each page once, not once per width. The height
 * is a phone's below 600 px and a laptop's above; the page settles after each resize.
 */
export async function atWidths(
  page: Page,
  widths: readonly number[],
  look: (width: number) => Promise<void>,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await nextFrames(page);
    await settled(page);
    await look(width);
  }
}

/**
 * Picks an entry of a MUI select (a `combobox` that opens a listbox) and checks it was taken. The
 * list scrolls its current entry into view while it opens; a click aimed while it still moves can
 * land on a neighbour (a country list on a busy machine picked the wrong country now and then), so
 * the list is left to settle first.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await settled(page);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toContainText(option);
}

/** The seeded demo administrator (README). */
export const DEMO_ADMIN = {
  email: 'admin@alpencamp-dachstein.at',
  password: 'Dachstein-Demo-2026',
};

/** Signs in through the console's login form (open on `page`) and waits for the dashboard. */
export async function signInThroughForm(page: Page, user: { email: string; password: string }) {
  await page.getByLabel(/^E-Mail/).fill(user.email);
  await page.getByLabel(/^Passwort/).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * `test` signed in to the console: each worker signs in once through the login form at
 * /admin/login and its tests reuse that session (sign-ins are throttled per address, and the whole
 * suite shares one). Defined once: Playwright gives tests whose worker fixtures differ separate
 * worker processes, so a fixture made anew per spec file cost every file a browser launch and a
 * sign-in of its own (53 workers for 200 tests).
 */
const adminTestBase = test.extend<object, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.goto('/admin/login');
      await signInThroughForm(page, DEMO_ADMIN);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminState }, use) => use(adminState),
});

/**
 * The signed-in `test` with `errors`: the page's console errors and uncaught exceptions, for tests
 * to assert none happened; console errors matching `ignore` (answers the page handles) are left
 * out.
 */
export function signedInAdminTest(ignore?: RegExp) {
  return adminTestBase.extend<{ errors: string[] }>({
    errors: async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !ignore?.test(msg.text()))
          errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
    },
  });
}
