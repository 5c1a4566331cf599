// The checkout (/de/kasse, /en/checkout) and the booking success page across the real stack: a
// guest books a pitch at phone width in German and in English, two browsers race for one pitch, a
// double click makes one booking. The pitch map hands over to the checkout by the address
// (lib/stay-search.ts), so these tests open that address with a pitch the API says is free.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, giveConsent, test } from './fixtures.ts';
import { withStripeStandIn } from './stripe-js-stub.ts';
import {
  axeSerious,
  fillGuest,
  freePitch,
  LABELS,
  query,
  randomStay,
  signIn,
  uniqueEmail,
  type Stay,
} from './journey.ts';

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: a guest books a pitch at 390 px, paying on arrival, and sees the booking number`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const l = LABELS[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    const stay = randomStay();
    const pitch = await freePitch(page.request, stay);
    await page.goto(`${l.path}?${query(stay, pitch.id)}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'de' ? 'Kasse' : 'Checkout',
    );
    await expect(
      page.getByText(lang === 'de' ? `Stellplatz ${pitch.code}` : `Pitch ${pitch.code}`),
    ).toBeVisible();
    // The live price: German pages write German numbers, the tourist tax without VAT.
    const total = page.getByTestId('quote-total');
    await expect(total).toHaveText(lang === 'de' ? /^\d+,\d\d\s€$/ : /^€\d+\.\d\d$/);
    await expect(
      page.getByRole('region', { name: lang === 'de' ? 'Preis' : 'Price' }),
    ).toContainText(lang === 'de' ? 'Nächtigungsabgabe' : 'Tourist tax');
    const before = await total.textContent();
    await page.getByLabel(lang === 'de' ? 'Frühstück' : 'Breakfast').check();
    await expect(total).not.toHaveText(before!);

    // Card payment comes first; this guest pays on arrival.
    await page.getByRole('radio', { name: l.onArrival }).check();
    // Sending an empty form: docs/product.md §5 messages at the fields, nothing booked.
    await page.getByLabel(l.firstName, { exact: true }).fill('');
    await page.getByRole('button', { name: l.book }).click();
    await expect(
      page
        .getByText(lang === 'de' ? 'Dieses Feld ist erforderlich' : 'This field is required')
        .first(),
    ).toBeVisible();
    await expect(
      page.getByText(
        lang === 'de'
          ? 'Die Zustimmung zu AGB und Datenschutzerklärung ist für die Buchung erforderlich'
          : 'Consent to the terms and the privacy policy is required to complete a booking',
      ),
    ).toBeVisible();
    await expect(page.getByLabel(l.firstName, { exact: true })).toBeFocused();

    const email = uniqueEmail(`checkout-${lang}`);
    await fillGuest(page, lang, email);
    await page
      .getByLabel(lang === 'de' ? 'E-Mail' : 'Email', { exact: true })
      .fill('not-an-address');
    await page.getByLabel(l.consent).check();
    await page.getByRole('button', { name: l.book }).click();
    await expect(
      page.getByText(
        lang === 'de'
          ? 'Bitte geben Sie eine gültige E-Mail-Adresse ein'
          : 'Please enter a valid email address',
      ),
    ).toBeVisible();
    await page.getByLabel(l.email, { exact: true }).fill(email);
    expect(await axeSerious(page)).toEqual([]);
    await page.screenshot({ path: `e2e/screenshots/checkout-${lang}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `e2e/screenshots/checkout-${lang}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: l.book }).click();

    await expect(page).toHaveURL(
      new RegExp(
        `/${lang}/${lang === 'de' ? 'buchung-erfolgreich' : 'booking-success'}/[0-9a-f-]{36}$`,
      ),
    );
    const number = page.getByTestId('booking-number');
    await expect(number).toHaveText(/^\S*\d{4}-\d{5}$/);
    const main = page.getByRole('main');
    await expect(main).toContainText(pitch.code);
    await expect(main).toContainText(email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'de'
        ? 'Fast geschafft: Bitte bestätigen Sie Ihre Buchung'
        : 'Almost done: please confirm your booking',
    );
    expect(await axeSerious(page)).toEqual([]);
    await page.screenshot({
      path: `e2e/screenshots/booking-success-${lang}-390.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({
      path: `e2e/screenshots/booking-success-${lang}-1280.png`,
      fullPage: true,
    });

    // The booking waits for the mail link (pending, pay on arrival), as the staff see it.
    await signIn(page.request);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const record = (await (await page.request.get(`/api/admin/bookings/${id}`)).json()) as {
      number: string;
      status: string;
      paymentMethod: string;
      awaitingEmailConfirmation: boolean;
      email: string;
      extras: { code: string }[];
    };
    expect(record).toMatchObject({
      number: await number.textContent(),
      status: 'pending',
      paymentMethod: 'on_arrival',
      awaitingEmailConfirmation: true,
      email,
    });
    expect(record.extras.map((e) => e.code)).toEqual(['breakfast']);
  });
}

/** Bookings of one guest email as the staff list finds them. */
async function bookingsOf(request: APIRequestContext, email: string) {
  await signIn(request);
  const filter = encodeURIComponent(JSON.stringify({ q: email }));
  const res = await request.get(`/api/admin/bookings?filter=${filter}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: string; number: string; status: string }[];
}

