import type { Season } from '@/api-types';

/** A season as its form holds it: one nightly rate per category id, empty meaning the base price. */
export interface SeasonFormValues {
  id?: string;
  name: string;
  startDate: string;
  endDate: string;
  minStayNights?: number | null;
  rateByCategory?: Record<string, number | null | undefined>;
}

export const toSeasonForm = (season: Partial<Season> | undefined): SeasonFormValues => ({
  id: season?.id,
  name: season?.name ?? '',
  startDate: season?.startDate ?? '',
  endDate: season?.endDate ?? '',
  minStayNights: season?.minStayNights ?? 1,
  rateByCategory: Object.fromEntries(
    (season?.rates ?? []).map((r) => [r.categoryId, r.nightlyPriceCents]),
  ),
});

/** Only what the API writes; `rates` replaces all of the season's rates. */
export const toSeasonPayload = (v: SeasonFormValues) => ({
  name: v.name.trim(),
  startDate: v.startDate,
  endDate: v.endDate,
  minStayNights: v.minStayNights ?? 1,
  rates: Object.entries(v.rateByCategory ?? {})
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([categoryId, cents]) => ({ categoryId, nightlyPriceCents: Math.round(cents) })),
});
