import { queryOptions } from '@tanstack/react-query';
import type { PaymentMethod } from '@contract/constants';
import type { components } from '@contract/openapi';
import type { CreatedBooking, NewBooking, StayRequest } from '@/lib/api-types';
import { answer, apiClient } from '@/lib/contract-client';
import { getQuote } from '@/lib/booking-api';

type Schemas = components['schemas'];

export type { PaymentMethod };
export type Extra = Schemas['PublicExtraDto'];
export type PublicPitch = Schemas['PublicPitchDto'];

/** What the API tells the page to do after the hold, by `provider` (the payment contract). */
export type PaymentInstruction = CreatedBooking['payment'];
export type PaymentMethods = Schemas['PaymentMethodsDto'];
export type HoldRequest = NewBooking & { paymentMethod: PaymentMethod };
export type Hold = CreatedBooking;

const MINUTE = 60_000;

/** docs/product.md §9: the pitch list is kept 10 / 20 minutes. */
export const pitchesQuery = queryOptions({
  queryKey: ['/api/pitches'],
  queryFn: () => answer(apiClient.GET('/api/pitches')),
  staleTime: 10 * MINUTE,
  gcTime: 20 * MINUTE,
  refetchOnMount: false,
  refetchOnReconnect: false,
});

export const extrasQuery = queryOptions({
  queryKey: ['/api/extras'],
  queryFn: () => answer(apiClient.GET('/api/extras')),
  refetchOnMount: false,
  refetchOnReconnect: false,
});

/** Which ways to pay the site offers now (settings can switch one off at any time). */
export const paymentMethodsQuery = queryOptions({
  queryKey: ['/api/payment-methods'],
  queryFn: () => answer(apiClient.GET('/api/payment-methods')),
  staleTime: MINUTE,
});

/** The live price of the stay as it stands in the form; the previous price stays while a new one loads. */
export const quoteQuery = (stay: StayRequest) =>
  queryOptions({
    queryKey: ['/api/bookings/quote', stay],
    queryFn: () => getQuote(stay),
    staleTime: MINUTE,
    // A refused stay (400) is an answer, not a hiccup.
    retry: false,
  });

export const createHold = (body: HoldRequest) => answer(apiClient.POST('/api/bookings', { body }));

/**
 * Stripe: the guest came back from paying. The API asks Stripe and confirms the booking when the
 * payment went through (the webhook does the same; whichever comes first wins).
 */
export const paymentReturn = (id: string, token: string) =>
  answer(
    apiClient.POST('/api/bookings/{id}/payment-return', {
      params: { path: { id }, query: { token } },
    }),
  );
