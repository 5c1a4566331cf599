import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { InvoiceRequests } from 'src/modules/invoices/invoice-requests';
import { LedgerService, type RecordPaymentInput } from 'src/modules/payments/ledger.service';
import { Booking } from './booking.entity';
import { BookingMails } from './booking-mails.service';
import { reclaimExpiredHold } from './bookings.queries';

/**
 * A booking becoming binding, by whichever way it comes (the guest's verification link, staff, a
 * card payment, money recorded at the desk), and what a confirmation brings, queued in the same
 * transaction through the outbox: the confirmation mail, the gate code, a bank transfer's invoice.
 * Every method runs inside the caller's transaction.
 */
@Injectable()
export class BookingConfirmations {
  private readonly logger = new Logger(BookingConfirmations.name);

  constructor(
    private readonly clock: Clock,
    private readonly accessCodes: AccessCodesService,
    private readonly invoices: InvoiceRequests,
    private readonly ledger: LedgerService,
    private readonly mails: BookingMails,
  ) {}

  /** Staff confirm a pending booking (e.g. the guest called instead of following the link). */
  async confirmByStaff(em: EntityManager, b: Booking): Promise<Booking> {
    if (b.status === 'confirmed') return b;
    await this.assertLiveHold(em, b);
    if (!b.paymentMethod) b.paymentMethod = 'on_arrival';
    await this.markConfirmed(em, b);
    return b;
  }

  /**
   * A card payment for the booking succeeded (Stripe's webhook or the guest's return; the caller
   * holds the transaction). A live hold is confirmed; a hold that ran out gets its pitch back if
   * nobody took it meanwhile (the exclusion constraint decides, inside a savepoint). `unavailable`:
   * the stay can no longer be had and the money has to go back.
   */
  async confirmPaid(
    em: EntityManager,
    bookingId: string,
  ): Promise<{ outcome: 'confirmed' | 'already_confirmed' | 'unavailable'; booking: Booking }> {
    // Refresh: another transaction may just have confirmed it (we wait for its lock, then re-read).
    const b = await em.findOneOrFail(
      Booking,
      { id: bookingId },
      { populate: ['pitch', 'category'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (b.status === 'confirmed') return { outcome: 'already_confirmed', booking: b };
    if (b.status === 'cancelled') return { outcome: 'unavailable', booking: b };
    const now = this.clock.now();
    if (b.status === 'pending' && (!b.holdExpiresAt || b.holdExpiresAt > now)) {
      await this.markConfirmed(em, b);
      return { outcome: 'confirmed', booking: b };
    }
    const stay = { id: b.id, pitchId: b.pitch.id, checkIn: b.checkIn, checkOut: b.checkOut };
    if (!(await reclaimExpiredHold(em, stay, now))) return { outcome: 'unavailable', booking: b };
    await em.refresh(b, { lockMode: LockMode.PESSIMISTIC_WRITE });
    this.logger.log(`Booking ${b.number}: paid after its hold ran out; the pitch was still free`);
    await this.afterConfirmed(em, b);
    return { outcome: 'confirmed', booking: b };
  }

  /**
   * Money staff took (at the desk, on the bank statement) recorded in the ledger: the one path of the
   * edit's "paid" and of recording a payment. A payment for a booking that is still pending (a hold,
   * or pay on arrival waiting for the mail's link) confirms it first, with everything a confirmation
   * brings (confirmation mail, gate code, a bank transfer's invoice), so a booking is never pending
   * and paid at once. A hold that ran out (swept or not) gets its pitch back if nobody took it
   * meanwhile; otherwise 409 and nothing is recorded. Call inside the caller's transaction.
   */
  async recordStaffPayment(em: EntityManager, input: RecordPaymentInput) {
    if (input.kind === 'payment') {
      const current = await em.findOne(Booking, { id: input.bookingId }, { fields: ['status'] });
      if (current?.status === 'pending' || current?.status === 'expired') {
        const { outcome } = await this.confirmPaid(em, input.bookingId);
        if (outcome === 'unavailable')
          throw new AppException(HttpStatus.CONFLICT, 'booking.holdExpired');
      }
    }
    return this.ledger.record(em, input);
  }

  /** A pending booking whose hold has not run out; an expired one is marked so and refused. Returns now. */
  async assertLiveHold(em: EntityManager, b: Booking): Promise<Date> {
    if (b.status !== 'pending')
      throw new AppException(
        HttpStatus.CONFLICT,
        b.status === 'expired' ? 'booking.holdExpired' : 'booking.notPending',
      );
    const now = this.clock.now();
    if (b.holdExpiresAt && b.holdExpiresAt <= now) {
      b.status = 'expired';
      await em.flush();
      throw new AppException(HttpStatus.CONFLICT, 'booking.holdExpired');
    }
    return now;
  }

  /** `publicRoute`: the confirmation mail counts against the per-recipient cap of public routes. */
  async markConfirmed(em: EntityManager, b: Booking, publicRoute?: string): Promise<void> {
    Object.assign(b, {
      status: 'confirmed',
      confirmedAt: this.clock.now(),
      holdExpiresAt: null,
      verificationKeyHash: null,
    });
    await em.flush();
    await this.afterConfirmed(em, b, publicRoute);
  }

  /**
   * What follows a confirmation, in the same transaction (outbox): the confirmation mail now, the
   * gate code 24 hours before arrival and, for a bank transfer, the invoice.
   */
  async afterConfirmed(em: EntityManager, b: Booking, publicRoute?: string): Promise<void> {
    if (b.email) await this.mails.fromRoute(em, 'booking_confirmation', b, publicRoute);
    await this.accessCodes.scheduleIssue(em, b);
    // A bank transfer needs a payment request: the invoice (with its GiroCode) is it.
    if (b.paymentMethod === 'bank_transfer') await this.invoices.issue(em, b.id);
  }
}
