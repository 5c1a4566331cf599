import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import type { LedgerMethod, PaymentKind, PaymentStatus } from 'src/contract/constants';
import { BookingRecords, type BookingRecord } from 'src/modules/bookings/booking-records.service';
import { InvoiceRequests } from 'src/modules/invoices/invoice-requests';
import { MailService } from 'src/modules/mail/mail.service';
import { Payment } from './payment.entity';
import { derivePaymentStatus } from './payment-status';

export interface RecordPaymentInput {
  bookingId: string;
  kind: PaymentKind;
  amountCents: number;
  method: LedgerMethod;
  /** A provider's id or a receipt number: unique per method, which makes recording idempotent. */
  reference?: string | null;
  staffEmail?: string | null;
  occurredAt?: Date;
  /**
   * Refuse a payment above what is still open (409 `payments.aboveDue`). Staff at the desk get
   * this unless they confirmed the excess as the guest's credit; a provider's settled payment is
   * booked as it happened.
   */
  refuseAboveOpen?: boolean;
}

/** A ledger row as other modules and the API see it. */
export interface PaymentRow {
  id: string;
  bookingId: string;
  kind: PaymentKind;
  amountCents: number;
  method: LedgerMethod;
  reference: string | null;
  staffEmail: string | null;
  occurredAt: Date;
  createdAt: Date;
}

export interface PaymentSummary {
  /** What the guest owes: the booking's total, once cancelled the cancellation fee, expired nothing. */
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  /** totalCents minus what was paid and kept (never below 0). */
  dueCents: number;
  /**
   * A cancelled or no-show booking: what was paid beyond the kept fee and is still to be paid out
   * to the guest (0 once refunded, or when staff kept it as credit).
   */
  refundDueCents: number;
  /** Paid beyond what is owed and kept with the booking as the guest's credit. */
  creditCents: number;
  status: PaymentStatus;
}

export const toPaymentRow = (p: Payment): PaymentRow => ({
  id: p.id,
  bookingId: p.booking.id,
  kind: p.kind,
  amountCents: p.amountCents,
  method: p.method,
  reference: p.reference ?? null,
  staffEmail: p.staffEmail ?? null,
  occurredAt: p.occurredAt,
  createdAt: p.createdAt,
});

/** What a booking obliges the guest to pay, as far as the ledger is concerned. */
export function owedCents(
  b: Pick<BookingRecord, 'status' | 'totalCents' | 'cancellationFeeCents'>,
): number {
  // A cancellation keeps its fee, a no-show its charge (both stored as the cancellation fee).
  if (b.status === 'cancelled' || b.status === 'no_show') return b.cancellationFeeCents;
  if (b.status === 'expired') return 0;
  return b.totalCents;
}

/**
 * The summary of one booking from its ledger sums; the one formula every screen and report uses.
 * What was paid beyond what is owed is either still to be paid out (a cancelled or no-show booking,
 * unless staff kept it as credit) or the guest's credit.
 */
export function moneyOf(
  b: Pick<BookingRecord, 'status' | 'totalCents' | 'cancellationFeeCents' | 'creditKept'>,
  sums: { paidCents: number; refundedCents: number },
): PaymentSummary {
  const totalCents = owedCents(b);
  const kept = sums.paidCents - sums.refundedCents;
  const excess = Math.max(0, kept - totalCents);
  const ended = b.status === 'cancelled' || b.status === 'no_show';
  const owedBack = ended && !b.creditKept;
  return {
    totalCents,
    ...sums,
    dueCents: Math.max(0, totalCents - kept),
    refundDueCents: owedBack ? excess : 0,
    creditCents: owedBack ? 0 : excess,
    status: derivePaymentStatus({ totalCents, ...sums }),
  };
}

