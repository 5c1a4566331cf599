// The DE/EN switch: same page in the other language, trailing parameters kept, choice remembered.
import { address, expect, hydrated, test } from './fixtures.ts';

const pairs = [
  ['/de/buchung-details/6f1d2a3b?token=t1#code', '/en/booking-details/6f1d2a3b?token=t1#code'],
  ['/de/buchung-erfolgreich/6f1d2a3b', '/en/booking-success/6f1d2a3b'],
  ['/de/aktivitaeten?tab=winter', '/en/activities?tab=winter'],
  ['/de/gast-ansicht?bookingId=b1', '/en/guest-view?bookingId=b1'],
  [
    '/de/stellplatz-auswahl?checkIn=2027-05-10&checkOut=2027-05-13&category=tent&adults=2&children=0',
    '/en/pitch-selection?checkIn=2027-05-10&checkOut=2027-05-13&category=tent&adults=2&children=0',
  ],
  ['/de', '/en'],
] as const;

for (const [de, en] of pairs) {
  test(`switches ${de} to English and back, keeping its parameters`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(de);
    await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).click();
    await expect.poll(() => address(page)).toBe(en);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.getByRole('banner').getByRole('link', { name: 'DE', exact: true }).click();
    await expect.poll(() => address(page)).toBe(de);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('de');
  });
}

test('the switch in the side menu on a phone works the same', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/impressum');
  await hydrated(page);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('complementary', { name: 'Menü' });
  await menu.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/imprint$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
});

test('the language comes from the prefix, whatever was stored', async ({ page }) => {
  await page.goto('/en');
  await page.goto('/de/agb');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('de');
});
