// What first-time guests tripped over on the guest pages, at phone width in both languages: the
// cookie banner over the booking form, focus left behind after each booking step, the site plan's
// labels in the wrong language and a weather card "being activated" forever. Screenshots of every
// changed page go to e2e/screenshots/.
import type { Page } from '@playwright/test';
import { expect, failApi, hydrated, sectionHydrated, test } from './fixtures.ts';
import { freePitch, query, randomStay } from './journey.ts';

const PHONE = { width: 390, height: 844 };

const TEXT = {
  de: {
    banner: 'Cookies und lokale Speicherung',
    submit: 'Verfügbare Stellplätze anzeigen',
    pitchTitle: 'Stellplatz auswählen',
    hint: 'Wählen Sie einen grünen Stellplatz.',
    plan: '/images/site-plan.svg',
    checkoutTitle: 'Kasse',
    pin: (code: string) => `Stellplatz ${code}, frei`,
    bikes: 'Fahrradverleih (Anzahl)',
    continue: 'Weiter zur Kasse',
    weather: 'Wetterinformationen sind derzeit nicht verfügbar.',
    guestView: '/de/gast-ansicht',
  },
  en: {
    banner: 'Cookies and local storage',
    submit: 'Show available pitches',
    pitchTitle: 'Choose your pitch',
    hint: 'Choose a green pitch.',
    plan: '/images/site-plan.en.svg',
    checkoutTitle: 'Checkout',
    pin: (code: string) => `Pitch ${code}, available`,
    bikes: 'Bike rental (quantity)',
    continue: 'Continue to checkout',
    weather: 'Weather information is not available at the moment.',
    guestView: '/en/guest-view',
  },
} as const;

const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.tagName === 'H1'
      ? el.textContent
      : `${el?.tagName}: ${el?.textContent?.slice(0, 40)}`;
  });

for (const lang of ['de', 'en'] as const) {
  const text = TEXT[lang];

  test(`${lang} 390px: the cookie banner comes first by keyboard and leaves the booking form uncovered`, async ({
    freshPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/${lang}`);
    await hydrated(page);
    const banner = page.getByRole('dialog', { name: text.banner });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('.cookie-banner'))),
    ).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/guest-cookie-banner-390-${lang}.png` });
    // Scrolled to the booking form, the banner does not lie over any of its fields.
    const submit = page.getByRole('button', { name: text.submit });
    await submit.scrollIntoViewIfNeeded();
    for (const control of [submit, page.locator('#booking-form input[type="date"]').first()]) {
      const box = (await control.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('.cookie-banner')),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(false);
    }
    await page.screenshot({ path: `e2e/screenshots/guest-booking-form-banner-390-${lang}.png` });
  });

  test(`${lang} 390px: each booking step puts focus on the new page's heading; the plan speaks ${lang}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const stay = randomStay('caravan', 2);
    await page.goto(`/${lang}?${query(stay)}#booking-form`);
    // The form's own code comes after the layout's: a click on its prerendered button before then
    // is the browser's plain form submit (a reload), and no heading gets the focus.
    await sectionHydrated(page, 'booking-form');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.pitchTitle })).toBeFocused();
    expect(await focusedHeading(page)).toBe(text.pitchTitle);
    await expect(page.getByText(text.hint)).toBeVisible();
    await expect(page.locator('.site-plan__canvas')).toHaveAttribute('data-plan', text.plan);
    await page.screenshot({
      path: `e2e/screenshots/guest-pitch-selection-390-${lang}.png`,
      fullPage: true,
    });

    const pitch = await freePitch(request, stay);
    await page.goto(`/${lang}?${query(stay)}#booking-form`);
    // The form's own code comes after the layout's: a click on its prerendered button before then
    // is the browser's plain form submit (a reload), and no heading gets the focus.
    await sectionHydrated(page, 'booking-form');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.pitchTitle })).toBeFocused();
    await page.getByRole('button', { name: text.pin(pitch.code) }).click();
    await page.getByRole('button', { name: text.continue }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.checkoutTitle })).toBeFocused();
    // The extra taken by the piece says how many in a plain phrase.
    await expect(page.getByLabel(text.bikes)).toBeVisible();
    await page.screenshot({
      path: `e2e/screenshots/guest-checkout-390-${lang}.png`,
      fullPage: true,
    });
  });

  test(`${lang} 390px: the weather card says "not available" when the API has no weather service`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/weather/')) asked.push(r.url());
    });
    await failApi(page, '/api/weather/**', 503);
    await page.goto(text.guestView);
    const card = page.locator('.weather');
    await expect(card).toContainText(text.weather);
    await expect(card).not.toContainText(lang === 'de' ? 'aktiviert' : 'activated');
    // Asked once, not retried.
    expect(asked).toHaveLength(1);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `e2e/screenshots/guest-weather-503-390-${lang}.png`,
      fullPage: true,
    });
  });
}
