import type { AccessCode } from '@/api-types';
import { API_URL, httpClient } from '@/providers/http';

/** An access code as GET /api/admin/access-codes answers it. */
export type AccessCodeRecord = AccessCode;
export type AccessCodeStatus = AccessCode['status'];

export const statusChoices = (['active', 'revoked', 'expired'] satisfies AccessCodeStatus[]).map(
  (id) => ({
    id,
    name: `resources.access-codes.status.${id}`,
  }),
);

const action = async (id: string, name: 'revoke' | 'regenerate') =>
  (
    await httpClient(`${API_URL}/admin/access-codes/${encodeURIComponent(id)}/${name}`, {
      method: 'POST',
    })
  ).json as AccessCodeRecord;

/** The code stops opening the gate at once. */
export const revokeCode = (id: string) => action(id, 'revoke');

/** A new code for the same booking; the old one is revoked in the same step. */
export const regenerateCode = (id: string) => action(id, 'regenerate');
