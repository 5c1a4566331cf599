import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { InvoiceRequests } from 'src/modules/invoices/invoice-requests';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { StripeRefunds } from 'src/modules/payments/providers/stripe-refunds.service';
import type { Booking } from './booking.entity';
import { BookingMails } from './booking-mails.service';
import type { BookingView } from './booking-view';
import { CancellationTerms } from './cancellation-terms.service';
import { GuestBookings } from './guest-bookings.service';

/**
 * A booking ending before its stay: the guest's or staff's cancellation and the no-show, each with
 * its effects in the caller's transaction. Nine dependencies, on purpose: one ending touches every
 * concern a booking has (the policy's fee, the card refund, the ledger's status, the gate code, the
 * invoice's storno, the mail), and splitting them apart would only hand the same list to a second
 * class that every ending has to call. What staff do with the money afterwards is DeskMoney's.
 */
@Injectable()
export class BookingCancellations {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly terms: CancellationTerms,
    private readonly guests: GuestBookings,
    private readonly stripeRefunds: StripeRefunds,
    private readonly ledger: LedgerService,
    private readonly accessCodes: AccessCodesService,
    private readonly invoices: InvoiceRequests,
    private readonly mails: BookingMails,
  ) {}

  /** Guest cancellation before arrival under the site's policy; frees the pitch at once. */
  async cancelByGuest(id: string, token: string | undefined): Promise<BookingView> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.guests.find(em, id, token, LockMode.PESSIMISTIC_WRITE);
      await this.cancel(em, b, 'guest', 'POST /api/bookings/:id/cancel');
      return this.guests.view(em, b);
    });
  }

  /**
   * `publicRoute`: the mail counts against the per-recipient cap of public routes. `asStaff`: staff
   * may cancel on the arrival day too (the late fee applies) and settle the refund themselves
   * (DeskMoney.settleRefund), so card money is not sent back automatically as on the guest's route.
   */
  async cancel(
    em: EntityManager,
    b: Booking,
    reason: string,
    publicRoute?: string,
    asStaff = false,
  ): Promise<Booking> {
    if (b.status === 'cancelled') return b;
    const { cancellable, feeCents } = await this.terms.cancellation(em, b, asStaff);
    if (!cancellable) throw new AppException(HttpStatus.CONFLICT, 'booking.notCancellable');
    const wasConfirmed = b.status === 'confirmed';
    b.cancellationFeeCents = feeCents;
    b.status = 'cancelled';
    b.cancelledAt = this.clock.now();
    b.cancellationReason = reason;
    b.holdExpiresAt = null;
    await em.flush();
    // Money paid by card goes back through Stripe under the same policy (in this transaction: a
    // refund that fails leaves the booking as it was, and the retry refunds once).
    if (b.paymentMethod === 'stripe' && !asStaff)
      await this.stripeRefunds.refundOnCancellation(
        em,
        { bookingId: b.id, number: b.number },
        b.cancellationFeeCents,
      );
    // What is owed is now the fee: the stored payment status follows (a guest's cancellation
    // refunds no desk money, so nothing else would store it).
    await this.ledger.refreshStatus(em, b.id);
    await this.accessCodes.revokeForBooking(em, b.id, 'booking cancelled');
    // Its invoice, if one was issued, is reversed by a storno (the job does nothing without one).
    if (wasConfirmed) await this.invoices.storno(em, b.id);
    // A hold was never confirmed to anyone, so its end needs no mail (and gives no one a way to
    // make the site write to an address that never asked for anything).
    if (b.email && wasConfirmed) await this.mails.fromRoute(em, 'cancellation', b, publicRoute);
    return b;
  }

  /**
   * A confirmed guest who did not come, recorded on or after the arrival day (before departure):
   * the stay ends the morning after today, so the occupancy trigger frees the pitch from tomorrow
   * night while tonight stays theirs; the policy's no-show charge is what is owed (stored as the
   * cancellation fee, so the ledger and reports treat it like one); the gate code is revoked and an
   * issued invoice reversed by its storno. Staff then settle any refund (DeskMoney.settleRefund).
   */
  async markNoShow(em: EntityManager, b: Booking, reason: string): Promise<Booking> {
    const ns = await this.terms.noShow(em, b);
    if (!ns.allowed) throw new AppException(HttpStatus.CONFLICT, 'booking.noShowNotAllowed');
    Object.assign(b, {
      status: 'no_show',
      checkOut: ns.checkOut,
      cancellationFeeCents: ns.chargeCents,
      cancelledAt: this.clock.now(),
      cancellationReason: reason,
    });
    await em.flush();
    await this.accessCodes.revokeForBooking(em, b.id, 'no-show');
    await this.invoices.storno(em, b.id);
    await this.ledger.refreshStatus(em, b.id);
    return b;
  }
}
