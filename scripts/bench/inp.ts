// Interaction to Next Paint (INP) in Chromium for `npm run bench`: the pitch map and the checkout at
// phone width with the CPU slowed 4 x (CDP Emulation.setCPUThrottlingRate), and a drag in the
// console's calendar at desktop width, as staff, unthrottled. The page is watched by a
// PerformanceObserver on `event` entries (durationThreshold 16, the lowest the browser allows)
// injected before any script of the site runs; the figure is computed as the web-vitals library
// does: per interaction (interactionId) its longest event entry, and of those the worst, skipping
// one for every 50 interactions (the 98th percentile on long sessions). Only the interactions of
// the measured actions count (their start inside the action's time window), not the page's load.
// The long animation frames (LoAF, with their scripts) of each action go to bench-results/inp.json,
// so a figure that misses names the code that took the time.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts';
import { REPO_ROOT } from '../lib/services.ts';

/** The cookie the site sets once a choice is stored (CONSENT_COOKIE in api/src/contract/constants.ts). */
const CONSENT_COOKIE = 'consent-chosen';

export const INP_TARGETS = { guestMs: 100, calendarDragMs: 200 };

export interface InpCase {
  id: 'inp-map' | 'inp-checkout' | 'inp-calendar';
  name: string;
  /** INP as web-vitals reports it; 0 when no interaction took 16 ms or more. */
  inpMs: number;
  /** Interactions performed (the p98 divisor) and those the browser reported (>= 16 ms). */
  interactions: number;
  reported: number;
  targetMs: number;
  /** The slowest interactions: event, target, input delay, processing, presentation. */
  slowest: {
    name: string;
    target: string;
    durationMs: number;
    inputDelayMs: number;
    processingMs: number;
    presentationMs: number;
  }[];
  longFrames: {
    durationMs: number;
    blockingMs: number;
    scripts: { invoker: string; source: string; durationMs: number; layoutMs: number }[];
  }[];
}

/** Watches the page from its first script on: event entries and long animation frames. */
const OBSERVER = `(() => {
  const store = (window.__inp = { events: [], frames: [] });
  const name = (el) => !el ? '' : el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.getAttribute && el.getAttribute('aria-label') ? '[' + el.getAttribute('aria-label').slice(0, 40) + ']' :
     el.getAttribute && el.getAttribute('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : '');
  const events = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      store.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd, target: name(e.target) });
    }
  });
  events.observe({ type: 'event', buffered: true, durationThreshold: 16 });
  events.observe({ type: 'first-input', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries())
        store.frames.push({ start: f.startTime, duration: f.duration, blocking: f.blockingDuration,
          scripts: (f.scripts || []).map((s) => ({ invoker: s.invoker,
            source: (s.sourceURL || '').split('/').pop() + ':' + (s.sourceFunctionName || '?') + '@' + s.sourceCharPosition,
            duration: s.duration, layout: s.forcedStyleAndLayoutDuration })) });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
})();`;

interface EventRecord {
  id: number;
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}
interface FrameRecord {
  start: number;
  duration: number;
  blocking: number;
  scripts: { invoker: string; source: string; duration: number; layout: number }[];
}

/** Time windows (page clock) of the measured actions; interactions starting inside them count. */
class Session {
  private windows: [number, number][] = [];
  performed = 0;
  constructor(readonly page: Page) {}

  /** Runs one action of `count` interactions and keeps its time window (plus its next paints). */
  async measure(count: number, action: () => Promise<void>) {
    const from = await this.page.evaluate(() => performance.now());
    await action();
    // The last interaction's paint and entries: a few frames after the action.
    await this.page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))),
    );
    const to = await this.page.evaluate(() => performance.now());
    this.windows.push([from, to]);
    this.performed += count;
  }

  async result(id: InpCase['id'], name: string, targetMs: number): Promise<InpCase> {
    // Event Timing entries arrive after the next paint: give the observer a moment.
    await this.page.waitForTimeout(500);
    const { events, frames } = await this.page.evaluate(
      () =>
        (window as unknown as { __inp: { events: EventRecord[]; frames: FrameRecord[] } }).__inp,
    );
    const inside = (t: number) => this.windows.some(([a, b]) => t >= a && t <= b);
    const byInteraction = new Map<number, EventRecord>();
    for (const e of events.filter((e) => inside(e.start))) {
      const seen = byInteraction.get(e.id);
      if (!seen || e.duration > seen.duration) byInteraction.set(e.id, e);
    }
    const worst = [...byInteraction.values()].sort((a, b) => b.duration - a.duration);
    const count = Math.max(this.performed, worst.length);
    const pick = worst[Math.min(worst.length - 1, Math.floor(count / 50))];
    return {
      id,
      name,
      inpMs: pick?.duration ?? 0,
      interactions: count,
      reported: worst.length,
      targetMs,
      slowest: worst.slice(0, 5).map((e) => ({
        name: e.name,
        target: e.target,
        durationMs: e.duration,
        inputDelayMs: Math.round(e.processingStart - e.start),
        processingMs: Math.round(e.processingEnd - e.processingStart),
        presentationMs: Math.round(e.start + e.duration - e.processingEnd),
      })),
      longFrames: frames
        .filter((f) => inside(f.start) || inside(f.start + f.duration))
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 5)
        .map((f) => ({
          durationMs: Math.round(f.duration),
          blockingMs: Math.round(f.blocking),
          scripts: f.scripts
            .sort((a, b) => b.duration - a.duration)
            .slice(0, 4)
            .map((s) => ({
              invoker: s.invoker,
              source: s.source,
              durationMs: Math.round(s.duration),
              layoutMs: Math.round(s.layout),
            })),
        })),
    };
  }
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Availability {
  pitches: { id: string; code: string; state: string; categoryId: string }[];
}

