import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { InvoicesService } from 'src/modules/invoices/invoices.service';
import { Booking } from './booking.entity';
import { BookingLinks } from './booking-links.service';
import { toBookingView, type BookingView } from './booking-view';
import { CancellationTerms } from './cancellation-terms.service';
import { GuestPaymentView } from './guest-payment-view.service';
import { HoldLimitsService, type PublicClient } from './hold-limits.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The guest's side of a booking behind its link: finding it by id and token (404 unknown, 403
 * without the right token) and the page's view with what it needs besides the row. The guest's
 * other routes (verification, cancellation) find and answer through here.
 */
@Injectable()
export class GuestBookings {
  constructor(
    private readonly em: EntityManager,
    private readonly links: BookingLinks,
    private readonly holdLimits: HoldLimitsService,
    private readonly accessCodes: AccessCodesService,
    private readonly invoiceViews: InvoicesService,
    private readonly terms: CancellationTerms,
    private readonly payment: GuestPaymentView,
  ) {}

  /** The booking behind a guest link: 404 for an unknown id, 403 without the right token. */
  async getForGuest(id: string, token: string | undefined): Promise<BookingView> {
    const em = this.em.fork();
    const b = await this.find(em, id, token);
    return this.view(em, b);
  }

  /**
   * The guest's return from the payment page: rate-limited like `confirm` (it makes us call Stripe),
   * token checked. Answers the booking as it is before anything is settled.
   */
  async accessForPaymentReturn(
    id: string,
    token: string | undefined,
    client?: PublicClient,
  ): Promise<BookingView> {
    if (client)
      await this.holdLimits.checkConfirmRate(client, 'POST /api/bookings/:id/payment-return');
    return this.getForGuest(id, token);
  }

  /** The booking of a guest link, with its pitch and category (and `hidden` fields asked for). */
  async find(
    em: EntityManager,
    id: string,
    token: string | undefined,
    lockMode?: LockMode,
    ...hidden: Array<'verificationKeyHash'>
  ): Promise<Booking> {
    const b = UUID.test(id)
      ? await em.findOne(
          Booking,
          { id },
          { populate: ['pitch', 'category', 'tokenHash', ...hidden], lockMode },
        )
      : null;
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    if (!this.links.matches(b.id, token, b.tokenHash))
      throw new AppException(HttpStatus.FORBIDDEN, 'booking.accessDenied');
    return b;
  }

  /**
   * The guest's view of a booking with what the page needs besides the row: the gate code (or when
   * it will come), what cancelling now would cost (by the same rule the cancellation charges), the
   * invoice once issued, and what is due and how to pay it.
   */
  async view(em: EntityManager, b: Booking): Promise<BookingView> {
    const [accessCode, accessCodeSchedule, invoice] = await Promise.all([
      this.accessCodes.activeForBooking(b.id),
      this.accessCodes.validity(b.checkIn, b.checkOut),
      this.invoiceViews.issuedFor(b.id),
    ]);
    const cancellation = await this.terms.forGuest(em, b);
    return toBookingView(b, {
      accessCode,
      accessCodeSchedule,
      cancellation,
      invoice,
      ...(await this.payment.of(em, b)),
    });
  }
}
