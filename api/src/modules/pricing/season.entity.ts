import {
  Check,
  Collection,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { PitchCategory } from 'src/modules/catalog/pitch-category.entity';

/**
 * A date range with its own nightly prices and minimum stay. Both dates are nights of the season
 * (inclusive); seasons may not overlap (enforced by the database).
 */
@Entity({ tableName: 'seasons' })
@Check({ name: 'seasons_dates', expression: 'end_date >= start_date' })
@Check({ name: 'seasons_min_stay', expression: 'min_stay_nights >= 1' })
@Index({
  name: 'seasons_no_overlap',
  expression:
    'alter table "seasons" add constraint "seasons_no_overlap" exclude using gist (daterange("start_date", "end_date", \'[]\') with &&)',
})
export class Season {
  [OptionalProps]?: 'id' | 'minStayNights' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'date' }) startDate!: string;
  @Property({ type: 'date' }) endDate!: string;
  @Property({ type: 'smallint' }) minStayNights: number = 1;

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
