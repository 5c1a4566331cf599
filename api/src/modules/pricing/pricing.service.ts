import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { FLAT_ELECTRICITY_EXTRA } from 'src/contract/constants';
import { FieldsException } from 'src/common/http/validation';
import type { MessageKey, MessageParams } from 'src/common/i18n/messages';
import type { Pitch, PitchCategory } from 'src/modules/catalog/catalog.service';
import { Extra } from './extra.entity';
import { PricingSettings } from './pricing-settings.entity';

export type { PricingSettings };
import {
  computeQuote,
  nightCount,
  parseDate,
  type Quote,
  type QuoteSeason,
  type SelectedExtra,
} from './quote';
import { depositTerms, type DepositRule, type DepositTerms } from './deposit';
import {
  activeDemandRules,
  demandRulesFor,
  quoteDemand,
  type CatalogDemandRule,
  type StayOccupancy,
} from './demand';
import { Season } from './season.entity';

/** Default longest stay (`pricing_settings.max_stay_nights`); also the upper bound of a season's minimum stay. */
export const MAX_NIGHTS = 60;

/** The stay rules every date a request names is checked against before any per-night work. */
export interface StayLimits {
  maxStayNights: number;
  bookingHorizonMonths: number;
}

/** Availability is the hottest read: the limits are re-read at most this often per process. */
const LIMITS_CACHE_MS = 5_000;

export interface PublicExtra {
  id: string;
  code: string;
  name: { de: string; en: string };
  description: { de: string; en: string };
  priceCents: number;
  unit: Extra['unit'];
  vatRateBp: number;
  mandatory: boolean;
  requiresElectricity: boolean;
  maxQuantity: number;
  /** Empty: offered for every category. */
  categoryIds: string[];
}

/** A season as pricing uses it: its nights' rates and the deposit rule of arrivals in it. */
export interface CatalogSeason extends QuoteSeason {
  /** The saved season's id (the console's preview prices a form's draft in its place). */
  id?: string;
  deposit: DepositRule;
}

/** What a stay is priced by (see `PricingService.catalog`). */
export interface PricingCatalog {
  settings: PricingSettings;
  /** The active extras. */
  extras: Extra[];
  seasons: CatalogSeason[];
  /** The active demand rules of every category. */
  demandRules: CatalogDemandRule[];
}

export interface StayRequest {
  category: PitchCategory;
  /** When known (booking), extras needing a hook-up are checked against it. */
  pitch?: Pitch;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  extras: Array<{ code: string; quantity?: number }>;
  /** Staff editing a stay already under way keep its arrival date. */
  allowPastArrival?: boolean;
  /** The category's occupancy over the stay: the demand rules apply only when it is given. */
  occupancy?: StayOccupancy;
}

/** The same day `months` later (the month's last day when it has no such day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

const isCalendarDate = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(parseDate(d)).toISOString().startsWith(d);
const offered = (extra: Extra, categoryId: string) =>
  extra.categoryIds.length === 0 || extra.categoryIds.includes(categoryId);

/** A pitch with a meter bills electricity by its readings: no flat extra (it would bill twice). */
const meteredInstead = (extra: Extra, pitch: Pitch | undefined) =>
  extra.code === FLAT_ELECTRICITY_EXTRA && !!pitch?.meterNumber;

