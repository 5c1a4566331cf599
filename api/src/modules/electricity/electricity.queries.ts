import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from 'src/database/raw-sql';

/** A reading as the desk shows it. */
export interface ReadingRow {
  id: string;
  valueWh: number;
  recordedAt: Date;
  recordedBy: string | null;
}

/** A confirmed booking on a metered pitch that arrives or leaves on the day. */
export interface MeterDeskRow {
  bookingId: string;
  bookingNumber: string;
  guestName: string;
  pitchId: string;
  pitchCode: string;
  meterNumber: string;
  checkIn: string;
  checkOut: string;
  arrival: ReadingRow | null;
  departure: ReadingRow | null;
  last: ReadingRow | null;
  /** The line the departure reading added to the booking's quote. */
  charge: { label: { de: string; en: string }; grossCents: number } | null;
}

const reading = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object(
     'id', ${alias}.id, 'valueWh', ${alias}.value_wh, 'recordedAt', ${alias}.recorded_at,
     'recordedBy', ${alias}.recorded_by) end`;

/**
 * Today's arrivals and departures on pitches with a meter, with the booking's own readings and the
 * meter's last one: the front desk's readings screen. One statement; pitch code order.
 */
export async function meterDeskRows(em: EntityManager, date: string): Promise<MeterDeskRow[]> {
  const rows = await runSql<
    Array<
      Omit<MeterDeskRow, 'arrival' | 'departure' | 'last'> & {
        arrival: (Omit<ReadingRow, 'recordedAt'> & { recordedAt: string }) | null;
        departure: (Omit<ReadingRow, 'recordedAt'> & { recordedAt: string }) | null;
        last: (Omit<ReadingRow, 'recordedAt'> & { recordedAt: string }) | null;
      }
    >
  >(
    em,
    `select b.id as "bookingId", b.number as "bookingNumber",
            trim(b.first_name || ' ' || b.last_name) as "guestName",
            p.id as "pitchId", p.code as "pitchCode", p.meter_number as "meterNumber",
            to_char(b.check_in, 'YYYY-MM-DD') as "checkIn", to_char(b.check_out, 'YYYY-MM-DD') as "checkOut",
            ${reading('a')} as arrival, ${reading('d')} as departure, ${reading('l')} as last,
            (select json_build_object('label', ql->'label', 'grossCents', (ql->>'totalCents')::int)
               from jsonb_array_elements(b.quote->'lines') ql
              where ql->>'code' = 'meter.' || d.id::text) as charge
       from bookings b
       join pitches p on p.id = b.pitch_id
       left join meter_readings a on a.booking_id = b.id and a.kind = 'arrival'
       left join meter_readings d on d.booking_id = b.id and d.kind = 'departure'
       left join lateral (
         select r.* from meter_readings r where r.meter_number = p.meter_number
          order by r.value_wh desc, r.recorded_at desc limit 1) l on true
      where b.status = 'confirmed' and p.meter_number is not null
        and (b.check_in = ?::date or b.check_out = ?::date)
      order by regexp_replace(p.code, '[0-9]+', '', 'g'), length(p.code), p.code, b.check_in`,
    [date, date],
  );
  const toReading = (r: (typeof rows)[number]['arrival']): ReadingRow | null =>
    r && { ...r, recordedAt: new Date(r.recordedAt) };
  return rows.map((r) => ({
    ...r,
    arrival: toReading(r.arrival),
    departure: toReading(r.departure),
    last: toReading(r.last),
  }));
}

/** The highest (latest) reading of a meter, or null before its first. */
export async function lastReading(
  em: EntityManager,
  meterNumber: string,
): Promise<ReadingRow | null> {
  const rows = await runSql<ReadingRow[]>(
    em,
    `select id, value_wh as "valueWh", recorded_at as "recordedAt", recorded_by as "recordedBy"
       from meter_readings where meter_number = ?
      order by value_wh desc, recorded_at desc limit 1`,
    [meterNumber],
  );
  return rows[0] ?? null;
}
