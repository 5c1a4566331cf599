import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Booking } from './booking.entity';

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

  /** The same, locked for the rest of the caller's transaction (issuing its gate code). */
  async lockWithPitch(em: EntityManager, id: string): Promise<Booking | null> {
    if (!UUID.test(id)) return null;
    return em.findOne(
      Booking,
      { id },
      { populate: ['pitch', 'category'], lockMode: LockMode.PESSIMISTIC_WRITE },
    );
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
