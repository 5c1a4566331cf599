import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One switchable feature of the site (e.g. `storyGenerator`); a feature without a row is on. */
@Entity({ tableName: 'feature_toggles' })
export class FeatureToggle {
  [OptionalProps]?: 'enabled' | 'updatedAt';

  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
