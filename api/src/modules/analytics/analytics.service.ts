import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { DeskCache, jsonBody, type JsonBody } from './desk-cache';
import { plusDays } from './desk-stays';
import {
  ANALYTICS_MAX_DAYS,
  type AnalyticsDto,
  type AnalyticsQueryDto,
  type OccupancyFiguresDto,
  type SeasonalFiguresDto,
  type SeasonalRevenueDto,
} from './dto/analytics.dto';
import {
  arrivalFigures,
  blockedNights,
  categoriesWithPitches,
  countryFigures,
  demandFigures,
  seasonalNights,
  seasonalRevenue,
  soldNights,
} from './analytics.queries';

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** Nights of each month inside [from, to). */
function monthNights(from: string, to: string): Map<string, number> {
  const months = new Map<string, number>();
  for (let d = from; d < to; d = plusDays(d, 1))
    months.set(d.slice(0, 7), (months.get(d.slice(0, 7)) ?? 0) + 1);
  return months;
}

interface Cell {
  sold: number;
  blocked: number;
  net: number;
  vat: number;
  tax: number;
}
const emptyCell = (): Cell => ({ sold: 0, blocked: 0, net: 0, vat: 0, tax: 0 });

function figures(available: number, c: Cell): OccupancyFiguresDto {
  return {
    pitchNightsAvailable: available,
    pitchNightsSold: c.sold,
    occupancyBp: available ? Math.round((c.sold * 10_000) / available) : 0,
    revenue: {
      netCents: c.net,
      vatCents: c.vat,
      grossCents: c.net + c.vat,
      touristTaxCents: c.tax,
    },
    adrCents: c.sold ? Math.round(c.net / c.sold) : 0,
    revparCents: available ? Math.round(c.net / available) : 0,
  };
}

const add = (a: Cell, b: Partial<Cell>) => {
  for (const k of Object.keys(b) as (keyof Cell)[]) a[k] += b[k] ?? 0;
};

/** The instalment invoices' sums per month of the period (zero where none) and in all. */
function seasonalFigures(
  months: string[],
  rows: { month: string; invoices: string; net: string; vat: string; tax: string }[],
): Omit<SeasonalFiguresDto, 'pitchNights'> {
  const of = (r?: (typeof rows)[number]): SeasonalRevenueDto => ({
    invoices: Number(r?.invoices ?? 0),
    netCents: Number(r?.net ?? 0),
    vatCents: Number(r?.vat ?? 0),
    grossCents: Number(r?.net ?? 0) + Number(r?.vat ?? 0),
    touristTaxCents: Number(r?.tax ?? 0),
  });
  const byMonth = months.map((month) => ({ month, ...of(rows.find((r) => r.month === month)) }));
  const totals = of();
  for (const m of byMonth)
    for (const k of Object.keys(totals) as (keyof SeasonalRevenueDto)[]) totals[k] += m[k];
  return { totals, byMonth };
}

/** The period's nights, or a 400 when it is empty or longer than a report may span. */
function checkRange({ from, to }: AnalyticsQueryDto): number {
  const nights = dayCount(from, to);
  if (!(nights >= 1 && nights <= ANALYTICS_MAX_DAYS))
    throw new AppException(HttpStatus.BAD_REQUEST, 'analytics.range', {
      days: ANALYTICS_MAX_DAYS,
    });
  return nights;
}

