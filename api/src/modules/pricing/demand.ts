import type { EntityManager } from '@mikro-orm/postgresql';
import { DemandRule } from './demand-rule.entity';
import { nightCount, type QuoteDemand, type QuoteDemandRule } from './quote';

/** An active demand rule with the category it prices (part of the booking catalog). */
export interface CatalogDemandRule extends QuoteDemandRule {
  id: string;
  categoryId: string;
}

/**
 * A category's occupancy over a stay's nights, as the bookings module counts it: pitch-nights
 * taken (confirmed, held or closed) and pitch-nights of its pitches in service.
 */
export interface StayOccupancy {
  takenNights: number;
  bookableNights: number;
}

/** The active demand rules, with their season's nights (one query). */
export async function activeDemandRules(em: EntityManager): Promise<CatalogDemandRule[]> {
  const rows = await em.find(
    DemandRule,
    { active: true },
    { populate: ['season'], strategy: 'joined', orderBy: { kind: 'DESC', createdAt: 'ASC' } },
  );
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.category.id,
    kind: r.kind,
    thresholdPercent: r.thresholdPercent,
    percentBp: r.percentBp,
    capCents: r.capCents,
    daysBeforeArrival: r.daysBeforeArrival ?? null,
    season: r.season ? { startDate: r.season.startDate, endDate: r.season.endDate } : null,
  }));
}

/**
 * The rules of a category that could touch a stay: its occupancy is worth reading only when this
 * is not empty (a scoped rule whose season the stay does not reach never applies).
 */
export function demandRulesFor(
  rules: readonly CatalogDemandRule[],
  categoryId: string,
  checkIn: string,
  checkOut: string,
): CatalogDemandRule[] {
  return rules.filter(
    (r) =>
      r.categoryId === categoryId &&
      (!r.season || (r.season.startDate < checkOut && r.season.endDate >= checkIn)),
  );
}

/** What `computeQuote` judges the rules by, for a stay arriving `checkIn` seen on `today`. */
export function quoteDemand(
  rules: readonly CatalogDemandRule[],
  occupancy: StayOccupancy,
  today: string,
  checkIn: string,
): QuoteDemand {
  return {
    rules: rules.map(({ id: _id, categoryId: _c, ...rule }) => rule),
    takenNights: occupancy.takenNights,
    bookableNights: occupancy.bookableNights,
    daysToArrival: nightCount(today, checkIn),
  };
}
