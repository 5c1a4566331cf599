import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders, runSql as run } from 'src/database/raw-sql';
import type { RegistrationSource } from './dto/registration.dto';

/**
 * The registrations module's raw SQL, in one place. Most of it joins the bookings (and the pitch
 * codes) a sheet belongs to: the register and the desk's lists are read models over bookings,
 * declared in api/src/modules/read-models.json, which is what lets this file — and only this file of
 * the module — name those tables. Every function runs on the given EntityManager and, when it is in
 * a transaction, inside it.
 */

export interface RegisterSheetRow {
  id: string;
  sheet_number: number;
  booking_id: string;
  number: string;
  pitch: string;
  check_in: string;
  check_out: string;
  party: number;
  source: RegistrationSource;
  entered_by: string | null;
  updated_at: Date;
}

/** Stored sheets whose stay arrives from `from` to `to`, by arrival and sheet number. */
export const registerSheets = (em: EntityManager, from: string, to: string) =>
  run<RegisterSheetRow[]>(
    em,
    `select r.id, r.sheet_number, b.id as booking_id, b.number, p.code as pitch,
            to_char(b.check_in, 'YYYY-MM-DD') as check_in,
            to_char(b.check_out, 'YYYY-MM-DD') as check_out,
            (b.adults + b.children)::int as party, r.source, r.entered_by, r.updated_at
       from guest_registrations r
       join bookings b on b.id = r.booking_id
       join pitches p on p.id = b.pitch_id
      where b.check_in between ?::date and ?::date
      order by b.check_in, r.sheet_number`,
    [from, to],
  );

export interface MissingSheetRow {
  booking_id: string;
  number: string;
  guest: string;
  pitch: string;
  check_in: string;
  check_out: string;
  party: number;
  registered: number;
}

/** Confirmed stays arriving from `from` to `to` whose party is not fully registered. */
export const missingSheets = (em: EntityManager, from: string, to: string) =>
  run<MissingSheetRow[]>(
    em,
    `select b.id as booking_id, b.number, trim(b.first_name || ' ' || b.last_name) as guest,
            p.code as pitch, to_char(b.check_in, 'YYYY-MM-DD') as check_in,
            to_char(b.check_out, 'YYYY-MM-DD') as check_out,
            (b.adults + b.children)::int as party,
            (select count(*) from guest_registration_persons x
               join guest_registrations r on r.id = x.registration_id
              where r.booking_id = b.id)::int as registered
       from bookings b join pitches p on p.id = b.pitch_id
      where b.status = 'confirmed' and b.check_in between ?::date and ?::date
        and (select count(*) from guest_registration_persons x
               join guest_registrations r on r.id = x.registration_id
              where r.booking_id = b.id) < b.adults + b.children
      order by b.check_in, b.number`,
    [from, to],
  );

/** Party size, registered persons and whether a signed sheet exists, per booking. */
export const sheetStatus = (em: EntityManager, bookingIds: string[]) =>
  run<Array<{ booking_id: string; party: number; registered: number; signed: boolean }>>(
    em,
    `select b.id as booking_id, (b.adults + b.children)::int as party,
          (select count(*) from guest_registration_persons p where p.registration_id = r.id)::int as registered,
          r.id is not null as signed
     from bookings b left join guest_registrations r on r.booking_id = b.id
    where b.id in (${placeholders(bookingIds)})`,
    bookingIds,
  );

/** Confirmed bookings with an email arriving after `today` within `days`, incomplete and not asked. */
export const incompleteArriving = (em: EntityManager, today: string, days: number, limit: number) =>
  run<Array<{ id: string }>>(
    em,
    `select b.id from bookings b
       left join guest_registrations r on r.booking_id = b.id
      where b.status = 'confirmed' and b.email is not null
        and b.check_in > ?::date and b.check_in <= ?::date + ?::int
        and not exists (select 1 from registration_reminders m where m.booking_id = b.id)
        and (r.id is null or (select count(*) from guest_registration_persons p
                               where p.registration_id = r.id) < b.adults + b.children)
      order by b.check_in limit ?`,
    [today, today, days, limit],
  );

/** Claims the "please register" mail of a booking: false when it was claimed before. */
export const claimReminder = async (em: EntityManager, bookingId: string, now: Date) =>
  (
    await run<{ booking_id: string }[]>(
      em,
      `insert into registration_reminders (booking_id, created_at) values (?, ?)
         on conflict do nothing returning booking_id`,
      [bookingId, now],
    )
  ).length > 0;

/** Sheets stored for these bookings. */
export const countSheets = async (em: EntityManager, bookingIds: string[]) => {
  const [row] = await run<{ n: string }[]>(
    em,
    `select count(*) as n from guest_registrations where booking_id in (${placeholders(bookingIds)})`,
    bookingIds,
  );
  return Number(row.n);
};

/**
 * Deletes the sheets whose stay ended more than `years` ago; answers their ids. The trigger refuses
 * any other DELETE, so the flag is set for the caller's transaction only.
 */
export const deleteSheetsOlderThan = async (em: EntityManager, years: number) => {
  await run(em, `select set_config('alpencamp.registration_retention', 'on', true)`, []);
  return run<{ id: string }[]>(
    em,
    `delete from guest_registrations r using bookings b
      where b.id = r.booking_id
        and b.check_out < (current_date - make_interval(years => ?))::date
    returning r.id`,
    [years],
  );
};

/** The next sheet number: the counter row is raised in the caller's transaction (no gaps). */
export const nextSheetNumber = async (em: EntityManager) => {
  const rows = await run<{ last_number: number }[]>(
    em,
    `insert into registration_counter (id, last_number) values (1, 1)
     on conflict (id) do update set last_number = registration_counter.last_number + 1
     returning last_number`,
    [],
  );
  return rows[0].last_number;
};
