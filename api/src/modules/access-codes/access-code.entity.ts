import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Booking } from 'src/modules/bookings/booking.entity';

export const ACCESS_CODE_STATUSES = ['active', 'revoked', 'expired'] as const;
export type AccessCodeStatus = (typeof ACCESS_CODE_STATUSES)[number];

/**
 * The gate code of one stay: valid from check-in time on the arrival day to check-out time on the
 * departure day. The database keeps live codes unique and allows one live code per booking.
 */
@Entity({ tableName: 'access_codes' })
@Index({
  name: 'access_codes_live_code_unique',
  expression: `create unique index "access_codes_live_code_unique" on "access_codes" ("code") where "status" = 'active'`,
})
@Index({
  name: 'access_codes_live_booking_unique',
  expression: `create unique index "access_codes_live_booking_unique" on "access_codes" ("booking_id") where "status" = 'active'`,
})
export class AccessCode {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'revokedAt' | 'revokedReason';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @ManyToOne(() => Booking, { deleteRule: 'cascade', index: true }) booking!: Booking;
  @Property({ type: 'text' }) code!: string;
  @Enum({ items: () => ACCESS_CODE_STATUSES, nativeEnumName: 'access_code_status' })
  status: AccessCodeStatus = 'active';
  @Property({ type: 'timestamptz' }) validFrom!: Date;
  @Index() @Property({ type: 'timestamptz' }) validUntil!: Date;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', nullable: true }) revokedAt?: Date | null;
  @Property({ type: 'text', nullable: true }) revokedReason?: string | null;
}

/** Every gate verification attempt, for the audit trail and to spot guessing. */
@Entity({ tableName: 'gate_events' })
export class GateEvent {
  [OptionalProps]?: 'id' | 'at' | 'via';

  @PrimaryKey({ type: 'bigint', autoincrement: true }) id!: string;
  @Index() @Property({ type: 'timestamptz' }) at: Date = new Date();
  /** What was shown: a typed code or a number plate read by the camera. */
  @Property({ type: 'text', default: 'code' }) via: 'code' | 'plate' = 'code';
  /**
   * Only the last two digits of a code: enough to follow a guest's attempts, useless to an
   * attacker. A plate is kept whole (normalised): it is what the camera saw in public.
   */
  @Property({ type: 'text' }) codeHint!: string;
  @Property({ type: 'boolean' }) opened!: boolean;
  @Property({ type: 'text', nullable: true }) reason?: string | null;
  @Property({ type: 'uuid', nullable: true }) bookingId?: string | null;
  @Property({ type: 'text', nullable: true }) gate?: string | null;
  @Property({ type: 'text', nullable: true }) ip?: string | null;
}
