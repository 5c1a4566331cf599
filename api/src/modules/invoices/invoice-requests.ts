import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OutboxService } from 'src/queues/outbox.service';
import { jobKey, Queue } from 'src/queues/queue-names';

/** Job names on `Queue.Invoices`. */
export const ISSUE_INVOICE_JOB = 'issue';
export const ISSUE_STORNO_JOB = 'storno';

export interface InvoiceJobData {
  bookingId: string;
}

/** `invoice.booking.<id>` (BullMQ refuses ':' in custom job ids, so the parts are joined with '.'). */
export const invoiceJobId = (bookingId: string): string => jobKey('invoice', 'booking', bookingId);
export const stornoJobId = (bookingId: string): string => jobKey('storno', 'booking', bookingId);

/**
 * The one producer of invoice work: outbox rows in the caller's transaction, so an invoice is
 * requested exactly when the change that calls for it (a payment, a confirmation, a cancellation)
 * commits. Deterministic job ids make a second request for the same booking a no-op. Depends on
 * the outbox only, so payments and bookings can use it without an import circle.
 */
@Injectable()
export class InvoiceRequests {
  constructor(private readonly outbox: OutboxService) {}

  /** The booking's invoice (one per booking, ever). */
  async issue(em: EntityManager, bookingId: string): Promise<void> {
    const data: InvoiceJobData = { bookingId };
    await this.outbox.add(em, {
      queue: Queue.Invoices,
      name: ISSUE_INVOICE_JOB,
      jobId: invoiceJobId(bookingId),
      data: { ...data },
    });
  }

  /** The storno of the booking's invoice after a cancellation; nothing happens if it has none. */
  async storno(em: EntityManager, bookingId: string): Promise<void> {
    const data: InvoiceJobData = { bookingId };
    await this.outbox.add(em, {
      queue: Queue.Invoices,
      name: ISSUE_STORNO_JOB,
      jobId: stornoJobId(bookingId),
      data: { ...data },
    });
  }
}
