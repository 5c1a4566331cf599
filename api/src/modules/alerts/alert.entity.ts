import { Check, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ALERT_RULES, type AlertRuleKey } from 'src/contract/constants';

/** A rule of the alert system: on or off, and the threshold it compares with. */
@Entity({ tableName: 'alert_rules' })
@Check({ name: 'alert_rules_threshold', expression: '"threshold" >= 0' })
export class AlertRule {
  [OptionalProps]?: 'enabled' | 'updatedAt' | 'updatedBy';

  @Enum({ items: () => ALERT_RULES, primary: true }) key!: AlertRuleKey;
  @Property({ type: 'boolean' }) enabled: boolean = true;
  @Property({ type: 'integer' }) threshold!: number;
  @Property({ type: 'timestamptz' }) updatedAt: Date = new Date();
  @Property({ type: 'text', nullable: true }) updatedBy?: string | null;
}

/**
 * One firing of a rule for one condition (e.g. `job_failed`, or one overdue transfer). At most one
 * open firing per condition: the partial unique index makes a second scan find the first one,
 * however many workers run it. It is resolved when the condition is gone; acknowledging records who
 * has seen it.
 */
@Entity({ tableName: 'alerts' })
@Index({ properties: ['firedAt'] })
@Index({
  name: 'alerts_open_condition',
  expression:
    'create unique index "alerts_open_condition" on "alerts" ("condition_key") where "resolved_at" is null',
})
export class Alert {
  [OptionalProps]?:
    'id' | 'firedAt' | 'lastSeenAt' | 'resolvedAt' | 'acknowledgedAt' | 'acknowledgedBy';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Enum({ items: () => ALERT_RULES }) rule!: AlertRuleKey;
  @Property({ type: 'text' }) conditionKey!: string;
  /** The figure that crossed the threshold (failed jobs, free pitches …). */
  @Property({ type: 'integer' }) value!: number;
  @Property({ type: 'integer' }) threshold!: number;
  /** What the message names besides the value (a booking number, a queue). */
  @Property({ type: 'jsonb' }) params!: Record<string, string | number>;
  @Property({ type: 'timestamptz' }) firedAt: Date = new Date();
  @Property({ type: 'timestamptz' }) lastSeenAt: Date = new Date();
  @Property({ type: 'timestamptz', nullable: true }) resolvedAt?: Date | null;
  @Property({ type: 'timestamptz', nullable: true }) acknowledgedAt?: Date | null;
  @Property({ type: 'text', nullable: true }) acknowledgedBy?: string | null;
}

/** Where alert mails go (one row); null: the company's email address. */
@Entity({ tableName: 'alert_settings' })
@Check({ name: 'alert_settings_one_row', expression: '"id" = 1' })
export class AlertSettings {
  [OptionalProps]?: 'email';
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id: number = 1;
  @Property({ type: 'text', nullable: true }) email?: string | null;
}
