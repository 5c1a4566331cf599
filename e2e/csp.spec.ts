// Content-Security-Policy on every page: each public page (the sitemap's, plus the
// booking flow's and the guest's own pages) and each page of the console's menu is opened as a
// document; its policy must forbid inline script, plugins, a foreign <base> and framing, name
// Stripe only on the checkout and the booking details, and the page must run without a single CSP violation
// (`securitypolicyviolation` events and Chromium's "Refused to …" console reports).
import type { Page, Response } from '@playwright/test';
import { expect, nextFrames, signedInAdminTest, stackUrl, test } from './fixtures.ts';
import { freePitch, query, randomStay } from './journey.ts';

const adminTest = signedInAdminTest();

/** Starts recording the page's CSP violations; call before the first navigation. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
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

function directivesOf(res: Response | null): Record<string, string> {
  const csp = res?.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

function expectStrictPolicy(
  path: string,
  res: Response | null,
  stripe: boolean,
  baseUri = "'none'",
) {
  const d = directivesOf(res);
  expect({ path, policy: d }).toMatchObject({
    path,
    policy: {
      'default-src': "'self'",
      'object-src': "'none'",
      'base-uri': baseUri,
      'frame-ancestors': "'none'",
      'script-src-attr': "'none'",
    },
  });
  expect(d['script-src'], path).not.toMatch(/unsafe-inline|unsafe-eval/);
  const namesStripe = /stripe\.com/.test(`${d['script-src']} ${d['frame-src']}`);
  expect({ path, namesStripe }).toEqual({ path, namesStripe: stripe });
}

/** Lets the page finish loading, scrolls through it (sections hydrate near the screen), settles. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, 2000);
    await nextFrames(page);
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

test('every public page carries the strict policy and runs without a CSP violation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(listed).toEqual(expect.arrayContaining(['/de', '/en', '/de/impressum']));

  const stay = randomStay('caravan', 2);
  const pitch = await freePitch(request, stay);
  const hold = await request.post('/api/bookings', {
    data: {
      pitchId: pitch.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: 2,
      firstName: 'Clara',
      lastName: 'Policy',
      email: `csp-${Date.now()}@example.at`,
      street: 'Dorfstraße 3',
      postalCode: '8971',
      city: 'Rohrmoos',
      country: 'AT',
      consent: true,
      paymentMethod: 'on_arrival',
    },
  });
  expect(hold.status(), await hold.text()).toBe(201);
  const booking = (await hold.json()) as { id: string; token: string };

  const flow = [
    `/de/stellplatz-auswahl?${query(stay)}`,
    `/en/pitch-selection?${query(stay)}`,
    `/de/buchung-details/${booking.id}?token=${booking.token}`,
    `/en/booking-details/${booking.id}?token=${booking.token}`,
    `/de/buchung-erfolgreich/${booking.id}`,
    '/de/gast-ansicht',
    '/de/story-generator',
    '/debug-env',
    '/de/gibt-es-nicht',
  ];
  const checkout = [`/de/kasse?${query(stay, pitch.id)}`, `/en/checkout?${query(stay, pitch.id)}`];
  const visited: string[] = [];
  for (const path of [...new Set([...listed, ...flow]), ...checkout]) {
    const res = await page.goto(path);
    // The booking details take a deposit booking's balance by card: Stripe is let in there too.
    expectStrictPolicy(
      path,
      res,
      checkout.includes(path) || /buchung-details|booking-details/.test(path),
    );
    await settle(page);
    expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
    visited.push(path);
  }
  expect(visited.length).toBeGreaterThanOrEqual(listed.length + flow.length);
});

test('continuing from the pitch selection loads the checkout as a document, with the policy that lets Stripe in', async ({
  page,
  request,
}) => {
  const violations = await recordViolations(page);
  const stay = randomStay('caravan', 2);
  const pitch = await freePitch(request, stay);
  await page.goto(`/de/stellplatz-auswahl?${query(stay, pitch.id)}`);
  const checkoutDocument = page.waitForResponse(
    (r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/de/kasse',
  );
  await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();
  const res = await checkoutDocument;
  expectStrictPolicy('/de/kasse', res, true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  expect(await violations()).toEqual([]);
});

// The console's pages in three parts of about ten each: one test of them all took a minute, and
// started late it kept one browser busy after the others had finished.
const CONSOLE_PARTS = 3;
for (let part = 0; part < CONSOLE_PARTS; part++)
  adminTest(
    `console pages of the menu, part ${part + 1} of ${CONSOLE_PARTS}, run without a CSP violation`,
    async ({ page }) => {
      adminTest.setTimeout(90_000);
      const violations = await recordViolations(page);
      const first = await page.goto('/admin/dashboard');
      expectStrictPolicy('/admin/dashboard', first, false);
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem').first()).toBeVisible();
      const hrefs = await menu
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const pages = [...new Set(hrefs)].filter((p) => p.startsWith('/admin'));
      expect(pages.length).toBeGreaterThan(20);
      for (const path of pages.filter((_, i) => i % CONSOLE_PARTS === part)) {
        const res = await page.goto(path);
        expectStrictPolicy(path, res, false);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await expect(page.locator('body')).not.toBeEmpty();
        expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
      }
    },
  );

adminTest(
  'the queue board, the sign-in and the staff entrance run without a CSP violation',
  async ({ page, browser }) => {
    const violations = await recordViolations(page);
    const res = await page.goto('/admin/queues');
    // Bull Board's page names its own address in <base>: only our origin may be named there.
    expectStrictPolicy('/admin/queues', res, false, "'self'");
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expect(page.locator('body')).not.toBeEmpty();
    expect(await violations()).toEqual([]);

    // Signed out: the sign-in page and the staff entrance.
    const context = await browser.newContext({
      baseURL: stackUrl(),
      storageState: { cookies: [], origins: [] },
    });
    const visitor = await context.newPage();
    const visitorViolations = await recordViolations(visitor);
    for (const path of ['/admin/login', '/staff-entrance-1x9zq']) {
      const res = await visitor.goto(path);
      expectStrictPolicy(path, res, false);
      await expect(visitor.getByRole('button', { name: 'Anmelden' })).toBeVisible();
      expect({ path, violations: await visitorViolations() }).toEqual({ path, violations: [] });
    }
    await context.close();
  },
);
