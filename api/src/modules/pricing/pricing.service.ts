import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { FieldsException } from 'src/common/http/validation';
import type { MessageKey, MessageParams } from 'src/common/i18n/messages';
import type { Pitch, PitchCategory } from 'src/modules/catalog/catalog.service';
import { Extra } from './extra.entity';
import { PricingSettings } from './pricing-settings.entity';
import {
  computeQuote,
  nightsOf,
  parseDate,
  type Quote,
  type QuoteSeason,
  type SelectedExtra,
} from './quote';
import { Season } from './season.entity';

export const MAX_NIGHTS = 60;
export const MAX_DAYS_AHEAD = 730;

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
}

const isCalendarDate = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(parseDate(d)).toISOString().startsWith(d);
const offered = (extra: Extra, categoryId: string) =>
  extra.categoryIds.length === 0 || extra.categoryIds.includes(categoryId);

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

  /** Dates a guest may ask for: real calendar dates, arrival today or later, departure after arrival, bounded. */
  assertStayDates(checkIn: string, checkOut: string, allowPastArrival = false): void {
    const problems: Record<string, { key: MessageKey; params?: MessageParams }> = {};
    if (!isCalendarDate(checkIn)) problems.checkIn = { key: 'validation.date' };
    if (!isCalendarDate(checkOut)) problems.checkOut = { key: 'validation.date' };
    if (Object.keys(problems).length) throw new FieldsException(problems);
    const today = this.clock.today();
    if (checkIn < today && !allowPastArrival) problems.checkIn = { key: 'booking.dateInPast' };
    else if ((parseDate(checkIn) - parseDate(today)) / 86_400_000 > MAX_DAYS_AHEAD) {
      problems.checkIn = { key: 'booking.tooFarAhead', params: { days: MAX_DAYS_AHEAD } };
    }
    if (checkOut <= checkIn) problems.checkOut = { key: 'booking.checkOutAfterCheckIn' };
    else if (nightsOf(checkIn, checkOut).length > MAX_NIGHTS)
      problems.checkOut = { key: 'booking.stayTooLong', params: { nights: MAX_NIGHTS } };
    if (Object.keys(problems).length) throw new FieldsException(problems);
  }

  /**
   * Checks a stay against the site's rules and prices it. Used for the quote and, in the booking's
   * own transaction, for the booking itself — so both are the same numbers.
   */
  async priceStay(
    req: StayRequest,
    em: EntityManager = this.em,
  ): Promise<{ quote: Quote; extras: SelectedExtra[] }> {
    this.assertStayDates(req.checkIn, req.checkOut, req.allowPastArrival);
    const problems: Record<string, { key: MessageKey; params?: MessageParams }> = {};
    const { category } = req;
    if (req.adults + req.children > category.maxPersons)
      problems.adults = { key: 'booking.partyTooLarge', params: { max: category.maxPersons } };

    const allExtras = await em.find(Extra, { active: true });
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
      else if (quantity > extra.maxQuantity)
        problems[field] = { key: 'booking.extraQuantity', params: { max: extra.maxQuantity } };
      else if (!chosen.some((c) => c.extra.id === extra.id)) chosen.push({ extra, quantity });
    }
    for (const extra of allExtras) {
      if (
        extra.mandatory &&
        offered(extra, category.id) &&
        !chosen.some((c) => c.extra.id === extra.id)
      ) {
        problems[`extras.${extra.code}`] = { key: 'booking.mandatoryExtra' };
      }
    }
    if (Object.keys(problems).length) throw new FieldsException(problems);

    const [seasons, settings] = await Promise.all([
      this.seasonsFor(req.checkIn, req.checkOut, em),
      this.settings(em),
    ]);
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

  private async seasonsFor(
    checkIn: string,
    checkOut: string,
    em: EntityManager,
  ): Promise<QuoteSeason[]> {
    const rows = await em.find(
      Season,
      { startDate: { $lt: checkOut }, endDate: { $gte: checkIn } },
      { populate: ['rates'] },
    );
    return rows.map((s) => ({
      name: s.name,
      startDate: s.startDate,
      endDate: s.endDate,
      minStayNights: s.minStayNights,
      rates: Object.fromEntries(
        s.rates.getItems().map((r) => [r.category.id, r.nightlyPriceCents]),
      ),
    }));
  }
}
