import type { Language } from 'src/contract/constants';
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OneToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Booking } from 'src/modules/bookings/booking.entity';
import type { InvoiceSnapshot } from './invoice-snapshot';

/**
 * An issued invoice, never changed once written (a storno reverses it). Everything it prints is in
 * `snapshot`; the PDF is rendered from it, never from today's prices or settings. A booking has a
 * chain of them: a change of an invoiced stay reverses the current one and issues the next
 * `revision`, which names the one it `replaces`. Exactly one is current (`reversedAt` null): the
 * partial unique index `invoice_booking_current_unique` of the migration `invoice_chains`. Both it
 * and the unique (booking, revision) leave supplements out (migration `metered_electricity`).
 */
@Entity({ tableName: 'invoice' })
@Unique({ properties: ['year', 'sequence'] })
export class Invoice {
  [OptionalProps]?:
    'id' | 'createdAt' | 'revision' | 'replaces' | 'reversedAt' | 'kind' | 'supplementKey';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  /** RE-2026-00001 */
  @Property({ type: 'text', unique: true }) number!: string;
  @Property({ type: 'smallint' }) year!: number;
  @Property({ type: 'integer' }) sequence!: number;
  /** Null only on a seasonal contract's instalment invoice (`kind` 'instalment'). */
  @ManyToOne(() => Booking, { deleteRule: 'restrict', index: true, nullable: true })
  booking!: Booking | null;
  /** 1 for the booking's first invoice, one more for each that replaces the one before. */
  @Property({ type: 'smallint' }) revision: number = 1;
  /** The (reversed) invoice this one replaces after a change of the stay. */
  @OneToOne(() => Invoice, { owner: true, nullable: true, unique: true, deleteRule: 'restrict' })
  replaces: Invoice | null = null;
  /**
   * `stay` for the stay as booked; `fee` for what a cancelled or no-show booking keeps (issued after
   * the stay's invoice is reversed; never reversed itself); `supplement` for metered electricity of
   * a stay invoiced before its departure reading (it stands beside the current stay invoice, shares
   * its revision, and is reversed with it); `instalment` for an instalment of a seasonal pitch's fee
   * (no booking).
   */
  @Property({ type: 'text' }) kind: 'stay' | 'fee' | 'supplement' | 'instalment' = 'stay';
  /** A supplement's idempotency key (`meter.<reading id>`): one supplement per departure reading. */
  @Property({ type: 'text', nullable: true, unique: 'invoice_supplement_key_unique' })
  supplementKey: string | null = null;
  /** Set by the database when its storno is inserted; null for the booking's current invoice. */
  @Property({ type: 'timestamptz', nullable: true }) reversedAt: Date | null = null;
  /** Invoice date (Europe/Vienna calendar date). */
  @Index() @Property({ type: 'date' }) invoiceDate!: string;
  @Property({ type: 'text' }) language!: Language;
  /** What the guest pays in all (gross plus tourist tax), for lists. */
  @Property({ type: 'integer' }) totalCents!: number;
  @Property({ type: 'jsonb' }) snapshot!: InvoiceSnapshot;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
}

/**
 * The reversal of an invoice after a cancellation or a change of the stay, in its own gap-free range
 * (ST-2026-00001): it cites the original's number and date and negates its lines. One per original.
 */
@Entity({ tableName: 'storno_invoice' })
@Unique({ properties: ['year', 'sequence'] })
export class StornoInvoice {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  /** ST-2026-00001 */
  @Property({ type: 'text', unique: true }) number!: string;
  @Property({ type: 'smallint' }) year!: number;
  @Property({ type: 'integer' }) sequence!: number;
  @OneToOne(() => Invoice, { owner: true, unique: true, deleteRule: 'restrict' })
  original!: Invoice;
  /** Null only for the storno of a seasonal contract's instalment invoice. */
  @ManyToOne(() => Booking, { deleteRule: 'restrict', index: true, nullable: true })
  booking!: Booking | null;
  @Index() @Property({ type: 'date' }) invoiceDate!: string;
  @Property({ type: 'text' }) language!: Language;
  /** Negative: the original's total reversed. */
  @Property({ type: 'integer' }) totalCents!: number;
  @Property({ type: 'jsonb' }) snapshot!: InvoiceSnapshot;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
}

/**
 * The last number handed out per series and year. Incremented in the transaction that inserts the
 * invoice, so a rolled-back issue (a crash, an error) gives its number back: no gaps, no doubles.
 */
@Entity({ tableName: 'invoice_counter' })
@Check({ name: 'invoice_counter_positive', expression: 'last_number > 0' })
export class InvoiceCounter {
  @PrimaryKey({ type: 'text' }) series!: string;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) year!: number;
  @Property({ type: 'integer' }) lastNumber!: number;
}
