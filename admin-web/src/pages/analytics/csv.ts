import type { Analytics, OccupancyFigures } from '@/api-types';
import { type CsvValue, euros, fixed, toCsv } from '@/export/csv';
import { addDays } from '@/pages/calendar/timeline';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const percent = (bp: number) => fixed(bp / 100, 2);

/** The report's first and last night (`to` is the exclusive end), as in the file's name. */
export const reportPeriod = (data: Pick<Analytics, 'from' | 'to'>) =>
  [data.from, addDays(data.to, -1)] as const;

/** The export's file name without `.csv`: `auswertung-2027-05-01-2027-06-30`. */
export const analyticsFilename = (data: Pick<Analytics, 'from' | 'to'>, file: string) =>
  [file, ...reportPeriod(data)].join('-');

/**
 * The report as one CSV: a row per month, per category and the total (section, name, nights
 * available and sold, occupancy %, net, VAT, gross, tourist tax, ADR, RevPAR in euros), the
 * seasonal pitches' instalment invoices per month and in all (their money columns only: a season
 * fee is no price of nights), then the guests' countries, then the key figures (stays, length, lead time, cancellations, no-shows and
 * the fees kept). The period is named by its first and last night, as the file name is.
 */
export function analyticsCsv(data: Analytics, translate: Translate, locale: string): string {
  const t = (k: string) => translate(`app.analytics.${k}`);
  const a = data.arrivals;
  const header = [
    '',
    '',
    t('available'),
    t('sold'),
    `${t('occupancy')} %`,
    t('net'),
    t('vat'),
    t('gross'),
    t('tourist_tax'),
    'ADR',
    'RevPAR',
  ];
  const row = (section: string, name: string, f: OccupancyFigures) => [
    section,
    name,
    f.pitchNightsAvailable,
    f.pitchNightsSold,
    percent(f.occupancyBp),
    euros(f.revenue.netCents),
    euros(f.revenue.vatCents),
    euros(f.revenue.grossCents),
    euros(f.revenue.touristTaxCents),
    euros(f.adrCents),
    euros(f.revparCents),
  ];
  const rows: CsvValue[][] = [
    ...data.byMonth.map((m) => row(t('month'), m.month, m)),
    ...data.byCategory.map((c) => row(t('category'), locale === 'en' ? c.nameEn : c.nameDe, c)),
    row(t('total'), reportPeriod(data).join(' – '), data.totals),
    ...[
      ...data.seasonal.byMonth,
      { month: reportPeriod(data).join(' – '), ...data.seasonal.totals },
    ].map((s) => [
      t('seasonal_row'),
      s.month,
      '',
      '',
      '',
      euros(s.netCents),
      euros(s.vatCents),
      euros(s.grossCents),
      euros(s.touristTaxCents),
      '',
      '',
    ]),
    [],
    [t('country'), '', t('bookings'), t('nights')],
    ...data.arrivals.countries.map((c) => [
      t('country'),
      c.country ?? t('unknown_country'),
      c.bookings,
      c.nights,
    ]),
    [],
    // The key figures the page shows beside the tables, cancellations and no-shows included, so the
    // export agrees with the page and with the fee invoices.
    [t('bookings'), '', a.bookings],
    [t('alos'), '', fixed(a.averageStayNights, 1)],
    [t('lead_time'), '', fixed(a.averageLeadTimeDays, 0)],
    [t('cancelled'), '', a.cancelled],
    [`${t('cancellation_rate')} %`, '', percent(a.cancellationRateBp)],
    [t('no_shows'), '', a.noShows],
    [t('kept_fees'), '', euros(a.keptFeesCents)],
    // What the demand rules added and gave away, as the invoices of those bookings show it.
    [t('demand_surcharges'), '', euros(data.demand.surchargeCents)],
    [t('demand_discounts'), '', euros(data.demand.discountCents)],
  ];
  return toCsv(header, rows, locale);
}
