// Helpers of the booking journey's browser tests: a free pitch for a stay, the checkout's
// address, the guest form, the staff API and axe.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, expect } from './fixtures.ts';

/** The seeded administrator (kept under this name for the specs that import it from here). */
export const DEMO = DEMO_ADMIN;

export interface Stay {
  checkIn: string;
  checkOut: string;
  category: string;
  adults: number;
  children: number;
}

const isoDay = (offset: number) =>
  new Date(Date.UTC(2027, 3, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A stay in April 2027 (no season with a minimum stay), at a random start so parallel tests and
 * reruns on the same database rarely want the same nights. It ends by 1 May: the specs that name
 * fixed pitches and dates (pitch selection, landing, language: 5–20 May 2027) need those free, and a
 * random stay of a "first free pitch" once took B2 from under them.
 */
export function randomStay(
  category = 'caravan',
  nights = 2,
  /** Days after 1 April 2027 the stay keeps within (April unless a spec needs nights of its own). */
  within: { from: number; to: number } = { from: 0, to: 30 },
): Stay {
  const span = Math.max(1, within.to - within.from - nights);
  const start = within.from + Math.floor(Math.random() * span);
  return {
    checkIn: isoDay(start),
    checkOut: isoDay(start + nights),
    category,
    adults: 2,
    children: 1,
  };
}

/** A pitch of the stay's category that the API says is free for it. */
export async function freePitch(
  request: APIRequestContext,
  stay: Stay,
): Promise<{ id: string; code: string }> {
  const categories = (await (await request.get('/api/categories')).json()) as {
    id: string;
    slug: string;
  }[];
  const categoryId = categories.find((c) => c.slug === stay.category)!.id;
  const res = await request.get(
    `/api/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&categoryId=${categoryId}&adults=${stay.adults}&children=${stay.children}`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  const { pitches } = (await res.json()) as {
    pitches: { id: string; code: string; state: string }[];
  };
  const free = pitches.filter((p) => p.state === 'available');
  expect(free.length).toBeGreaterThan(0);
  return free[Math.floor(Math.random() * free.length)]!;
}

export const query = (stay: Stay, pitch?: string) =>
  new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    category: stay.category,
    adults: String(stay.adults),
    children: String(stay.children),
    ...(pitch ? { pitch } : {}),
  }).toString();

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.at`;

export const LABELS = {
  de: {
    path: '/de/kasse',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    street: 'Straße und Hausnummer',
    postalCode: 'PLZ',
    city: 'Ort',
    country: 'Land',
    onArrival: /Zahlung bei Anreise/,
    consent: /Ich akzeptiere die AGB/,
    book: 'Verbindlich buchen',
  },
  en: {
    path: '/en/checkout',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    street: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
    onArrival: /Pay on arrival/,
    consent: /I accept the terms and conditions/,
    book: 'Book now',
  },
  nl: {
    path: '/nl/afrekenen',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mail',
    street: 'Straat en huisnummer',
    postalCode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    onArrival: /Betalen bij aankomst/,
    consent: /Ik ga akkoord met de algemene voorwaarden/,
    book: 'Nu boeken',
  },
} as const;

export async function fillGuest(page: Page, lang: keyof typeof LABELS, email: string) {
  const l = LABELS[lang];
  await page.getByLabel(l.firstName, { exact: true }).fill('Lena');
  await page.getByLabel(l.lastName, { exact: true }).fill('Gruber');
  await page.getByLabel(l.email, { exact: true }).fill(email);
  await page.getByLabel(l.street, { exact: true }).fill('Hauptplatz 1');
  await page.getByLabel(l.postalCode, { exact: true }).fill('8970');
  await page.getByLabel(l.city, { exact: true }).fill('Schladming');
  await page.getByLabel(l.country, { exact: true }).selectOption('AT');
}

/** Signs the request context in as the demo admin; answers the CSRF header for writes. */
export async function signIn(request: APIRequestContext) {
  const res = await request.post('/api/demo-login', { data: DEMO });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function axeSerious(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
