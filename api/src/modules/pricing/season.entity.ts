import {
  Check,
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DEPOSIT_KINDS, type DepositKind } from 'src/contract/constants';
import { PitchCategory } from 'src/modules/catalog/pitch-category.entity';

/**
 * A date range with its own nightly prices and minimum stay. Both dates are nights of the season
 * (inclusive); seasons may not overlap (enforced by the database).
 */
@Entity({ tableName: 'seasons' })
@Check({ name: 'seasons_dates', expression: 'end_date >= start_date' })
@Check({ name: 'seasons_min_stay', expression: 'min_stay_nights >= 1' })
@Check({
  name: 'seasons_deposit',
  expression:
    "(deposit_kind = 'none' and deposit_value = 0) or (deposit_kind = 'percent' and deposit_value between 1 and 10000) or (deposit_kind = 'fixed' and deposit_value >= 1)",
})
@Check({ name: 'seasons_balance_due_days', expression: 'balance_due_days between 0 and 365' })
@Index({
  name: 'seasons_no_overlap',
  expression:
    'alter table "seasons" add constraint "seasons_no_overlap" exclude using gist (daterange("start_date", "end_date", \'[]\') with &&)',
})
export class Season {
  [OptionalProps]?:
    | 'id'
    | 'minStayNights'
    | 'depositKind'
    | 'depositValue'
    | 'balanceDueDays'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The German name (the site's first language). */
  @Property({ type: 'text' }) name!: string;
  /** The English name: guests reading English see this one in quotes, mails and invoices. */
  @Property({ type: 'text' }) nameEn!: string;
  @Property({ type: 'date' }) startDate!: string;
  @Property({ type: 'date' }) endDate!: string;
  @Property({ type: 'smallint' }) minStayNights: number = 1;
  /**
   * Deposit of a card booking whose arrival night falls in this season: none, a percentage of the
   * total (`depositValue` in basis points, 3000 = 30 %) or a fixed amount (`depositValue` in cents).
   */
  @Enum({ items: () => DEPOSIT_KINDS }) depositKind: DepositKind = 'none';
  @Property({ type: 'integer' }) depositValue: number = 0;
  /** The balance is due this many days before arrival. */
  @Property({ type: 'smallint' }) balanceDueDays: number = 14;

  @OneToMany(() => SeasonRate, (r) => r.season, { orphanRemoval: true })
  rates = new Collection<SeasonRate>(this);

  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** The nightly price of one category in one season. */
@Entity({ tableName: 'season_rates' })
@Unique({ properties: ['season', 'category'] })
@Check({ name: 'season_rates_price', expression: 'nightly_price_cents >= 0' })
export class SeasonRate {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Season, { deleteRule: 'cascade' })
  season!: Season;

  @ManyToOne(() => PitchCategory, { deleteRule: 'cascade', index: true })
  category!: PitchCategory;

  @Property({ type: 'integer' }) nightlyPriceCents!: number;
}
