// Content-Security-Policy on every page: each public page (the sitemap's, plus the booking flow's
// and the guest's own pages) is opened as a document; its policy must forbid inline script,
// plugins, a foreign <base> and framing, name Stripe only on the checkout and the booking details,
// and the page must run without a single CSP violation (`securitypolicyviolation` events and
// Chromium's "Refused to …" console reports). The console's pages: their policy here, their run
// without a violation in admin.spec.ts's tour of the menu.
import type { APIResponse, Page, Response } from '@playwright/test';
import {
  expect,
  nextFrames,
  recordViolations,
  signedInAdminTest,
  stackUrl,
  test,
} from './fixtures.ts';
import { freePitch, query, randomStay } from './journey.ts';

const adminTest = signedInAdminTest();

function directivesOf(res: Response | APIResponse | null): Record<string, string> {
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
  res: Response | APIResponse | null,
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

// The console is one single-page app: every /admin address is answered with the same shell, so
// each menu page's policy is read from its answer here without rendering it; that each page then
// runs without a violation is checked where every menu entry is opened in turn (admin.spec.ts),
// which records the violations the same way. (Opening each page as a document here as well
// rendered the whole console a second time, a minute of browser time per run.)
adminTest('every console page of the menu is served with the strict policy', async ({ page }) => {
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
  for (const path of pages) {
    const res = await page.request.get(path);
    expect({ path, status: res.status() }).toEqual({ path, status: 200 });
    expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
    expectStrictPolicy(path, res, false);
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  expect(await violations()).toEqual([]);
});

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
