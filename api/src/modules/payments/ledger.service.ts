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
  /** What was paid and kept beyond totalCents (e.g. after a change to a cheaper stay): owed back. */
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
  if (b.status === 'cancelled') return b.cancellationFeeCents;
  if (b.status === 'expired') return 0;
  return b.totalCents;
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
    // (BookingsService.recordStaffPayment); a card payment is settled by its provider.
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
    const status = derivePaymentStatus({
      totalCents: owedCents(b),
      ...(await this.sums(em, b.id)),
    });
    await this.bookings.setPaymentStatus(em, b, status);
    return status;
  }

  /**
   * After staff cancel a booking: what was paid at the desk or by transfer and exceeds the
   * cancellation fee is given back and recorded as one refund (method of the last such payment).
   * Stripe money is refunded through Stripe by its provider and recorded there. Idempotent: the
   * refund's reference is `cancellation.<bookingId>`.
   */
  async refundAfterCancellation(
    em: EntityManager,
    bookingId: string,
    staffEmail: string | null,
  ): Promise<PaymentRow | null> {
    const b = await this.bookings.lockWithPitch(em, bookingId);
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    if (b.status !== 'cancelled') return null;
    const rows = await this.forBooking(em, b.id);
    const net = (list: PaymentRow[]) =>
      list.reduce((sum, r) => sum + (r.kind === 'payment' ? r.amountCents : -r.amountCents), 0);
    const giveBack = net(rows) - b.cancellationFeeCents;
    const offline = rows.filter((r) => r.method !== 'stripe');
    const amountCents = Math.min(giveBack, net(offline));
    if (amountCents <= 0) {
      await this.refreshStatus(em, b.id);
      return null;
    }
    const lastPayment = offline.filter((r) => r.kind === 'payment').at(-1);
    const { payment } = await this.record(em, {
      bookingId: b.id,
      kind: 'refund',
      amountCents,
      method: lastPayment?.method ?? 'cash',
      reference: `cancellation.${b.id}`,
      staffEmail,
    });
    return payment;
  }

  /** The booking's money at a glance, from the ledger. */
  async summary(em: EntityManager, bookingId: string): Promise<PaymentSummary> {
    const b = await this.bookings.withPitch(bookingId, em);
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    const sums = await this.sums(em, b.id);
    const totalCents = owedCents(b);
    return {
      totalCents,
      ...sums,
      dueCents: Math.max(0, totalCents - (sums.paidCents - sums.refundedCents)),
      creditCents: Math.max(0, sums.paidCents - sums.refundedCents - totalCents),
      status: derivePaymentStatus({ totalCents, ...sums }),
    };
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
