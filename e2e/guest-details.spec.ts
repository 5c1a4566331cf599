// The booking details page of a confirmed stay at phone width, in both languages: the price card's
// tax words, and the registration form starting person 1 from the booking's guest.
import { expect, test } from './fixtures.ts';
import { detailsPath, holdStay, siteDate, staffApi } from './guest-bookings.ts';

const TEXT = {
  de: {
    card: 'Gästeanmeldung (Meldeschein)',
    start: 'Gäste anmelden',
    person: 'Person 1',
    first: 'Vorname',
    street: 'Straße und Hausnummer',
    price: 'Preis',
    taxes: ['USt. 10 %', 'Nächtigungsabgabe (ohne USt.)'],
  },
  en: {
    card: 'Guest registration (Meldeschein)',
    start: 'Register guests',
    person: 'Person 1',
    first: 'First name',
    street: 'Street and number',
    price: 'Price',
    taxes: ['VAT 10%', 'Tourist tax (no VAT)'],
  },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`${lang} 390px: the details page names the taxes and starts the registration from the booking`, async ({
    page,
    baseURL,
  }) => {
    const text = TEXT[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    const booking = await holdStay(page.request, {
      checkIn: siteDate(lang === 'de' ? 150 : 154),
      checkOut: siteDate(lang === 'de' ? 153 : 157),
      language: lang,
      payOnArrival: true,
    });
    const staff = await staffApi(baseURL);
    const confirmed = await staff.post(`/api/admin/bookings/${booking.id}/confirm`);
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    await staff.dispose();

    await page.goto(detailsPath(booking, lang));
    const price = page.locator('section', { has: page.getByRole('heading', { name: text.price }) });
    for (const word of text.taxes) await expect(price).toContainText(word);
    const card = page.locator('section', { has: page.getByRole('heading', { name: text.card }) });
    await card.getByRole('button', { name: text.start }).click();
    const person = card.getByRole('group', { name: text.person });
    await expect(person.getByLabel(text.first)).toHaveValue('Anna');
    await expect(person.getByLabel(text.street)).toHaveValue('Hauptplatz 1');
    await page.screenshot({
      path: `e2e/screenshots/guest-details-registration-390-${lang}.png`,
      fullPage: true,
    });
  });
}
