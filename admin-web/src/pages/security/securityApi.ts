import { queryOptions } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import type { ChangePassword, ChangePasswordResponse, StaffSession } from '@/api-types';
import { API_URL, httpClient } from '@/providers/http';

const account = `${API_URL}/admin/account`;

export const ownSessionsQuery = queryOptions({
  queryKey: ['admin', 'account', 'sessions'],
  queryFn: async () => (await httpClient(`${account}/sessions`)).json as StaffSession[],
});

export async function revokeOwnSession(id: string): Promise<StaffSession> {
  const { json } = await httpClient(`${account}/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  return json as StaffSession;
}

/** Field messages of a 400 answer (`{fields: {name: message}}`), or null for any other failure. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const fields = (error.body as { fields?: Record<string, string> } | undefined)?.fields;
  return fields && Object.keys(fields).length ? fields : null;
}

export async function changePassword(body: ChangePassword): Promise<ChangePasswordResponse> {
  const { json } = await httpClient(`${account}/password`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
  return json as ChangePasswordResponse;
}
