import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { RegistrationRetention } from 'src/modules/registrations/registration-retention.service';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { GDPR_ACTIONS } from 'src/contract/constants';
import { GdprAction, GdprSettings } from './gdpr.entity';
import { assertErasable, contractOf, type GdprSubjects } from './gdpr-contracts';
import {
  anonymise,
  anonymiseContracts,
  contractRetentionDue,
  countContractInvoices,
  countInvoices,
  exportBookings,
  exportContractRelated,
  exportContracts,
  exportRelated,
  lockBookings,
  lockContracts,
  retentionDue,
  searchBookings,
  searchContracts,
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
  contracts: ReturnType<typeof contractOf>[];
}

export interface ErasureResult {
  bookings: number;
  contracts: number;
  messages: number;
  invoicesKept: number;
  /** Registration sheets (Meldeschein) kept: the Meldegesetz asks for 7 years after departure. */
  registrationsKept: number;
}

/** What an erased booking keeps of the person: nothing but this word instead of the name. */
export const ANONYMISED_NAME = 'Anonymisiert';
const MAX_GUESTS = 50;

type Row = Record<string, unknown>;

/** The lower-cased addresses of these rows (bookings, contracts; an erased contract has ''). */
const emailsOf = (rows: Row[]) =>
  [
    ...new Set(rows.map((r) => (r.email as string | null)?.toLowerCase()).filter(Boolean)),
  ] as string[];

/**
 * The data-protection tools: find a guest, export what is held about them, erase them, and the
 * retention job. Personal data sits in several modules' tables; this one place names every column
 * that holds some, so nothing is forgotten (GDPR art. 15 and 17). It reads and anonymises by SQL in
 * one transaction; the SQL is in gdpr.queries.ts. Invoices and storno invoices are never touched (BAO §132: seven years; the
 * database refuses any change to them), and bookings keep their fiscal data (stay, prices, VAT,
 * country, UID) with the person's name, contact and address removed. Seasonal contracts hold a
 * holder's data like bookings do and are found, exported and anonymised with them.
 */
@Injectable()
export class GdprService {
  private readonly logger = new Logger(GdprService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly registrations: RegistrationRetention,
  ) {}

