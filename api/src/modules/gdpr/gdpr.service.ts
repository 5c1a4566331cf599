import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { RegistrationsService } from 'src/modules/registrations/registrations.service';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { GDPR_ACTIONS } from 'src/contract/constants';
import { GdprAction, GdprSettings } from './gdpr.entity';

export const GDPR_ACTION_LIST: ListSpec = {
  resource: 'gdpr-actions',
  sortable: { id: 'id', at: 'at', action: 'action' },
  filters: { action: { kind: 'enum', values: GDPR_ACTIONS } },
  defaultSort: ['at', 'DESC'],
};

export interface GuestMatch {
  key: string;
  firstName: string;
  lastName: string;
  email: string | null;
  lastCheckOut: string;
  bookings: { id: string; number: string; checkIn: string; checkOut: string; status: string }[];
}

export interface ErasureResult {
  bookings: number;
  messages: number;
  invoicesKept: number;
  /** Registration sheets (Meldeschein) kept: the Meldegesetz asks for 7 years after departure. */
  registrationsKept: number;
}

/** What an erased booking keeps of the person: nothing but this word instead of the name. */
export const ANONYMISED_NAME = 'Anonymisiert';
const MAX_GUESTS = 50;

type Row = Record<string, unknown>;

/**
 * The data-protection tools: find a guest, export what is held about them, erase them, and the
 * retention job. Personal data sits in several modules' tables; this one place names every column
 * that holds some, so nothing is forgotten (GDPR art. 15 and 17). It reads and anonymises by SQL in
 * one transaction. Invoices and storno invoices are never touched (BAO §132: seven years; the
 * database refuses any change to them), and bookings keep their fiscal data (stay, prices, VAT,
 * country, UID) with the person's name, contact and address removed.
 */
@Injectable()
export class GdprService {
  private readonly logger = new Logger(GdprService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly registrations: RegistrationsService,
  ) {}

  /** Guests whose email or name contains the search, grouped by email (or name without one). */
  async search(q: string): Promise<GuestMatch[]> {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.em.getConnection().execute<Row[]>(
      `select id, number, check_in, check_out, status, first_name, last_name, email
         from bookings
        where anonymised_at is null
          and (email ilike ? or (first_name || ' ' || last_name) ilike ?)
        order by check_out desc
        limit 1000`,
      [like, like],
    );
    const guests = new Map<string, GuestMatch>();
    for (const r of rows) {
      const email = (r.email as string | null)?.toLowerCase() ?? null;
      const key = email ?? `${String(r.first_name)} ${String(r.last_name)}`.toLowerCase();
      let g = guests.get(key);
      if (!g) {
        if (guests.size >= MAX_GUESTS) continue;
        g = {
          key,
          firstName: r.first_name as string,
          lastName: r.last_name as string,
          email,
          lastCheckOut: r.check_out as string,
          bookings: [],
        };
        guests.set(key, g);
      }
      g.bookings.push({
        id: r.id as string,
        number: r.number as string,
        checkIn: r.check_in as string,
        checkOut: r.check_out as string,
        status: r.status as string,
      });
    }
    return [...guests.values()];
  }

