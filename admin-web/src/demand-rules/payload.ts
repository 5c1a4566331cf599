import type { DemandRule } from '@/api-types';

export type DemandRuleFormValues = Partial<DemandRule>;

/** Only the fields the API writes (it refuses unknown ones); a surcharge has no arrival window. */
export const toDemandRulePayload = (v: DemandRuleFormValues) => ({
  kind: v.kind,
  categoryId: v.categoryId,
  seasonId: v.seasonId || null,
  thresholdPercent: v.thresholdPercent,
  percentBp: v.percentBp,
  capCents: v.capCents === undefined || v.capCents === null ? v.capCents : Math.round(v.capCents),
  daysBeforeArrival: v.kind === 'last_minute' ? (v.daysBeforeArrival ?? null) : null,
  active: v.active ?? true,
});
