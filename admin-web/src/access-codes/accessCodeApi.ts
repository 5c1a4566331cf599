import type { RaRecord } from 'react-admin';
import { API_URL, httpClient } from '@/providers/http';

export type AccessCodeStatus = 'active' | 'revoked' | 'expired';

/** An access code as GET /api/admin/access-codes answers it. */
export interface AccessCodeRecord extends RaRecord<string> {
  bookingId: string;
  bookingNumber: string;
  pitchCode: string;
  guestName: string;
  code: string;
  status: AccessCodeStatus;
  validFrom: string;
  validUntil: string;
  createdAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
}

export const statusChoices = (['active', 'revoked', 'expired'] as const).map((id) => ({
  id,
  name: `resources.access-codes.status.${id}`,
}));

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
