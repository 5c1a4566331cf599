import { accessCodeDtoStatusValues } from '@contract/enums';
import type { AccessCode } from '@/api-types';
import { api, ok } from '@/providers/api';

/** An access code as GET /api/admin/access-codes answers it. */
export type AccessCodeRecord = AccessCode;
export type AccessCodeStatus = AccessCode['status'];

export const statusChoices = accessCodeDtoStatusValues.map((id) => ({
  id,
  name: `resources.access-codes.status.${id}`,
}));

const byId = (id: string) => ({ params: { path: { id } } });

/** The code stops opening the gate at once. */
export const revokeCode = (id: string) =>
  ok(api.POST('/api/admin/access-codes/{id}/revoke', byId(id)));

/** A new code for the same booking; the old one is revoked in the same step. */
export const regenerateCode = (id: string) =>
  ok(api.POST('/api/admin/access-codes/{id}/regenerate', byId(id)));
