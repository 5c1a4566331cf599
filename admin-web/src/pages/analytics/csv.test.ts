import { describe, expect, it } from 'vitest';
import type { Analytics } from '@/api-types';
import { analyticsCsv, analyticsFilename } from '@/pages/analytics/csv';

const figures = (available: number, sold: number, net: number, vat: number, tax: number) => ({
  pitchNightsAvailable: available,
  pitchNightsSold: sold,
  occupancyBp: Math.round((sold * 10_000) / available),
  revenue: { netCents: net, vatCents: vat, grossCents: net + vat, touristTaxCents: tax },
  adrCents: sold ? Math.round(net / sold) : 0,
  revparCents: Math.round(net / available),
});

const seasonal = (net: number, vat: number, tax: number, invoices = net ? 1 : 0) => ({
  invoices,
  netCents: net,
  vatCents: vat,
  grossCents: net + vat,
  touristTaxCents: tax,
});

const report: Analytics = {
  from: '2027-05-01',
  to: '2027-07-01',
  nights: 61,
  totals: figures(3655, 8, 29090, 2909, 3200),
  byMonth: [
    { month: '2027-05', ...figures(1855, 3, 6818, 682, 1200) },
    { month: '2027-06', ...figures(1800, 5, 22272, 2227, 2000) },
  ],
  byCategory: [
    {
      categoryId: 'c1',
      slug: 'tent',
      nameDe: 'Zelt',
      nameEn: 'Tent',
      pitches: 15,
      ...figures(915, 4, 9090, 909, 1600),
    },
  ],
  arrivals: {
    bookings: 2,
    averageStayNights: 3.5,
    averageLeadTimeDays: 115,
    confirmedEver: 3,
    cancelled: 1,
    noShows: 0,
    keptFeesCents: 0,
    cancellationRateBp: 3333,
    countries: [
      { country: 'DE', bookings: 1, nights: 4 },
      { country: null, bookings: 1, nights: 3 },
    ],
  },
  demand: { bookings: 0, surchargeCents: 0, discountCents: 0 },
  seasonal: {
    pitchNights: 0,
    totals: seasonal(0, 0, 0),
    byMonth: [
      { month: '2027-05', ...seasonal(0, 0, 0) },
      { month: '2027-06', ...seasonal(0, 0, 0) },
    ],
  },
};

const translate = (key: string) => key.replace('app.analytics.', '');

describe('analytics CSV', () => {
  it('writes a row per month, per category and the total for a German spreadsheet', () => {
    const lines = analyticsCsv(report, translate, 'de').replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(';;available;sold;occupancy %;net;vat;gross;tourist_tax;ADR;RevPAR');
    expect(lines[1]).toBe('month;2027-05;1855;3;0,16;68,18;6,82;75,00;12,00;22,73;0,04');
    expect(lines[2]).toBe('month;2027-06;1800;5;0,28;222,72;22,27;244,99;20,00;44,54;0,12');
    expect(lines[3]).toBe('category;Zelt;915;4;0,44;90,90;9,09;99,99;16,00;22,73;0,10');
    expect(lines[4]).toBe(
      'total;2027-05-01 – 2027-06-30;3655;8;0,22;290,90;29,09;319,99;32,00;36,36;0,08',
    );
  });

  it('lists the seasonal pitches per month and in all, apart from the nights, to the cent', () => {
    const withSeasonal: Analytics = {
      ...report,
      seasonal: {
        pitchNights: 122,
        totals: seasonal(151_515, 15_152, 6_000, 2),
        byMonth: [
          { month: '2027-05', ...seasonal(90_909, 9_091, 6_000) },
          { month: '2027-06', ...seasonal(60_606, 6_061, 0) },
        ],
      },
    };
    const lines = analyticsCsv(withSeasonal, translate, 'de').replace('\uFEFF', '').split('\r\n');
    // The nights' rows are unchanged; the season fees follow the total, in the money columns.
    expect(lines[4]).toBe(
      'total;2027-05-01 – 2027-06-30;3655;8;0,22;290,90;29,09;319,99;32,00;36,36;0,08',
    );
    expect(lines.slice(5, 9)).toEqual([
      'seasonal_row;2027-05;;;;909,09;90,91;1000,00;60,00;;',
      'seasonal_row;2027-06;;;;606,06;60,61;666,67;0,00;;',
      'seasonal_row;2027-05-01 – 2027-06-30;;;;1515,15;151,52;1666,67;60,00;;',
      '',
    ]);
  });

  it('names the same period in the total row as in the file name: first and last night', () => {
    expect(analyticsFilename(report, 'auswertung')).toBe('auswertung-2027-05-01-2027-06-30');
    expect(analyticsCsv(report, translate, 'en')).toContain('total,2027-05-01 – 2027-06-30,3655');
  });

  it('lists the countries, an unknown one by name, and the category in the panel language', () => {
    const csv = analyticsCsv(report, translate, 'en');
    expect(csv).toContain('category,Tent,915');
    expect(csv).toContain('\r\ncountry,DE,1,4\r\ncountry,unknown_country,1,3\r\n');
  });

  it('ends with the key figures, the cancellation and no-show fees kept among them', () => {
    const withFees: Analytics = {
      ...report,
      arrivals: { ...report.arrivals, cancelled: 2, noShows: 1, keptFeesCents: 12_345 },
      demand: { bookings: 2, surchargeCents: 1_500, discountCents: 999 },
    };
    const lines = analyticsCsv(withFees, translate, 'de').replace('\uFEFF', '').split('\r\n');
    expect(lines.slice(-10)).toEqual([
      'bookings;;2',
      'alos;;3,5',
      'lead_time;;115',
      'cancelled;;2',
      'cancellation_rate %;;33,33',
      'no_shows;;1',
      'kept_fees;;123,45',
      'demand_surcharges;;15,00',
      'demand_discounts;;9,99',
      '',
    ]);
  });
});