/**
 * The payments ledger: every payment and refund of a booking is a row, and the booking's payment
 * status is derived from the rows in the same transaction that writes them. Callers pass their
 * EntityManager (inside a transaction) so the row, the status, the mail and the invoice request
 * commit together or not at all.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly bookings: BookingRecords,
    private readonly mail: MailService,
    private readonly invoices: InvoiceRequests,
    private readonly clock: Clock,
  ) {}

  /**
   * Records one payment or refund. Idempotent on (method, reference): a second call with the same
   * reference answers the existing row with `created: false` and changes nothing. Locks the booking
   * row, so concurrent recordings for one booking are serialised (and see each other's rows).
   */
  async record(
    em: EntityManager,
    input: RecordPaymentInput,
  ): Promise<{ payment: PaymentRow; created: boolean }> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
      throw new AppException(HttpStatus.BAD_REQUEST, 'payments.amountPositive');
    const reference = input.reference?.trim() || null;
    const b = await this.bookings.lockWithPitch(em, input.bookingId);
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    // Never pending and paid at once: money taken by staff confirms the booking first
    // (BookingConfirmations.recordStaffPayment); a card payment is settled by its provider.
    if (input.kind === 'payment' && input.method !== 'stripe' && b.status === 'pending')
      throw new Error(`Booking ${b.id} is pending: confirm it before recording money taken for it`);
    if (reference) {
      const existing = await em.findOne(Payment, { method: input.method, reference });
      if (existing) {
        if (existing.booking.id !== b.id || existing.kind !== input.kind)
          throw new AppException(HttpStatus.CONFLICT, 'payments.referenceUsed', { reference });
        return { payment: toPaymentRow(existing), created: false };
      }
    }
    const before = await this.sums(em, b.id);
    if (input.kind === 'refund' && input.amountCents > before.paidCents - before.refundedCents)
      throw new AppException(HttpStatus.BAD_REQUEST, 'payments.refundTooHigh', {
        max: before.paidCents - before.refundedCents,
      });
    const openCents = owedCents(b) - (before.paidCents - before.refundedCents);
    if (input.kind === 'payment' && input.refuseAboveOpen && input.amountCents > openCents)
      throw new AppException(HttpStatus.CONFLICT, 'payments.aboveDue', {
        openCents: Math.max(0, openCents),
      });
    const now = this.clock.now();
    const payment = em.create(Payment, {
      booking: b,
      kind: input.kind,
      amountCents: input.amountCents,
      method: input.method,
      reference,
      staffEmail: input.staffEmail ?? null,
      occurredAt: input.occurredAt ?? now,
      createdAt: now,
    });
    await em.flush();
    const after = {
      paidCents: before.paidCents + (input.kind === 'payment' ? input.amountCents : 0),
      refundedCents: before.refundedCents + (input.kind === 'refund' ? input.amountCents : 0),
    };
    await this.bookings.setPaymentStatus(
      em,
      b,
      derivePaymentStatus({ totalCents: owedCents(b), ...after }),
    );
    if (input.kind === 'payment') {
      await this.mail.enqueue(
        em,
        'payment_received',
        b.id,
        { amountCents: input.amountCents },
        { repeatKey: payment.id },
      );
      const keptBefore = before.paidCents - before.refundedCents;
      const keptAfter = after.paidCents - after.refundedCents;
      // Fully paid now: the invoice follows (its job id makes it one per booking; the job itself
      // does nothing when the booking already has one, e.g. a bank-transfer payment request).
      if (b.status === 'confirmed' && keptBefore < b.totalCents && keptAfter >= b.totalCents)
        await this.invoices.issue(em, b.id);
    }
    return { payment: toPaymentRow(payment), created: true };
  }

  /**
   * Stores the status again from the ledger, for a change of what is owed (a re-priced stay, a
   * cancellation fee). Call with the booking locked in the caller's transaction.
   */
  async refreshStatus(em: EntityManager, bookingId: string): Promise<PaymentStatus> {
    const b = await this.bookings.lockWithPitch(em, bookingId);
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    const sums = await this.sums(em, b.id);
    const status = derivePaymentStatus({ totalCents: owedCents(b), ...sums });
    await this.bookings.setPaymentStatus(em, b, status);
    // A lower price can settle a part-paid booking: its invoice follows as after the payment that
    // settles it (one job per booking; it does nothing when the booking has an invoice already).
    if (
      b.status === 'confirmed' &&
      b.totalCents > 0 &&
      sums.paidCents - sums.refundedCents >= b.totalCents
    )
      await this.invoices.issue(em, b.id);
    return status;
  }

  /**
   * After a cancellation or no-show, what staff pay out by hand (cash or bank transfer): everything
   * paid beyond the kept fee, as one refund row with the staff member, the moment it was paid out
   * (now) and a readable reference (`Storno <booking number>` unless staff typed the receipt's).
   * Card money goes back through Stripe instead (StripeRefunds); answers null when nothing is owed
   * back.
   */
  async payOutRefund(
    em: EntityManager,
    bookingId: string,
    method: 'cash' | 'bank_transfer',
    staffEmail: string | null,
    reference?: string | null,
  ): Promise<PaymentRow | null> {
    const b = await this.bookings.lockWithPitch(em, bookingId);
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    const { paidCents, refundedCents } = await this.sums(em, b.id);
    const amountCents = paidCents - refundedCents - owedCents(b);
    if (b.status !== 'cancelled' && b.status !== 'no_show') return null;
    if (amountCents <= 0) return null;
    const { payment } = await this.record(em, {
      bookingId: b.id,
      kind: 'refund',
      amountCents,
      method,
      reference: reference?.trim() || `Storno ${b.number}`,
      staffEmail,
    });
    return payment;
  }

  /** The booking's money at a glance, from the ledger. */
  async summary(em: EntityManager, bookingId: string): Promise<PaymentSummary> {
    const b = await this.bookings.withPitch(bookingId, em);
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    const sums = await this.sums(em, b.id);
    return moneyOf(b, sums);
  }

  /** The booking's ledger rows, oldest first. */
  async forBooking(em: EntityManager, bookingId: string): Promise<PaymentRow[]> {
    const rows = await em.find(
      Payment,
      { booking: bookingId },
      { orderBy: { occurredAt: 'asc', createdAt: 'asc' } },
    );
    return rows.map(toPaymentRow);
  }

  /** The summaries of many bookings in one query (a list page), by booking id. */
  async summaries(
    em: EntityManager,
    bookings: Array<
      Pick<BookingRecord, 'id' | 'status' | 'totalCents' | 'cancellationFeeCents' | 'creditKept'>
    >,
  ): Promise<Map<string, PaymentSummary>> {
    const rows = bookings.length
      ? await em.getConnection().execute<{ booking_id: string; kind: PaymentKind; sum: string }[]>(
          `select booking_id, kind, sum(amount_cents)::bigint as sum from payment
             where booking_id = any(?::uuid[]) group by booking_id, kind`,
          [`{${bookings.map((b) => b.id).join(',')}}`],
          'all',
          em.getTransactionContext(),
        )
      : [];
    const of = (id: string, kind: PaymentKind) =>
      Number(rows.find((r) => r.booking_id === id && r.kind === kind)?.sum ?? 0);
    return new Map(
      bookings.map((b) => [
        b.id,
        moneyOf(b, { paidCents: of(b.id, 'payment'), refundedCents: of(b.id, 'refund') }),
      ]),
    );
  }

  private async sums(
    em: EntityManager,
    bookingId: string,
  ): Promise<{ paidCents: number; refundedCents: number }> {
    const rows = await em
      .getConnection()
      .execute<{ kind: PaymentKind; sum: string }[]>(
        `select kind, sum(amount_cents)::bigint as sum from payment where booking_id = ? group by kind`,
        [bookingId],
        'all',
        em.getTransactionContext(),
      );
    const of = (kind: PaymentKind) => Number(rows.find((r) => r.kind === kind)?.sum ?? 0);
    return { paidCents: of('payment'), refundedCents: of('refund') };
  }
}
