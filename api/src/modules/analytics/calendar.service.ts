import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { LIVE } from './desk-stays';
import { CALENDAR_MAX_DAYS, type CalendarDto, type CalendarQueryDto } from './dto/calendar.dto';

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The pitches × days timeline: three statements for the whole period, however many pitches. */
@Injectable()
export class CalendarService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async range({ from, to }: CalendarQueryDto): Promise<CalendarDto> {
    const span = days(from, to);
    if (!(span >= 1 && span <= CALENDAR_MAX_DAYS))
      throw new AppException(HttpStatus.BAD_REQUEST, 'calendar.range', {
        days: CALENDAR_MAX_DAYS,
      });
    const conn = this.em.getConnection();
    const now = this.clock.now();
    const [categories, bookings, blocks] = await Promise.all([
      conn.execute<{ id: string; slug: string; name_de: string; name_en: string }[]>(
        `select id, slug, name_de, name_en from pitch_categories order by sort_order, slug`,
      ),
      conn.execute<
        {
          id: string;
          number: string;
          pitch_id: string;
          check_in: string;
          check_out: string;
          status: CalendarDto['bookings'][number]['status'];
          payment_status: CalendarDto['bookings'][number]['paymentStatus'];
          guest_name: string;
          adults: number;
          children: number;
          hold_expires_at: Date | null;
        }[]
      >(
        `select b.id, b.number, b.pitch_id, b.check_in::text as check_in, b.check_out::text as check_out,
           b.status, b.payment_status, trim(b.first_name || ' ' || b.last_name) as guest_name,
           b.adults, b.children, b.hold_expires_at
         from bookings b
         where (${LIVE} or b.status = 'no_show') and b.check_in < ?::date and b.check_out > ?::date
         order by b.check_in`,
        [now, to, from],
      ),
      conn.execute<
        { id: string; pitch_id: string; start_date: string; end_date: string; reason: string }[]
      >(
        `select id, pitch_id, start_date::text as start_date, end_date::text as end_date, reason
         from pitch_blocks where start_date < ?::date and end_date > ?::date order by start_date`,
        [to, from],
      ),
    ]);
    const used = [
      ...new Set([...bookings.map((b) => b.pitch_id), ...blocks.map((b) => b.pitch_id)]),
    ];
    const pitches = await conn.execute<
      { id: string; code: string; category_id: string; active: boolean }[]
    >(
      `select p.id, p.code, p.category_id, p.active
       from pitches p join pitch_categories c on c.id = p.category_id
       where p.active or p.id = any(?::uuid[])
       order by c.sort_order, c.slug, substring(p.code from '^[^0-9]*'),
         nullif(substring(p.code from '[0-9]+'), '')::int, p.code`,
      [`{${used.join(',')}}`],
    );
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
    };
  }
}
