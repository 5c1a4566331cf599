import type { EntityManager } from '@mikro-orm/postgresql';
import { SITE_TIME_ZONE } from 'src/common/clock';
import { runSql, type PreparedQuery } from 'src/database/raw-sql';
import { LIVE } from './desk-stays';
import type { CalendarDto } from './dto/calendar.dto';

/**
 * The analytics module's SQL: reports, the occupancy calendar, the front desk's dashboard and the
 * tourist-tax return, all set-based reads over whole periods of other modules' tables (bookings,
 * pitches, categories, blocks, payments). The module owns no table; it is a declared read model
 * (api/src/modules/read-models.json). The desk's stay lists keep their shared query in
 * desk-stays.ts. Each function takes its placeholders' values in the order the SQL names them.
 */

// desk-cache

/**
 * The desk counter alone: the sum of its 64 small rows (see DeskVersion). A named statement, so each
 * pooled connection plans it once.
 */
export const DESK_VERSION_QUERY: PreparedQuery = {
  name: 'desk_version',
  text: 'select sum(version)::text as version from desk_version',
  rowMode: 'array',
};

// analytics.service

export const categoriesWithPitches = (em: EntityManager) =>
  runSql<{ id: string; slug: string; name_de: string; name_en: string; pitches: string }[]>(
    em,
    `select c.id, c.slug, c.name_de, c.name_en,
           (select count(*) from pitches p where p.category_id = c.id and p.active) as pitches
         from pitch_categories c order by c.sort_order, c.slug`,
  );

/**
 * Sold nights and their share of each stay's net, VAT and tourist tax, per month and category, to
 * the cent: a stay's amount spread over its nights, the first `amount % nights` nights taking one
 * cent more. Summed per month segment of a stay (nights a..b counted from its arrival) instead of
 * per night, so a year costs a row per stay and month instead of one per night.
 */
export const soldNights = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<
    {
      month: string;
      category_id: string;
      nights: string;
      net: string;
      vat: string;
      tax: string;
    }[]
  >(
    em,
    `select to_char(s.month, 'YYYY-MM') as month, s.category_id, sum(s.b - s.a) as nights,
           sum((s.b - s.a) * (s.net / s.cnt) + greatest(0, least(s.b, s.net % s.cnt) - s.a)) as net,
           sum((s.b - s.a) * (s.vat / s.cnt) + greatest(0, least(s.b, s.vat % s.cnt) - s.a)) as vat,
           sum((s.b - s.a) * (s.tax / s.cnt) + greatest(0, least(s.b, s.tax % s.cnt) - s.a)) as tax
         from (
           select b.category_id, (b.check_out - b.check_in) as cnt, m.month,
             greatest(m.month::date, b.check_in, ?::date) - b.check_in as a,
             least((m.month + interval '1 month')::date, b.check_out, ?::date) - b.check_in as b,
             (b.quote->>'netCents')::bigint as net, (b.quote->>'vatCents')::bigint as vat,
             (b.quote->>'touristTaxCents')::bigint as tax
           from bookings b
           cross join lateral generate_series(date_trunc('month', greatest(b.check_in, ?::date)::timestamp),
             (least(b.check_out, ?::date) - 1)::timestamp, interval '1 month') as m(month)
           where b.status = 'confirmed' and b.check_in < ?::date and b.check_out > ?::date
         ) s
         group by 1, 2`,
    params,
  );

export const blockedNights = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<{ month: string; category_id: string; nights: string }[]>(
    em,
    `select to_char(d, 'YYYY-MM') as month, p.category_id, count(*) as nights
         from pitch_blocks k
         join pitches p on p.id = k.pitch_id and p.active
         cross join lateral generate_series(greatest(k.start_date, ?::date),
           least(k.end_date, ?::date) - 1, interval '1 day') as d
         where k.start_date < ?::date and k.end_date > ?::date
         group by 1, 2`,
    params,
  );

