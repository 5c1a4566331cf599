import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { RegistrationRetention } from 'src/modules/registrations/registration-retention.service';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { GDPR_ACTIONS } from 'src/contract/constants';
import { GdprAction, GdprSettings } from './gdpr.entity';
import {
  anonymise,
  countInvoices,
  exportBookings,
  exportRelated,
  lockBookings,
  retentionDue,
  searchBookings,
} from './gdpr.queries';

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
 * one transaction; the SQL is in gdpr.queries.ts. Invoices and storno invoices are never touched (BAO §132: seven years; the
 * database refuses any change to them), and bookings keep their fiscal data (stay, prices, VAT,
 * country, UID) with the person's name, contact and address removed.
 */
@Injectable()
export class GdprService {
  private readonly logger = new Logger(GdprService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly registrations: RegistrationRetention,
  ) {}

  /** Guests whose email or name contains the search, grouped by email (or name without one). */
  async search(q: string): Promise<GuestMatch[]> {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await searchBookings(this.em, like);
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
    const bookings = await exportBookings(this.em, bookingIds);
    if (bookings.length === 0) throw new AppException(HttpStatus.NOT_FOUND, 'gdpr.nothingFound');
    const ids = bookings.map((b) => b.id as string);
    const emails = [
      ...new Set(bookings.map((b) => (b.email as string | null)?.toLowerCase()).filter(Boolean)),
    ] as string[];
    const [related, actions] = await Promise.all([
      exportRelated(this.em, ids, emails),
      this.em
        .fork()
        .find(GdprAction, {}, { orderBy: { at: 'asc' } })
        .then((all) =>
          all.filter((a) => a.bookingNumbers.some((n) => bookings.some((b) => b.number === n))),
        ),
    ]);
    const { messages, payments, cardPayments, accessCodes: codes, gateEvents: gate } = related;
    const { invoices, stornos, reminders } = related;
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
      const bookings = await lockBookings(em, bookingIds);
      if (bookings.length === 0) throw new AppException(HttpStatus.NOT_FOUND, 'gdpr.nothingFound');
      const ids = bookings.map((b) => b.id as string);
      const emails = [
        ...new Set(bookings.map((b) => (b.email as string | null)?.toLowerCase()).filter(Boolean)),
      ] as string[];
      const now = this.clock.now();
      const messages = await anonymise(em, ids, emails, ANONYMISED_NAME, now);
      const invoicesKept = await countInvoices(em, ids);
      await this.log(by === 'retention' ? 'retention' : 'erase', bookings, by, em);
      return {
        bookings: ids.length,
        messages,
        invoicesKept,
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
    const rows = await retentionDue(this.em, this.clock.today(), settings.retentionMonths);
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
