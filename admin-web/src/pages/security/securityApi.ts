import { queryOptions } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import type { ChangePassword, ChangePasswordResponse, StaffSession } from '@/api-types';
import { api, ok } from '@/providers/api';

export const ownSessionsQuery = queryOptions({
  queryKey: ['admin', 'account', 'sessions'],
  queryFn: () => ok(api.GET('/api/admin/account/sessions')),
});

export function revokeOwnSession(id: string): Promise<StaffSession> {
  return ok(api.DELETE('/api/admin/account/sessions/{id}', { params: { path: { id } } }));
}

/** Field messages of a 400 answer (`{fields: {name: message}}`), or null for any other failure. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const fields = (error.body as { fields?: Record<string, string> } | undefined)?.fields;
  return fields && Object.keys(fields).length ? fields : null;
}

export function changePassword(body: ChangePassword): Promise<ChangePasswordResponse> {
  return ok(api.PUT('/api/admin/account/password', { body }));
}
