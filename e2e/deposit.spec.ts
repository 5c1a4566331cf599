import { expect, test } from './fixtures.ts';
import { detailsPath, euros, staffApi } from './guest-bookings.ts';
import { withStripeStandIn } from './stripe-js-stub.ts';

/**
 * Deposit and balance in the browser: a season of its own asks 30 % of card
 * bookings; the deposit is paid against the Stripe stand-in, and the guest's booking page shows
 * the balance and its due date and pays it by card (a second PaymentIntent, the Payment Element
 * served by the Stripe.js stand-in), after which the page and the API say it is paid.
 */
test('de: the details page shows the balance due and pays it by card on the stand-in', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const standIn = process.env.STRIPE_STAND_IN_URL!;
  expect(standIn, 'scripts/e2e.ts sets STRIPE_STAND_IN_URL').toBeTruthy();
  // September 2028: a month no other spec books, inside the 24-month horizon.
  const staff = await staffApi(baseURL);
  const season = await staff.post('/api/admin/seasons', {
    name: 'E2E Anzahlung September 2028',
    startDate: '2028-09-01',
    endDate: '2028-09-30',
    depositKind: 'percent',
    depositValue: 3000,
    balanceDueDays: 14,
  });
  expect([201, 409], await season.text()).toContain(season.status());
  await staff.dispose();

  const day = 1 + Math.floor(Math.random() * 25);
  const checkIn = `2028-09-${String(day).padStart(2, '0')}`;
  const checkOut = `2028-09-${String(day + 3).padStart(2, '0')}`;
  const availability = await page.request.get(
    `/api/availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`,
  );
  const { pitches } = (await availability.json()) as { pitches: { id: string; state: string }[] };
  const free = pitches.filter((p) => p.state === 'available');
  const pitch = free[Math.floor(Math.random() * free.length)];
  const res = await page.request.post('/api/bookings', {
    data: {
      pitchId: pitch.id,
      checkIn,
      checkOut,
      adults: 2,
      firstName: 'Erika',
      lastName: 'Muster',
      email: `erika.deposit+${Date.now()}@example.at`,
      street: 'Dorfstraße 3',
      postalCode: '8971',
      city: 'Rohrmoos',
      country: 'AT',
      language: 'de',
      consent: true,
      paymentMethod: 'stripe',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const booking = (await res.json()) as {
    id: string;
    token: string;
    quote: { totalCents: number };
    payment: { clientSecret: string; publishableKey: string };
  };
  const total = booking.quote.totalCents;
  const deposit = Math.round((total * 3000) / 10_000);
  const balance = total - deposit;

  // The deposit, confirmed as Stripe.js would (the stand-in then delivers the signed webhook).
  const intentId = booking.payment.clientSecret.split('_secret_')[0];
  const confirm = await page.request.post(`${standIn}/v1/payment_intents/${intentId}/confirm`, {
    headers: { Authorization: `Bearer ${booking.payment.publishableKey}` },
    form: { client_secret: booking.payment.clientSecret, payment_method: 'pm_card_visa' },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  expect(((await confirm.json()) as { amount: number }).amount).toBe(deposit);
  const view = () =>
    page.request
      .get(`/api/bookings/${booking.id}?token=${encodeURIComponent(booking.token)}`)
      .then((r) => r.json() as Promise<{ status: string; paymentStatus: string }>);
  await expect.poll(async () => (await view()).status).toBe('confirmed');

  const stripeLoads = await withStripeStandIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(detailsPath(booking, 'de'));
  const card = page.getByTestId('balance-card');
  await expect(card.getByRole('heading', { name: 'Anzahlung und Restbetrag' })).toBeVisible();
  await expect(card).toContainText(`Anzahlung (bezahlt)${euros(deposit, 'de')}`);
  await expect(page.getByTestId('balance-due')).toHaveText(euros(balance, 'de'));
  await expect(card).toContainText('Fällig bis');
  // Stripe.js loads only once the guest chooses to pay.
  expect(stripeLoads).toEqual([]);
  await page.screenshot({
    path: 'e2e/screenshots/booking-details-balance-1280.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: 'e2e/screenshots/booking-details-balance-390.png',
    fullPage: true,
  });

  const payLabel = `Restbetrag ${euros(balance, 'de')} jetzt bezahlen`;
  await card.getByRole('button', { name: payLabel }).click();
  const pay = card.getByRole('button', { name: payLabel });
  await expect(card.getByLabel('Card number')).toBeVisible();
  await expect(pay).toBeEnabled();
  expect(stripeLoads).toHaveLength(1);
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(card.getByRole('status')).toHaveText('Der Restbetrag ist bezahlt – vielen Dank!', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('balance-due')).toHaveText(euros(0, 'de'));
  await expect.poll(async () => (await view()).paymentStatus).toBe('paid');
  await page.screenshot({
    path: 'e2e/screenshots/booking-details-balance-paid-390.png',
    fullPage: true,
  });
});
