import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders, runSql } from 'src/database/raw-sql';

/**
 * The data-protection tools' SQL. Personal data sits in several modules' tables; this one file
 * names every column that holds some, so nothing is forgotten when a guest asks what is held about
 * them or to be erased — which is why it is a declared read model (api/src/modules/read-models.json)
 * that reads those tables and, for the erasure, anonymises them in the caller's one transaction.
 */

type Row = Record<string, unknown>;

/** The `in (...)` list of these ids; `null` (matching nothing) for a holder with no bookings. */
const inList = (ids: readonly unknown[]) => (ids.length ? placeholders(ids) : 'null');

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
  const idList = inList(ids);
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
  const list = inList(ids);
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
  const list = inList(ids);
  const [kept] = await runSql<{ n: string }[]>(
    em,
    `select (select count(*) from invoice where booking_id in (${list}))
          + (select count(*) from storno_invoice where booking_id in (${list})) as n`,
    [...ids, ...ids],
  );
  return Number(kept.n);
};

/**
 * A guest (their email, or the row itself without one) with the end of their last stay — a
 * booking's check-out or a seasonal contract's end — and whether anything of theirs is still live:
 * a pending booking, or a contract whose renewal offer is open or that has an instalment still to
 * invoice. Bookings and contracts of one person age together.
 */
const GUESTS = `guests as (
       select guest, max(last_out) as last_out, bool_or(live) as live from (
         select coalesce(lower(email), id::text) as guest, check_out as last_out,
                status = 'pending' as live
           from bookings
         union all
         select coalesce(nullif(lower(c.email), ''), c.id::text),
                coalesce(c.terminated_on, c.end_date),
                c.renewal = 'offered' or exists (select 1 from seasonal_instalments i
                  where i.contract_id = c.id and i.invoice_id is null and i.cancelled_at is null)
           from seasonal_contracts c where c.anonymised_at is null) stays
       group by 1)`;

/** Bookings of guests whose last stay ended more than `months` before `today` and none pending. */
export const retentionDue = (em: EntityManager, today: string, months: number) =>
  runSql<{ id: string }[]>(
    em,
    `with ${GUESTS}
     select b.id from bookings b join guests g on g.guest = coalesce(lower(b.email), b.id::text)
      where b.anonymised_at is null and not g.live
        and g.last_out < (?::date - make_interval(months => ?))`,
    [today, months],
  );

/**
 * Seasonal contracts under the same rule: their holder's last stay (any contract or booking of
 * that email) ended more than `months` before `today`, and nothing of theirs is live.
 */
export const contractRetentionDue = (em: EntityManager, today: string, months: number) =>
  runSql<{ id: string }[]>(
    em,
    `with ${GUESTS}
     select c.id from seasonal_contracts c
       join guests g on g.guest = coalesce(nullif(lower(c.email), ''), c.id::text)
      where c.anonymised_at is null and not g.live
        and g.last_out < (?::date - make_interval(months => ?))`,
    [today, months],
  );

// Seasonal contracts (Dauercamper): the holder's name, contact, address and number plates.

/** Contracts not anonymised yet whose holder's email or name matches `like`, latest end first. */
export const searchContracts = (em: EntityManager, like: string) =>
  runSql<Row[]>(
    em,
    `select c.id, c.number, p.code as pitch_code, c.start_date::text as start_date,
            c.end_date::text as end_date, c.terminated_on::text as terminated_on,
            c.first_name, c.last_name, c.email
       from seasonal_contracts c join pitches p on p.id = c.pitch_id
      where c.anonymised_at is null
        and (c.email ilike ? or (c.first_name || ' ' || c.last_name) ilike ?)
      order by coalesce(c.terminated_on, c.end_date) desc
      limit 1000`,
    [like, like],
  );

