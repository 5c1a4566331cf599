import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, Availability, AvailabilityPitch, Booking } from '@/lib/api-types';
import { json, renderApp, stubApi } from '@/testing/render-app';

const ID = '7d1e8a52-1f0c-4a8e-9a51-3c2b1d0e9f11';
const PITCH = '3b0f6f1e-6a43-4f36-9d0e-8c5a2b7e4d10';
const TOKEN = 'guest-token';
const AVAILABILITY =
  '/api/availability?checkIn=2027-07-10&checkOut=2027-07-14&adults=2&children=1&categoryId=c1';

/** A pay-on-arrival booking that waited for the mail's link (only what the page reads of it). */
const waiting = (overrides: Partial<Booking> = {}) =>
  ({
    id: ID,
    number: '2027-00042',
    status: 'pending',
    paymentStatus: 'unpaid',
    paymentMethod: 'on_arrival',
    awaitingEmailConfirmation: true,
    checkIn: '2027-07-10',
    checkOut: '2027-07-14',
    nights: 4,
    adults: 2,
    children: 1,
    extras: [],
    language: 'de',
    quote: {
      checkIn: '2027-07-10',
      checkOut: '2027-07-14',
      nights: 4,
      adults: 2,
      children: 1,
      categoryId: 'c1',
      lines: [],
      vat: [],
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
      touristTaxCents: 0,
      totalCents: 0,
      minStayNights: 1,
    },
    totalCents: 0,
    depositCents: 0,
    balanceDueDate: null,
    holdExpiresAt: '2026-11-22T10:30:00.000Z',
    confirmedAt: null,
    cancelledAt: null,
    cancellationFeeCents: 0,
    createdAt: '2026-11-22T09:58:00.000Z',
    pitch: { id: PITCH, code: 'C12' },
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
    cancellationFeeNowCents: 0,
    amountDueCents: 0,
    balancePayable: false,
    invoice: null,
    ...overrides,
  }) satisfies Partial<Booking>;

const availability = (state: AvailabilityPitch['state']) =>
  json(200, {
    checkIn: '2027-07-10',
    checkOut: '2027-07-14',
    nights: 4,
    pitches: [
      { id: PITCH, code: 'C12', categoryId: 'c1', x: 1, y: 1, hasElectricity: true, state },
    ],
  } satisfies Availability);

const tooLate = () =>
  json(409, {
    statusCode: 409,
    error: 'Conflict',
    message: 'Die Reservierung ist abgelaufen. Bitte starten Sie eine neue Buchung.',
  } satisfies ApiErrorBody);

afterEach(() => vi.unstubAllGlobals());

describe('booking details: a mail link that comes after the verification window', () => {
  it('says the reservation ran out and offers the same stay again while the pitch is free', async () => {
    stubApi({
      [`/api/bookings/${ID}?token=${TOKEN}`]: () => json(200, waiting()),
      [`/api/bookings/${ID}/verify?token=${TOKEN}&key=k3y`]: tooLate,
      [AVAILABILITY]: () => availability('available'),
    });
    renderApp(`/de/buchung-details/${ID}?token=${TOKEN}&verify=k3y`);
    expect(await screen.findByRole('heading', { name: 'Reservierung abgelaufen' })).toBeTruthy();
    const again = await screen.findByRole('link', { name: 'Denselben Aufenthalt erneut buchen' });
    expect(again.getAttribute('href')).toBe(
      `/de/kasse?checkIn=2027-07-10&checkOut=2027-07-14&category=motorhome&adults=2&children=1&pitch=${PITCH}`,
    );
    expect(screen.getByText(/Stellplatz C12 ist von .* noch frei/)).toBeTruthy();
    expect(screen.getByTestId('status').textContent).toBe('Abgelaufen');
    // Not the generic failure, and no promise to keep the pitch.
    expect(screen.queryByText(/konnte nicht bestätigt werden/)).toBeNull();
    expect(screen.queryByText(/bis dahin halten wir/i)).toBeNull();
  });

  it('offers the map for the same dates when someone else took the pitch (English)', async () => {
    stubApi({
      [`/api/bookings/${ID}?token=${TOKEN}`]: () =>
        json(200, waiting({ status: 'expired', awaitingEmailConfirmation: false })),
      [AVAILABILITY]: () => availability('occupied'),
    });
    renderApp(`/en/booking-details/${ID}?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Reservation expired' })).toBeTruthy();
    const other = await screen.findByRole('link', {
      name: 'Choose another pitch for these dates',
    });
    expect(other.getAttribute('href')).toBe(
      '/en/pitch-selection?checkIn=2027-07-10&checkOut=2027-07-14&category=motorhome&adults=2&children=1',
    );
    expect(screen.getByText(/Pitch C12 is no longer free/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book the same stay again' })).toBeNull();
  });
});
