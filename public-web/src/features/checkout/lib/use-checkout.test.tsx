import type { FormEvent, ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentMethods } from '@/features/checkout/api/checkout-api';
import { useCheckout, type CheckoutProps } from '@/features/checkout/lib/use-checkout';
import type { CreatedBooking, PublicCategory, Quote } from '@/lib/api-types';
import { QueryScope } from '@/lib/react-query';
import { json, stubApi } from '@/testing/render-app';

const CATEGORY = '11111111-1111-4111-8111-111111111111';
const PITCH = '22222222-2222-4222-8222-222222222222';
const BOOKING = '33333333-3333-4333-8333-333333333333';

const category = {
  id: CATEGORY,
  slug: 'tent',
  name: { de: 'Zelt', en: 'Tent' },
  description: { de: '', en: '' },
  imageUrl: '/x.jpg',
  priceFromCents: 2500,
  personsIncluded: 2,
  maxPersons: 4,
  maxVehicleLengthM: null,
  sortOrder: 0,
} satisfies PublicCategory;

const props: CheckoutProps = {
  choice: {
    checkIn: '2027-05-01',
    checkOut: '2027-05-03',
    category: 'tent',
    adults: 2,
    children: 0,
    pitch: PITCH,
  },
  category,
  pitch: {
    id: PITCH,
    code: 'A3',
    categoryId: CATEGORY,
    x: 1,
    y: 1,
    hasElectricity: false,
    metered: false,
    sizeM2: 60,
    maxVehicleLengthM: null,
  },
  extras: [],
};

const quote = {
  checkIn: '2027-05-01',
  checkOut: '2027-05-03',
  nights: 2,
  adults: 2,
  children: 0,
  categoryId: CATEGORY,
  lines: [],
  vat: [],
  netCents: 5000,
  vatCents: 500,
  grossCents: 5500,
  touristTaxCents: 0,
  totalCents: 5500,
  minStayNights: 1,
} satisfies Quote;

const hold = {
  id: BOOKING,
  number: 'AC-2027-00042',
  token: 'tok',
  holdExpiresAt: '2099-05-01T10:15:00.000Z',
  quote,
  payment: { provider: 'on_arrival' },
} satisfies CreatedBooking;

const methods = { methods: ['on_arrival'], stripePublishableKey: null } satisfies PaymentMethods;

const CONFIRM = `/api/bookings/${BOOKING}/confirm?token=tok`;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/de/kasse']}>
      <QueryScope>{children}</QueryScope>
    </MemoryRouter>
  );
}

/** The hook with the address it leads to, filled in as a guest would before sending. */
async function readyCheckout() {
  const view = renderHook(() => ({ checkout: useCheckout(props), location: useLocation() }), {
    wrapper,
  });
  await waitFor(() => expect(view.result.current.checkout.activeMethod).toBe('on_arrival'));
  act(() => {
    const { setField } = view.result.current.checkout;
    setField('firstName', 'Lena');
    setField('lastName', 'Gruber');
    setField('email', 'lena@example.at');
    setField('street', 'Hauptplatz 1');
    setField('postalCode', '8970');
    setField('city', 'Schladming');
    setField('consent', true);
  });
  return view;
}

const formEvent = { preventDefault: () => undefined } as FormEvent;

const callsTo = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  fetchMock.mock.calls.filter(([input]) => input === url).length;

afterEach(() => sessionStorage.clear());

describe('useCheckout', () => {
  it('sends one hold and one confirmation for two clicks in the same frame, then shows the booking', async () => {
    const fetchMock = stubApi({
      '/api/payment-methods': () => json(200, methods),
      '/api/bookings/quote': () => json(200, quote),
      '/api/bookings': () => json(201, hold),
      [CONFIRM]: () => json(200, {}),
    });
    const { result } = await readyCheckout();

    // Both clicks see the same render: nothing has re-rendered between them.
    const { submit } = result.current.checkout;
    await act(async () => {
      await Promise.all([submit(formEvent), submit(formEvent)]);
    });

    expect(callsTo(fetchMock, '/api/bookings')).toBe(1);
    expect(callsTo(fetchMock, CONFIRM)).toBe(1);
    expect(result.current.location.pathname).toBe(`/de/buchung-erfolgreich/${BOOKING}`);
  });

  it('keeps the hold when the confirmation fails, and the retry confirms it without a new hold', async () => {
    let confirmAnswers = [json(502, { statusCode: 502, message: 'Bitte später erneut.' })];
    const fetchMock = stubApi({
      '/api/payment-methods': () => json(200, methods),
      '/api/bookings/quote': () => json(200, quote),
      '/api/bookings': () => json(201, hold),
      [CONFIRM]: () => confirmAnswers.shift() ?? json(200, {}),
    });
    const { result } = await readyCheckout();

    await act(() => result.current.checkout.submit(formEvent));
    expect(result.current.checkout.failure).toEqual({
      kind: 'server',
      message: 'Bitte später erneut.',
    });
    expect(result.current.checkout.hold?.id).toBe(BOOKING);
    expect(result.current.checkout.locked).toBe(true);
    expect(result.current.location.pathname).toBe('/de/kasse');

    confirmAnswers = [];
    await act(() => result.current.checkout.submit(formEvent));
    expect(callsTo(fetchMock, '/api/bookings')).toBe(1);
    expect(callsTo(fetchMock, CONFIRM)).toBe(2);
    expect(result.current.location.pathname).toBe(`/de/buchung-erfolgreich/${BOOKING}`);
  });

  it('drops a hold the confirmation finds gone, so the next try makes a new one', async () => {
    let confirmAnswer = json(409, { statusCode: 409, message: 'Die Reservierung ist abgelaufen.' });
    const fetchMock = stubApi({
      '/api/payment-methods': () => json(200, methods),
      '/api/bookings/quote': () => json(200, quote),
      '/api/bookings': () => json(201, hold),
      [CONFIRM]: () => confirmAnswer,
    });
    const { result } = await readyCheckout();

    await act(() => result.current.checkout.submit(formEvent));
    expect(result.current.checkout.failure).toEqual({
      kind: 'refused',
      status: 409,
      message: 'Die Reservierung ist abgelaufen.',
    });
    expect(result.current.checkout.hold).toBeNull();
    expect(result.current.checkout.locked).toBe(false);

    confirmAnswer = json(200, {});
    await act(() => result.current.checkout.submit(formEvent));
    expect(callsTo(fetchMock, '/api/bookings')).toBe(2);
    expect(result.current.location.pathname).toBe(`/de/buchung-erfolgreich/${BOOKING}`);
  });

  it('frees the form when the hold runs out, and forgets it in the tab', async () => {
    stubApi({
      '/api/payment-methods': () => json(200, methods),
      '/api/bookings/quote': () => json(200, quote),
      '/api/bookings': () => json(201, hold),
      [CONFIRM]: () => json(502, {}),
    });
    const { result, unmount } = await readyCheckout();
    await act(() => result.current.checkout.submit(formEvent));
    expect(result.current.checkout.hold?.id).toBe(BOOKING);

    act(() => result.current.checkout.expired());
    expect(result.current.checkout.hold).toBeNull();
    expect(result.current.checkout.failure).toEqual({ kind: 'expired' });
    expect(result.current.checkout.locked).toBe(false);

    // A reload of the page finds no hold to continue with.
    unmount();
    const again = await readyCheckout();
    expect(again.result.current.checkout.hold).toBeNull();
  });
});