/** Every column of these contracts the export shows, with their instalments and invoice numbers. */
export const exportContracts = (em: EntityManager, contractIds: string[]) =>
  runSql<Row[]>(
    em,
    `select c.id, c.number, p.code as pitch_code, c.first_name, c.last_name, c.email, c.phone,
            c.street, c.postal_code, c.city, c.country, c.language,
            c.start_date::text as start_date, c.end_date::text as end_date,
            c.terminated_on::text as terminated_on, c.fee_cents, c.vat_rate_bp,
            c.tourist_tax_cents, c.plates, c.renewal_offer_date::text as renewal_offer_date,
            c.renewal, c.renewal_offered_at, c.renewed_from_id,
            (select n.id from seasonal_contracts n where n.renewed_from_id = c.id) as renewed_to_id,
            c.created_at, c.anonymised_at,
            (select coalesce(json_agg(json_build_object(
                      'sequence', i.sequence, 'due_date', i.due_date, 'amount_cents', i.amount_cents,
                      'state', case when i.cancelled_at is not null then 'cancelled'
                                    when i.invoice_id is null then 'open'
                                    when i.paid_on is not null then 'paid' else 'issued' end,
                      'invoice_number', inv.number, 'invoice_date', inv.invoice_date,
                      'invoice_total_cents', inv.total_cents, 'paid_on', i.paid_on,
                      'cancelled_at', i.cancelled_at) order by i.sequence), '[]')
               from seasonal_instalments i left join invoice inv on inv.id = i.invoice_id
              where i.contract_id = c.id) as instalments
       from seasonal_contracts c join pitches p on p.id = c.pitch_id
      where c.id in (${placeholders(contractIds)}) order by c.start_date`,
    contractIds,
  );

/** The gate's plate events of these contracts' plates (a contract's event names no booking). */
const CONTRACT_PLATE_EVENTS = (list: string) =>
  `via = 'plate' and booking_id is null
   and code_hint in (select unnest(plates) from seasonal_contracts where id in (${list}))`;

/** What other modules hold about these contracts: their instalment invoices and gate events. */
export const exportContractRelated = async (em: EntityManager, contractIds: string[]) => {
  const list = placeholders(contractIds);
  const [invoices, stornos, gateEvents] = await Promise.all([
    runSql<Row[]>(
      em,
      `select id, number, booking_id, invoice_date, total_cents, snapshot from invoice
        where id in (select invoice_id from seasonal_instalments where contract_id in (${list}))
        order by number`,
      contractIds,
    ),
    runSql<Row[]>(
      em,
      `select id, number, booking_id, original_id, invoice_date, total_cents, snapshot
         from storno_invoice
        where original_id in (select invoice_id from seasonal_instalments
                               where contract_id in (${list}))
        order by number`,
      contractIds,
    ),
    runSql<Row[]>(
      em,
      `select null as booking_id, code_hint as plate, at, opened, reason, gate, ip
         from gate_events where ${CONTRACT_PLATE_EVENTS(list)} order by at`,
      contractIds,
    ),
  ]);
  return { invoices, stornos, gateEvents };
};

/**
 * Locks these contracts for the erasure; answers number, email, the first day no longer held,
 * the renewal state and whether an instalment is still to be invoiced.
 */
export const lockContracts = (em: EntityManager, contractIds: string[]) =>
  runSql<
    {
      id: string;
      number: string;
      email: string;
      ends: string;
      renewal: string;
      open_instalments: boolean;
    }[]
  >(
    em,
    `select c.id, c.number, c.email, coalesce(c.terminated_on, c.end_date)::text as ends, c.renewal,
            exists (select 1 from seasonal_instalments i
                     where i.contract_id = c.id and i.invoice_id is null and i.cancelled_at is null)
              as open_instalments
       from seasonal_contracts c where c.id in (${placeholders(contractIds)})
      order by c.number for update of c`,
    contractIds,
  );

/**
 * Anonymises the holder of these contracts: name (`name` instead), email, phone, address and
 * plates go, and the gate events of those plates lose plate and address. Number, pitch, period,
 * fee, country and instalments stay: the issued invoices refer to them.
 */
export const anonymiseContracts = async (
  em: EntityManager,
  contractIds: string[],
  name: string,
  now: Date,
): Promise<void> => {
  const list = placeholders(contractIds);
  await runSql(
    em,
    `update gate_events set ip = null, code_hint = '••••' where ${CONTRACT_PLATE_EVENTS(list)}`,
    contractIds,
  );
  await runSql(
    em,
    `update seasonal_contracts set first_name = ?, last_name = '', email = '', phone = null,
        street = null, postal_code = null, city = null, plates = '{}',
        anonymised_at = coalesce(anonymised_at, ?)
      where id in (${list})`,
    [name, now, ...contractIds],
  );
};

/** Instalment invoices of these contracts and their stornos (kept as issued). */
export const countContractInvoices = async (
  em: EntityManager,
  contractIds: string[],
): Promise<number> => {
  const [kept] = await runSql<{ n: string }[]>(
    em,
    `select count(*) + count(s.id) as n from seasonal_instalments i
       left join storno_invoice s on s.original_id = i.invoice_id
      where i.invoice_id is not null and i.contract_id in (${placeholders(contractIds)})`,
    contractIds,
  );
  return Number(kept.n);
};
