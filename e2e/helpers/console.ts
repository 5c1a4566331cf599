// What the console's browser tests do through the API and the mouse besides the page under test:
// the CSRF header, staff accounts, bookings made as staff, names no other run uses, and drags on
// the calendar timeline. One home, so a change to the API's rules is followed in one place.
import {
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { atWidths, signInThroughForm, stackUrl } from '../fixtures.ts';

/** A catalogue key shown instead of its text, e.g. `resources.bookings.fields.checkIn`. */
export const RAW_KEY = /\b(resources|ra|app)\.[a-z_-]+\.[a-z_.]+/;

/**
 * A console page as it stands, at each width (resized in place, see `atWidths`): no catalogue key
 * shows, the page is no wider than the screen (tables scroll inside their cards) and a screenshot
 * `admin-<name>-<width>.png` is kept. The page is left at the size it had.
 */
export async function lookAtWidths(
  page: Page,
  name: string,
  widths: readonly number[],
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const size = page.viewportSize();
  await atWidths(page, widths, async (width) => {
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `e2e/screenshots/admin-${name}-${width}.png`, fullPage });
  });
  if (size) await page.setViewportSize(size);
}

/** Seven characters no other test run uses (upper case: fits pitch codes and names). */
export const unique = () =>
  `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** An amount as the console shows it: "1.234,50 €". */
export const euro = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The signed-in session's CSRF token, for the X-CSRF-Token header of a write. */
export async function csrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf');
  expect(cookie, 'csrf cookie').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

/** The id of the pitch with code `code`, from the console's pitch list. */
export async function pitchId(page: Page, code: string): Promise<string> {
  const [pitch] = (await (
    await page.request.get(
      `/api/admin/pitches?filter=${encodeURIComponent(JSON.stringify({ q: code }))}`,
    )
  ).json()) as { id: string; code: string }[];
  expect(pitch.code).toBe(code);
  return pitch.id;
}

/**
 * A booking made by staff (POST /api/admin/bookings) on the first of `pitchIds` that is free (a
 * 409 tries the next; other specs book in parallel); `data` is the rest of the request.
 */
export async function staffBooking<T = { id: string; number: string }>(
  page: Page,
  pitchIds: string[],
  data: Record<string, unknown>,
): Promise<T> {
  for (const id of pitchIds) {
    const res = await page.request.post('/api/admin/bookings', {
      headers: { 'X-CSRF-Token': await csrf(page) },
      data: { pitchId: id, ...data },
    });
    if (res.status() === 409) continue;
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as T;
  }
  throw new Error(`no free pitch among ${pitchIds.length}`);
}

/** A staff account made by the signed-in administrator through the API. */
export async function createStaff(page: Page, { name = 'Rezeption Test', prefix = 'staff' } = {}) {
  const email = `${prefix}-${unique().toLowerCase()}@example.at`;
  const password = `Zirbe-${unique().toLowerCase()}-Lärche`;
  const res = await page.request.post('/api/admin/users', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: { email, password, role: 'staff', name },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

/**
 * A console page signed in as `email` through the login form, in a context of its own without the
 * administrator's cookies (the fixture's storage state); `options` adds to that context.
 */
export async function signInAsStaff(
  browser: Browser,
  email: string,
  password: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    baseURL: stackUrl(),
    storageState: { cookies: [], origins: [] },
    ...options,
  });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await signInThroughForm(page, { email, password });
  return { page, close: () => context.close() };
}

/** Drags a bar with the mouse onto the given day (1-based) of a row of the month view. */
export async function dragBar(page: Page, bar: Locator, row: Locator, day: number, days: number) {
  // The timeline scrolls inside its box: both ends of the drag must be on screen.
  await row.scrollIntoViewIfNeeded();
  await bar.scrollIntoViewIfNeeded();
  const from = (await bar.boundingBox())!;
  const to = (await row.boundingBox())!;
  await page.mouse.move(from.x + 8, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + ((day - 0.5) * to.width) / days, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** A point inside `row` over the given day (1-based) of a month view. */
export async function dayPoint(row: Locator, day: number, days: number) {
  const box = (await row.boundingBox())!;
  return { x: ((day - 0.5) * box.width) / days, y: box.height / 2 };
}
