import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OutboxService } from 'src/queues/outbox.service';
import { jobKey, Queue } from 'src/queues/queue-names';

/** Job names on `Queue.Invoices`. */
export const ISSUE_INVOICE_JOB = 'issue';
export const ISSUE_STORNO_JOB = 'storno';
export const REISSUE_INVOICE_JOB = 'reissue';
export const SUPPLEMENT_INVOICE_JOB = 'supplement';

export interface InvoiceJobData {
  bookingId: string;
  /** Reissue only: the revision the new invoice gets (the current one's plus one). */
  revision?: number;
  /** Supplement only: what it bills once (`meter.<reading id>`). */
  key?: string;
}

/** `invoice.booking.<id>` (BullMQ refuses ':' in custom job ids, so the parts are joined with '.'). */
export const invoiceJobId = (bookingId: string): string => jobKey('invoice', 'booking', bookingId);
export const stornoJobId = (bookingId: string): string => jobKey('storno', 'booking', bookingId);
/** `reissue.booking.<id>.<revision>`: one per invoice that a change of the stay replaces. */
export const reissueJobId = (bookingId: string, revision: number): string =>
  jobKey('reissue', 'booking', bookingId, String(revision));

/**
 * The one producer of invoice work: outbox rows in the caller's transaction, so an invoice is
 * requested exactly when the change that calls for it (a payment, a confirmation, a cancellation)
 * commits. Deterministic job ids make a second request for the same booking a no-op. Depends on
 * the outbox only, so payments and bookings can use it without an import circle.
 */
@Injectable()
export class InvoiceRequests {
  constructor(private readonly outbox: OutboxService) {}

  /** The booking's first invoice (later ones only replace it, see `reissue`). */
  async issue(em: EntityManager, bookingId: string): Promise<void> {
    const data: InvoiceJobData = { bookingId };
    await this.outbox.add(em, {
      queue: Queue.Invoices,
      name: ISSUE_INVOICE_JOB,
      jobId: invoiceJobId(bookingId),
      data: { ...data },
    });
  }

  /**
   * After a change of the stay (dates, pitch, party, extras): the storno of the current invoice and
   * a new one from the booking as it is now, when it has an invoice. Keyed by the revision to come,
   * read under the caller's booking lock: further changes before the job runs share its id (the job
   * prices what the booking is when it runs), a change after it gets the next one. Without an
   * invoice nothing is needed: the invoice still to be issued shows the stay as it will be.
   */
  async reissue(em: EntityManager, bookingId: string): Promise<boolean> {
    const current = await this.current(em, bookingId);
    if (!current) return false;
    const revision = current.revision + 1;
    const data: InvoiceJobData = { bookingId, revision };
    await this.outbox.add(em, {
      queue: Queue.Invoices,
      name: REISSUE_INVOICE_JOB,
      jobId: reissueJobId(bookingId, revision),
      data: { ...data },
    });
    return true;
  }

  /** The booking's current (not reversed) invoice: its number and revision, or null. */
  async current(
    em: EntityManager,
    bookingId: string,
  ): Promise<{ number: string; revision: number } | null> {
    const rows = await em
      .getConnection()
      .execute<{ number: string; revision: number }[]>(
        `select number, revision from invoice where booking_id = ? and reversed_at is null and kind <> 'supplement'`,
        [bookingId],
        'all',
        em.getTransactionContext(),
      );
    return rows[0] ?? null;
  }

  /**
   * A supplementary invoice for lines added to an invoiced stay (metered electricity at departure),
   * keyed by what it bills: one job per departure reading. Without an invoice nothing is needed:
   * the first invoice bills the lines with the stay.
   */
  async supplement(em: EntityManager, bookingId: string, readingId: string): Promise<boolean> {
    if (!(await this.current(em, bookingId))) return false;
    const data: InvoiceJobData = { bookingId, key: `meter.${readingId}` };
    await this.outbox.add(em, {
      queue: Queue.Invoices,
      name: SUPPLEMENT_INVOICE_JOB,
      jobId: jobKey('supplement', 'booking', bookingId, readingId),
      data: { ...data },
    });
    return true;
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
