import { api } from '@/lib/api-client';
import type { JoinWaitlist, WaitlistEntry, WaitlistJoined } from '@/lib/api-types';

/** The waitlist's calls: sign up (pitch selection), and the links from its mails (waitlist page). */
export const joinWaitlist = (wish: JoinWaitlist) => api.post<WaitlistJoined>('/api/waitlist', wish);

const entryPath = (id: string, action: 'confirm' | 'leave', token: string) =>
  `/api/waitlist/${encodeURIComponent(id)}/${action}?token=${encodeURIComponent(token)}`;

export const confirmWaitlist = (id: string, token: string) =>
  api.post<WaitlistEntry>(entryPath(id, 'confirm', token));

export const leaveWaitlist = (id: string, token: string) =>
  api.post<WaitlistEntry>(entryPath(id, 'leave', token));
