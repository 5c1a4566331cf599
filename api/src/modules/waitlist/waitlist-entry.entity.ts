import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { WAITLIST_STATUSES, type Language, type WaitlistStatus } from 'src/contract/constants';
import { PitchCategory } from 'src/modules/catalog/pitch-category.entity';

/**
 * A guest waiting for a pitch of one category for one stay. Only confirmed entries (the opt-in
 * link followed) are ever offered a pitch; they are served first come, first served by
 * `confirmedAt`. The address stays lower-case, so one person is one address.
 */
@Entity({ tableName: 'waitlist_entries' })
@Check({ name: 'waitlist_entries_stay_check', expression: 'check_out > check_in' })
@Check({ name: 'waitlist_entries_party_check', expression: 'adults >= 1 and children >= 0' })
// One live wish per address, category and stay: joining twice is the same entry.
@Index({
  name: 'waitlist_entries_live_unique',
  expression: `create unique index "waitlist_entries_live_unique" on "waitlist_entries" ("email", "category_id", "check_in", "check_out") where "status" in ('pending', 'confirmed', 'notified')`,
})
// What a freed pitch asks: who waits for this category in this period, in order.
@Index({
  name: 'waitlist_entries_waiting_index',
  expression: `create index "waitlist_entries_waiting_index" on "waitlist_entries" ("category_id", "confirmed_at") where "status" in ('confirmed', 'notified')`,
})
export class WaitlistEntry {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'createdAt'
    | 'confirmedAt'
    | 'notifiedAt'
    | 'notifyCount'
    | 'closedAt'
    | 'children';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Index() @Property({ type: 'text' }) email!: string;
  @ManyToOne(() => PitchCategory, { deleteRule: 'cascade' }) category!: PitchCategory;
  @Index() @Property({ type: 'date' }) checkIn!: string;
  @Property({ type: 'date' }) checkOut!: string;
  @Property({ type: 'smallint' }) adults!: number;
  @Property({ type: 'smallint' }) children: number = 0;
  @Property({ type: 'text' }) language!: Language;
  @Enum({ items: () => WAITLIST_STATUSES, nativeEnumName: 'waitlist_status' })
  status: WaitlistStatus = 'pending';
  @Index() @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', nullable: true }) confirmedAt?: Date | null;
  @Property({ type: 'timestamptz', nullable: true }) notifiedAt?: Date | null;
  @Property({ type: 'integer' }) notifyCount: number = 0;
  /** When it left the list (booked, expired, removed). */
  @Property({ type: 'timestamptz', nullable: true }) closedAt?: Date | null;
}