export const arrivalFigures = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<
    {
      bookings: string;
      nights: string | null;
      lead: string | null;
      confirmed_ever: string;
      cancelled: string;
      no_shows: string;
      kept_fees: string | null;
    }[]
  >(
    em,
    `select count(*) filter (where status = 'confirmed') as bookings,
           sum(check_out - check_in) filter (where status = 'confirmed') as nights,
           sum(check_in - (created_at at time zone '${SITE_TIME_ZONE}')::date)
             filter (where status = 'confirmed') as lead,
           count(*) filter (where confirmed_at is not null) as confirmed_ever,
           count(*) filter (where status = 'cancelled' and confirmed_at is not null) as cancelled,
           count(*) filter (where status = 'no_show') as no_shows,
           sum(cancellation_fee_cents) filter (where status in ('cancelled', 'no_show')) as kept_fees
         from bookings where check_in >= ?::date and check_in < ?::date`,
    params,
  );

/**
 * Pitch-nights of [from, to) held by seasonal contracts (up to a termination), like blocks: a
 * pitch let for the season is not available for nightly stays.
 */
export const seasonalNights = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<{ month: string; category_id: string; nights: string }[]>(
    em,
    `select to_char(d, 'YYYY-MM') as month, p.category_id, count(*) as nights
         from seasonal_contracts c
         join pitches p on p.id = c.pitch_id and p.active
         cross join lateral generate_series(greatest(c.start_date, ?::date),
           least(coalesce(c.terminated_on, c.end_date), ?::date) - 1, interval '1 day') as d
         where c.start_date < ?::date and coalesce(c.terminated_on, c.end_date) > ?::date
         group by 1, 2`,
    params,
  );

/**
 * Seasonal contracts' instalment invoices dated in [from, to), by month: net, VAT and the flat
 * tourist tax exactly as each invoice's snapshot states them, less the stornos of instalment
 * invoices dated in the period (their snapshots state the negated sums), so a reversed instalment
 * takes its revenue back in the month of its storno. `invoices` counts the invoices issued.
 */
export const seasonalRevenue = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<{ month: string; invoices: string; net: string; vat: string; tax: string }[]>(
    em,
    `select to_char(d.invoice_date, 'YYYY-MM') as month, sum(d.issued) as invoices,
            sum((d.snapshot->>'netCents')::int) as net, sum((d.snapshot->>'vatCents')::int) as vat,
            sum(coalesce((d.snapshot->'touristTax'->>'totalCents')::int, 0)) as tax
       from (select invoice_date, snapshot, 1 as issued from invoice
              where kind = 'instalment' and invoice_date >= ?::date and invoice_date < ?::date
             union all
             select s.invoice_date, s.snapshot, 0 from storno_invoice s
               join invoice o on o.id = s.original_id and o.kind = 'instalment'
              where s.invoice_date >= ?::date and s.invoice_date < ?::date) d
      group by 1 order by 1`,
    [...params, ...params],
  );

/** The demand lines of confirmed bookings arriving in the period, as their invoices carry them. */
export const demandFigures = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<{ bookings: string; surcharge: string | null; discount: string | null }[]>(
    em,
    `select count(distinct b.id) as bookings,
           sum((l->>'totalCents')::bigint) filter (where (l->>'totalCents')::bigint > 0) as surcharge,
           -sum((l->>'totalCents')::bigint) filter (where (l->>'totalCents')::bigint < 0) as discount
         from bookings b cross join lateral jsonb_array_elements(b.quote->'lines') l
         where b.status = 'confirmed' and b.check_in >= ?::date and b.check_in < ?::date
           and l->>'kind' = 'demand'`,
    params,
  );

export const countryFigures = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<{ country: string | null; bookings: string; nights: string }[]>(
    em,
    `select country, count(*) as bookings, sum(check_out - check_in) as nights
         from bookings
         where status = 'confirmed' and check_in >= ?::date and check_in < ?::date
         group by country order by 2 desc, 3 desc, 1 nulls last`,
    params,
  );

// calendar.service

export const calendarCategories = (em: EntityManager) =>
  runSql<{ id: string; slug: string; name_de: string; name_en: string }[]>(
    em,
    `select id, slug, name_de, name_en from pitch_categories order by sort_order, slug`,
  );

