// Dutch guests (docs/languages.md): every public page under /nl with Dutch slugs and texts,
// html lang="nl", hreflang and sitemap entries, the switch offering Nederlands, and a booking paid
// on arrival from the checkout to the confirmed booking page, with Dutch mails. Screenshots at
// 390 px of landing, pitch selection, checkout and success.
import type { APIRequestContext } from '@playwright/test';
import { address, expect, hydrated, signedInAdminTest, test } from './fixtures.ts';
import { holdStay, siteDate } from './guest-bookings.ts';
import { fillGuest, freePitch, LABELS, query, randomStay, signIn, uniqueEmail } from './journey.ts';

const stayQuery = 'checkIn=2027-05-10&checkOut=2027-05-13&category=tent&adults=2&children=0';
const pages = [
  ['/nl', 'Alpencamp Dachsteinblick'],
  ['/nl/activiteiten', 'Activiteiten'],
  ['/nl/colofon', 'Colofon'],
  ['/nl/privacyverklaring', 'Privacyverklaring'],
  ['/nl/voorwaarden', 'Algemene voorwaarden'],
  ['/nl/gastweergave', /Welkom bij/],
  [`/nl/standplaats-kiezen?${stayQuery}`, 'Kies uw standplaats'],
  ['/nl/afrekenen', /Nog geen standplaats gekozen|Afrekenen/],
  ['/nl/verhaalgenerator', /Verhaalgenerator|niet beschikbaar/],
] as const;

for (const [path, heading] of pages) {
  test(`${path} is Dutch`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    await expect(page.getByRole('contentinfo')).toContainText('Privacyverklaring');
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(
      /\b(Buchung|Stellplatz|Anreise|Booking|Arrival)\b/,
    );
  });
}

test('the server describes Dutch pages: lang, hreflang alternates and the sitemap', async ({
  request,
}) => {
  const html = await (await request.get('/nl/afrekenen')).text();
  expect(html).toContain('<html lang="nl"');
  expect(html).toMatch(/hreflang="nl" href="[^"]*\/nl\/afrekenen"/);
  expect(html).toMatch(/hreflang="de" href="[^"]*\/de\/kasse"/);
  const german = await (await request.get('/de/aktivitaeten')).text();
  expect(german).toMatch(/hreflang="nl" href="[^"]*\/nl\/activiteiten"/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/nl\/activiteiten<\/loc>/);
  expect(sitemap).toMatch(/hreflang="nl" href="[^"]*\/nl"/);
  const unknown = await request.get('/nl/bestaat-niet');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<html lang="nl"');
});

test('the switch offers Nederlands and "/" remembers the choice', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de/aktivitaeten?tab=winter');
  await hydrated(page);
  const nl = page.getByRole('banner').getByRole('link', { name: 'NL', exact: true });
  await expect(nl).toHaveAttribute('title', 'Nederlands');
  await nl.click();
  await expect.poll(() => address(page)).toBe('/nl/activiteiten?tab=winter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('nl');
  await page.goto('/');
  await expect.poll(() => address(page)).toBe('/nl');
  await expect(page.getByText('Kamperen in Schladming-Dachstein').first()).toBeVisible();
});

test('a legal page in Dutch says the German text is binding and links it', async ({ page }) => {
  await page.goto('/nl/voorwaarden');
  await hydrated(page);
  await expect(page.getByRole('main')).toContainText('Bindend is uitsluitend de Duitse tekst.');
  await page.getByRole('link', { name: 'Naar de bindende Duitse tekst' }).click();
  await expect.poll(() => address(page)).toBe('/de/agb');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
  ).toBeVisible();
});

interface Message {
  id: string;
  template: string | null;
  status: string;
  subject?: string;
  text?: string;
}

