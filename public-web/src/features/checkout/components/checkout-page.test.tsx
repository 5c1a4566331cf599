import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  Extra,
  PaymentInstruction,
  PaymentMethods,
  PublicPitch,
} from '@/features/checkout/api/checkout-api';
import type { ApiErrorBody, Booking, CreatedBooking, PublicCategory, Quote } from '@/lib/api-types';
import { json, renderApp, stubApi } from '@/testing/render-app';

// The API at the fetch boundary (the browser tests in e2e/checkout.spec.ts run the real one).
const CATEGORY = '11111111-1111-4111-8111-111111111111';
const PITCH = '22222222-2222-4222-8222-222222222222';
const BOOKING = '33333333-3333-4333-8333-333333333333';

const categories = [
  {
    id: CATEGORY,
    slug: 'caravan',
    name: { de: 'Wohnwagen', en: 'Caravan' },
    description: { de: '', en: '' },
    imageUrl: '/x.jpg',
    priceFromCents: 3500,
    personsIncluded: 2,
    maxPersons: 6,
    maxVehicleLengthM: 8,
    sortOrder: 0,
  },
] satisfies PublicCategory[];
const pitches = [
  {
    id: PITCH,
    code: 'B7',
    categoryId: CATEGORY,
    x: 1,
    y: 1,
    hasElectricity: true,
    metered: false,
    sizeM2: 90,
    maxVehicleLengthM: 8,
  },
] satisfies PublicPitch[];
const extra = (code: string, de: string, over: Partial<Extra> = {}): Extra => ({
  id: `id-${code}`,
  code,
  name: { de, en: code },
  description: { de: `${de} am Platz`, en: code },
  priceCents: 500,
  unit: 'per_night',
  vatRateBp: 2000,
  mandatory: false,
  requiresElectricity: false,
  maxQuantity: 1,
  categoryIds: [],
  ...over,
});
const extras = [
  extra('electricity', 'Strom', { requiresElectricity: true }),
  extra('cleaning', 'Endreinigung', { mandatory: true, unit: 'per_stay', priceCents: 2500 }),
];

const quote = {
  checkIn: '2027-05-01',
  checkOut: '2027-05-03',
  nights: 2,
  adults: 2,
  children: 1,
  categoryId: CATEGORY,
  lines: [
    {
      kind: 'pitch',
      code: 'pitch',
      label: { de: 'Stellplatz Wohnwagen', en: 'Caravan pitch' },
      quantity: 2,
      unit: 'night',
      unitPriceCents: 123450,
      totalCents: 246900,
      vatRateBp: 1000,
    },
    {
      kind: 'extra',
      code: 'cleaning',
      label: { de: 'Endreinigung', en: 'Cleaning' },
      quantity: 1,
      unit: 'stay',
      unitPriceCents: 2500,
      totalCents: 2500,
      vatRateBp: 2000,
    },
    {
      kind: 'tourist_tax',
      code: 'tourist_tax',
      label: { de: 'Nächtigungsabgabe (2.00 €)', en: 'Tourist tax' },
      quantity: 4,
      unit: 'person_night',
      unitPriceCents: 200,
      totalCents: 800,
      vatRateBp: 0,
    },
  ],
  vat: [
    { rateBp: 1000, netCents: 224455, vatCents: 22445, grossCents: 246900 },
    { rateBp: 2000, netCents: 2083, vatCents: 417, grossCents: 2500 },
  ],
  netCents: 226538,
  vatCents: 22862,
  grossCents: 249400,
  touristTaxCents: 800,
  totalCents: 250200,
  minStayNights: 1,
} satisfies Quote;

const ADDRESS = `/de/kasse?checkIn=2027-05-01&checkOut=2027-05-03&category=caravan&adults=2&children=1&pitch=${PITCH}`;

