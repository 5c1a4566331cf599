import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock, siteInstant } from 'src/common/clock';
import { FieldsException } from 'src/common/http/validation';
import { formatDate, parseDate } from 'src/modules/pricing/quote';
import { AdminBookingsService, type AdminBookingRecord } from './admin-bookings.service';
import { BookingConfirmations } from './booking-confirmations.service';
import { BookingHolds } from './booking-holds.service';
import { STAFF_HOLD_MAX_DAYS, type AdminCreateBookingDto } from './dto/admin-booking.dto';
import { assertNoNearDuplicate } from './near-duplicates';

const addDays = (date: string, days: number) => formatDate(parseDate(date) + days * 86_400_000);

/** New bookings at the desk (phone, walk-in) and a pending booking made binding by staff. */
@Injectable()
export class DeskBookings {
  constructor(
    private readonly em: EntityManager,
    private readonly holds: BookingHolds,
    private readonly confirmations: BookingConfirmations,
    private readonly admin: AdminBookingsService,
    private readonly clock: Clock,
  ) {}

  async create(dto: AdminCreateBookingDto, staffEmail: string): Promise<AdminBookingRecord> {
    const {
      confirmDuplicate,
      channel,
      paymentMethod,
      status,
      holdUntil,
      quotedTotalCents,
      ...input
    } = dto;
    const pending = status === 'pending';
    if (pending) this.assertHoldUntil(holdUntil!, input.checkIn);
    if (!confirmDuplicate) await assertNoNearDuplicate(this.em, input);
    const created = await this.holds.create(input, {
      lang: input.language ?? 'de',
      channel: channel ?? 'phone',
      confirmNow: true,
      // Kept to the end of the chosen day at the campsite.
      holdUntil: pending ? siteInstant(addDays(holdUntil!, 1), '00:00') : undefined,
      expectedTotalCents: quotedTotalCents,
      paymentMethod: paymentMethod ?? 'on_arrival',
      consentAt: null,
      createdBy: staffEmail,
    });
    return this.admin.get(created.id);
  }

  /** A pending phone booking keeps its pitch from today until arrival day, at most STAFF_HOLD_MAX_DAYS. */
  private assertHoldUntil(holdUntil: string, checkIn: string): void {
    const today = this.clock.today();
    const last = [checkIn, addDays(today, STAFF_HOLD_MAX_DAYS)].sort()[0];
    if (holdUntil < today || holdUntil > last)
      throw new FieldsException({
        holdUntil: { key: 'booking.holdUntilRange', params: { days: STAFF_HOLD_MAX_DAYS } },
      });
  }

  /** A pending booking made binding by staff (the guest called instead of following the mail's link). */
  async confirm(id: string): Promise<AdminBookingRecord> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.admin.find(em, id, LockMode.PESSIMISTIC_WRITE);
      const confirmed = await this.confirmations.confirmByStaff(em, b);
      return (await this.admin.withPlates([confirmed], em))[0];
    });
  }
}
