import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking, BookingWeather } from '@/lib/api-types';
import { PENDING_POLL_MS } from '@/features/booking-details/api/booking-details';
import { json, renderApp, stubApi } from '@/testing/render-app';

const ID = '7d1e8a52-1f0c-4a8e-9a51-3c2b1d0e9f11';
const TOKEN = 'guest-token';
const url = (suffix = '') => `/api/bookings/${ID}${suffix}?token=${TOKEN}`;

/** A confirmed stay as the API answers it (GET /api/bookings/:id?token=). */
function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: ID,
    number: '2027-00042',
    status: 'confirmed',
    paymentStatus: 'unpaid',
    paymentMethod: 'on_arrival',
    awaitingEmailConfirmation: false,
    checkIn: '2027-07-10',
    checkOut: '2027-07-14',
    nights: 4,
    adults: 2,
    children: 1,
    extras: [{ extraId: 'e1', code: 'electricity', quantity: 1 }],
    language: 'de',
    quote: {
      checkIn: '2027-07-10',
      checkOut: '2027-07-14',
      nights: 4,
      adults: 2,
      children: 1,
      categoryId: 'c1',
      lines: [
        {
          kind: 'pitch',
          code: 'pitch',
          label: { de: 'Stellplatz Wohnmobil', en: 'Motorhome pitch' },
          quantity: 4,
          unit: 'night',
          unitPriceCents: 4000,
          totalCents: 16000,
          vatRateBp: 1000,
        },
        {
          kind: 'extra',
          code: 'electricity',
          label: { de: 'Strom', en: 'Electricity' },
          quantity: 4,
          unit: 'night',
          unitPriceCents: 500,
          totalCents: 2000,
          vatRateBp: 2000,
        },
        {
          kind: 'tourist_tax',
          code: 'tourist_tax',
          label: { de: 'Nächtigungsabgabe', en: 'Tourist tax' },
          quantity: 8,
          unit: 'person_night',
          unitPriceCents: 200,
          totalCents: 1600,
          vatRateBp: 0,
        },
      ],
      vat: [
        { rateBp: 1000, netCents: 14545, vatCents: 1455, grossCents: 16000 },
        { rateBp: 2000, netCents: 1667, vatCents: 333, grossCents: 2000 },
      ],
      netCents: 16212,
      vatCents: 1788,
      grossCents: 18000,
      touristTaxCents: 1600,
      totalCents: 19600,
      minStayNights: 1,
    },
    totalCents: 19600,
    depositCents: 0,
    balanceDueDate: null,
    holdExpiresAt: null,
    confirmedAt: '2026-11-20T10:00:00.000Z',
    cancelledAt: null,
    cancellationFeeCents: 0,
    createdAt: '2026-11-20T09:58:00.000Z',
    pitch: { id: 'p1', code: 'C12' },
    category: { id: 'c1', slug: 'motorhome', name: { de: 'Wohnmobil', en: 'Motorhome' } },
    guest: {
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna.huber@example.at',
      phone: null,
      street: null,
      postalCode: null,
      city: null,
      country: null,
      uid: null,
    },
    accessCode: null,
    accessCodeSchedule: {
      issueAt: '2027-07-09T12:00:00.000Z',
      validFrom: '2027-07-10T12:00:00.000Z',
      validUntil: '2027-07-14T09:00:00.000Z',
    },
    cancellable: true,
    cancellationFeeNowCents: 9000,
    amountDueCents: 0,
    balancePayable: false,
    invoice: null,
    invoicePending: false,
    bankTransfer: null,
    ...overrides,
  };
}

const open = (lang: 'de' | 'en' = 'de', token = TOKEN) =>
  renderApp(
    `/${lang}/${lang === 'de' ? 'buchung-details' : 'booking-details'}/${ID}?token=${token}`,
  );

afterEach(() => vi.unstubAllGlobals());

/** Text as read: Intl separates amount and € (and number and %) with a no-break space. */
const text = (node: Node | null | undefined) => (node?.textContent ?? '').replace(/\u00a0/g, ' ');

