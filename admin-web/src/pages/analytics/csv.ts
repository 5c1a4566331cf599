import type { Analytics, OccupancyFigures } from '@/api-types';
import { toCsv } from '@/bookings/csv';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const euros = (cents: number) => (cents / 100).toFixed(2);
const percent = (bp: number) => (bp / 100).toFixed(2);

/**
 * The report as one CSV: a row per month, per category and the total (section, name, nights
 * available and sold, occupancy %, net, VAT, gross, tourist tax, ADR, RevPAR in euros with a
 * decimal point), then the guests' countries.
 */
export function analyticsCsv(data: Analytics, translate: Translate, locale: string): string {
  const t = (k: string) => translate(`app.analytics.${k}`);
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
  const rows: unknown[][] = [
    ...data.byMonth.map((m) => row(t('month'), m.month, m)),
    ...data.byCategory.map((c) => row(t('category'), locale === 'en' ? c.nameEn : c.nameDe, c)),
    row(t('total'), `${data.from} – ${data.to}`, data.totals),
    [],
    [t('country'), '', t('bookings'), t('nights')],
    ...data.arrivals.countries.map((c) => [
      t('country'),
      c.country ?? t('unknown_country'),
      c.bookings,
      c.nights,
    ]),
  ];
  return toCsv(header, rows);
}
