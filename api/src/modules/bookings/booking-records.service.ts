import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { PaymentStatus } from 'src/contract/constants';
import type { Quote } from 'src/modules/pricing/quote';
import { AppException } from 'src/common/http/app-exception';
import { BookingPlate } from './booking-plate.entity';
import { Booking } from './booking.entity';
import { BookingLinks } from './booking-links.service';

// Other modules name what this service hands out by this type; the class stays in this module.
export type { Booking as BookingRecord };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What other modules may read of a booking (mail renders it, access codes are issued for it). It has
 * no dependencies of its own, so the modules the booking workflow calls (mail, access codes) can use
 * it without a circle back to the booking services.
 */
@Injectable()
export class BookingRecords {
  constructor(
    private readonly em: EntityManager,
    private readonly links: BookingLinks,
  ) {}

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
    if (!this.links.matches(b.id, token, b.tokenHash))
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

  /**
   * Stores a booking's quote after lines were added to it (metered electricity at departure) and
   * the total with it, in the caller's transaction holding the booking's row lock.
   */
  async setQuote(em: EntityManager, b: Booking, quote: Quote): Promise<void> {
    b.quote = quote;
    b.totalCents = quote.totalCents;
    await em.flush();
  }

  /** The plates of these bookings (normalised, in the order they were given), by booking id. */
  async platesOf(
    ids: string[],
    em: EntityManager = this.em.fork(),
  ): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return out;
    const rows = await em.find(
      BookingPlate,
      { booking: { $in: ids } },
      { orderBy: { createdAt: 'ASC', plate: 'ASC' } },
    );
    for (const r of rows) out.get(r.booking.id)?.push(r.plate);
    return out;
  }

  /** Replaces a booking's plates (already normalised), in the caller's transaction. */
  async setPlates(em: EntityManager, bookingId: string, plates: string[]): Promise<void> {
    await em.nativeDelete(BookingPlate, { booking: bookingId, plate: { $nin: plates } });
    const now = new Date();
    for (const [i, plate] of plates.entries())
      await em.getConnection().execute(
        `insert into booking_plates (id, booking_id, plate, created_at) values (gen_random_uuid(), ?, ?, ?)
         on conflict (booking_id, plate) do nothing`,
        [bookingId, plate, new Date(now.getTime() + i)],
        'run',
        em.getTransactionContext(),
      );
  }

  /**
   * Bookings (confirmed or cancelled) whose vehicles include this normalised plate and whose stay
   * ended at most `sinceDate` ago, newest arrival first: what the gate camera's plate may belong to.
   */
  async byPlate(
    plate: string,
    sinceDate: string,
  ): Promise<
    Array<{ id: string; status: string; pitchCode: string; checkIn: string; checkOut: string }>
  > {
    const rows = await this.em.getConnection().execute<
      Array<{
        id: string;
        status: string;
        pitch_code: string;
        check_in: string;
        check_out: string;
      }>
    >(
      `select b.id, b.status, p.code as pitch_code,
              to_char(b.check_in, 'YYYY-MM-DD') as check_in, to_char(b.check_out, 'YYYY-MM-DD') as check_out
         from booking_plates bp join bookings b on b.id = bp.booking_id join pitches p on p.id = b.pitch_id
        where bp.plate = ? and b.status in ('confirmed', 'cancelled', 'no_show') and b.check_out >= ?::date
        order by b.check_in desc limit 20`,
      [plate, sinceDate],
    );
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      pitchCode: r.pitch_code,
      checkIn: r.check_in,
      checkOut: r.check_out,
    }));
  }

  async exists(id: string): Promise<boolean> {
    return UUID.test(id) && (await this.em.fork().count(Booking, { id })) > 0;
  }

  /**
   * Whether `email` holds a live (confirmed, or pending and not yet expired) booking of the
   * category overlapping the stay: the waitlist marks such a guest's entry as booked.
   */
  async hasLiveBooking(q: {
    email: string;
    categoryId: string;
    checkIn: string;
    checkOut: string;
    now: Date;
  }): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ found: boolean }[]>(
      `select exists (
         select 1 from bookings
          where lower(email) = lower(?) and category_id = ? and check_in < ? and check_out > ?
            and (status = 'confirmed' or (status = 'pending' and hold_expires_at > ?))
       ) as found`,
      [q.email, q.categoryId, q.checkOut, q.checkIn, q.now],
    );
    return rows[0]?.found === true;
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

  /**
   * Confirmed bank-transfer bookings not (fully) paid whose due date — the local date of their
   * confirmation plus `dueDays` — lies before `today`. At most `limit`, oldest first.
   */
  async overdueBankTransfers(
    dueDays: number,
    today: string,
    excludeReminded: string,
    limit = 200,
  ): Promise<Array<{ id: string; number: string; totalCents: number; dueDate: string }>> {
    const rows = await this.em
      .getConnection()
      .execute<Array<{ id: string; number: string; total_cents: number; due_date: string }>>(
        `select b.id, b.number, b.total_cents,
              to_char((b.confirmed_at at time zone 'Europe/Vienna')::date + ?::int, 'YYYY-MM-DD') as due_date
         from bookings b
        where b.payment_method = 'bank_transfer' and b.status = 'confirmed'
          and b.payment_status in ('unpaid', 'pending')
          and (b.confirmed_at at time zone 'Europe/Vienna')::date + ?::int < ?::date
          and not exists (select 1 from booking_reminders r where r.booking_id = b.id and r.kind = ?)
        order by b.confirmed_at limit ?`,
        [dueDays, dueDays, today, excludeReminded, limit],
      );
    return rows.map((r) => ({
      id: r.id,
      number: r.number,
      totalCents: r.total_cents,
      dueDate: r.due_date,
    }));
  }

  /** Confirmed bookings with an email arriving after `today` and at most on `until`, not yet reminded. */
  async arrivingSoon(
    today: string,
    until: string,
    excludeReminded: string,
    limit = 500,
  ): Promise<string[]> {
    const rows = await this.em.getConnection().execute<Array<{ id: string }>>(
      `select b.id from bookings b
        where b.status = 'confirmed' and b.email is not null
          and b.check_in > ?::date and b.check_in <= ?::date
          and not exists (select 1 from booking_reminders r where r.booking_id = b.id and r.kind = ?)
        order by b.check_in limit ?`,
      [today, until, excludeReminded, limit],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Confirmed deposit bookings with an email whose balance is still open (partly paid) and due by
   * `until`, before arrival, not yet reminded of it (`excludeReminded`).
   */
  async balancesDueBy(
    today: string,
    until: string,
    excludeReminded: string,
    limit = 500,
  ): Promise<Array<{ id: string; balanceDueDate: string }>> {
    return this.em.getConnection().execute<Array<{ id: string; balanceDueDate: string }>>(
      `select b.id, to_char(b.balance_due_date, 'YYYY-MM-DD') as "balanceDueDate" from bookings b
        where b.status = 'confirmed' and b.email is not null and b.deposit_cents > 0
          and b.payment_status = 'pending'
          and b.balance_due_date <= ?::date and b.check_in > ?::date
          and not exists (select 1 from booking_reminders r where r.booking_id = b.id and r.kind = ?)
        order by b.balance_due_date limit ?`,
      [until, today, excludeReminded, limit],
    );
  }

  /** Of these bookings, the ids of those that expired (their hold ran out) and have an email. */
  async expiredWithEmail(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.em
      .fork()
      .find(
        Booking,
        { id: { $in: ids }, status: 'expired', email: { $ne: null } },
        { fields: ['id'] },
      );
    return rows.map((b) => b.id);
  }
  /**
   * The stays that occupy a pitch and end after `from`: confirmed bookings and holds still running
   * at `now` (the iCal export shows busy times, nothing about the guest).
   */
  async liveStaysOnPitch(
    pitchId: string,
    from: string,
    now: Date,
  ): Promise<Array<{ id: string; checkIn: string; checkOut: string }>> {
    const rows = await this.em.fork().find(
      Booking,
      {
        pitch: pitchId,
        checkOut: { $gt: from },
        $or: [{ status: 'confirmed' }, { status: 'pending', holdExpiresAt: { $gt: now } }],
      },
      { orderBy: { checkIn: 'ASC' }, limit: 5000, fields: ['id', 'checkIn', 'checkOut'] },
    );
    return rows.map((b) => ({ id: b.id, checkIn: b.checkIn, checkOut: b.checkOut }));
  }

  /** The number of a live booking overlapping the nights on the pitch (what an imported event hit). */
  async liveNumberOverlapping(
    em: EntityManager,
    pitchId: string,
    startDate: string,
    endDate: string,
  ): Promise<string | null> {
    const b = await em.findOne(
      Booking,
      {
        pitch: pitchId,
        checkIn: { $lt: endDate },
        checkOut: { $gt: startDate },
        status: { $in: ['pending', 'confirmed'] },
      },
      { orderBy: { checkIn: 'ASC' }, fields: ['id', 'number'] },
    );
    return b?.number ?? null;
  }
}