describe('booking details: the stay and its price', () => {
  it('shows status, stay, party, extras and totals with VAT per rate and tourist tax in German formats', async () => {
    stubApi({ [url()]: () => json(200, booking()) });
    open();
    expect(await screen.findByRole('heading', { name: 'Ihre Buchung' })).toBeTruthy();
    expect(screen.getByTestId('status').textContent).toBe('Bestätigt');
    const stay = screen.getByRole('heading', { name: 'Aufenthalt' }).closest('section')!;
    expect(stay.textContent).toContain('Sa., 10. Juli 2027');
    expect(stay.textContent).toContain('4 Nächte');
    expect(stay.textContent).toContain('C12 · Wohnmobil');
    expect(stay.textContent).toContain('2 Erwachsene, 1 Kind');
    expect(stay.textContent).toContain('Strom');
    const price = screen.getByRole('heading', { name: 'Preis' }).closest('section')!;
    expect(text(within(price).getByText('USt. 10 %').nextSibling)).toBe('14,55 €');
    expect(text(within(price).getByText('USt. 20 %').nextSibling)).toBe('3,33 €');
    expect(text(within(price).getByText('Nächtigungsabgabe (ohne USt.)').nextSibling)).toBe(
      '16,00 €',
    );
    expect(text(screen.getByTestId('total'))).toBe('196,00 €');
  });

  it('says when the gate code comes while it is not issued yet', async () => {
    stubApi({ [url()]: () => json(200, booking()) });
    open();
    const card = (await screen.findByRole('heading', { name: 'Zugangscode' })).closest('section')!;
    // 12:00 UTC in July is 14:00 in Vienna.
    expect(card.textContent).toContain('am 09.07.2027, 14:00 Uhr freigeschaltet');
    expect(card.textContent).toContain('von 10.07.2027, 14:00 Uhr bis 14.07.2027, 11:00 Uhr');
  });
});

describe('booking details: the weather of the stay', () => {
  it("asks for the stay's forecast with the booking's token", async () => {
    stubApi({
      [url()]: () => json(200, booking()),
      [`/api/weather/booking/${ID}?token=${TOKEN}`]: () =>
        json(200, {
          location: 'Schladming',
          forecast: [
            {
              date: '2027-07-10',
              condition: 'clear',
              temperature: { max: 24, min: 11 },
              windSpeed: 8,
              precipitation: 0,
            },
          ],
          updatedAt: '2027-07-08T10:00:00.000Z',
          stale: false,
        } satisfies BookingWeather),
    });
    open();
    const card = (await screen.findByRole('heading', { name: 'Wetter' })).closest('section')!;
    expect(await within(card).findByText(/Sonnig/)).toBeTruthy();
    expect(card.textContent).toContain('max. 24 °C');
  });
});

describe('booking details: the invoice', () => {
  it('offers the PDF once issued, with its number and date', async () => {
    stubApi({
      [url()]: () =>
        json(
          200,
          booking({
            paymentStatus: 'paid',
            invoice: { number: 'RE-2026-00007', issuedAt: '2026-11-24T15:30:00.000Z' },
          }),
        ),
    });
    open();
    const card = (await screen.findByRole('heading', { name: 'Rechnung' })).closest('section')!;
    expect(card.textContent).toContain('Rechnung RE-2026-00007 vom 24.11.2026');
    const link = within(card).getByRole('link', { name: 'Rechnung herunterladen (PDF)' });
    expect(link.getAttribute('href')).toBe(url('/invoice.pdf'));
  });

  it('says the invoice will come while none is issued', async () => {
    stubApi({ [url()]: () => json(200, booking()) });
    open();
    const card = (await screen.findByRole('heading', { name: 'Rechnung' })).closest('section')!;
    expect(card.textContent).toContain('sobald sie ausgestellt ist');
    expect(within(card).queryByRole('link')).toBeNull();
  });
});

