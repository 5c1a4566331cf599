import { expect, test } from './fixtures.ts';

/**
 * The browser-test stack pays by card against the Stripe stand-in (scripts/e2e.ts): a hold gets a
 * PaymentIntent, a page on the site confirms it the way Stripe.js does (a cross-origin call with the
 * publishable key and the client secret), the stand-in delivers the signed webhook and the booking
 * becomes confirmed and paid. Checkout specs build on this wiring.
 */
test('a card hold is confirmed by the stand-in webhook after a browser-side confirm', async ({
  page,
  request,
}) => {
  const standIn = process.env.STRIPE_STAND_IN_URL;
  expect(standIn, 'scripts/e2e.ts sets STRIPE_STAND_IN_URL').toBeTruthy();
  const methods = await (await request.get('/api/payment-methods')).json();
  expect(methods).toEqual({
    methods: ['stripe', 'bank_transfer', 'on_arrival'],
    stripePublishableKey: process.env.STRIPE_PUBLISHABLE_KEY,
  });
  // A free pitch in a week some 13 to 16 months ahead (a retry or another spec may hold one).
  const arrival = new Date(Date.now() + (400 + Math.floor(Math.random() * 90)) * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const checkIn = day(arrival);
  const checkOut = day(new Date(arrival.getTime() + 7 * 86_400_000));
  const { pitches } = (await (
    await request.get(`/api/availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`)
  ).json()) as { pitches: Array<{ id: string; state: string }> };
  const free = pitches.filter((p) => p.state === 'available');
  const hold = await request.post('/api/bookings', {
    data: {
      pitchId: free[free.length - 1]!.id,
      checkIn,
      checkOut,
      adults: 2,
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika.muster@example.at',
      street: 'Dorfstraße 3',
      postalCode: '8971',
      city: 'Rohrmoos',
      country: 'AT',
      consent: true,
      paymentMethod: 'stripe',
    },
  });
  expect(hold.status(), await hold.text()).toBe(201);
  const booking = await hold.json();
  expect(booking.payment.provider).toBe('stripe');
  const { clientSecret, publishableKey } = booking.payment;

  // The checkout's document is the one whose policy lets the browser reach Stripe (the stand-in).
  await page.goto('/de/kasse');
  const confirmed = await page.evaluate(
    async ({ url, key, secret }) => {
      const id = secret.split('_secret_')[0];
      const res = await fetch(`${url}/v1/payment_intents/${id}/confirm`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ client_secret: secret, payment_method: 'pm_card_visa' }),
      });
      return { status: res.status, intent: (await res.json()) as { status: string } };
    },
    { url: standIn!, key: publishableKey, secret: clientSecret },
  );
  expect(confirmed).toMatchObject({ status: 200, intent: { status: 'succeeded' } });

  await expect
    .poll(async () => {
      const view = await request.get(`/api/bookings/${booking.id}?token=${booking.token}`);
      const b = await view.json();
      return [b.status, b.paymentStatus];
    })
    .toEqual(['confirmed', 'paid']);
});
