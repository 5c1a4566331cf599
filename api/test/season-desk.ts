import request from 'supertest';
import { Clock } from 'src/common/clock';
import { BookingLinks } from 'src/modules/bookings/booking-links.service';
import { BookingHolds } from 'src/modules/bookings/booking-holds.service';
import {
  ISSUE_INVOICE_JOB,
  ISSUE_STORNO_JOB,
  REISSUE_INVOICE_JOB,
  type InvoiceJobData,
} from 'src/modules/invoices/invoice-requests';
import { InvoiceIssuing } from 'src/modules/invoices/invoice-issuing.service';
import { LedgerService } from 'src/modules/payments/ledger.service';
import type { SignedIn, TestApp } from './helpers/test-app';
import type { StripeStandIn } from './stripe-stand-in';
import type { PitchCode } from './season-model';

/**
 * The real side of the season test: the app (HTTP through Nest, real PostgreSQL), the signed-in
 * admin at the desk, the Stripe stand-in, the app's clock, and the worker's two jobs the books
 * depend on — issuing invoices and stornos, expiring holds — run in this process, in order, after
 * each step (a separate worker would read the real clock, not the season's).
 */
export class Desk {
  readonly clock: Clock;
  readonly ledger: LedgerService;
  readonly invoices: InvoiceIssuing;
  readonly bookings: BookingHolds;
  readonly links: BookingLinks;
  /** Sequences run so far (guest mail addresses stay unique across them). */
  sequence = 0;
  guests = 0;
  /** Steps run (every desk action of every sequence, shrinking included). */
  steps = 0;
  /** Set when the run is over: a sequence still running stops at its next step. */
  stopped = false;
  /** Per action: how often it was carried out and how often refused as predicted. */
  readonly tallies = new Map<string, { done: number; refused: number }>();

  constructor(
    readonly t: TestApp,
    readonly admin: SignedIn,
    readonly stripe: StripeStandIn,
    readonly pitchIds: Record<PitchCode, string>,
  ) {
    this.clock = t.app.get(Clock);
    this.ledger = t.app.get(LedgerService);
    this.invoices = t.app.get(InvoiceIssuing);
    this.bookings = t.app.get(BookingHolds);
    this.links = t.app.get(BookingLinks);
  }

  /** The desk's clock: 10:00 at the campsite in winter (09:00 UTC) of `day`, every step afresh. */
  setDay(day: string): void {
    this.clock.travelTo(new Date(`${day}T09:00:00Z`));
  }

  sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    return this.t.em().getConnection().execute<T[]>(text, params);
  }

  /** A fresh season: no bookings, money, invoices or queued work; the counters start again. */
  async reset(): Promise<void> {
    // Payments, invoices, stornos, occupancy and gate codes go with their bookings (cascade).
    await this.sql(`truncate bookings, invoice_counter cascade`);
    this.sequence++;
    this.guests = 0;
  }

  tally(action: string, refused: boolean): void {
    const t = this.tallies.get(action) ?? { done: 0, refused: 0 };
    t[refused ? 'refused' : 'done']++;
    this.tallies.set(action, t);
  }

  /** `action done/refused …`, for the run's last line. */
  tallyText(): string {
    return [...this.tallies]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([a, t]) => `${a} ${t.done}/${t.refused}`)
      .join(', ');
  }

  guestEmail(): string {
    return `season${this.sequence}.guest${++this.guests}@example.at`;
  }

  write(method: 'post' | 'put' | 'delete', path: string) {
    return this.admin.agent[method](path).set('X-CSRF-Token', this.admin.csrf);
  }
  read(path: string) {
    return this.admin.agent.get(path);
  }
  guest() {
    return request(this.t.server);
  }
  token(id: string): string {
    return this.links.token(id);
  }

  /**
   * The worker catching up: every invoice, storno and reissue job queued so far runs, oldest first (as the
   * outbox relay hands them to BullMQ), then holds past their time are marked expired.
   */
  async catchUp(): Promise<void> {
    for (;;) {
      const jobs = await this.sql<{ id: string; name: string; data: InvoiceJobData }>(
        `select id, name, data from outbox where queue = 'invoices' and relayed_at is null order by id limit 20`,
      );
      if (!jobs.length) break;
      for (const job of jobs) {
        if (job.name === ISSUE_INVOICE_JOB) await this.invoices.issueInvoice(job.data.bookingId);
        else if (job.name === ISSUE_STORNO_JOB) await this.invoices.issueStorno(job.data.bookingId);
        else if (job.name === REISSUE_INVOICE_JOB)
          await this.invoices.reissueInvoice(job.data.bookingId, job.data.revision ?? 0);
        else throw new Error(`the season desk does not know the invoice job ${job.name}`);
        await this.sql(`update outbox set relayed_at = now() where id = ?`, [job.id]);
      }
    }
    await this.bookings.expireHolds();
  }
}
