import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders, runSql } from 'src/database/raw-sql';

/**
 * The data-protection tools' SQL. Personal data sits in several modules' tables; this one file
 * names every column that holds some, so nothing is forgotten when a guest asks what is held about
 * them or to be erased — which is why it is a declared read model (api/src/modules/read-models.json)
 * that reads those tables and, for the erasure, anonymises them in the caller's one transaction.
 */

type Row = Record<string, unknown>;

/** Bookings not anonymised yet whose email or name matches `like`, latest stay first. */
export const searchBookings = (em: EntityManager, like: string) =>
  runSql<Row[]>(
    em,
    `select id, number, check_in, check_out, status, first_name, last_name, email
       from bookings
      where anonymised_at is null
        and (email ilike ? or (first_name || ' ' || last_name) ilike ?)
      order by check_out desc
      limit 1000`,
    [like, like],
  );

/** Every column of these bookings that the export shows, by arrival. */
export const exportBookings = (em: EntityManager, bookingIds: string[]) =>
  runSql<Row[]>(
    em,
    `select id, number, status, payment_status, payment_method, channel, check_in, check_out,
            adults, children, extras, first_name, last_name, email, phone, street, postal_code,
            city, country, uid, language, notes, total_cents, quote, consent_at, created_at,
            confirmed_at, cancelled_at, cancellation_reason, cancellation_fee_cents,
            verification_requested_at, hold_expires_at, anonymised_at
       from bookings where id in (${placeholders(bookingIds)}) order by check_in`,
    bookingIds,
  );

/** What other modules hold about these bookings (and mails to these addresses), for the export. */
export const exportRelated = async (em: EntityManager, ids: string[], emails: string[]) => {
  const idList = placeholders(ids);
  const byBooking = (sql: string) => runSql<Row[]>(em, sql, ids);
  const [messages, payments, cardPayments, accessCodes, gateEvents, invoices, stornos, reminders] =
    await Promise.all([
      runSql<Row[]>(
        em,
        `select id, created_at, sent_at, kind, template, language, recipient, subject, text,
                status, booking_id, (select coalesce(json_agg(a->>'filename'), '[]') from jsonb_array_elements(attachments) a) as attachments
           from mail_messages
          where booking_id in (${idList})
             ${emails.length ? `or lower(recipient) in (${placeholders(emails)})` : ''}
          order by created_at`,
        [...ids, ...emails],
      ),
      byBooking(
        `select id, booking_id, kind, amount_cents, method, reference, occurred_at from payment where booking_id in (${idList}) order by occurred_at`,
      ),
      byBooking(
        `select id, booking_id, amount_cents, currency, status, attempted_at, created_at from stripe_payment_intents where booking_id in (${idList})`,
      ),
      byBooking(
        `select booking_id, code, status, valid_from, valid_until, created_at, revoked_at from access_codes where booking_id in (${idList})`,
      ),
      byBooking(
        `select booking_id, at, opened, reason, gate, ip from gate_events where booking_id in (${idList}) order by at`,
      ),
      byBooking(
        `select id, number, booking_id, invoice_date, total_cents, snapshot from invoice where booking_id in (${idList})`,
      ),
      byBooking(
        `select id, number, booking_id, original_id, invoice_date, total_cents, snapshot from storno_invoice where booking_id in (${idList})`,
      ),
      byBooking(
        `select booking_id, kind, created_at from booking_reminders where booking_id in (${idList})`,
      ),
    ]);
  return {
    messages,
    payments,
    cardPayments,
    accessCodes,
    gateEvents,
    invoices,
    stornos,
    reminders,
  };
};

/** Locks these bookings for the erasure; answers id, number and email of those that exist. */
export const lockBookings = (em: EntityManager, bookingIds: string[]) =>
  runSql<Row[]>(
    em,
    `select id, number, email from bookings where id in (${placeholders(bookingIds)}) for update`,
    bookingIds,
  );

/**
 * Anonymises the guest of these bookings everywhere: bookings lose name, contact, address and
 * notes (keeping `name` instead of the name); the mails to or about them lose recipient, content
 * and attachments; gate events lose the address; number plates go. Answers the mails' count.
 */
export const anonymise = async (
  em: EntityManager,
  ids: string[],
  emails: string[],
  name: string,
  now: Date,
): Promise<number> => {
  const list = placeholders(ids);
  await runSql(
    em,
    `update bookings set first_name = ?, last_name = '', email = null, phone = null,
        street = null, postal_code = null, city = null, notes = '', cancellation_reason = null,
        verification_key_hash = null, client_hash = null, anonymised_at = coalesce(anonymised_at, ?)
      where id in (${list})`,
    [name, now, ...ids],
  );
  const messages = await runSql<Row[]>(
    em,
    `update mail_messages set recipient = ?, subject = ?, html = '', text = '', attachments = '[]'
      where booking_id in (${list})
         ${emails.length ? `or lower(recipient) in (${placeholders(emails)})` : ''}
      returning id`,
    [name, name, ...ids, ...emails],
  );
  await runSql(
    em,
    `update gate_events set ip = null, code_hint = case when via = 'plate' then '••••' else code_hint end
      where booking_id in (${list})`,
    ids,
  );
  // Number plates identify the guest's vehicle: they go with the name, here and in the gate events.
  await runSql(em, `delete from booking_plates where booking_id in (${list})`, ids);
  return messages.length;
};

/** Invoices and storno invoices of these bookings (kept as issued). */
export const countInvoices = async (em: EntityManager, ids: string[]): Promise<number> => {
  const list = placeholders(ids);
  const [kept] = await runSql<{ n: string }[]>(
    em,
    `select (select count(*) from invoice where booking_id in (${list}))
          + (select count(*) from storno_invoice where booking_id in (${list})) as n`,
    [...ids, ...ids],
  );
  return Number(kept.n);
};

/** Bookings of guests whose last stay ended more than `months` before `today` and none pending. */
export const retentionDue = (em: EntityManager, today: string, months: number) =>
  runSql<{ id: string }[]>(
    em,
    `with guests as (
       select coalesce(lower(email), id::text) as guest, max(check_out) as last_out,
              bool_or(status = 'pending') as live
         from bookings group by 1)
     select b.id from bookings b join guests g on g.guest = coalesce(lower(b.email), b.id::text)
      where b.anonymised_at is null and not g.live
        and g.last_out < (?::date - make_interval(months => ?))`,
    [today, months],
  );