  /**
   * Guests whose email or name contains the search, grouped by email (or name without one): their
   * bookings and the seasonal contracts they hold.
   */
  async search(q: string): Promise<GuestMatch[]> {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [rows, contracts] = await Promise.all([
      searchBookings(this.em, like),
      searchContracts(this.em, like),
    ]);
    const guests = new Map<string, GuestMatch>();
    const guestOf = (r: Row, lastCheckOut: string) => {
      const email = (r.email as string | null)?.toLowerCase() || null;
      const key = email ?? `${String(r.first_name)} ${String(r.last_name)}`.toLowerCase();
      let g = guests.get(key);
      if (!g && guests.size < MAX_GUESTS) {
        g = {
          key,
          firstName: r.first_name as string,
          lastName: r.last_name as string,
          email,
          lastCheckOut,
          bookings: [],
          contracts: [],
        };
        guests.set(key, g);
      }
      if (g && lastCheckOut > g.lastCheckOut) g.lastCheckOut = lastCheckOut;
      return g;
    };
    for (const r of contracts) {
      const c = contractOf(r);
      guestOf(r, c.terminatedOn ?? c.endDate)?.contracts.push(c);
    }
    for (const r of rows) {
      const g = guestOf(r, r.check_out as string);
      if (!g) continue;
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

  /**
   * Everything held about the guest of these bookings and seasonal contracts, as one JSON document;
   * the export is logged.
   */
  async export(subjects: GdprSubjects, by: string): Promise<Record<string, unknown>> {
    const { bookingIds, contractIds } = this.subjects(subjects);
    const [bookings, contracts] = await Promise.all([
      bookingIds.length ? exportBookings(this.em, bookingIds) : [],
      contractIds.length ? exportContracts(this.em, contractIds) : [],
    ]);
    if (bookings.length + contracts.length === 0)
      throw new AppException(HttpStatus.NOT_FOUND, 'gdpr.nothingFound');
    const ids = bookings.map((b) => b.id as string);
    const emails = emailsOf([...bookings, ...contracts]);
    const numbers = [...bookings, ...contracts].map((b) => b.number as string);
    const [related, seasonal, actions] = await Promise.all([
      exportRelated(this.em, ids, emails),
      contracts.length
        ? exportContractRelated(
            this.em,
            contracts.map((c) => c.id as string),
          )
        : { invoices: [], stornos: [], gateEvents: [] },
      this.em
        .fork()
        .find(GdprAction, {}, { orderBy: { at: 'asc' } })
        .then((all) => all.filter((a) => a.bookingNumbers.some((n) => numbers.includes(n)))),
    ]);
    const { messages, payments, cardPayments, accessCodes: codes, gateEvents: gate } = related;
    const { invoices, stornos, reminders } = related;
    await this.log('export', [...bookings, ...contracts], by);
    const latest = bookings.at(-1) ?? contracts.at(-1)!;
    return {
      exportedAt: this.clock.now().toISOString(),
      guest: { firstName: latest.first_name, lastName: latest.last_name, emails },
      bookings,
      seasonalContracts: contracts,
      consents: bookings.map((b) => ({
        bookingNumber: b.number,
        termsAndPrivacyAcceptedAt: b.consent_at,
        emailVerificationRequestedAt: b.verification_requested_at,
      })),
      messages,
      payments,
      cardPayments,
      accessCodes: codes,
      gateEvents: [...gate, ...seasonal.gateEvents],
      invoices: [...invoices, ...seasonal.invoices],
      stornoInvoices: [...stornos, ...seasonal.stornos],
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
   * Anonymises the guest of these bookings and seasonal contracts everywhere, in one transaction:
   * bookings lose name, contact, address and notes; contracts their holder's name, contact, address
   * and plates; the mails to or about them lose recipient, content and attachments; gate events
   * the address (and a plate). Invoices stay as issued. A contract still running, with a renewal
   * offer open or an instalment still to invoice is refused (409): its invoices need the holder.
   */
  async erase(subjects: GdprSubjects, by: string): Promise<ErasureResult> {
    const { bookingIds, contractIds } = this.subjects(subjects);
    return this.em.fork().transactional(async (em) => {
      const bookings = bookingIds.length ? await lockBookings(em, bookingIds) : [];
      const contracts = contractIds.length ? await lockContracts(em, contractIds) : [];
      if (bookings.length + contracts.length === 0)
        throw new AppException(HttpStatus.NOT_FOUND, 'gdpr.nothingFound');
      contracts.forEach((c) => assertErasable(c, this.clock.today()));
      const ids = bookings.map((b) => b.id as string);
      const cids = contracts.map((c) => c.id);
      const emails = emailsOf([...bookings, ...contracts]);
      const now = this.clock.now();
      const messages = await anonymise(em, ids, emails, ANONYMISED_NAME, now);
      if (cids.length) await anonymiseContracts(em, cids, ANONYMISED_NAME, now);
      const invoicesKept =
        (ids.length ? await countInvoices(em, ids) : 0) +
        (cids.length ? await countContractInvoices(em, cids) : 0);
      await this.log(
        by === 'retention' ? 'retention' : 'erase',
        [...bookings, ...contracts],
        by,
        em,
      );
      return {
        bookings: ids.length,
        contracts: cids.length,
        messages,
        invoicesKept,
        registrationsKept: await this.registrations.countKept(em, ids),
      };
    });
  }

  /** The ids asked for; at least one in all (400 otherwise). */
  private subjects(s: GdprSubjects): Required<GdprSubjects> {
    const bookingIds = s.bookingIds ?? [];
    const contractIds = s.contractIds ?? [];
    if (bookingIds.length + contractIds.length === 0)
      throw new AppException(HttpStatus.BAD_REQUEST, 'gdpr.nothingChosen');
    return { bookingIds, contractIds };
  }

  /**
   * The retention job: guests whose last stay (a booking's check-out or a seasonal contract's end)
   * ended more than the configured months ago, their bookings and their contracts. Answers how
   * many bookings and contracts were anonymised.
   */
  async applyRetention(): Promise<number> {
    // Registration sheets have their own, legal period (7 years after departure), whatever the setting.
    await this.registrations.purgeExpired();
    const settings = await this.settings();
    if (!settings.retentionEnabled) return 0;
    const today = this.clock.today();
    const rows = await retentionDue(this.em, today, settings.retentionMonths);
    const contracts = await contractRetentionDue(this.em, today, settings.retentionMonths);
    if (rows.length + contracts.length === 0) return 0;
    let done = 0;
    let held = 0;
    for (let i = 0; i < rows.length; i += 500) {
      done += (
        await this.erase({ bookingIds: rows.slice(i, i + 500).map((r) => r.id) }, 'retention')
      ).bookings;
    }
    for (let i = 0; i < contracts.length; i += 500) {
      const ids = contracts.slice(i, i + 500).map((r) => r.id);
      held += (await this.erase({ contractIds: ids }, 'retention')).contracts;
    }
    this.logger.log(`Retention: anonymised ${done} booking(s) and ${held} seasonal contract(s)`);
    return done + held;
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
