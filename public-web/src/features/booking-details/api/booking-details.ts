import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import type { Booking } from '@/lib/api-types';
import { answer, apiClient } from '@/lib/contract-client';
import { bookingQuery, cancelBooking } from '@/lib/booking-api';

export type { Booking };

/** How often, and how many times at most, the page asks again while the invoice is being issued. */
export const PENDING_POLL_MS = 2000;
const PENDING_POLLS = 60;

/**
 * The details page's booking, asked afresh on every visit (the API sends no-store too). While the
 * API says the invoice is on its way (`invoicePending`: the worker issues it just after a
 * confirmation or payment), the page asks again every 2 s (at most 2 minutes), so the download
 * appears without a reload.
 */
export const useBookingDetails = (id: string, token: string) =>
  useQuery({
    ...bookingQuery(id, token),
    enabled: Boolean(token),
    refetchInterval: (query) =>
      query.state.data?.invoicePending && query.state.dataUpdateCount < PENDING_POLLS
        ? PENDING_POLL_MS
        : false,
  });

/** Cancels under the policy; the page then shows the booking as the API answered it. */
export function useCancelBooking(id: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelBooking(id, token),
    onSuccess: (booking) => client.setQueryData(bookingQuery(id, token).queryKey, booking),
  });
}

/**
 * The link of the pay-on-arrival mail carries a second secret (`verify`): following it makes the
 * booking binding (docs/booking-engine.md, holds and the verification mail).
 */
export const verifyBooking = (id: string, token: string, key: string) =>
  answer(
    apiClient.POST('/api/bookings/{id}/verify', {
      params: { path: { id }, query: { token, key } },
    }),
  );

export function useVerifyBooking(id: string, token: string) {
  const client = useQueryClient();
  const { queryKey } = bookingQuery(id, token);
  return useMutation({
    // The page's first read goes out at the same moment; if it answered after the confirmation,
    // its "waiting for your confirmation" would overwrite the confirmed booking. It is dropped.
    onMutate: () => client.cancelQueries({ queryKey }),
    mutationFn: (key: string) => verifyBooking(id, token, key),
    onSuccess: (booking) => {
      client.setQueryData(queryKey, booking);
      // What was read of the booking before it was binding (the registration said "not yet") is stale.
      void client.invalidateQueries({ queryKey: ['registration', id] });
    },
    // A refused link (expired, wrong key): the page reads the booking as the server has it.
    onError: () => void client.invalidateQueries({ queryKey }),
  });
}

const guestBooking = (id: string, token: string) => ({
  params: { path: { id }, query: { token } },
});

/** A deposit booking's balance: a PaymentIntent for what is still due (docs/payments-and-invoices.md, "Deposit and balance"). */
export const startBalancePayment = (id: string, token: string) =>
  answer(apiClient.POST('/api/bookings/{id}/balance-payment', guestBooking(id, token)));

export function useBalancePayment(id: string, token: string) {
  return useMutation({ mutationFn: () => startBalancePayment(id, token) });
}

/** After Stripe.js confirmed the balance: the API reads the intent itself and records it. */
export function useBalancePaid(id: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      answer(apiClient.POST('/api/bookings/{id}/payment-return', guestBooking(id, token))),
    onSuccess: (booking) => client.setQueryData(bookingQuery(id, token).queryKey, booking),
  });
}

/** The invoice PDF of the booking (issued by the invoices module once the booking is paid). */
export const invoiceUrl = (id: string, token: string) =>
  `${env.API_URL}/api/bookings/${encodeURIComponent(id)}/invoice.pdf?token=${encodeURIComponent(token)}`;

export type LoadFailure = 'accessDenied' | 'notFound' | 'network' | 'server' | 'loading';

/** Which docs/product.md §8 message a failed request shows. */
export function failureOf(error: unknown): LoadFailure {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'accessDenied';
    if (error.status === 404) return 'notFound';
    if (error.status >= 500) return 'server';
    return 'loading';
  }
  // fetch rejects with a TypeError when the request never got an answer.
  return error instanceof TypeError ? 'network' : 'loading';
}

/** The API's own message (in the page's language) from a failed request, else the raw text. */
export function apiMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    /* not JSON */
  }
  return body;
}