async function mailOf(request: APIRequestContext, bookingId: string, template: string) {
  let found: Message | undefined;
  await expect
    .poll(
      async () => {
        const filter = encodeURIComponent(JSON.stringify({ bookingId, template }));
        const res = await request.get(`/api/admin/messages?filter=${filter}`);
        found = ((await res.json()) as Message[]).find((m) => m.status === 'caught');
        return found?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('caught');
  return (await (await request.get(`/api/admin/messages/${found!.id}`)).json()) as Message;
}

test('a Dutch guest books paying on arrival and reads everything in Dutch', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/nl');
  await hydrated(page);
  await expect(page.getByText('Kamperen in Schladming-Dachstein').first()).toBeVisible();
  // The header offers the other two languages on a phone, and nothing is wider than the screen.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'DE', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'NL', exact: true })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'e2e/screenshots/dutch-landing-390.png' });

  const stay = randomStay('comfort');
  const pitch = await freePitch(page.request, stay);
  await page.goto(`/nl/standplaats-kiezen?${query(stay)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies uw standplaats');
  await expect(page.getByText(/standplaatsen vrij/)).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/dutch-pitch-selection-390.png' });

  const email = uniqueEmail('nederlands');
  await page.goto(`${LABELS.nl.path}?${query(stay, pitch.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afrekenen');
  await fillGuest(page, 'nl', email);
  await page.getByRole('radio', { name: LABELS.nl.onArrival }).check();
  await page.getByLabel(LABELS.nl.consent).check();
  // Amounts the Dutch way: "€ 1.234,50".
  await expect(page.getByRole('main')).toContainText(/€\s\d{1,3}(\.\d{3})*,\d{2}/);
  await page.screenshot({ path: 'e2e/screenshots/dutch-checkout-390.png', fullPage: true });
  await page.getByRole('button', { name: LABELS.nl.book }).click();
  await expect(page).toHaveURL(/\/nl\/boeking-geslaagd\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bijna klaar: bevestig uw boeking',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'e2e/screenshots/dutch-success-390.png', fullPage: true });
  const bookingId = new URL(page.url()).pathname.split('/').pop()!;

  await signIn(page.request);
  const verification = await mailOf(page.request, bookingId, 'booking_verification');
  expect(verification.subject).toMatch(/^Bevestig uw boeking/);
  expect(verification.text).toContain('betaling bij aankomst');
  const link = /https?:\/\/\S+\/nl\/boeking-details\/\S+/.exec(verification.text ?? '')?.[0];
  expect(link, verification.text).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText('Uw boeking is nu bevestigd')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Uw boeking' })).toBeVisible();
  await expect(page.getByTestId('status')).toHaveText('Bevestigd');
  await expect(page.getByRole('main')).toContainText('Standplaats');
  await page.screenshot({ path: 'e2e/screenshots/dutch-booking-details-390.png', fullPage: true });

  const confirmation = await mailOf(page.request, bookingId, 'booking_confirmation');
  expect(confirmation.subject).toMatch(/^Uw boeking .* is bevestigd/);
  expect(confirmation.text).toContain('Beste Lena,');
  expect(confirmation.text).toMatch(/Toeristenbelasting/);
});

const staff = signedInAdminTest();

// The console stays German (and English): staff see a Dutch guest's language and edit the Dutch
// mail templates. Screenshots at 1280 and 768 px.
staff('staff see "Niederländisch" and edit the Dutch mail templates', async ({ page, errors }) => {
  test.setTimeout(60_000);
  const booking = await holdStay(page.request, {
    checkIn: siteDate(172),
    checkOut: siteDate(175),
    language: 'nl',
  });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/bookings/${booking.id}/show`);
    await expect(page.getByText('Niederländisch').first()).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/dutch-admin-booking-${width}.png` });

    await page.goto('/admin/email-templates');
    // A table row on a wide screen, a list entry on a narrow one: both show the subject.
    await page.getByText('Uw boeking {{bookingNumber}} is bevestigd – {{companyName}}').click();
    await expect(page.locator('#react-admin-title')).toContainText(
      'E-Mail-Vorlage „Buchungsbestätigung“ (NL)',
    );
    const frame = page.frameLocator('iframe[title="Vorschau der E-Mail"]');
    await expect(frame.locator('body')).toContainText('Beste Sanne');
    await page.screenshot({ path: `e2e/screenshots/dutch-admin-template-${width}.png` });
  }
  expect(errors).toEqual([]);
});
