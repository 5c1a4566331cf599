/** A category as the form holds it (prices in cents, edited through euro inputs). */
export interface CategoryFormValues {
  slug: string;
  nameDe: string;
  nameEn: string;
  descriptionDe?: string | null;
  descriptionEn?: string | null;
  basePriceCents: number;
  extraPersonCents?: number | null;
  personsIncluded: number;
  maxPersons: number;
  maxVehicleLengthM?: number | null;
  imageUrl?: string | null;
  sortOrder?: number | null;
  active?: boolean;
}

/** Only the fields the API writes (it refuses unknown ones); cents stay integers. */
export const toCategoryPayload = (v: CategoryFormValues) => ({
  slug: v.slug.trim(),
  nameDe: v.nameDe.trim(),
  nameEn: v.nameEn.trim(),
  descriptionDe: (v.descriptionDe ?? '').trim(),
  descriptionEn: (v.descriptionEn ?? '').trim(),
  basePriceCents: Math.round(v.basePriceCents),
  extraPersonCents: Math.round(v.extraPersonCents ?? 0),
  personsIncluded: v.personsIncluded,
  maxPersons: v.maxPersons,
  maxVehicleLengthM: v.maxVehicleLengthM ?? null,
  imageUrl: (v.imageUrl ?? '').trim(),
  sortOrder: v.sortOrder ?? 0,
  active: v.active ?? true,
});
