import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import type { RefundChoice } from 'src/contract/constants';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { StripeRefunds } from 'src/modules/payments/providers/stripe-refunds.service';
import { AdminBookingsService, type AdminBookingRecord } from './admin-bookings.service';
import type { Booking } from './booking.entity';
import { BookingCancellations } from './booking-cancellations.service';
import { CancellationTerms, type EndPreview } from './cancellation-terms.service';

/**
 * The desk's money actions on a booking that ends: staff cancellation, the no-show, and settling
 * what the guest paid beyond the kept fee (card refund, cash or bank payout, credit, or later),
 * with the figures the dialogs show before staff confirm.
 */
@Injectable()
export class DeskMoney {
  constructor(
    private readonly em: EntityManager,
    private readonly admin: AdminBookingsService,
    private readonly cancellations: BookingCancellations,
    private readonly terms: CancellationTerms,
    private readonly ledger: LedgerService,
    private readonly stripeRefunds: StripeRefunds,
  ) {}

  /**
   * Staff cancellation (also what DELETE does: bookings are never erased, for the books). What was
   * paid beyond the policy's fee is settled as staff chose (`refund`); without a choice card
   * money is refunded through Stripe and anything else stays "to pay out" — nothing is recorded
   * as paid out that nobody paid out. Cancelling again changes nothing.
   */
  async cancel(
    id: string,
    opts: { reason?: string; refund?: RefundChoice; reference?: string },
    staffEmail: string,
  ): Promise<AdminBookingRecord> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.admin.find(em, id, LockMode.PESSIMISTIC_WRITE);
      if (b.status !== 'cancelled') {
        await this.cancellations.cancel(
          em,
          b,
          opts.reason?.trim() || `staff:${staffEmail}`,
          undefined,
          true,
        );
        await this.settleRefund(em, b, opts.refund, staffEmail, opts.reference);
      }
      return (await this.admin.withPlates([b], em))[0];
    });
  }

  /**
   * A no-show (confirmed, from the arrival day until before departure): the pitch is free from
   * tomorrow night, the policy's charge is owed, the gate code revoked; the rest of what was paid
   * is settled as for a cancellation (default: to pay out later).
   */
  async noShow(
    id: string,
    opts: { reason?: string; refund?: RefundChoice; reference?: string },
    staffEmail: string,
  ): Promise<AdminBookingRecord> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.admin.find(em, id, LockMode.PESSIMISTIC_WRITE);
      await this.cancellations.markNoShow(em, b, opts.reason?.trim() || `no_show:${staffEmail}`);
      await this.settleRefund(em, b, opts.refund ?? 'later', staffEmail, opts.reference);
      return (await this.admin.withPlates([b], em))[0];
    });
  }

  /** Pays out (or keeps as credit) what a cancelled or no-show booking still owes back. */
  async payOutRefund(
    id: string,
    opts: { refund: Exclude<RefundChoice, 'later'>; reference?: string },
    staffEmail: string,
  ): Promise<AdminBookingRecord> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.admin.find(em, id, LockMode.PESSIMISTIC_WRITE);
      if (b.status !== 'cancelled' && b.status !== 'no_show')
        throw new AppException(HttpStatus.CONFLICT, 'booking.nothingToRefund');
      const { refundDueCents, creditCents } = await this.ledger.summary(em, b.id);
      if (refundDueCents + creditCents <= 0)
        throw new AppException(HttpStatus.CONFLICT, 'booking.nothingToRefund');
      await this.settleRefund(em, b, opts.refund, staffEmail, opts.reference);
      return (await this.admin.withPlates([b], em))[0];
    });
  }

  /** The figures the cancel and no-show dialogs show before staff confirm. */
  async endPreview(id: string): Promise<EndPreview> {
    const em = this.em.fork();
    return this.terms.endPreview(em, await this.admin.find(em, id));
  }

  /**
   * What a cancelled or no-show guest paid beyond the kept fee, settled as staff chose: back to
   * the card through Stripe, paid out in cash or by bank transfer now (a ledger refund with the
   * staff member and a readable reference), kept as the guest's credit, or `later` (it stays "to
   * pay out" on the booking and the dashboard). Card money left over after a Stripe refund, e.g.
   * of a booking partly paid in cash, stays to pay out too.
   */
  async settleRefund(
    em: EntityManager,
    b: Booking,
    requested: RefundChoice | undefined,
    staffEmail: string,
    reference?: string | null,
  ): Promise<void> {
    if (b.status !== 'cancelled' && b.status !== 'no_show')
      throw new AppException(HttpStatus.CONFLICT, 'booking.notCancellable');
    const { paidCents, refundedCents } = await this.ledger.summary(em, b.id);
    const owedBack = paidCents - refundedCents - b.cancellationFeeCents;
    // No choice (DELETE, an older client): card money goes back to the card, anything else waits.
    const choice =
      requested ?? ((await this.terms.cardRefundableCents(em, b.id)) > 0 ? 'stripe' : 'later');
    b.creditKept = choice === 'credit' && owedBack > 0;
    await em.flush();
    if (owedBack > 0 && choice === 'stripe') {
      if ((await this.terms.cardRefundableCents(em, b.id)) <= 0)
        throw new AppException(HttpStatus.BAD_REQUEST, 'booking.noCardPayment');
      await this.stripeRefunds.refundOnCancellation(
        em,
        { bookingId: b.id, number: b.number },
        b.cancellationFeeCents,
        staffEmail,
      );
    }
    if (owedBack > 0 && (choice === 'cash' || choice === 'bank_transfer'))
      await this.ledger.payOutRefund(em, b.id, choice, staffEmail, reference);
    await this.ledger.refreshStatus(em, b.id);
  }
}