async function readyToBook(page: Page, stay: Stay, pitchId: string, email: string) {
  await page.goto(`/de/kasse?${query(stay, pitchId)}`);
  await fillGuest(page, 'de', email);
  await page.getByRole('radio', { name: LABELS.de.onArrival }).check();
  await page.getByLabel(LABELS.de.consent).check();
  await expect(page.getByTestId('quote-total')).toBeVisible();
}

test('two browsers race for one pitch: one books it, the other is told and picks another', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const stay = randomStay('motorhome');
  const pitch = await freePitch(page.request, stay);
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await giveConsent(other);
  const rival = await other.newPage();
  const [emailA, emailB] = [uniqueEmail('race-a'), uniqueEmail('race-b')];
  await Promise.all([
    readyToBook(page, stay, pitch.id, emailA),
    readyToBook(rival, stay, pitch.id, emailB),
  ]);

  await Promise.all([
    page.getByRole('button', { name: LABELS.de.book }).click(),
    rival.getByRole('button', { name: LABELS.de.book }).click(),
  ]);
  const won = async (p: Page) => {
    await expect(p).toHaveURL(/\/de\/(buchung-erfolgreich\/[0-9a-f-]{36}|kasse\?.*)$/);
    return /buchung-erfolgreich/.test(p.url());
  };
  // Whichever was first wins; the other stays on the checkout with the SPEC-like text.
  await expect
    .poll(
      async () =>
        (await page.getByTestId('booking-number').count()) +
        (await rival.getByTestId('booking-number').count()),
    )
    .toBe(1);
  const [aWon, bWon] = [await won(page), await won(rival)];
  expect(aWon !== bWon).toBe(true);
  const loser = aWon ? rival : page;
  const alert = loser.getByRole('alert');
  await expect(alert).toContainText(
    'Dieser Stellplatz ist im gewählten Zeitraum leider nicht mehr frei. Bitte wählen Sie einen anderen Stellplatz oder andere Daten.',
  );
  await loser.screenshot({ path: 'e2e/screenshots/checkout-conflict-390.png', fullPage: true });
  expect(await bookingsOf(page.request, aWon ? emailB : emailA)).toEqual([]);

  // Back to the map with the choice kept (only the pitch is dropped) ...
  await alert.getByRole('link', { name: 'Anderen Stellplatz wählen' }).click();
  await expect(loser).toHaveURL(`/de/stellplatz-auswahl?${query(stay)}`);
  // ... where the guest picks another free pitch, and books it with the details still there.
  const second = await freePitch(page.request, stay);
  expect(second.id).not.toBe(pitch.id);
  await loser.goto(`/de/kasse?${query(stay, second.id)}`);
  await expect(loser.getByLabel('Vorname', { exact: true })).toHaveValue('Lena');
  await loser.getByLabel(LABELS.de.consent).check();
  await loser.getByRole('button', { name: LABELS.de.book }).click();
  await expect(loser.getByTestId('booking-number')).toBeVisible();
  await expect(loser.getByRole('main')).toContainText(second.code);
  await other.close();
});