export const calendarBookings = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<
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
    em,
    `select b.id, b.number, b.pitch_id, b.check_in::text as check_in, b.check_out::text as check_out,
           b.status, b.payment_status, trim(b.first_name || ' ' || b.last_name) as guest_name,
           b.adults, b.children, b.hold_expires_at
         from bookings b
         where (${LIVE} or b.status = 'no_show') and b.check_in < ?::date and b.check_out > ?::date
         order by b.check_in`,
    params,
  );

export const calendarBlocks = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<{ id: string; pitch_id: string; start_date: string; end_date: string; reason: string }[]>(
    em,
    `select id, pitch_id, start_date::text as start_date, end_date::text as end_date, reason
         from pitch_blocks where start_date < ?::date and end_date > ?::date order by start_date`,
    params,
  );

/** Seasonal contracts' nights in the period, up to a termination. */
export const calendarSeasonal = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<
    {
      id: string;
      number: string;
      pitch_id: string;
      start_date: string;
      end_date: string;
      holder_name: string;
    }[]
  >(
    em,
    `select id, number, pitch_id, start_date::text as start_date,
            coalesce(terminated_on, end_date)::text as end_date,
            trim(first_name || ' ' || last_name) as holder_name
       from seasonal_contracts
      where start_date < ?::date and coalesce(terminated_on, end_date) > ?::date
        and coalesce(terminated_on, end_date) > start_date
      order by start_date`,
    params,
  );

export const calendarPitches = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<{ id: string; code: string; category_id: string; active: boolean }[]>(
    em,
    `select p.id, p.code, p.category_id, p.active
       from pitches p join pitch_categories c on c.id = p.category_id
       where p.active or p.id = any(?::uuid[])
       order by c.sort_order, c.slug, substring(p.code from '^[^0-9]*'),
         nullif(substring(p.code from '[0-9]+'), '')::int, p.code`,
    params,
  );

// tourist-tax.service

export const touristTaxStays = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<
    Array<{
      id: string;
      number: string;
      first_name: string;
      last_name: string;
      country: string | null;
      check_in: string;
      check_out: string;
      nights: number;
      adults: number;
      children: number;
      rate: number;
    }>
  >(
    em,
    `select b.id, b.number, b.first_name, b.last_name, b.country,
              to_char(b.check_in, 'YYYY-MM-DD') as check_in, to_char(b.check_out, 'YYYY-MM-DD') as check_out,
              (least(b.check_out, ?::date) - greatest(b.check_in, ?::date))::int as nights,
              (b.quote->>'adults')::int as adults, (b.quote->>'children')::int as children,
              coalesce((select (l->>'unitPriceCents')::int from jsonb_array_elements(b.quote->'lines') l
                         where l->>'kind' = 'tourist_tax' limit 1), 0) as rate
         from bookings b
        where b.status = 'confirmed' and b.check_in < ?::date and b.check_out > ?::date
        order by b.check_in, b.number`,
    params,
  );

/** Instalment invoices dated in [from, to) that carry a contract's flat seasonal tourist tax. */
export const seasonalTouristTax = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<
    Array<{
      contract_id: string;
      contract_number: string;
      first_name: string;
      last_name: string;
      country: string | null;
      pitch_code: string;
      start_date: string;
      end_date: string;
      invoice_number: string;
      invoice_date: string;
      amount: number;
    }>
  >(
    em,
    `select c.id as contract_id, c.number as contract_number, c.first_name, c.last_name, c.country,
            p.code as pitch_code, c.start_date::text as start_date,
            coalesce(c.terminated_on, c.end_date)::text as end_date,
            i.number as invoice_number, i.invoice_date::text as invoice_date,
            (i.snapshot->'touristTax'->>'totalCents')::int as amount
       from (select id, id as original_id, number, invoice_date, snapshot from invoice
              where kind = 'instalment' and invoice_date >= ?::date and invoice_date < ?::date
             union all
             -- A reversed instalment's storno takes its flat tax back in the storno's month.
             select s.id, s.original_id, s.number, s.invoice_date, s.snapshot from storno_invoice s
               join invoice o on o.id = s.original_id and o.kind = 'instalment'
              where s.invoice_date >= ?::date and s.invoice_date < ?::date) i
       join seasonal_instalments si on si.invoice_id = i.original_id
       join seasonal_contracts c on c.id = si.contract_id
       join pitches p on p.id = c.pitch_id
      where coalesce((i.snapshot->'touristTax'->>'totalCents')::int, 0) <> 0
      order by i.invoice_date, i.number`,
    [...params, ...params],
  );