function stub(methods: PaymentMethods['methods'], more: Record<string, () => Response> = {}) {
  return stubApi({
    '/api/categories': () => json(200, categories),
    '/api/pitches': () => json(200, pitches),
    '/api/extras': () => json(200, extras),
    '/api/payment-methods': () =>
      json(200, {
        methods,
        stripePublishableKey: methods.includes('stripe') ? 'pk_test_x' : null,
      } satisfies PaymentMethods),
    '/api/bookings/quote': () => json(200, quote),
    ...more,
  });
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillGuest() {
  fill('Vorname', 'Lena');
  fill('Nachname', 'Gruber');
  fill('E-Mail', 'lena@example.at');
  fill('Straße und Hausnummer', 'Hauptplatz 1');
  fill('PLZ', '8970');
  fill('Ort', 'Schladming');
  fireEvent.click(screen.getByLabelText(/Ich akzeptiere die AGB/));
}

afterEach(() => sessionStorage.clear());

describe('checkout (docs/product.md §2.5)', () => {
  it('shows the live quote with lines, VAT per rate and tourist tax in German numbers', async () => {
    stub(['on_arrival']);
    renderApp(ADDRESS);
    const price = (await screen.findByRole('heading', { name: 'Preis' })).closest('section')!;
    expect(await within(price).findByText('2.502,00 €')).toBeTruthy();
    const text = price.textContent!.replace(/\u00a0/g, ' ');
    expect(text).toContain('Stellplatz Wohnwagen');
    expect(text).toContain('2 × 1.234,50 €');
    expect(text).toContain('2.469,00 €');
    expect(text).toContain('enthaltene USt. 10 %224,45 €');
    expect(text).toContain('enthaltene USt. 20 %4,17 €');
    // The tax line in the page's own words and numbers (the API's label has `2.00 €`).
    expect(text).toContain('Nächtigungsabgabe (Personen ab 15 Jahren)4 × 2,00 €8,00 €');
    expect(text).not.toContain('2.00 €');
    expect(text).toContain('davon Nächtigungsabgabe (ohne USt.)8,00 €');
    expect(screen.getByText(/Stellplatz B7/)).toBeTruthy();
  });

  it('asks the quote again with the extras the guest picks', async () => {
    const fetchMock = stub(['on_arrival']);
    renderApp(ADDRESS);
    fireEvent.click(await screen.findByLabelText(/Strom/));
    await screen.findByText('2.502,00 €');
    const bodies = fetchMock.mock.calls
      .filter(([url]) => url === '/api/bookings/quote')
      .map(([, init]) => JSON.parse(String(init!.body)) as { extras: { code: string }[] });
    expect(bodies.at(-1)!.extras.map((e) => e.code)).toEqual(['electricity', 'cleaning']);
    expect(bodies.at(-1)).toMatchObject({
      pitchId: PITCH,
      categoryId: CATEGORY,
      adults: 2,
      children: 1,
    });
  });

  it('names the quantity of an extra guests take several of in a plain phrase', async () => {
    stub(['on_arrival'], {
      '/api/extras': () =>
        json(200, [
          ...extras,
          extra('bike', 'Fahrradverleih', { maxQuantity: 4, unit: 'per_day', priceCents: 1500 }),
        ]),
    });
    renderApp(ADDRESS);
    expect(await screen.findByLabelText('Fahrradverleih (Anzahl)')).toBeTruthy();
  });

  it('enforces a mandatory extra with the SPEC text and books nothing', async () => {
    const fetchMock = stub(['on_arrival']);
    renderApp(ADDRESS);
    const cleaning = await screen.findByLabelText(/Endreinigung/);
    expect((cleaning as HTMLInputElement).checked).toBe(true);
    fireEvent.click(cleaning);
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Verbindlich buchen' }));
    expect(
      await screen.findByText('Diese Leistung ist verpflichtend und muss ausgewählt werden'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(cleaning);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/bookings')).toBe(false);
  });

  it('switches the payment step with the method: card goes on to payment, the others book', async () => {
    stub(['stripe', 'bank_transfer', 'on_arrival']);
    renderApp(ADDRESS);
    const card = await screen.findByRole('radio', { name: /Karte oder Online-Zahlung/ });
    expect((card as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Überweisung/ }));
    expect(screen.getByRole('button', { name: 'Verbindlich buchen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Zahlung bei Anreise/ }));
    expect(screen.getByRole('button', { name: 'Verbindlich buchen' })).toBeTruthy();
    // Stripe.js is fetched only for the payment itself, not for showing the choice.
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  });

  it("shows the API's 400 field messages at the fields", async () => {
    stub(['on_arrival'], {
      '/api/bookings': () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Bitte geben Sie eine gültige Telefonnummer ein',
          fields: { phone: 'Bitte geben Sie eine gültige Telefonnummer ein' },
        } satisfies ApiErrorBody),
    });
    renderApp(ADDRESS);
    await screen.findByLabelText(/Endreinigung/);
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Verbindlich buchen' }));
    const phone = screen.getByLabelText('Telefon (optional)');
    expect(await screen.findByText('Bitte geben Sie eine gültige Telefonnummer ein')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      'Ungültige Daten. Bitte prüfen Sie die markierten Felder.',
    );
  });

  it('says when the server fails, and keeps the form', async () => {
    stub(['on_arrival'], { '/api/bookings': () => json(502, { message: 'Bad Gateway' }) });
    renderApp(ADDRESS);
    await screen.findByLabelText(/Endreinigung/);
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Verbindlich buchen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Serverfehler: Ihre Anfrage konnte nicht bearbeitet werden. Bitte versuchen Sie es erneut.',
    );
    expect((screen.getByLabelText('Vorname') as HTMLInputElement).value).toBe('Lena');
  });

  it('books by bank transfer: the success page shows IBAN, reference, amount, due date and QR', async () => {
    const payment = {
      provider: 'bank_transfer',
      iban: 'AT61 1904 3002 3457 3201',
      bic: 'BKAUATWW',
      bankName: null,
      accountHolder: 'Alpencamp Dachsteinblick GmbH',
      reference: '2027-00042',
      amountCents: 250200,
      dueDate: '2027-04-20',
      qr: `/api/bookings/${BOOKING}/girocode.svg?token=tok`,
    } satisfies PaymentInstruction;
    const booking = {
      id: BOOKING,
      number: '2027-00042',
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'bank_transfer',
      awaitingEmailConfirmation: true,
      checkIn: '2027-05-01',
      checkOut: '2027-05-03',
      nights: 2,
      adults: 2,
      children: 1,
      extras: [],
      language: 'de',
      quote,
      totalCents: 250200,
      holdExpiresAt: '2027-04-02T10:00:00.000Z',
      confirmedAt: null,
      cancelledAt: null,
      cancellationFeeCents: 0,
      createdAt: '2027-04-01T10:00:00.000Z',
      pitch: { id: PITCH, code: 'B7' },
      category: { id: CATEGORY, slug: 'caravan', name: { de: 'Wohnwagen', en: 'Caravan' } },
      guest: {
        firstName: 'Lena',
        lastName: 'Gruber',
        email: 'lena@example.at',
        phone: null,
        street: 'Hauptplatz 1',
        postalCode: '8970',
        city: 'Schladming',
        country: 'AT',
        uid: null,
      },
      accessCode: null,
      depositCents: 0,
      balanceDueDate: null,
      accessCodeSchedule: {
        issueAt: '2027-04-30T12:00:00.000Z',
        validFrom: '2027-05-01T12:00:00.000Z',
        validUntil: '2027-05-03T09:00:00.000Z',
      },
      cancellable: true,
      cancellationFeeNowCents: 0,
      amountDueCents: 250200,
      balancePayable: false,
      invoice: null,
      invoicePending: false,
      bankTransfer: payment,
    } satisfies Booking;
    const fetchMock = stub(['bank_transfer'], {
      '/api/bookings': () =>
        json(201, {
          id: BOOKING,
          number: '2027-00042',
          token: 'tok',
          holdExpiresAt: '2030-01-01T00:00:00.000Z',
          quote,
          payment,
        } satisfies CreatedBooking),
      [`/api/bookings/${BOOKING}/confirm?token=tok`]: () => json(200, booking),
      [`/api/bookings/${BOOKING}?token=tok`]: () => json(200, booking),
    });
    renderApp(ADDRESS);
    await screen.findByLabelText(/Endreinigung/);
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Verbindlich buchen' }));

    expect(await screen.findByTestId('booking-number')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe(`/de/buchung-erfolgreich/${BOOKING}`);
    const main = document.body.textContent!.replace(/\u00a0/g, ' ');
    expect(main).toContain('2027-00042');
    expect(main).toContain('AT61 1904 3002 3457 3201');
    expect(main).toContain('BKAUATWW');
    expect(main).toContain('Alpencamp Dachsteinblick GmbH');
    expect(main).toContain('2.502,00 €');
    expect(main).toContain('Bitte überweisen Sie den Betrag bis Di., 20. April 2027');
    expect(main).toContain('Folgen Sie bis 2. April 2027 um 12:00 dem Link darin');
    expect(
      screen
        .getByRole('img', { name: 'QR-Code zum Bezahlen mit Ihrer Banking-App' })
        .getAttribute('src'),
    ).toBe(`/api/bookings/${BOOKING}/girocode.svg?token=tok`);
    const created = fetchMock.mock.calls.find(([url]) => url === '/api/bookings')!;
    expect(JSON.parse(String(created[1]!.body))).toMatchObject({
      paymentMethod: 'bank_transfer',
      consent: true,
      language: 'de',
    });
  });

  it('without a pitch in the address, leads to the pitch map with the choice kept', async () => {
    stub(['on_arrival']);
    renderApp(
      '/de/kasse?checkIn=2027-05-01&checkOut=2027-05-03&category=caravan&adults=2&children=0',
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Stellplatz wählen' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '/de/stellplatz-auswahl?checkIn=2027-05-01&checkOut=2027-05-03&category=caravan&adults=2&children=0',
      ),
    );
  });
});

describe('booking success', () => {
  it('without data: the SPEC "no booking found, start a new one" text and a link to the form', async () => {
    stubApi();
    renderApp(`/en/booking-success/${BOOKING}`);
    expect(
      await screen.findByText(
        'No booking found or no booking data available. Please start a new booking.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Start a new booking' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/en'));
  });
});
