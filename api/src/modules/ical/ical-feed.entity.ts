import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Pitch } from 'src/modules/catalog/pitch.entity';

/** What went wrong with a feed's last refresh: a code the console translates, and the detail seen. */
export interface IcalFeedError {
  code: IcalErrorCode;
  detail: string;
}

export const ICAL_ERROR_CODES = [
  'invalid_url',
  'forbidden_address',
  'unreachable',
  'http_status',
  'timeout',
  'too_large',
  'malformed',
  'too_many_redirects',
] as const;
export type IcalErrorCode = (typeof ICAL_ERROR_CODES)[number];

/** One event the last refresh could not block: it overlaps a booking or another block. */
export interface IcalConflict {
  uid: string;
  startDate: string;
  endDate: string;
  with: 'booking' | 'block';
  /** The booking's number, or the other block's reason. */
  detail: string;
}

export interface IcalRefreshCounts {
  /** VEVENTs in the feed. */
  events: number;
  created: number;
  moved: number;
  removed: number;
  unchanged: number;
  /** Events left out: cancelled, recurring, without UID, past, beyond the horizon, repeated UID. */
  skipped: number;
  conflicts: number;
}

/**
 * An external calendar (a booking platform's export) whose events close one pitch. Each VEVENT
 * becomes a block keyed by (feed, UID); the worker refreshes every feed on a schedule, and the
 * last attempt's outcome is kept here for the console.
 */
@Entity({ tableName: 'ical_feeds' })
@Unique({ properties: ['pitch', 'url'] })
export class IcalFeed {
  [OptionalProps]?:
    | 'id'
    | 'createdAt'
    | 'createdBy'
    | 'lastAttemptAt'
    | 'lastSuccessAt'
    | 'lastStatus'
    | 'lastError'
    | 'lastCounts'
    | 'lastConflicts';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Pitch, { deleteRule: 'cascade', index: true })
  pitch!: Pitch;

  /** What staff call it ("Airbnb", "Booking.com"); it names the blocks' reason. */
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) url!: string;

  @Property({ type: 'text', nullable: true }) createdBy?: string | null;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true }) lastAttemptAt?: Date | null;
  @Property({ type: 'timestamptz', nullable: true }) lastSuccessAt?: Date | null;
  @Property({ type: 'text', nullable: true }) lastStatus?: 'ok' | 'error' | null;
  @Property({ type: 'json', nullable: true }) lastError?: IcalFeedError | null;
  @Property({ type: 'json', nullable: true }) lastCounts?: IcalRefreshCounts | null;
  @Property({ type: 'json', nullable: true }) lastConflicts?: IcalConflict[] | null;
}
