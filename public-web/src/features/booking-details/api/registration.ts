import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestRegistration, GuestRegistrationInput } from '@/lib/api-types';

import { answer, apiClient } from '@/lib/contract-client';

export type { GuestRegistration, GuestRegistrationInput };

const params = (id: string, token: string) => ({ path: { id }, query: { token } });

export const registrationQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: ['registration', id, token],
    queryFn: () =>
      answer(apiClient.GET('/api/bookings/{id}/registration', { params: params(id, token) })),
  });

/**
 * The booking's guest registration (Meldeschein): party size, who is registered, the sheet number.
 * Asked only once the booking is confirmed: asked of a pending one, the answer (not editable yet)
 * would stay cached after the mail link confirmed it, and the page would offer no way to register.
 */
export const useRegistration = (id: string, token: string, confirmed: boolean) =>
  useQuery({ ...registrationQuery(id, token), enabled: Boolean(token) && confirmed });

/** Stores every person and the signature; a correction keeps the sheet number. */
export function useSubmitRegistration(id: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestRegistrationInput) =>
      answer(
        apiClient.PUT('/api/bookings/{id}/registration', {
          params: params(id, token),
          body: input,
        }),
      ),
    onSuccess: (saved) => client.setQueryData(registrationQuery(id, token).queryKey, saved),
  });
}