/**
 * A stay with many free pitches on the 200-pitch bench site, and the pitch type with the most of
 * them: two nights far enough ahead that the seeded stays (a week apart per pitch) leave most
 * pitches free; the first of a few candidates with at least 30 free pitches of that type.
 */
async function openStay(base: string) {
  const categories = (await (await fetch(`${base}/api/categories`)).json()) as {
    id: string;
    slug: string;
  }[];
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  let best:
    | { checkIn: string; checkOut: string; category: string; free: Availability['pitches'] }
    | undefined;
  for (const offset of [430, 440, 460, 200, 120, 60]) {
    const checkIn = iso(today + offset * DAY);
    const checkOut = iso(today + (offset + 2) * DAY);
    const res = await fetch(
      `${base}/api/availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`,
    );
    if (!res.ok) continue;
    const free = ((await res.json()) as Availability).pitches.filter(
      (p) => p.state === 'available',
    );
    for (const c of categories) {
      const ofType = free.filter((p) => p.categoryId === c.id);
      if (!best || ofType.length > best.free.length)
        best = { checkIn, checkOut, category: c.slug, free: ofType };
    }
    if (best && best.free.length >= 30) break;
  }
  if (!best || best.free.length === 0)
    throw new Error('no stay with a free pitch for the INP runs');
  return best;
}

const choice = (stay: Awaited<ReturnType<typeof openStay>>) =>
  `checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&category=${stay.category}&adults=2&children=0`;

async function phonePage(browser: Browser, base: string) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: false,
    locale: 'de-AT',
    serviceWorkers: 'block',
  });
  await context.addInitScript(OBSERVER);
  // The cookie banner answered, as by a returning guest (the choice stored, and the cookie that
  // tells the server so): on a phone it sits above the page.
  await context.addCookies([{ name: CONSENT_COOKIE, value: '1', url: base }]);
  await context.addInitScript(() => {
    if (!localStorage.getItem('cookie-consent'))
      localStorage.setItem(
        'cookie-consent',
        JSON.stringify({
          settings: { necessary: true, analytics: false, marketing: false, preferences: false },
          timestamp: '2026-01-01T00:00:00.000Z',
        }),
      );
  });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

async function throttle(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The page's own start over: hydrated, its requests answered, the main thread quiet. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(1000);
}

const PINS = 10;

async function pitchMap(browser: Browser, base: string): Promise<InpCase> {
  const stay = await openStay(base);
  const { page, close } = await phonePage(browser, base);
  try {
    await page.goto(`/de/stellplatz-auswahl?${choice(stay)}`);
    const pins = page.getByRole('button', { name: /^Stellplatz \S+, frei$/ });
    await pins.first().waitFor();
    await settled(page);
    await throttle(page, 4);
    const session = new Session(page);
    // Pins of the bench's added pitches may overlap: only pins a finger can reach count.
    for (const { code } of stay.free) {
      if (session.performed >= PINS) break;
      const pin = page.getByRole('button', { name: `Stellplatz ${code}, frei` });
      await pin.scrollIntoViewIfNeeded();
      const reachable = await pin.click({ trial: true, timeout: 1000 }).then(
        () => true,
        () => false,
      );
      if (!reachable) continue;
      await session.measure(1, () => pin.click());
      await page
        .getByRole('button', { name: `Stellplatz ${code}, ausgewählt` })
        .waitFor({ timeout: 15_000 });
      await settled(page);
    }
    return await session.result(
      'inp-map',
      `choosing a pin on the 200-pitch map (${stay.free.length} free of the type), 390 px, CPU 4 x slower`,
      INP_TARGETS.guestMs,
    );
  } finally {
    await close();
  }
}

