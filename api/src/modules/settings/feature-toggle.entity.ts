import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One switchable feature of the site (e.g. `storyGenerator`); a feature without a row is on. */
@Entity({ tableName: 'feature_toggles' })
export class FeatureToggle {
  [OptionalProps]?: 'enabled' | 'updatedAt' | 'updatedBy';

  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Email of the staff member who switched it last; null while nobody has. */
  @Property({ type: 'text', nullable: true })
  updatedBy?: string | null;
}

/** The audit of every switch: who turned which feature on or off, and when. */
@Entity({ tableName: 'feature_toggle_events' })
@Index({ properties: ['at'] })
export class FeatureToggleEvent {
  [OptionalProps]?: 'id' | 'at';

  @PrimaryKey({ type: 'bigint', autoincrement: true }) id!: string;
  @Property({ type: 'text' }) key!: string;
  @Property({ type: 'boolean' }) enabled!: boolean;
  @Property({ type: 'text' }) changedBy!: string;
  @Property({ type: 'timestamptz' }) at: Date = new Date();
}