/**
 * Business figures of a period from SQL over bookings, blocks and pitches. A night counts in the
 * period it falls in; a stay's price snapshot (net, VAT, tourist tax) is spread over its nights to
 * the cent (the first nights take the remainder), so months and categories add up to the totals.
 * Only confirmed bookings are sold; availability uses today's active pitches, less the nights
 * blocked or held by seasonal contracts. Seasonal pitches' fees are apart (`seasonal`), by invoice
 * date: a season fee is no price of nights, so it stays out of ADR and RevPAR.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: DeskCache,
  ) {}

  /**
   * The report as JSON bytes with their entity tag, kept while the desk counter stands still: no
   * figure of it depends on the time of day, only on the rows it reads.
   */
  reportBody(query: AnalyticsQueryDto): Promise<JsonBody> {
    checkRange(query);
    return this.cache.get(`analytics|${query.from}|${query.to}`, async () => ({
      value: jsonBody(await this.report(query)),
    }));
  }

  async report({ from, to }: AnalyticsQueryDto): Promise<AnalyticsDto> {
    const nights = checkRange({ from, to });
    const [categories, sold, blocked, held, arrivals, countries, demand, seasonal] =
      await Promise.all([
        categoriesWithPitches(this.em),
        soldNights(this.em, [from, to, from, to, to, from]),
        blockedNights(this.em, [from, to, to, from]),
        seasonalNights(this.em, [from, to, to, from]),
        arrivalFigures(this.em, [from, to]),
        countryFigures(this.em, [from, to]),
        demandFigures(this.em, [from, to]),
        seasonalRevenue(this.em, [from, to]),
      ]);

    const months = monthNights(from, to);
    const cells = new Map<string, Cell>();
    const cell = (month: string, category: string) => {
      const key = `${month}|${category}`;
      let c = cells.get(key);
      if (!c) cells.set(key, (c = emptyCell()));
      return c;
    };
    for (const r of sold)
      add(cell(r.month, r.category_id), {
        sold: Number(r.nights),
        net: Number(r.net),
        vat: Number(r.vat),
        tax: Number(r.tax),
      });
    for (const r of [...blocked, ...held])
      add(cell(r.month, r.category_id), { blocked: Number(r.nights) });

    const pitchesOf = new Map(categories.map((c) => [c.id, Number(c.pitches)]));
    const allPitches = [...pitchesOf.values()].reduce((a, b) => a + b, 0);
    const sumOver = (match: (month: string, category: string) => boolean) => {
      const total = emptyCell();
      for (const [key, c] of cells) {
        const [month, category] = key.split('|');
        if (match(month, category)) add(total, c);
      }
      return total;
    };

    const a = arrivals[0];
    const bookings = Number(a.bookings);
    const confirmedEver = Number(a.confirmed_ever);
    const cancelled = Number(a.cancelled);
    const totals = sumOver(() => true);
    return {
      from,
      to,
      nights,
      totals: figures(allPitches * nights - totals.blocked, totals),
      byCategory: categories.map((c) => {
        const t = sumOver((_, category) => category === c.id);
        return {
          categoryId: c.id,
          slug: c.slug,
          nameDe: c.name_de,
          nameEn: c.name_en,
          pitches: Number(c.pitches),
          ...figures(Number(c.pitches) * nights - t.blocked, t),
        };
      }),
      byMonth: [...months].map(([month, n]) => {
        const t = sumOver((m) => m === month);
        return { month, ...figures(allPitches * n - t.blocked, t) };
      }),
      arrivals: {
        bookings,
        averageStayNights: bookings ? Math.round((Number(a.nights) * 100) / bookings) / 100 : 0,
        averageLeadTimeDays: bookings ? Math.round((Number(a.lead) * 10) / bookings) / 10 : 0,
        confirmedEver,
        cancelled,
        cancellationRateBp: confirmedEver ? Math.round((cancelled * 10_000) / confirmedEver) : 0,
        noShows: Number(a.no_shows),
        keptFeesCents: Number(a.kept_fees ?? 0),
        countries: countries.map((r) => ({
          country: r.country,
          bookings: Number(r.bookings),
          nights: Number(r.nights),
        })),
      },
      // By arrival like `arrivals`: one booking's surcharge or discount is on its one invoice.
      demand: {
        bookings: Number(demand[0].bookings),
        surchargeCents: Number(demand[0].surcharge ?? 0),
        discountCents: Number(demand[0].discount ?? 0),
      },
      seasonal: {
        pitchNights: held.reduce((n, r) => n + Number(r.nights), 0),
        ...seasonalFigures([...months.keys()], seasonal),
      },
    };
  }
}
