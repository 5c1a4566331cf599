import {
  Check,
  Entity,
  Enum,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { PitchCategory } from 'src/modules/catalog/pitch-category.entity';
import { Season } from './season.entity';

export const DEMAND_RULE_KINDS = ['surcharge', 'last_minute'] as const;
export type DemandRuleKind = (typeof DEMAND_RULE_KINDS)[number];

/**
 * A price that follows demand (docs/demand-pricing.md): a surcharge on the pitch nights of a
 * category when its occupancy over the stay is above `thresholdPercent`, or a last-minute discount
 * when the stay starts within `daysBeforeArrival` days and the occupancy is below it. The amount is
 * `percentBp` of the pitch price of the nights in scope (basis points, 1000 = 10 %), at most
 * `capCents` per stay. With a season, only that season's nights are in scope.
 */
@Entity({ tableName: 'demand_rules' })
@Check({ name: 'demand_rules_threshold', expression: 'threshold_percent between 0 and 100' })
@Check({ name: 'demand_rules_percent', expression: 'percent_bp between 1 and 10000' })
@Check({ name: 'demand_rules_cap', expression: 'cap_cents >= 1' })
@Check({
  name: 'demand_rules_days',
  expression:
    "(kind = 'surcharge' and days_before_arrival is null) or (kind = 'last_minute' and days_before_arrival between 0 and 365)",
})
export class DemandRule {
  [OptionalProps]?: 'id' | 'season' | 'daysBeforeArrival' | 'active' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => DEMAND_RULE_KINDS }) kind!: DemandRuleKind;

  @ManyToOne(() => PitchCategory, { deleteRule: 'cascade', index: true })
  category!: PitchCategory;

  /** Null: every night of the year; else only the nights of this season (gone with it). */
  @ManyToOne(() => Season, { deleteRule: 'cascade', nullable: true })
  season?: Season | null = null;

  @Property({ type: 'smallint' }) thresholdPercent!: number;
  @Property({ type: 'integer' }) percentBp!: number;
  @Property({ type: 'integer' }) capCents!: number;
  /** Last-minute only: the discount applies when arrival is at most this many days ahead. */
  @Property({ type: 'smallint', nullable: true }) daysBeforeArrival?: number | null = null;
  @Property({ type: 'boolean' }) active: boolean = true;

  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