  /** Everything held about the guest of these bookings, as one JSON document; the export is logged. */
  async export(bookingIds: string[], by: string): Promise<Record<string, unknown>> {
    const conn = this.em.getConnection();
    const bookings = await conn.execute<Row[]>(
      `select id, number, status, payment_status, payment_method, channel, check_in, check_out,
              adults, children, extras, first_name, last_name, email, phone, street, postal_code,
              city, country, uid, language, notes, total_cents, quote, consent_at, created_at,
              confirmed_at, cancelled_at, cancellation_reason, cancellation_fee_cents,
              verification_requested_at, hold_expires_at, anonymised_at
         from bookings where id in (${bookingIds.map(() => '?').join(',')}) order by check_in`,
      bookingIds,
    );
    if (bookings.length === 0) throw new AppException(HttpStatus.NOT_FOUND, 'gdpr.nothingFound');
    const ids = bookings.map((b) => b.id as string);
    const emails = [
      ...new Set(bookings.map((b) => (b.email as string | null)?.toLowerCase()).filter(Boolean)),
    ] as string[];
    const idList = ids.map(() => '?').join(',');
    const byBooking = (sql: string) => conn.execute<Row[]>(sql, ids);
    const [messages, payments, cardPayments, codes, gate, invoices, stornos, reminders, actions] =
      await Promise.all([
        conn.execute<Row[]>(
          `select id, created_at, sent_at, kind, template, language, recipient, subject, text,
                  status, booking_id, (select coalesce(json_agg(a->>'filename'), '[]') from jsonb_array_elements(attachments) a) as attachments
             from mail_messages
            where booking_id in (${idList})
               ${emails.length ? `or lower(recipient) in (${emails.map(() => '?').join(',')})` : ''}
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
        this.em
          .fork()
          .find(GdprAction, {}, { orderBy: { at: 'asc' } })
          .then((all) =>
            all.filter((a) => a.bookingNumbers.some((n) => bookings.some((b) => b.number === n))),
          ),
      ]);
    await this.log('export', bookings, by);
    return {
      exportedAt: this.clock.now().toISOString(),
      guest: {
        firstName: bookings[bookings.length - 1].first_name,
        lastName: bookings[bookings.length - 1].last_name,
        emails,
      },
      bookings,
      consents: bookings.map((b) => ({
        bookingNumber: b.number,
        termsAndPrivacyAcceptedAt: b.consent_at,
        emailVerificationRequestedAt: b.verification_requested_at,
      })),
      messages,
      payments,
      cardPayments,
      accessCodes: codes,
      gateEvents: gate,
      invoices,
      stornoInvoices: stornos,
      reminders,
      audit: actions.map((a) => ({
        action: a.action,
        at: a.at.toISOString(),
        performedBy: a.performedBy,
        bookingNumbers: a.bookingNumbers,
      })),
    };
  }

  /**
   * Anonymises the guest of these bookings everywhere, in one transaction: bookings lose name,
   * contact, address and notes; the mails to or about them lose recipient, content and attachments;
   * gate events lose the address. Invoices stay as issued.
   */
  async erase(bookingIds: string[], by: string): Promise<ErasureResult> {
    return this.em.fork().transactional(async (em) => {
      const conn = em.getConnection();
      const ctx = em.getTransactionContext();
      const idList = bookingIds.map(() => '?').join(',');
      const bookings = await conn.execute<Row[]>(
        `select id, number, email from bookings where id in (${idList}) for update`,
        bookingIds,
        'all',
        ctx,
      );
      if (bookings.length === 0) throw new AppException(HttpStatus.NOT_FOUND, 'gdpr.nothingFound');
      const ids = bookings.map((b) => b.id as string);
      const list = ids.map(() => '?').join(',');
      const emails = [
        ...new Set(bookings.map((b) => (b.email as string | null)?.toLowerCase()).filter(Boolean)),
      ] as string[];
      const now = this.clock.now();
      await conn.execute(
        `update bookings set first_name = ?, last_name = '', email = null, phone = null,
            street = null, postal_code = null, city = null, notes = '', cancellation_reason = null,
            verification_key_hash = null, client_hash = null, anonymised_at = coalesce(anonymised_at, ?)
          where id in (${list})`,
        [ANONYMISED_NAME, now, ...ids],
        'run',
        ctx,
      );
      const messages = await conn.execute<Row[]>(
        `update mail_messages set recipient = ?, subject = ?, html = '', text = '', attachments = '[]'
          where booking_id in (${list})
             ${emails.length ? `or lower(recipient) in (${emails.map(() => '?').join(',')})` : ''}
          returning id`,
        [ANONYMISED_NAME, ANONYMISED_NAME, ...ids, ...emails],
        'all',
        ctx,
      );
      await conn.execute(
        `update gate_events set ip = null, code_hint = case when via = 'plate' then '••••' else code_hint end
          where booking_id in (${list})`,
        ids,
        'run',
        ctx,
      );
      // Number plates identify the guest's vehicle: they go with the name, here and in the gate events.
      await conn.execute(
        `delete from booking_plates where booking_id in (${list})`,
        ids,
        'run',
        ctx,
      );
      const [kept] = await conn.execute<{ n: string }[]>(
        `select (select count(*) from invoice where booking_id in (${list}))
              + (select count(*) from storno_invoice where booking_id in (${list})) as n`,
        [...ids, ...ids],
        'all',
        ctx,
      );
      await this.log(by === 'retention' ? 'retention' : 'erase', bookings, by, em);
      return {
        bookings: ids.length,
        messages: messages.length,
        invoicesKept: Number(kept.n),
        registrationsKept: await this.registrations.countKept(em, ids),
      };
    });
  }

  /** The retention job: guests whose last stay ended more than the configured months ago. */
  async applyRetention(): Promise<number> {
    // Registration sheets have their own, legal period (7 years after departure), whatever the setting.
    await this.registrations.purgeExpired();
    const settings = await this.settings();
    if (!settings.retentionEnabled) return 0;
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `with guests as (
         select coalesce(lower(email), id::text) as guest, max(check_out) as last_out,
                bool_or(status = 'pending') as live
           from bookings group by 1)
       select b.id from bookings b join guests g on g.guest = coalesce(lower(b.email), b.id::text)
        where b.anonymised_at is null and not g.live
          and g.last_out < (?::date - make_interval(months => ?))`,
      [this.clock.today(), settings.retentionMonths],
    );
    if (rows.length === 0) return 0;
    let done = 0;
    for (let i = 0; i < rows.length; i += 500) {
      done += (
        await this.erase(
          rows.slice(i, i + 500).map((r) => r.id),
          'retention',
        )
      ).bookings;
    }
    this.logger.log(`Retention: anonymised ${done} booking(s)`);
    return done;
  }

  async settings(): Promise<{ retentionMonths: number; retentionEnabled: boolean }> {
    const row = await this.em.fork().findOne(GdprSettings, { id: 1 });
    return {
      retentionMonths: row?.retentionMonths ?? 36,
      retentionEnabled: row?.retentionEnabled ?? true,
    };
  }

  async updateSettings(change: {
    retentionMonths?: number;
    retentionEnabled?: boolean;
  }): Promise<{ retentionMonths: number; retentionEnabled: boolean }> {
    const current = await this.settings();
    await this.em.fork().upsert(GdprSettings, { id: 1, ...current, ...change });
    return this.settings();
  }

  actions(query: Record<string, unknown>): Promise<ListResult<GdprAction>> {
    return findList(this.em, GdprAction, query, GDPR_ACTION_LIST);
  }

  private async log(
    action: GdprAction['action'],
    bookings: Row[],
    by: string,
    em: EntityManager = this.em.fork(),
  ): Promise<void> {
    em.create(GdprAction, {
      action,
      bookingNumbers: bookings.map((b) => b.number as string),
      performedBy: by,
      at: this.clock.now(),
    });
    await em.flush();
  }
}
