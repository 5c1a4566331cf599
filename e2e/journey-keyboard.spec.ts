// The whole booking journey with the keyboard alone, at 390 px, in German and in English:
// landing page → booking form → pitch map → checkout (pay on arrival) → success page,
// then the details link from the verification mail and the story generator from there. Only Tab,
// Shift+Tab, arrows, Enter and Space move around; text is typed into the field that has the
// focus. axe finds no serious or critical violation on any step, the refused details page (wrong
// token) included.
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { axeSerious, freePitch, randomStay, signIn, uniqueEmail } from './journey.ts';

const T = {
  de: {
    home: '/de',
    checkIn: 'Anreise',
    checkOut: 'Abreise',
    submit: 'Verfügbare Stellplätze anzeigen',
    selection: /\/de\/stellplatz-auswahl\?/,
    continue: 'Weiter zur Kasse',
    checkout: /\/de\/kasse\?/,
    fields: {
      Vorname: 'Lena',
      Nachname: 'Gruber',
      'E-Mail': '',
      'Straße und Hausnummer': 'Hauptplatz 1',
      PLZ: '8970',
      Ort: 'Schladming',
    },
    country: 'Land',
    countryTyped: 'Österreich',
    onArrival: /Zahlung bei Anreise/,
    consent: /Ich akzeptiere die AGB/,
    book: 'Verbindlich buchen',
    success: 'Fast geschafft: Bitte bestätigen Sie Ihre Buchung',
    details: /\/de\/buchung-details\//,
    verified: 'Ihre Buchung ist jetzt verbindlich bestätigt',
    story: /Story erstellen/,
    storyTitle: 'Story-Generator',
    denied: 'Zugriff verweigert',
  },
  en: {
    home: '/en',
    checkIn: 'Arrival',
    checkOut: 'Departure',
    submit: 'Show available pitches',
    selection: /\/en\/pitch-selection\?/,
    continue: 'Continue to checkout',
    checkout: /\/en\/checkout\?/,
    fields: {
      'First name': 'Lena',
      'Last name': 'Gruber',
      Email: '',
      'Street and number': 'Hauptplatz 1',
      'Postal code': '8970',
      City: 'Schladming',
    },
    country: 'Country',
    countryTyped: 'Austria',
    onArrival: /Pay on arrival/,
    consent: /I accept the terms and conditions/,
    book: 'Book now',
    success: 'Almost done: please confirm your booking',
    details: /\/en\/booking-details\//,
    verified: 'Your booking is now confirmed',
    story: /Create (a )?story/i,
    storyTitle: 'Story generator',
    denied: 'Access denied',
  },
} as const;

const isFocused = async (target: Locator) =>
  (await target.count()) > 0 &&
  (await target.first().evaluate((el) => el === document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never comes. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target.first()).toBeFocused();
}

/** Presses `key` until `target` has the focus (arrows within a radio group or a pin map). */
async function arrowTo(page: Page, target: Locator, key: string, max = 70) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/**
 * A date field takes its parts as typed digits, each moving on to the next part; this Chromium
 * lays them out month, day, year. The field must then hold the date.
 */
async function typeDate(page: Page, field: Locator, iso: string) {
  const [y, m, d] = iso.split('-');
  await page.keyboard.type(`${m}${d}${y}`);
  await expect(field).toHaveValue(iso);
}