describe('booking details: the gate code', () => {
  const withCode = booking({
    accessCode: {
      code: '482913',
      validFrom: '2027-07-10T12:00:00.000Z',
      validUntil: '2027-07-14T09:00:00.000Z',
    },
  });

  it('is masked until shown, hides again and copies the code', async () => {
    stubApi({ [url()]: () => json(200, withCode) });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    const card = (await screen.findByRole('heading', { name: 'Zugangscode' })).closest('section')!;
    expect(card.textContent).not.toContain('482913');
    expect(within(card).getByLabelText('Code verborgen').textContent).toBe('••••••');

    fireEvent.click(within(card).getByRole('button', { name: 'Code anzeigen' }));
    expect(within(card).getByTestId('access-code').textContent).toBe('482913');
    fireEvent.click(within(card).getByRole('button', { name: 'Code verbergen' }));
    expect(card.textContent).not.toContain('482913');

    fireEvent.click(within(card).getByRole('button', { name: 'Code kopieren' }));
    expect(await within(card).findByText('Zugangscode kopiert')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('482913');
    expect(card.textContent).toContain(
      'Gültig von 10.07.2027, 14:00 Uhr bis 14.07.2027, 11:00 Uhr',
    );
  });
});

describe('booking details: cancellation', () => {
  it('shows the fee before the guest can confirm, then the cancelled booking', async () => {
    const cancelled = booking({
      status: 'cancelled',
      cancellable: false,
      cancellationFeeNowCents: 0,
      cancellationFeeCents: 9000,
      cancelledAt: '2026-11-25T09:00:00.000Z',
    });
    const api = stubApi({
      [url()]: () => json(200, booking()),
      [url('/cancel')]: () => json(200, cancelled),
    });
    open();
    const card = (await screen.findByRole('heading', { name: 'Stornierung' })).closest('section')!;
    expect(text(within(card).getByTestId('cancel-fee'))).toBe(
      'Wenn Sie heute stornieren, beträgt die Stornogebühr 90,00 €.',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Buchung stornieren' }));
    // Nothing is sent before the guest confirms; the confirming button names the fee again.
    expect(api.mock.calls.some(([u]) => String(u).includes('/cancel'))).toBe(false);
    fireEvent.click(
      within(card).getByRole('button', { name: /^Kostenpflichtig stornieren \(90,00\s€\)$/ }),
    );

    expect(await within(card).findByText('Ihre Buchung wurde storniert.')).toBeTruthy();
    expect(text(card)).toContain('Stornogebühr: 90,00 €');
    expect(screen.getByTestId('status').textContent).toBe('Storniert');
    const [, init] = api.mock.calls.find(([u]) => String(u).includes('/cancel'))!;
    expect(init?.method).toBe('POST');
  });

  it('lets the guest keep the booking', async () => {
    const api = stubApi({ [url()]: () => json(200, booking({ cancellationFeeNowCents: 0 })) });
    open('en');
    const card = (await screen.findByRole('heading', { name: 'Cancellation' })).closest('section')!;
    expect(text(within(card).getByTestId('cancel-fee'))).toBe(
      'If you cancel today, the cancellation is free of charge.',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    // The question takes the focus, and keeping the booking gives it back to the button.
    await waitFor(() => expect(document.activeElement?.id).toBe('cancel-question'));
    fireEvent.click(within(card).getByRole('button', { name: 'Keep booking' }));
    const opener = within(card).getByRole('button', { name: 'Cancel booking' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(api.mock.calls.some(([u]) => String(u).includes('/cancel'))).toBe(false);
  });
});

describe('booking details: what cannot be shown', () => {
  it('denies access with a wrong token (the API answers 403)', async () => {
    stubApi({
      [`/api/bookings/${ID}?token=wrong`]: () =>
        json(403, { statusCode: 403, error: 'Forbidden', message: 'Zugriff verweigert' }),
    });
    open('de', 'wrong');
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeTruthy();
    expect(screen.queryByText('2027-00042')).toBeNull();
  });

  it('denies access without a token, without asking the API', async () => {
    const api = stubApi();
    renderApp(`/en/booking-details/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(api.mock.calls.some(([u]) => String(u).startsWith('/api/bookings'))).toBe(false);
  });

  it('says so for an unknown booking and on a network error', async () => {
    stubApi({
      [url()]: () => json(404, { statusCode: 404, error: 'Not Found', message: 'x' }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Buchung nicht gefunden' })).toBeTruthy();
  });

  it('shows the network error text when the request gets no answer', async () => {
    stubApi({ [url()]: () => Promise.reject(new TypeError('Failed to fetch')) });
    open('en');
    expect(
      await screen.findByRole('heading', { name: 'Network error' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 12_000);
});

describe('booking details: the link of the pay-on-arrival mail', () => {
  it('confirms the booking with the key and shows it confirmed', async () => {
    const waiting = booking({
      status: 'pending',
      awaitingEmailConfirmation: true,
      holdExpiresAt: '2026-11-26T09:00:00.000Z',
      cancellationFeeNowCents: 0,
    });
    const api = stubApi({
      [url()]: () => json(200, waiting),
      [`/api/bookings/${ID}/verify?token=${TOKEN}&key=k3y`]: () => json(200, booking()),
    });
    renderApp(`/de/buchung-details/${ID}?token=${TOKEN}&verify=k3y`);
    expect(await screen.findByText(/Ihre Buchung ist jetzt verbindlich bestätigt/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('Bestätigt'));
    const verifies = api.mock.calls.filter(([u]) => String(u).includes('/verify'));
    expect(verifies).toHaveLength(1);
    expect(verifies[0][1]?.method).toBe('POST');
    // The key is not left in the address.
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        `/de/buchung-details/${ID}?token=${TOKEN}`,
      ),
    );
  });
});

describe('booking details: the page read and the confirmation race', () => {
  it('keeps the confirmed state when the first read of the page answers after the confirmation', async () => {
    const waiting = booking({
      status: 'pending',
      awaitingEmailConfirmation: true,
      holdExpiresAt: '2026-11-26T09:00:00.000Z',
      cancellationFeeNowCents: 0,
    });
    // The page's first read was sent before the link confirmed the booking, and answers after it
    // (a slow line, a busy server): its "waiting for your confirmation" is out of date.
    let confirmed!: () => void;
    const afterConfirmation = new Promise<void>((resolve) => (confirmed = resolve));
    let staleServed!: () => void;
    const served = new Promise<void>((resolve) => (staleServed = resolve));
    stubApi({
      [url()]: async () => {
        await afterConfirmation;
        staleServed();
        return json(200, waiting);
      },
      [`/api/bookings/${ID}/verify?token=${TOKEN}&key=k3y`]: () => {
        confirmed();
        return json(200, booking());
      },
    });
    renderApp(`/de/buchung-details/${ID}?token=${TOKEN}&verify=k3y`);
    expect(await screen.findByText(/Ihre Buchung ist jetzt verbindlich bestätigt/)).toBeTruthy();
    await served;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('status').textContent).toBe('Bestätigt');
  });
});

describe('booking details: opened from the mail link, it shows what the server has', () => {
  it('offers the registration and the invoice once the link confirmed the booking, without a reload', async () => {
    // The server as it is: pending until the link is followed; the worker issues the invoice just
    // after the confirmation (the verify answer cannot carry it yet).
    const server = { confirmed: false, invoiceIssued: false };
    // As in the guest walk, the page's first reads are answered before the link's POST commits.
    let registrationRead: () => void = () => undefined;
    const firstRegistrationRead = new Promise<void>((resolve) => (registrationRead = resolve));
    const current = () =>
      server.confirmed
        ? booking({
            paymentMethod: 'bank_transfer',
            invoice: server.invoiceIssued
              ? { number: '2026-00007', issuedAt: '2026-11-20T10:00:05.000Z' }
              : null,
            invoicePending: !server.invoiceIssued,
          })
        : booking({
            status: 'pending',
            paymentMethod: 'bank_transfer',
            awaitingEmailConfirmation: true,
            holdExpiresAt: '2026-11-26T09:00:00.000Z',
            confirmedAt: null,
          });
    stubApi({
      [url()]: () => json(200, current()),
      [url('/registration')]: () => {
        setTimeout(registrationRead, 0);
        return json(200, {
          bookingId: ID,
          bookingNumber: '2027-00042',
          partySize: 3,
          registered: 0,
          complete: false,
          sheetNumber: null,
          submittedAt: null,
          editable: server.confirmed,
          persons: [],
          signature: null,
        });
      },
      [`/api/bookings/${ID}/verify?token=${TOKEN}&key=k3y`]: async () => {
        await Promise.race([firstRegistrationRead, new Promise((r) => setTimeout(r, 300))]);
        server.confirmed = true;
        const answer = json(200, current());
        server.invoiceIssued = true; // the worker, a moment later
        return answer;
      },
    });
    renderApp(`/de/buchung-details/${ID}?token=${TOKEN}&verify=k3y`);
    expect(await screen.findByText(/Ihre Buchung ist jetzt verbindlich bestätigt/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Gäste anmelden' })).toBeTruthy();
    const download = await screen.findByRole(
      'link',
      { name: 'Rechnung herunterladen (PDF)' },
      { timeout: PENDING_POLL_MS * 3 },
    );
    expect(download.getAttribute('href')).toContain(`/api/bookings/${ID}/invoice.pdf`);
    expect(screen.queryByText(/sobald sie ausgestellt ist/)).toBeNull();
  });

  it('shows how to pay a bank transfer while it is open, and not once it is paid', async () => {
    const open = booking({
      paymentMethod: 'bank_transfer',
      amountDueCents: 19600,
      bankTransfer: {
        provider: 'bank_transfer',
        iban: 'AT433837700000456789',
        bic: 'RZSTAT2G377',
        bankName: 'Raiffeisenbank Schladming-Gröbming',
        accountHolder: 'Alpencamp Dachsteinblick GmbH',
        reference: '2027-00042',
        amountCents: 19600,
        dueDate: '2026-11-27',
        qr: `/api/bookings/${ID}/girocode.svg?token=${TOKEN}`,
      },
    });
    stubApi({ [url()]: () => json(200, open) });
    const view = open_('de');
    const card = await screen.findByTestId('bank-transfer');
    expect(text(card)).toContain('AT43 3837 7000 0045 6789');
    expect(text(card)).toContain('Raiffeisenbank Schladming-Gröbming');
    expect(text(card)).toContain('RZSTAT2G377');
    expect(text(card)).toContain('196,00 €');
    expect(text(card)).toContain('2027-00042');
    expect(within(card).getByRole('img').getAttribute('src')).toContain('/girocode.svg?token=');
    view.unmount();

    stubApi({
      [url()]: () => json(200, booking({ paymentMethod: 'bank_transfer', paymentStatus: 'paid' })),
    });
    open_('de');
    await screen.findByTestId('status');
    expect(screen.queryByTestId('bank-transfer')).toBeNull();
  });
});

const open_ = open;

describe('guest registration on the details page', () => {
  const registration = (over: object = {}) => ({
    bookingId: ID,
    bookingNumber: '2027-00042',
    partySize: 2,
    registered: 0,
    complete: false,
    sheetNumber: null,
    submittedAt: null,
    editable: true,
    persons: [],
    signature: null,
    ...over,
  });

  it('starts person 1 from the name and address the booking holds; person 2 is empty', async () => {
    stubApi({
      [url()]: () =>
        json(
          200,
          booking({
            guest: {
              firstName: 'Jan',
              lastName: 'de Vries',
              email: 'jan@example.nl',
              phone: null,
              street: 'Keizersgracht 12',
              postalCode: '1015 CS',
              city: 'Amsterdam',
              country: 'NL',
              uid: null,
            },
          }),
        ),
      [url('/registration')]: () => json(200, registration()),
    });
    open('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Register guests' }));
    const first = await screen.findByRole('group', { name: 'Person 1' });
    const value = (group: HTMLElement, label: string) =>
      (within(group).getByLabelText(label) as HTMLInputElement).value;
    expect(value(first, 'First name')).toBe('Jan');
    expect(value(first, 'Last name')).toBe('de Vries');
    expect(value(first, 'Street and number')).toBe('Keizersgracht 12');
    expect(value(first, 'Postcode')).toBe('1015 CS');
    expect(value(first, 'Town')).toBe('Amsterdam');
    expect(value(first, 'Country (home address)')).toBe('NL');
    expect(value(first, 'Date of birth')).toBe('');
    const second = screen.getByRole('group', { name: 'Person 2' });
    expect(value(second, 'First name')).toBe('');
  });

  it('says thank you once for a complete registration', async () => {
    stubApi({
      [url()]: () => json(200, booking()),
      [url('/registration')]: () =>
        json(200, registration({ registered: 2, complete: true, sheetNumber: 17 })),
    });
    open('en');
    const state = await screen.findByTestId('registration-state');
    expect(state.textContent).toBe('Everyone is registered (registration sheet no. 17).');
  });
});
