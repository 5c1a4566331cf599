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
import {
  PAYMENT_KINDS,
  PAYMENT_LEDGER_METHODS,
  type LedgerMethod,
  type PaymentKind,
} from 'src/contract/constants';
import { Booking } from 'src/modules/bookings/booking.entity';

/**
 * One movement of money for a booking: a payment received or a refund given, always a positive
 * amount. Rows are never changed or deleted (corrections are further rows). A provider's id in
 * `reference` is unique per method, so recording the same provider event twice is one row.
 */
@Entity({ tableName: 'payment' })
@Check({ name: 'payment_amount_positive', expression: 'amount_cents > 0' })
@Index({
  name: 'payment_method_reference_unique',
  expression:
    'create unique index "payment_method_reference_unique" on "payment" ("method", "reference") where "reference" is not null',
})
export class Payment {
  [OptionalProps]?: 'id' | 'createdAt' | 'reference' | 'staffEmail';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @ManyToOne(() => Booking, { deleteRule: 'restrict', index: true }) booking!: Booking;
  @Enum({ items: () => PAYMENT_KINDS, nativeEnumName: 'payment_kind' }) kind!: PaymentKind;
  @Property({ type: 'integer' }) amountCents!: number;
  @Enum({ items: () => PAYMENT_LEDGER_METHODS, nativeEnumName: 'payment_ledger_method' })
  method!: LedgerMethod;
  /** Provider id (PaymentIntent, refund), bank transfer reference, receipt number; null when none. */
  @Property({ type: 'text', nullable: true }) reference?: string | null;
  /** The staff member who recorded it; null for provider events. */
  @Property({ type: 'text', nullable: true }) staffEmail?: string | null;
  /** When the money moved (may precede the recording, e.g. a bank statement). */
  @Property({ type: 'timestamptz' }) occurredAt!: Date;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
}
