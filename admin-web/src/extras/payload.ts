import type { Extra } from '@/api-types';

export type ExtraFormValues = Partial<Extra> & Pick<Extra, 'code' | 'nameDe' | 'nameEn'>;

/** Only the fields the API writes (it refuses unknown ones); cents stay integers. */
export const toExtraPayload = (v: ExtraFormValues) => ({
  code: v.code.trim(),
  nameDe: v.nameDe.trim(),
  nameEn: v.nameEn.trim(),
  descriptionDe: (v.descriptionDe ?? '').trim(),
  descriptionEn: (v.descriptionEn ?? '').trim(),
  priceCents: Math.round(v.priceCents ?? 0),
  unit: v.unit,
  vatRateBp: v.vatRateBp,
  mandatory: v.mandatory ?? false,
  requiresElectricity: v.requiresElectricity ?? false,
  maxQuantity: v.maxQuantity ?? 1,
  categoryIds: v.categoryIds ?? [],
  sortOrder: v.sortOrder ?? 0,
  active: v.active ?? true,
});
