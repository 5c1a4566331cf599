import {
  seasonalContractDtoRenewalValues,
  seasonalContractDtoStatusValues,
  seasonalHolderDtoLanguageValues,
  seasonalInstalmentDtoStateValues,
  seasonalRefundPayoutDtoMethodValues,
} from '@contract/enums';
import type { CreateSeasonalContract, SeasonalContract, SeasonalHolder } from '@/api-types';
import { api, ok } from '@/providers/api';

export const RENEWAL_STATES = seasonalContractDtoRenewalValues;
export const CONTRACT_STATUSES = seasonalContractDtoStatusValues;
export const INSTALMENT_STATES = seasonalInstalmentDtoStateValues;

export const languageChoices = seasonalHolderDtoLanguageValues.map((id) => ({
  id,
  name: `resources.seasonal-contracts.language.${id}`,
}));

/** The form keeps plates as one text ("LI 123 AB, GU 4 X"); the API wants a list. */
const platesOf = (text: unknown): string[] =>
  typeof text === 'string'
    ? text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : Array.isArray(text)
      ? (text as string[])
      : [];

/** Only the fields a change may carry (the API refuses any other). */
export const toHolderPayload = (r: Record<string, unknown>): SeasonalHolder => ({
  firstName: r.firstName as string,
  lastName: r.lastName as string,
  email: r.email as string,
  phone: (r.phone as string | null) || null,
  street: (r.street as string | null) || null,
  postalCode: (r.postalCode as string | null) || null,
  city: (r.city as string | null) || null,
  country: (r.country as string | null) || null,
  language: r.language as SeasonalHolder['language'],
  plates: platesOf(r.platesText ?? r.plates),
  renewalOfferDate: (r.renewalOfferDate as string | null) || null,
});

export const toCreatePayload = (r: Record<string, unknown>): CreateSeasonalContract => ({
  ...toHolderPayload(r),
  firstName: r.firstName as string,
  lastName: r.lastName as string,
  email: r.email as string,
  language: (r.language as CreateSeasonalContract['language']) ?? 'de',
  pitchId: r.pitchId as string,
  startDate: r.startDate as string,
  endDate: r.endDate as string,
  feeCents: r.feeCents as number,
  instalmentDates: ((r.instalmentDates as { date?: string }[] | undefined) ?? [])
    .map((d) => d?.date ?? '')
    .filter(Boolean),
});

const path = (id: string) => ({ params: { path: { id } } });
const instalment = (id: string, instalmentId: string) => ({
  params: { path: { id, instalmentId } },
});

export const issueInstalment = (id: string, instalmentId: string) =>
  ok(
    api.POST(
      '/api/admin/seasonal-contracts/{id}/instalments/{instalmentId}/issue',
      instalment(id, instalmentId),
    ),
  );

export const markInstalmentPaid = (id: string, instalmentId: string, paidOn: string) =>
  ok(
    api.POST('/api/admin/seasonal-contracts/{id}/instalments/{instalmentId}/paid', {
      ...instalment(id, instalmentId),
      body: { paidOn },
    }),
  );

export const terminateContract = (id: string, terminatedOn: string) =>
  ok(
    api.POST('/api/admin/seasonal-contracts/{id}/terminate', {
      ...path(id),
      body: { terminatedOn },
    }),
  );

export const sendRenewalOffer = (id: string): Promise<SeasonalContract> =>
  ok(api.POST('/api/admin/seasonal-contracts/{id}/renewal-offer', path(id)));

export const recordContractReading = (id: string, valueWh: number): Promise<SeasonalContract> =>
  ok(
    api.POST('/api/admin/seasonal-contracts/{id}/meter-readings', {
      ...path(id),
      body: { valueWh },
    }),
  );

export const issueClosingInvoice = (id: string): Promise<SeasonalContract> =>
  ok(api.POST('/api/admin/seasonal-contracts/{id}/closing-invoice', path(id)));

export const reverseInstalment = (id: string, instalmentId: string) =>
  ok(
    api.POST(
      '/api/admin/seasonal-contracts/{id}/instalments/{instalmentId}/reverse',
      instalment(id, instalmentId),
    ),
  );

export const resendInstalment = (id: string, instalmentId: string) =>
  ok(
    api.POST(
      '/api/admin/seasonal-contracts/{id}/instalments/{instalmentId}/resend',
      instalment(id, instalmentId),
    ),
  );

export const REFUND_METHODS = seasonalRefundPayoutDtoMethodValues;

export const payOutInstalmentRefund = (
  id: string,
  instalmentId: string,
  method: (typeof REFUND_METHODS)[number],
  reference: string,
) =>
  ok(
    api.POST('/api/admin/seasonal-contracts/{id}/instalments/{instalmentId}/refund-payout', {
      ...instalment(id, instalmentId),
      body: { method, ...(reference.trim() ? { reference: reference.trim() } : {}) },
    }),
  );
