import { Check, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { GDPR_ACTIONS, type GdprActionKind } from 'src/contract/constants';

/**
 * The log of what the GDPR tools did. It names the bookings by number only (they stay, anonymised,
 * for the fiscal retention), never the person: the log must not keep what an erasure removed.
 */
@Entity({ tableName: 'gdpr_actions' })
@Index({ properties: ['at'] })
export class GdprAction {
  [OptionalProps]?: 'id' | 'at';

  @PrimaryKey({ type: 'bigint', autoincrement: true }) id!: string;
  @Enum({ items: () => GDPR_ACTIONS }) action!: GdprActionKind;
  @Property({ type: 'jsonb' }) bookingNumbers!: string[];
  /** Staff email, or `retention` for the worker's job. */
  @Property({ type: 'text' }) performedBy!: string;
  @Property({ type: 'timestamptz' }) at: Date = new Date();
}

/** The retention rule (one row): guests whose last stay ended longer ago are anonymised. */
@Entity({ tableName: 'gdpr_settings' })
@Check({ name: 'gdpr_settings_one_row', expression: '"id" = 1' })
@Check({
  name: 'gdpr_settings_retention',
  expression: '"retention_months" >= 1 and "retention_months" <= 600',
})
export class GdprSettings {
  [OptionalProps]?: 'retentionMonths' | 'retentionEnabled';
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id: number = 1;
  @Property({ type: 'smallint' }) retentionMonths: number = 36;
  @Property({ type: 'boolean' }) retentionEnabled: boolean = true;
}