async function checkout(browser: Browser, base: string): Promise<InpCase> {
  const stay = await openStay(base);
  const pitch = stay.free[0];
  const { page, close } = await phonePage(browser, base);
  try {
    await page.goto(`/de/kasse?${choice(stay)}&pitch=${pitch.id}`);
    await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
    const methods = page.getByRole('radio', { name: /Zahlung bei Anreise|Überweisung|Karte/ });
    await methods.first().waitFor();
    await settled(page);
    await throttle(page, 4);
    const session = new Session(page);
    const count = await methods.count();
    // Every method in turn, twice round.
    for (let round = 0; round < 2; round++)
      for (let i = count - 1; i >= 0; i--) {
        await session.measure(1, () => methods.nth(i).click());
        await page.waitForTimeout(300);
      }
    // Typing: one interaction per key.
    for (const [label, text] of [
      ['Vorname', 'Lena'],
      ['Nachname', 'Gruber'],
      ['E-Mail', 'lena.gruber@example.at'],
      ['Ort', 'Schladming'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await field.click();
      await page.waitForTimeout(200);
      await session.measure(text.length, () => page.keyboard.type(text, { delay: 80 }));
    }
    return await session.result(
      'inp-checkout',
      `checkout: switching the payment method (${count} methods, ${2 * count} switches) and typing (${session.performed - 2 * count} keys), 390 px, CPU 4 x slower`,
      INP_TARGETS.guestMs,
    );
  } finally {
    await close();
  }
}

const DRAGS = 6;

async function calendarDrag(browser: Browser, base: string): Promise<InpCase> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 900 },
    locale: 'de-AT',
  });
  await context.addInitScript(OBSERVER);
  try {
    const login = await context.request.post('/api/demo-login', {
      data: { email: 'admin@alpencamp-dachstein.at', password: 'Dachstein-Demo-2026' },
    });
    if (!login.ok()) throw new Error(`calendar INP: sign-in failed (${login.status()})`);
    const page = await context.newPage();
    // The month after next: every one of the 200 pitches has bookings in it.
    const now = new Date();
    const month = iso(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
    const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 0)).getUTCDate();
    await page.goto(`/admin/calendar?view=month&date=${month}`);
    const bars = page.locator('[data-testid^="booking-"]');
    await bars.first().waitFor({ timeout: 60_000 });
    await settled(page);
    const session = new Session(page);
    for (let i = 0; i < DRAGS; i++) {
      const bar = bars.nth(i * 3);
      await bar.scrollIntoViewIfNeeded();
      const from = (await bar.boundingBox())!;
      const row = (await bar.locator('xpath=..').boundingBox())!;
      // Two rows down and a few days on: still on screen.
      const toX = Math.min(row.x + row.width - 10, from.x + 3 * (row.width / days));
      const toY = from.y + from.height / 2 + 2 * row.height;
      await session.measure(1, async () => {
        await page.mouse.move(from.x + 8, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(toX, toY, { steps: 12 });
        await page.mouse.up();
      });
      // The move dialog asks; this run only measures the drag, so it is closed unanswered.
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: 10_000 }).catch(() => undefined);
      if (await dialog.isVisible()) {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      await page.waitForTimeout(300);
    }
    return await session.result(
      'inp-calendar',
      `dragging a booking in the console's calendar (month, 200 pitches), 1280 px, signed in as staff, no CPU slowdown`,
      INP_TARGETS.calendarDragMs,
    );
  } finally {
    await context.close();
  }
}

export type InpFigures = (InpCase | { id: string; name: string; error: string })[];

/** The bench table's rows: INP, the interactions it is of, the slowest one's parts. */
export function inpRows(figures: InpFigures) {
  return figures.map((f) => {
    if ('error' in f)
      return { figure: `INP: ${f.name}`, value: `could not run: ${f.error}`, ok: false };
    const top = f.slowest[0];
    const parts = top
      ? `; slowest: ${top.name} on ${top.target || '?'} (delay ${top.inputDelayMs} / processing ${top.processingMs} / paint ${top.presentationMs} ms)`
      : '';
    return {
      figure: `INP: ${f.name} (${f.interactions} interactions, ${f.reported} of them >= 16 ms${parts})`,
      value: f.reported === 0 ? '< 16 ms' : `${f.inpMs} ms`,
      target: `<= ${f.targetMs} ms`,
      ok: f.inpMs <= f.targetMs,
    };
  });
}

/** The three INP cases selected by `selected(id)`; each result also in bench-results/inp.json. */
export async function measureInp(
  base: string,
  selected: (id: string) => boolean,
  log: (msg: string) => void,
): Promise<InpFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const out: InpFigures = [];
  try {
    for (const [id, run] of [
      ['inp-map', pitchMap],
      ['inp-checkout', checkout],
      ['inp-calendar', calendarDrag],
    ] as const) {
      if (!selected(id)) continue;
      log(`INP: ${id} ...`);
      try {
        out.push(await run(browser, base));
      } catch (err) {
        out.push({ id, name: id, error: err instanceof Error ? err.message : String(err) });
      }
    }
  } finally {
    await browser.close();
  }
  mkdirSync(path.join(REPO_ROOT, 'bench-results'), { recursive: true });
  writeFileSync(path.join(REPO_ROOT, 'bench-results', 'inp.json'), JSON.stringify(out, null, 2));
  return out;
}
