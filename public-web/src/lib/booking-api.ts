import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import type { Booking, NewBooking, StayRequest } from '@/lib/api-types';
import { answer, apiClient } from '@/lib/contract-client';

/**
 * The booking journey's calls (docs/architecture.md, public API), typed by the API's contract. The search form, the
 * pitch map, the details and payment steps and the guest's booking page build on these.
 */

export interface StaySearch {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  categoryId?: string;
}

/** A guest's call on their booking: its id in the path, its token in the query. */
const guestBooking = (id: string, token: string) => ({
  params: { path: { id }, query: { token } },
});

export function availabilityQuery(search: StaySearch) {
  const query = {
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    adults: search.adults,
    children: search.children,
    ...(search.categoryId ? { categoryId: search.categoryId } : {}),
  };
  return queryOptions({
    queryKey: ['/api/availability', search],
    queryFn: () => answer(apiClient.GET('/api/availability', { params: { query } })),
    // Occupancy changes with every hold: always asked afresh (the API sends no-store too).
    staleTime: 0,
  });
}

export const getQuote = (stay: StayRequest) =>
  answer(apiClient.POST('/api/bookings/quote', { body: stay }));

export const createBooking = (booking: NewBooking) =>
  answer(apiClient.POST('/api/bookings', { body: booking }));

export const bookingQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: ['/api/bookings', id],
    queryFn: () => answer(apiClient.GET('/api/bookings/{id}', guestBooking(id, token))),
    staleTime: 0,
  });

export const confirmBooking = (id: string, token: string) =>
  answer(apiClient.POST('/api/bookings/{id}/confirm', guestBooking(id, token)));

export const cancelBooking = (id: string, token: string) =>
  answer(apiClient.POST('/api/bookings/{id}/cancel', guestBooking(id, token)));

/** Whole seconds a pending hold has left (0 once it ran out, or when the booking is no hold). */
export function holdSecondsLeft(
  booking: Pick<Booking, 'status' | 'holdExpiresAt'>,
  now = Date.now(),
): number {
  if (booking.status !== 'pending' || !booking.holdExpiresAt) return 0;
  return Math.max(0, Math.floor((Date.parse(booking.holdExpiresAt) - now) / 1000));
}

/** The stay in the words the summary shows: dates, nights, party and what is paid. */
export function stayOf(booking: Booking) {
  return {
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    persons: booking.adults + booking.children,
    pitch: booking.pitch.code,
    totalCents: booking.totalCents,
    cancelled:
      booking.status === 'cancelled' ||
      booking.status === 'expired' ||
      booking.status === 'no_show',
  };
}

/** What the API said about a refused request: its message and per-field messages (page language). */
export interface ApiProblem {
  status: number;
  message: string;
  fields: Record<string, string>;
}

/**
 * The API's error body behind an ApiError (`{statusCode, error, message, fields?}`), or null for
 * failures that never reached it (network) or answered something else.
 */
export function apiProblem(error: unknown): ApiProblem | null {
  if (!(error instanceof ApiError)) return null;
  const text = error.message.slice(error.message.indexOf(': ') + 2);
  try {
    const body = JSON.parse(text) as { message?: unknown; fields?: unknown };
    const fields =
      body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
    return {
      status: error.status,
      message: typeof body.message === 'string' ? body.message : '',
      fields,
    };
  } catch {
    return { status: error.status, message: '', fields: {} };
  }
}
