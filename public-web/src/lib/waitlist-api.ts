import type { JoinWaitlist } from '@/lib/api-types';
import { answer, apiClient } from '@/lib/contract-client';

/** The waitlist's calls: sign up (pitch selection), and the links from its mails (waitlist page). */
export const joinWaitlist = (wish: JoinWaitlist) =>
  answer(apiClient.POST('/api/waitlist', { body: wish }));

const entry = (id: string, token: string) => ({ params: { path: { id }, query: { token } } });

export const confirmWaitlist = (id: string, token: string) =>
  answer(apiClient.POST('/api/waitlist/{id}/confirm', entry(id, token)));

export const leaveWaitlist = (id: string, token: string) =>
  answer(apiClient.POST('/api/waitlist/{id}/leave', entry(id, token)));
