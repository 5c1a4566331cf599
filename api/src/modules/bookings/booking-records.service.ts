import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { PaymentStatus } from 'src/contract/constants';
import { AppException } from 'src/common/http/app-exception';
import { Booking } from './booking.entity';
import { tokenMatches } from './booking-token';

// Other modules name what this service hands out by this type; the class stays in this module.
export type { Booking as BookingRecord };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What other modules may read of a booking (mail renders it, access codes are issued for it). It has
 * no dependencies of its own, so the modules the booking workflow calls (mail, access codes) can use
 * it without a circle back to BookingsService.
 */
@Injectable()
export class BookingRecords {
  constructor(private readonly em: EntityManager) {}

  /** A booking with its pitch and category, or null for an unknown (or malformed) id. */
  async withPitch(id: string, em: EntityManager = this.em.fork()): Promise<Booking | null> {
    if (!UUID.test(id)) return null;
    return em.findOne(Booking, { id }, { populate: ['pitch', 'category'] });
  }

  /**
   * The booking behind a guest link, for documents of other modules (the invoice PDF): 404 for an
   * unknown id, 403 without the right token — the same answers as every guest booking route.
   */
  async forGuest(id: string, token: string | undefined): Promise<Booking> {
    const b = UUID.test(id)
      ? await this.em
          .fork()
          .findOne(Booking, { id }, { populate: ['pitch', 'category', 'tokenHash'] })
      : null;
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    if (!tokenMatches(token, b.tokenHash))
      throw new AppException(HttpStatus.FORBIDDEN, 'booking.accessDenied');
    return b;
  }

  /** The same, locked for the rest of the caller's transaction (issuing its gate code). */
  async lockWithPitch(em: EntityManager, id: string): Promise<Booking | null> {
    if (!UUID.test(id)) return null;
    return em.findOne(
      Booking,
      { id },
      { populate: ['pitch', 'category'], lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }

  /**
   * Stores the payment status the payments ledger derived (the status is never typed in). Call it
   * inside the transaction that holds the booking's row lock and wrote the ledger row.
   */
  async setPaymentStatus(em: EntityManager, b: Booking, status: PaymentStatus): Promise<void> {
    if (b.paymentStatus === status) return;
    b.paymentStatus = status;
    await em.flush();
  }

  async exists(id: string): Promise<boolean> {
    return UUID.test(id) && (await this.em.fork().count(Booking, { id })) > 0;
  }

  /** Ids of confirmed bookings whose stay touches the dates from `from` to `to` (inclusive). */
  async confirmedStaying(from: string, to: string): Promise<string[]> {
    const rows = await this.em
      .fork()
      .find(
        Booking,
        { status: 'confirmed', checkIn: { $lte: to }, checkOut: { $gte: from } },
        { fields: ['id'] },
      );
    return rows.map((b) => b.id);
  }
}
