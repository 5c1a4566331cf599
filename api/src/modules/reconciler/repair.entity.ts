import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * What the reconciler queued again, one row per job id (the effect's deterministic id): how often,
 * when it may try again (the backoff), and when it gave up. Kept as the history behind the
 * `reconciler_repairs_total` metric and the effect_repaired / effect_abandoned alerts.
 */
@Entity({ tableName: 'reconciler_repairs' })
export class ReconcilerRepair {
  [OptionalProps]?: 'repairs' | 'gaveUpAt' | 'bookingId';

  @PrimaryKey({ type: 'text' }) jobId!: string;
  @Property({ type: 'text' }) queue!: string;
  /** invoice, storno, reissue, access_code or mail. */
  @Property({ type: 'text' }) effect!: string;
  @Property({ type: 'uuid', nullable: true }) bookingId?: string | null;
  @Property({ type: 'integer', default: 0 }) repairs: number = 0;
  @Property({ type: 'timestamptz' }) firstRepairedAt!: Date;
  @Property({ type: 'timestamptz' }) lastRepairedAt!: Date;
  /** Not repaired again before this (exponential backoff). */
  @Property({ type: 'timestamptz' }) nextAt!: Date;
  @Property({ type: 'timestamptz', nullable: true }) gaveUpAt?: Date | null;
}
