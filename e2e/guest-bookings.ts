// Bookings for the browser tests, made the way a guest and the staff make them: through the API.
import type { Language } from '../api/src/contract/constants.ts';
import { LOCALES } from '../public-web/src/config/locale.ts';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN as DEMO } from './fixtures.ts';
import { viennaDate } from './helpers/dates.ts';

export interface GuestBooking {
  id: string;
  token: string;
  number: string;
  checkIn: string;
  checkOut: string;
  totalCents: number;
  grossCents: number;
  pitch: string;
}

/** Today's calendar date at the campsite, plus `days`. */
export function siteDate(days: number): string {
  return viennaDate(days);
}

/**
 * A hold for two adults and a child on a free pitch with electricity, as the checkout makes it;
 * `payOnArrival` then chooses pay on arrival (the booking waits for the mail link).
 */
export async function holdStay(
  api: APIRequestContext,
  stay: { checkIn: string; checkOut: string; language: Language; payOnArrival?: boolean },
): Promise<GuestBooking> {
  const availability = await api.get(
    `/api/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=1`,
  );
  expect(availability.ok(), await availability.text()).toBe(true);
  const { pitches } = (await availability.json()) as {
    pitches: { id: string; code: string; state: string; hasElectricity: boolean }[];
  };
  const free = pitches.filter((p) => p.state === 'available' && p.hasElectricity);
  expect(free.length).toBeGreaterThan(0);
  // Tests run side by side: a random free pitch keeps them from racing for the same one.
  const pitch = free[Math.floor(Math.random() * free.length)];
  const res = await api.post('/api/bookings', {
    headers: { 'Accept-Language': stay.language },
    data: {
      pitchId: pitch.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: 2,
      children: 1,
      extras: [{ code: 'electricity' }],
      firstName: 'Anna',
      lastName: 'Huber',
      email: `anna.huber+${Date.now()}@example.at`,
      phone: '+43 664 1234567',
      street: 'Hauptplatz 1',
      postalCode: '8970',
      city: 'Schladming',
      country: 'AT',
      language: stay.language,
      consent: true,
      // The stack offers card payment first (the Stripe stand-in); these stays are paid on arrival.
      paymentMethod: 'on_arrival',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as {
    id: string;
    token: string;
    number: string;
    quote: { totalCents: number; grossCents: number };
  };
  if (stay.payOnArrival) {
    const confirm = await api.post(
      `/api/bookings/${created.id}/confirm?token=${encodeURIComponent(created.token)}`,
    );
    expect(confirm.ok(), await confirm.text()).toBe(true);
  }
  return {
    id: created.id,
    token: created.token,
    number: created.number,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    totalCents: created.quote.totalCents,
    grossCents: created.quote.grossCents,
    pitch: pitch.code,
  };
}

/** A staff member signed in through the API, for what staff do in the console. */
export async function staffApi(baseURL: string | undefined) {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/demo-login', { data: DEMO });
  expect(login.ok(), await login.text()).toBe(true);
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrf')?.value ?? '';
  return {
    post: (path: string, data?: unknown) =>
      api.post(path, { headers: { 'X-CSRF-Token': decodeURIComponent(csrf) }, data }),
    put: (path: string, data?: unknown) =>
      api.put(path, { headers: { 'X-CSRF-Token': decodeURIComponent(csrf) }, data }),
    get: (path: string) => api.get(path),
    dispose: () => api.dispose(),
  };
}

/** What the guest sees on the page for an amount of cents. */
export const euros = (cents: number, lang: Language) =>
  new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);

/**
 * The address a guest's mail links to. Written out, not taken from the contract: Playwright loads the
 * specs as ES modules and cannot load the API's (CommonJS) constants file, and the expected
 * addresses are the test's own oracle.
 */
const DETAILS_SLUG: Record<Language, string> = {
  de: 'buchung-details',
  en: 'booking-details',
  nl: 'boeking-details',
};

export const detailsPath = (b: { id: string; token: string }, lang: Language) =>
  `/${lang}/${DETAILS_SLUG[lang]}/${b.id}?token=${encodeURIComponent(b.token)}`;