/** Seasons, extras and site pricing rules, and the one entry point that turns a stay into a quote. */
@Injectable()
export class PricingService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** Codes of the extras offered only with this category (their id array has no foreign key). */
  async extraCodesLimitedTo(categoryId: string, em: EntityManager = this.em): Promise<string[]> {
    const extras = await em.find(
      Extra,
      { categoryIds: { $overlap: [categoryId] } },
      { fields: ['code'], orderBy: { code: 'ASC' } },
    );
    return extras.map((e) => e.code);
  }

  async publicExtras(): Promise<PublicExtra[]> {
    const rows = await this.em
      .fork()
      .find(Extra, { active: true }, { orderBy: { sortOrder: 'ASC', code: 'ASC' } });
    return rows.map((e) => ({
      id: e.id,
      code: e.code,
      name: { de: e.nameDe, en: e.nameEn },
      description: { de: e.descriptionDe, en: e.descriptionEn },
      priceCents: e.priceCents,
      unit: e.unit,
      vatRateBp: e.vatRateBp,
      mandatory: e.mandatory,
      requiresElectricity: e.requiresElectricity,
      maxQuantity: e.maxQuantity,
      categoryIds: e.categoryIds,
    }));
  }

  async settings(em: EntityManager = this.em): Promise<PricingSettings> {
    return (await em.findOne(PricingSettings, { id: 1 })) ?? em.create(PricingSettings, { id: 1 });
  }

  private limitsCache?: { at: number; limits: Promise<StayLimits> };

  /** The stay rules, read afresh at most every few seconds (a staff change applies within them). */
  stayLimits(): Promise<StayLimits> {
    const now = Date.now();
    if (!this.limitsCache || now - this.limitsCache.at > LIMITS_CACHE_MS) {
      const limits = this.settings(this.em.fork()).then((s) => ({
        maxStayNights: s.maxStayNights,
        bookingHorizonMonths: s.bookingHorizonMonths,
      }));
      this.limitsCache = { at: now, limits };
      limits.catch(() => (this.limitsCache = undefined));
    }
    return this.limitsCache.limits;
  }

  /**
   * Dates a guest may ask for: real calendar dates, arrival today or later and within the booking
   * horizon, departure after arrival and at most the longest stay later. Pure arithmetic on the two
   * dates, so a far-future date costs nothing: this runs before anything loops over nights.
   */
  assertStayDates(
    checkIn: string,
    checkOut: string,
    limits: StayLimits,
    allowPastArrival = false,
  ): void {
    const problems: Record<string, { key: MessageKey; params?: MessageParams }> = {};
    if (!isCalendarDate(checkIn)) problems.checkIn = { key: 'validation.date' };
    if (!isCalendarDate(checkOut)) problems.checkOut = { key: 'validation.date' };
    if (Object.keys(problems).length) throw new FieldsException(problems);
    const today = this.clock.today();
    if (checkIn < today && !allowPastArrival) problems.checkIn = { key: 'booking.dateInPast' };
    else if (checkIn > addMonths(today, limits.bookingHorizonMonths)) {
      problems.checkIn = {
        key: 'booking.tooFarAhead',
        params: { months: limits.bookingHorizonMonths },
      };
    }
    if (checkOut <= checkIn) problems.checkOut = { key: 'booking.checkOutAfterCheckIn' };
    else if (nightCount(checkIn, checkOut) > limits.maxStayNights)
      problems.checkOut = { key: 'booking.stayTooLong', params: { nights: limits.maxStayNights } };
    if (Object.keys(problems).length) throw new FieldsException(problems);
  }

  /**
   * Checks a stay against the site's rules and prices it. Used for the quote and, for a staff
   * booking, in its own transaction — with the rules read through `em`; a guest's hold prices the
   * same way from the catalog it is committed against (`priceWith`), so both are the same numbers.
   */
  async priceStay(
    req: StayRequest,
    em: EntityManager = this.em,
  ): Promise<{ quote: Quote; extras: SelectedExtra[] }> {
    // One after the other: `em` may be a transaction's, with one connection.
    const settings = await this.settings(em);
    const extras = await em.find(Extra, { active: true });
    const seasons = await this.seasonsFor(req.checkIn, req.checkOut, em);
    const demandRules = req.occupancy ? await activeDemandRules(em) : [];
    return this.priceWith({ settings, extras, seasons, demandRules }, req);
  }

  /**
   * Everything a stay is priced by, read in one go: the settings, the active extras and every
   * season with its rates and deposit rule (the booking catalog a hold is priced from).
   */
  async catalog(em: EntityManager): Promise<PricingCatalog> {
    const settings = await this.settings(em);
    const extras = await em.find(Extra, { active: true });
    const seasons = await this.seasonsFor(undefined, undefined, em);
    const demandRules = await activeDemandRules(em);
    return { settings, extras, seasons, demandRules };
  }

  /** The demand rules of a category that could touch a stay (read its occupancy only if any). */
  demandRulesFor(
    catalog: Pick<PricingCatalog, 'demandRules'>,
    categoryId: string,
    checkIn: string,
    checkOut: string,
  ): CatalogDemandRule[] {
    return demandRulesFor(catalog.demandRules, categoryId, checkIn, checkOut);
  }

  /** The active demand rules, for a caller that prices through `priceStay` (the guest's quote). */
  demandRules(em: EntityManager = this.em): Promise<CatalogDemandRule[]> {
    return activeDemandRules(em);
  }

  /** The stay priced by the given rules: the checks and numbers of `priceStay`, without a query. */
  priceWith(catalog: PricingCatalog, req: StayRequest): { quote: Quote; extras: SelectedExtra[] } {
    const { settings } = catalog;
    this.assertStayDates(req.checkIn, req.checkOut, settings, req.allowPastArrival);
    const problems: Record<string, { key: MessageKey; params?: MessageParams }> = {};
    const { category } = req;
    if (req.adults + req.children > category.maxPersons)
      problems.adults = { key: 'booking.partyTooLarge', params: { max: category.maxPersons } };

    const allExtras = catalog.extras;
    const byCode = new Map(allExtras.map((e) => [e.code, e]));
    const chosen: Array<{ extra: Extra; quantity: number }> = [];
    for (const [i, pick] of req.extras.entries()) {
      const extra = byCode.get(pick.code);
      const quantity = pick.quantity ?? 1;
      const field = `extras.${i}`;
      if (!extra) problems[field] = { key: 'booking.unknownExtra', params: { code: pick.code } };
      else if (!offered(extra, category.id)) problems[field] = { key: 'booking.extraNotOffered' };
      else if (extra.requiresElectricity && req.pitch && !req.pitch.hasElectricity)
        problems[field] = { key: 'booking.extraNeedsElectricity' };
      else if (meteredInstead(extra, req.pitch)) problems[field] = { key: 'booking.extraMetered' };
      else if (quantity > extra.maxQuantity)
        problems[field] = { key: 'booking.extraQuantity', params: { max: extra.maxQuantity } };
      else if (!chosen.some((c) => c.extra.id === extra.id)) chosen.push({ extra, quantity });
    }
    for (const extra of allExtras) {
      if (
        extra.mandatory &&
        offered(extra, category.id) &&
        !meteredInstead(extra, req.pitch) &&
        !chosen.some((c) => c.extra.id === extra.id)
      ) {
        problems[`extras.${extra.code}`] = { key: 'booking.mandatoryExtra' };
      }
    }
    if (Object.keys(problems).length) throw new FieldsException(problems);

    // The seasons the stay touches (the first night to the day of departure).
    const seasons = catalog.seasons.filter(
      (s) => s.startDate < req.checkOut && s.endDate >= req.checkIn,
    );
    const quote = computeQuote({
      checkIn: req.checkIn,
      checkOut: req.checkOut,
      adults: req.adults,
      children: req.children,
      category: {
        id: category.id,
        nameDe: category.nameDe,
        nameEn: category.nameEn,
        basePriceCents: category.basePriceCents,
        personsIncluded: category.personsIncluded,
        extraPersonCents: category.extraPersonCents,
      },
      seasons,
      extras: chosen.sort((a, b) => a.extra.sortOrder - b.extra.sortOrder),
      settings: {
        pitchVatRateBp: settings.pitchVatRateBp,
        touristTaxCents: settings.touristTaxCents,
        touristTaxMinAge: settings.touristTaxMinAge,
      },
      demand: req.occupancy
        ? quoteDemand(
            demandRulesFor(catalog.demandRules, category.id, req.checkIn, req.checkOut),
            req.occupancy,
            this.clock.today(),
            req.checkIn,
          )
        : undefined,
    });
    const nights = quote.nights;
    if (nights < quote.minStayNights)
      throw new FieldsException({
        checkOut: { key: 'booking.minStay', params: { nights: quote.minStayNights } },
      });
    return {
      quote,
      extras: chosen.map(({ extra, quantity }) => ({
        extraId: extra.id,
        code: extra.code,
        quantity,
      })),
    };
  }

  /**
   * The deposit a card booking of this stay pays now, by the rule of the season its arrival night
   * falls in (none outside every season). Null: the whole total is charged at once.
   */
  async depositFor(
    checkIn: string,
    totalCents: number,
    em: EntityManager = this.em,
  ): Promise<DepositTerms | null> {
    return this.depositWith(await this.seasonsFor(checkIn, checkIn, em, true), checkIn, totalCents);
  }

  /** `depositFor` by the given seasons, without a query. */
  depositWith(
    seasons: readonly CatalogSeason[],
    checkIn: string,
    totalCents: number,
  ): DepositTerms | null {
    const season = seasons.find((s) => s.startDate <= checkIn && s.endDate >= checkIn);
    if (!season) return null;
    return depositTerms(season.deposit, totalCents, checkIn, this.clock.today());
  }

  /**
   * Seasons with their rates and deposit rules: those a stay touches (`checkIn`..`checkOut`; with
   * `arrivalOnly` the one the arrival night falls in), or all of them.
   */
  private async seasonsFor(
    checkIn: string | undefined,
    checkOut: string | undefined,
    em: EntityManager,
    arrivalOnly = false,
  ): Promise<CatalogSeason[]> {
    const where =
      checkIn === undefined || checkOut === undefined
        ? {}
        : arrivalOnly
          ? { startDate: { $lte: checkIn }, endDate: { $gte: checkIn } }
          : { startDate: { $lt: checkOut }, endDate: { $gte: checkIn } };
    const rows = await em.find(
      Season,
      where,
      // Seasons and their rates in one query (a stay has one or two seasons).
      { populate: ['rates'], strategy: 'joined' },
    );
    return rows.map((s) => ({
      id: s.id,
      name: s.name,
      nameEn: s.nameEn,
      startDate: s.startDate,
      endDate: s.endDate,
      minStayNights: s.minStayNights,
      rates: Object.fromEntries(
        s.rates.getItems().map((r) => [r.category.id, r.nightlyPriceCents]),
      ),
      deposit: {
        kind: s.depositKind,
        value: s.depositValue,
        balanceDueDays: s.balanceDueDays,
      },
    }));
  }
}
