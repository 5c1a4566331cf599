import type { Season } from '@/api-types';

/** A season as its form holds it: one nightly rate per category id, empty meaning the base price. */
export interface SeasonFormValues {
  id?: string;
  /** German name. */
  name: string;
  /** English name: what guests reading English see in quotes, mails and invoices. */
  nameEn: string;
  startDate: string;
  endDate: string;
  minStayNights?: number | null;
  depositKind?: 'none' | 'percent' | 'fixed';
  /** Percent (30 = 30 %) while `depositKind` is percent. */
  depositPercent?: number | null;
  /** Cents while `depositKind` is fixed. */
  depositFixedCents?: number | null;
  balanceDueDays?: number | null;
  rateByCategory?: Record<string, number | null | undefined>;
}

export const toSeasonForm = (season: Partial<Season> | undefined): SeasonFormValues => ({
  id: season?.id,
  name: season?.name ?? '',
  nameEn: season?.nameEn ?? '',
  startDate: season?.startDate ?? '',
  endDate: season?.endDate ?? '',
  minStayNights: season?.minStayNights ?? 1,
  depositKind: season?.depositKind ?? 'none',
  depositPercent: season?.depositKind === 'percent' ? (season.depositValue ?? 0) / 100 : null,
  depositFixedCents: season?.depositKind === 'fixed' ? season.depositValue : null,
  balanceDueDays: season?.balanceDueDays ?? 14,
  rateByCategory: Object.fromEntries(
    (season?.rates ?? []).map((r) => [r.categoryId, r.nightlyPriceCents]),
  ),
});

/** Only what the API writes; `rates` replaces all of the season's rates. */
export const toSeasonPayload = (v: SeasonFormValues) => ({
  // The preview reads the form while it is filled in: a field not touched yet may be undefined.
  name: (v.name ?? '').trim(),
  nameEn: (v.nameEn ?? '').trim(),
  startDate: v.startDate,
  endDate: v.endDate,
  minStayNights: v.minStayNights ?? 1,
  depositKind: v.depositKind ?? 'none',
  // Percent in basis points (30 % = 3000), a fixed deposit in cents.
  depositValue:
    v.depositKind === 'percent'
      ? Math.round((v.depositPercent ?? 0) * 100)
      : v.depositKind === 'fixed'
        ? Math.round(v.depositFixedCents ?? 0)
        : 0,
  balanceDueDays: v.balanceDueDays ?? 14,
  rates: Object.entries(v.rateByCategory ?? {})
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([categoryId, cents]) => ({ categoryId, nightlyPriceCents: Math.round(cents) })),
});