test('a double click on "book" makes one booking', async ({ page }) => {
  test.setTimeout(60_000);
  const stay = randomStay('tent');
  const pitch = await freePitch(page.request, stay);
  const email = uniqueEmail('double');
  await readyToBook(page, stay, pitch.id, email);
  // Slow the confirmation down, so a second click would land while the first is under way.
  await page.route('**/confirm?token=*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: LABELS.de.book }).dblclick();
  await expect(page.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
  await expect(page.getByTestId('booking-number')).toBeVisible();
  const bookings = await bookingsOf(page.request, email);
  expect(bookings).toHaveLength(1);
  await expect(page.getByTestId('booking-number')).toHaveText(bookings[0]!.number);
});

test('a hold made before a reload is used again, not a second one', async ({ page }) => {
  test.setTimeout(60_000);
  const stay = randomStay('comfort');
  const pitch = await freePitch(page.request, stay);
  const email = uniqueEmail('reload');
  await readyToBook(page, stay, pitch.id, email);
  // The hold is made, then the confirmation fails (the connection drops).
  await page.route('**/confirm?token=*', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: LABELS.de.book }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Netzwerkfehler: Der Server ist nicht erreichbar. Bitte versuchen Sie es erneut.',
  );
  await expect(page.getByRole('timer')).toContainText(/noch 1?\d:\d\d Minuten/);
  await page.unroute('**/confirm?token=*');
  await page.reload();
  await expect(page.getByRole('timer')).toBeVisible();
  // The details that made the hold are shown, locked; the next click only confirms.
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Lena');
  await expect(page.getByLabel('Vorname', { exact: true })).toBeDisabled();
  await expect(page.getByLabel(LABELS.de.consent)).toBeChecked();
  await page.getByRole('button', { name: LABELS.de.book }).click();
  await expect(page.getByTestId('booking-number')).toBeVisible();
  expect(await bookingsOf(page.request, email)).toHaveLength(1);
});

test('en: paying by card (Stripe against the stand-in) confirms the booking; a declined card says so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const stripeLoads = await withStripeStandIn(page);

  // The landing page never fetches Stripe.js.
  await page.goto('/en');
  await page.locator('#booking-form').scrollIntoViewIfNeeded();
  await expect(page.getByRole('radio', { name: /Tent/ })).toBeVisible();
  expect(stripeLoads).toEqual([]);

  const stay = randomStay('caravan', 3);
  const pitch = await freePitch(page.request, stay);
  const email = uniqueEmail('card');
  await page.goto(`/en/checkout?${query(stay, pitch.id)}`);
  await fillGuest(page, 'en', email);
  await expect(page.getByRole('radio', { name: /Card or online payment/ })).toBeChecked();
  await page.getByLabel(LABELS.en.consent).check();
  // Choosing the method loads nothing yet: Stripe.js comes with the payment step.
  expect(stripeLoads).toEqual([]);
  const total = (await page.getByTestId('quote-total').textContent())!;
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('timer')).toContainText(
    /reserved for you for another 1?\d:\d\d minutes/,
  );
  const pay = page.getByRole('button', { name: `Pay ${total}` });
  await expect(pay).toBeEnabled();
  expect(stripeLoads).toHaveLength(1);
  expect(stripeLoads[0]).toMatch(/^https:\/\/js\.stripe\.com\//);

  // A declined card: the SPEC message with Stripe's reason; the guest can try another card.
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.click();
  await expect(page.getByRole('alert')).toContainText('The payment could not be completed.');
  await page.screenshot({ path: 'e2e/screenshots/checkout-card-declined-390.png', fullPage: true });

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page).toHaveURL(/\/en\/booking-success\/[0-9a-f-]{36}\?redirect_status=succeeded$/);
  // Confirmed by the signed webhook (or the guest's return, whichever came first).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking confirmed', {
    timeout: 20_000,
  });
  const main = page.getByRole('main');
  await expect(main).toContainText(`${total} (paid)`);
  await expect(main).toContainText(`The booking confirmation is on its way to ${email}.`);
  await expect(page.getByTestId('booking-number')).toHaveText(/\d{4}-\d{5}$/);
  expect(await axeSerious(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/screenshots/booking-success-card-390.png', fullPage: true });

  await signIn(page.request);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const record = (await (await page.request.get(`/api/admin/bookings/${id}`)).json()) as {
    status: string;
    paymentStatus: string;
    paymentMethod: string;
  };
  expect(record).toMatchObject({
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethod: 'stripe',
  });
});

test('de: paying by bank transfer shows the bank details and a GiroCode the banking app can scan', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const l = LABELS.de;
  await page.setViewportSize({ width: 390, height: 844 });
  const stay = randomStay();
  const pitch = await freePitch(page.request, stay);
  await page.goto(`${l.path}?${query(stay, pitch.id)}`);
  const email = uniqueEmail('bank-de');
  await fillGuest(page, 'de', email);
  await page.getByRole('radio', { name: /Überweisung/ }).check();
  await page.getByLabel(l.consent).check();
  const total = (await page.getByTestId('quote-total').textContent())!;
  await page.getByRole('button', { name: l.book }).click();

  await expect(page).toHaveURL(/\/de\/buchung-erfolgreich\/[0-9a-f-]{36}$/);
  const main = page.getByRole('main');
  await expect(main).toContainText('Bitte überweisen Sie den Betrag bis');
  for (const label of ['Kontoinhaber', 'IBAN', 'BIC', 'Verwendungszweck', 'Betrag'])
    await expect(main.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
  // The amount to transfer is the price the checkout showed (no deposit rule for this stay).
  await expect(main.getByRole('definition').filter({ hasText: /€/ }).first()).toHaveText(total);
  // The reference is the booking number, so the campsite can match the transfer.
  const number = (await page.getByTestId('booking-number').textContent())!.trim();
  await expect(main).toContainText(number.replace(/^\D*/, ''));

  // The GiroCode is the API's image of this booking, loaded by the page and drawn by the browser.
  const qr = main.getByRole('img', { name: 'QR-Code zum Bezahlen mit Ihrer Banking-App' });
  await expect(qr).toBeVisible();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const src = (await qr.getAttribute('src'))!;
  expect(src).toMatch(/^\/api\/bookings\/[0-9a-f-]{36}\/girocode\.svg\?token=/);
  const svg = await page.request.get(src);
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  // Another booking's id with this token is refused: the code is only the guest's own.
  const other = src.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000');
  expect((await page.request.get(other)).status()).toBe(404);

  expect(await axeSerious(page)).toEqual([]);
  await page.screenshot({
    path: 'e2e/screenshots/booking-success-bank-de-390.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({
    path: 'e2e/screenshots/booking-success-bank-de-1280.png',
    fullPage: true,
  });
});