// front-desk.service

export const bookingsByStatusSince = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<{ status: string; n: string }[]>(
    em,
    `select status, count(*) as n from bookings where created_at >= ? group by status`,
    params,
  );

export const bookingsByChannelSince = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<{ channel: string; n: string }[]>(
    em,
    `select channel, count(*) as n from bookings where created_at >= ? group by channel`,
    params,
  );

/** Tonight's pitches: live stays found by departure (an index range over the stays not yet over). */
export const occupancyFigures = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<{ pitches: string; occupied: string; blocked: string }[]>(
    em,
    `select count(*) as pitches,
         count(*) filter (where p.id in (select b.pitch_id from bookings b where ${LIVE}
           and b.check_out > ?::date and b.check_in <= ?::date)) as occupied,
         count(*) filter (where exists (select 1 from pitch_blocks k where k.pitch_id = p.id
           and k.start_date <= ?::date and k.end_date > ?::date)) as blocked
       from pitches p where p.active`,
    params,
  );

/**
 * Open and overdue holds, and when the next of them expires or becomes overdue (`overdue_from`: the
 * earliest expiry not yet overdue): until then the figures, and the desk's lists of live stays,
 * stand as read.
 */
export const holdFigures = (em: EntityManager, params: readonly unknown[] = []) =>
  runSql<{ open: string; overdue: string; next_expiry: Date | null; overdue_from: Date | null }[]>(
    em,
    `select count(*) filter (where hold_expires_at is null or hold_expires_at > ?) as open,
              count(*) filter (where hold_expires_at < ?) as overdue,
              min(hold_expires_at) filter (where hold_expires_at > ?) as next_expiry,
              min(hold_expires_at) filter (where hold_expires_at >= ?) as overdue_from
       from bookings where status = 'pending'`,
    params,
  );

export const unpaidFigures = (em: EntityManager, where: string) =>
  runSql<{ n: string; total: string | null }[]>(
    em,
    `select count(*) as n, sum(total_cents) as total from bookings b where ${where}`,
  );

export const cancellationFigures = (em: EntityManager, toPayOut: boolean) =>
  runSql<
    {
      id: string;
      number: string;
      guest_name: string;
      pitch_code: string;
      check_in: string;
      check_out: string;
      cancelled_at: Date;
      reason: string | null;
      status: 'cancelled' | 'no_show';
      fee: number;
      credit_kept: boolean;
      excess: string;
    }[]
  >(
    em,
    `select * from (
         select b.id, b.number, trim(b.first_name || ' ' || b.last_name) as guest_name,
           p.code as pitch_code, b.check_in::text as check_in, b.check_out::text as check_out,
           b.cancelled_at, b.cancellation_reason as reason, b.status::text as status,
           b.cancellation_fee_cents as fee, b.credit_kept,
           greatest(0, coalesce((select sum(case when m.kind = 'payment' then m.amount_cents
                                                 else -m.amount_cents end)
                                 from payment m where m.booking_id = b.id), 0)
                       - b.cancellation_fee_cents) as excess
         from bookings b join pitches p on p.id = b.pitch_id
         where b.status in ('cancelled', 'no_show') and b.cancelled_at is not null
       ) c
       ${toPayOut ? 'where c.excess > 0 and not c.credit_kept order by c.cancelled_at' : 'order by c.cancelled_at desc'}
       limit ${toPayOut ? 20 : 10}`,
  );