async function noSeriousViolations(page: Page, step: string) {
  expect(await axeSerious(page), step).toEqual([]);
}

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: the whole journey by keyboard at 390 px, then the details link from the mail`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const L = T[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    // The guest takes the first free pin, so no other spec may want it: October 2027 (days 183–213
    // after 1 April) is left to these runs, each language keeping to its own half.
    const stay = randomStay(
      'caravan',
      2,
      lang === 'de' ? { from: 183, to: 198 } : { from: 198, to: 213 },
    );
    // Only to know that the stay has a free caravan pitch; the guest picks one on the map.
    await freePitch(page.request, stay);
    const email = uniqueEmail(`keyboard-${lang}`);

    // 1. Landing page: Tab down into the booking form.
    await page.goto(L.home);
    await hydrated(page);
    await noSeriousViolations(page, 'landing');
    const form = page.locator('#booking-form form');
    const checkIn = form.getByLabel(L.checkIn, { exact: true });
    await tabTo(page, checkIn);
    await typeDate(page, checkIn, stay.checkIn);
    const checkOut = form.getByLabel(L.checkOut, { exact: true });
    await tabTo(page, checkOut);
    await typeDate(page, checkOut, stay.checkOut);
    // The category: Tab reaches the radio group, the arrows choose within it.
    await tabTo(page, form.getByRole('radio'));
    await arrowTo(page, form.getByRole('radio', { name: /^(Wohnwagen|Caravan)/ }), 'ArrowDown', 8);
    await expect(form.getByRole('radio', { name: /^(Wohnwagen|Caravan)/ })).toBeChecked();
    await page.screenshot({ path: `e2e/screenshots/journey-${lang}-1-form-390.png` });
    await tabTo(page, form.getByRole('button', { name: L.submit }));
    await page.keyboard.press('Enter');

    // 2. Pitch map: the first free pin is in the tab order; Enter chooses it.
    await expect(page).toHaveURL(L.selection);
    const plan = page.getByRole('group', { name: /\d+/ }).first();
    const freePin = plan.locator('button[tabindex="0"]');
    await expect(freePin).toHaveCount(1);
    await noSeriousViolations(page, 'pitch selection');
    await tabTo(page, freePin);
    await page.keyboard.press('Enter');
    await expect(plan.locator('button[aria-pressed="true"]')).toHaveCount(1);
    await page.screenshot({ path: `e2e/screenshots/journey-${lang}-2-pitch-390.png` });
    await tabTo(page, page.getByRole('button', { name: L.continue }));
    await page.keyboard.press('Enter');

    // 3. Checkout: each field reached by Tab and typed into; pay on arrival by the arrows.
    await expect(page).toHaveURL(L.checkout);
    await noSeriousViolations(page, 'checkout');
    for (const [label, value] of Object.entries(L.fields)) {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.type(value || email);
    }
    const country = page.getByLabel(L.country, { exact: true });
    await tabTo(page, country);
    if ((await country.inputValue()) !== 'AT') await page.keyboard.type(L.countryTyped);
    await expect(country).toHaveValue('AT');
    const onArrival = page.getByRole('radio', { name: L.onArrival });
    await tabTo(page, page.locator('input[type="radio"]:checked'));
    await arrowTo(page, onArrival, 'ArrowDown', 6);
    await expect(onArrival).toBeChecked();
    const consent = page.getByLabel(L.consent);
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await page.screenshot({ path: `e2e/screenshots/journey-${lang}-3-checkout-390.png` });
    await tabTo(page, page.getByRole('button', { name: L.book }));
    await page.keyboard.press('Enter');

    // 4. Success page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.success);
    await expect(page.getByRole('main')).toContainText(email);
    await noSeriousViolations(page, 'success');
    await page.screenshot({ path: `e2e/screenshots/journey-${lang}-4-success-390.png` });
    const bookingId = new URL(page.url()).pathname.split('/').pop()!;

    // 5. The details link from the verification mail (rendered by the worker into the log).
    await signIn(page.request);
    let text = '';
    await expect
      .poll(
        async () => {
          const filter = encodeURIComponent(
            JSON.stringify({ bookingId, template: 'booking_verification' }),
          );
          const list = (await (
            await page.request.get(`/api/admin/messages?filter=${filter}`)
          ).json()) as { id: string; status: string }[];
          const caught = list.find((m) => m.status === 'caught');
          if (!caught) return '';
          const mail = (await (
            await page.request.get(`/api/admin/messages/${caught.id}`)
          ).json()) as { text?: string };
          text = mail.text ?? '';
          return text;
        },
        { timeout: 30_000 },
      )
      .toMatch(L.details);
    const link = new URL(/https?:\/\/\S+\/(de|en)\/(buchung|booking)-details\/\S+/.exec(text)![0]);
    expect(link.pathname).toContain(bookingId);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(L.verified)).toBeVisible();
    await noSeriousViolations(page, 'booking details');
    await page.screenshot({
      path: `e2e/screenshots/journey-${lang}-5-details-390.png`,
      fullPage: true,
    });

    // 6. From there to the story generator, still by keyboard.
    await tabTo(page, page.getByRole('link', { name: L.story }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: L.storyTitle })).toBeVisible();
    await expect(page.locator('canvas[data-drawn="true"]')).toBeAttached();
    await noSeriousViolations(page, 'story generator');
    await page.screenshot({ path: `e2e/screenshots/journey-${lang}-6-story-390.png` });

    // 7. The same booking with a wrong token: refused, and still accessible.
    await page.goto(`${link.pathname}?token=not-the-token`);
    await expect(page.getByRole('heading', { level: 1, name: L.denied })).toBeVisible();
    await noSeriousViolations(page, 'booking details, wrong token');
  });
}
