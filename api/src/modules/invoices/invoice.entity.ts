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
 * An issued invoice: one per booking, never changed once written (a storno reverses it). Everything
 * it prints is in `snapshot`; the PDF is rendered from it, never from today's prices or settings.
 */
@Entity({ tableName: 'invoice' })
@Unique({ properties: ['year', 'sequence'] })
export class Invoice {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  /** RE-2026-00001 */
  @Property({ type: 'text', unique: true }) number!: string;
  @Property({ type: 'smallint' }) year!: number;
  @Property({ type: 'integer' }) sequence!: number;
  @OneToOne(() => Booking, { owner: true, unique: true, deleteRule: 'restrict' }) booking!: Booking;
  /** Invoice date (Europe/Vienna calendar date). */
  @Index() @Property({ type: 'date' }) invoiceDate!: string;
  @Property({ type: 'text' }) language!: 'de' | 'en';
  /** What the guest pays in all (gross plus tourist tax), for lists. */
  @Property({ type: 'integer' }) totalCents!: number;
  @Property({ type: 'jsonb' }) snapshot!: InvoiceSnapshot;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
}

/**
 * The reversal of an invoice after a cancellation, in its own gap-free range (ST-2026-00001): it
 * cites the original's number and date and negates its lines. One per original invoice.
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
  @ManyToOne(() => Booking, { deleteRule: 'restrict', index: true }) booking!: Booking;
  @Index() @Property({ type: 'date' }) invoiceDate!: string;
  @Property({ type: 'text' }) language!: 'de' | 'en';
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
