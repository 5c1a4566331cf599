import type { Language } from 'src/contract/constants';
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
import { PitchCategory } from 'src/modules/catalog/pitch-category.entity';
import { Pitch } from 'src/modules/catalog/pitch.entity';
import type { Quote, SelectedExtra } from 'src/modules/pricing/quote';
import {
  BOOKING_STATUSES,
  CHANNELS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type BookingStatus,
  type Channel,
  type PaymentMethod,
  type PaymentStatus,
} from 'src/contract/constants';

// The value lists are shared with the front ends (src/contract/constants.ts); re-exported for the API's own imports.
export { BOOKING_STATUSES, CHANNELS, PAYMENT_METHODS, PAYMENT_STATUSES };
export type { BookingStatus, Channel, PaymentMethod, PaymentStatus };

/**
 * One stay on one pitch. `checkOut` is the departure date (exclusive night). While pending or
 * confirmed the stay occupies the pitch: a database trigger mirrors it into `pitch_occupancy`, whose
 * exclusion constraint makes double bookings impossible.
 */
@Entity({ tableName: 'bookings' })
@Check({ name: 'bookings_dates', expression: 'check_out > check_in' })
@Check({ name: 'bookings_party', expression: 'adults >= 1 and children >= 0' })
@Check({ name: 'bookings_total', expression: 'total_cents >= 0' })
@Check({
  name: 'bookings_deposit',
  expression: 'deposit_cents >= 0 and (deposit_cents = 0) = (balance_due_date is null)',
})
@Index({ properties: ['checkIn', 'checkOut'] })
@Index({ properties: ['status', 'holdExpiresAt'] })
// The desk's departures and tonight's occupancy; its unpaid confirmed bookings (migration desk_version).
@Index({ properties: ['checkOut', 'checkIn'] })
@Index({
  name: 'bookings_unpaid_confirmed_index',
  expression: `create index "bookings_unpaid_confirmed_index" on "bookings" ("check_in") where "status" = 'confirmed' and "payment_status" in ('unpaid', 'pending')`,
})
export class Booking {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'paymentStatus'
    | 'channel'
    | 'createdAt'
    | 'updatedAt'
    | 'notes'
    | 'cancellationFeeCents'
    | 'creditKept'
    | 'extras'
    | 'depositCents'
    | 'anonymisedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Human booking number, sequential per year: 2027-00042. */
  @Property({ type: 'text', unique: true }) number!: string;

  /**
   * Bookings made before guest links were derived from BOOKING_LINK_SECRET (see BookingLinks): the
   * SHA-256 of the random token handed out then, which keeps opening the booking. Null for every
   * newer booking, whose token is computed, never stored.
   */
  @Property({ type: 'text', hidden: true, nullable: true }) tokenHash?: string | null;

  @Enum({ items: () => BOOKING_STATUSES, nativeEnumName: 'booking_status' }) status: BookingStatus =
    'pending';
  @Enum({ items: () => PAYMENT_STATUSES, nativeEnumName: 'payment_status' })
  paymentStatus: PaymentStatus = 'unpaid';
  @Enum({ items: () => PAYMENT_METHODS, nativeEnumName: 'payment_method', nullable: true })
  paymentMethod?: PaymentMethod | null;
  @Enum({ items: () => CHANNELS, nativeEnumName: 'booking_channel' }) channel: Channel = 'online';

  @ManyToOne(() => Pitch, { deleteRule: 'restrict', index: true }) pitch!: Pitch;
  @ManyToOne(() => PitchCategory, { deleteRule: 'restrict' }) category!: PitchCategory;

  @Property({ type: 'date' }) checkIn!: string;
  @Property({ type: 'date' }) checkOut!: string;
  /** Persons aged 15 or more (they pay tourist tax). */
  @Property({ type: 'smallint' }) adults!: number;
  /** Persons under 15. */
  @Property({ type: 'smallint' }) children!: number;
  @Property({ type: 'jsonb' }) extras: SelectedExtra[] = [];

  @Property({ type: 'text' }) firstName!: string;
  @Property({ type: 'text' }) lastName!: string;
  @Index() @Property({ type: 'text', nullable: true }) email?: string | null;
  @Property({ type: 'text', nullable: true }) phone?: string | null;
  @Property({ type: 'text', nullable: true }) street?: string | null;
  @Property({ type: 'text', nullable: true }) postalCode?: string | null;
  @Property({ type: 'text', nullable: true }) city?: string | null;
  /** ISO 3166-1 alpha-2. */
  @Property({ type: 'text', nullable: true }) country?: string | null;
  @Property({ type: 'text', nullable: true }) uid?: string | null;
  @Property({ type: 'text' }) language!: Language;
  @Property({ type: 'text' }) notes: string = '';

  @Property({ type: 'jsonb' }) quote!: Quote;
  @Property({ type: 'integer' }) totalCents!: number;
  /**
   * A card booking under a season's deposit rule: what its first PaymentIntent charged (0: the
   * total was charged at once), and the date the rest (the balance) is due by.
   */
  @Property({ type: 'integer' }) depositCents: number = 0;
  @Property({ type: 'date', nullable: true }) balanceDueDate?: string | null;

  @Property({ type: 'timestamptz', nullable: true }) consentAt?: Date | null;
  @Property({ type: 'timestamptz', nullable: true }) holdExpiresAt?: Date | null;
  @Property({ type: 'timestamptz', nullable: true }) confirmedAt?: Date | null;
  @Property({ type: 'timestamptz', nullable: true }) cancelledAt?: Date | null;
  @Property({ type: 'text', nullable: true }) cancellationReason?: string | null;
  /** What a cancelled or no-show booking still owes: the policy's cancellation fee or no-show charge. */
  @Property({ type: 'integer' }) cancellationFeeCents: number = 0;
  /** Staff kept what was paid beyond that fee as the guest's credit (nothing is paid out). */
  @Property({ type: 'boolean', default: false }) creditKept: boolean = false;
  /**
   * Pseudonymous client address (hash) of an online hold, so live holds per address can be counted;
   * cleared by the database once the booking is no longer pending.
   */
  @Index()
  @Property({ type: 'text', nullable: true, hidden: true })
  clientHash?: string | null;
  /**
   * SHA-256 of the key in the verification mail's link. Set while an online pay-on-arrival booking
   * waits for the guest to follow that link; it proves the address is theirs.
   */
  @Property({ type: 'text', nullable: true, hidden: true }) verificationKeyHash?: string | null;
  /** When the verification mail was requested (the guest chose pay on arrival); null otherwise. */
  @Property({ type: 'timestamptz', nullable: true }) verificationRequestedAt?: Date | null;
  /** When the guest's personal data was erased (GDPR); the fiscal data stays for BAO §132. */
  @Property({ type: 'timestamptz', nullable: true }) anonymisedAt?: Date | null;
  /** Staff member who created it (phone bookings); null for online bookings. */
  @Property({ type: 'text', nullable: true }) createdBy?: string | null;

  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
