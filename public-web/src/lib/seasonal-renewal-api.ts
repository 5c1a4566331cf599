import { answer, apiClient } from '@/lib/contract-client';

/** The renewal offer of a seasonal pitch, through the signed link from its mail. */
const offer = (id: string, token: string) => ({ params: { path: { id }, query: { token } } });

export const getRenewal = (id: string, token: string) =>
  answer(apiClient.GET('/api/seasonal-renewals/{id}', offer(id, token)));

export const acceptRenewal = (id: string, token: string) =>
  answer(apiClient.POST('/api/seasonal-renewals/{id}/accept', offer(id, token)));

export const declineRenewal = (id: string, token: string) =>
  answer(apiClient.POST('/api/seasonal-renewals/{id}/decline', offer(id, token)));
