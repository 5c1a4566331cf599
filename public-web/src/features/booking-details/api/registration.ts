import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GuestRegistration, GuestRegistrationInput } from '@/lib/api-types';

export type { GuestRegistration, GuestRegistrationInput };

const path = (id: string, token: string) =>
  `/api/bookings/${encodeURIComponent(id)}/registration?${new URLSearchParams({ token })}`;

export const registrationQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: ['registration', id, token],
    queryFn: () => api.get<GuestRegistration>(path(id, token)),
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
      api.put<GuestRegistration>(path(id, token), input),
    onSuccess: (saved) => client.setQueryData(registrationQuery(id, token).queryKey, saved),
  });
}
