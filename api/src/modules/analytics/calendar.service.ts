import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { DeskCache, jsonBody, type JsonBody } from './desk-cache';
import { CALENDAR_MAX_DAYS, type CalendarDto, type CalendarQueryDto } from './dto/calendar.dto';
import {
  calendarBlocks,
  calendarBookings,
  calendarCategories,
  calendarPitches,
  calendarSeasonal,
} from './analytics.queries';

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A 400 for a period that is empty or longer than the timeline may span. */
function checkRange({ from, to }: CalendarQueryDto): void {
  const span = days(from, to);
  if (!(span >= 1 && span <= CALENDAR_MAX_DAYS))
    throw new AppException(HttpStatus.BAD_REQUEST, 'calendar.range', {
      days: CALENDAR_MAX_DAYS,
    });
}

/** The pitches × days timeline: three statements for the whole period, however many pitches. */
@Injectable()
export class CalendarService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly cache: DeskCache,
  ) {}

  /**
   * The timeline as JSON bytes with their entity tag, kept while the desk counter stands still and
   * until the first hold shown in it expires (it then leaves the timeline).
   */
  rangeBody(query: CalendarQueryDto): Promise<JsonBody> {
    checkRange(query);
    return this.cache.get(`calendar|${query.from}|${query.to}`, async () => {
      const calendar = await this.range(query);
      const expiries = calendar.bookings
        .filter((b) => b.status === 'pending' && b.holdExpiresAt)
        .map((b) => Date.parse(b.holdExpiresAt!));
      return { value: jsonBody(calendar), validUntil: Math.min(Infinity, ...expiries) };
    });
  }

  async range({ from, to }: CalendarQueryDto): Promise<CalendarDto> {
    checkRange({ from, to });
    const now = this.clock.now();
    const [categories, bookings, blocks, seasonal] = await Promise.all([
      calendarCategories(this.em),
      calendarBookings(this.em, [now, to, from]),
      calendarBlocks(this.em, [to, from]),
      calendarSeasonal(this.em, [to, from]),
    ]);
    const used = [
      ...new Set([
        ...bookings.map((b) => b.pitch_id),
        ...blocks.map((b) => b.pitch_id),
        ...seasonal.map((s) => s.pitch_id),
      ]),
    ];
    const pitches = await calendarPitches(this.em, [`{${used.join(',')}}`]);
    return {
      from,
      to,
      categories: categories.map((c) => ({
        id: c.id,
        slug: c.slug,
        nameDe: c.name_de,
        nameEn: c.name_en,
      })),
      pitches: pitches.map((p) => ({
        id: p.id,
        code: p.code,
        categoryId: p.category_id,
        active: p.active,
      })),
      bookings: bookings.map((b) => ({
        id: b.id,
        number: b.number,
        pitchId: b.pitch_id,
        checkIn: b.check_in,
        checkOut: b.check_out,
        status: b.status,
        paymentStatus: b.payment_status,
        guestName: b.guest_name,
        adults: Number(b.adults),
        children: Number(b.children),
        holdExpiresAt: b.hold_expires_at ? new Date(b.hold_expires_at).toISOString() : null,
      })),
      blocks: blocks.map((k) => ({
        id: k.id,
        pitchId: k.pitch_id,
        startDate: k.start_date,
        endDate: k.end_date,
        reason: k.reason,
      })),
      seasonal: seasonal.map((s) => ({
        id: s.id,
        number: s.number,
        pitchId: s.pitch_id,
        startDate: s.start_date,
        endDate: s.end_date,
        holderName: s.holder_name,
      })),
    };
  }
}
