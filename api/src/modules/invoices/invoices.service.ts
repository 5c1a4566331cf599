import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { localDate, Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { randomUUID } from 'node:crypto';
import { escapeLike, findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { PAYMENT_STATUSES, type PaymentStatus } from 'src/contract/constants';
import { BookingRecords, type BookingRecord } from 'src/modules/bookings/booking-records.service';
import { MailAttachments, type MailDocument } from 'src/modules/mail/mail-attachments';
import { MailService } from 'src/modules/mail/mail.service';
import { EpcDataError, epcPayload } from 'src/modules/payments/epc-qr';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { LogoService } from 'src/modules/settings/logo.service';
import { SettingsService, type CompanySettings } from 'src/modules/settings/settings.service';
import { renderInvoicePdf } from './invoice-pdf';
import {
  invoiceNumber,
  feeSnapshot,
  invoiceSnapshot,
  stornoSnapshot,
  type InvoiceSnapshot,
} from './invoice-snapshot';
import { Invoice, StornoInvoice } from './invoice.entity';

export type InvoiceKind = 'invoice' | 'storno';

/** Number series: invoices and stornos each run gap-free per calendar year. */
export const SERIES: Record<InvoiceKind, string> = { invoice: 'RE', storno: 'ST' };

export interface InvoiceRecord {
  id: string;
  number: string;
  bookingId: string;
  bookingNumber: string;
  invoiceDate: string;
  language: 'de' | 'en';
  buyerName: string;
  servicePeriodFrom: string;
  servicePeriodTo: string;
  /** The pitch as printed. */
  pitchCode: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  touristTaxCents: number;
  totalCents: number;
  paidCents: number;
  dueCents: number;
  /** The booking's payment status now (the figures above are those printed on the day). */
  paymentStatus: PaymentStatus;
  createdAt: Date;
}

/** An invoice with its place in the booking's chain (storno + new invoice after a change). */
export interface InvoiceChainRecord extends InvoiceRecord {
  /** 1 for the booking's first invoice, one more per replacement. */
  revision: number;
  /** Reversed by a storno (cancellation or change): no longer the booking's current invoice. */
  reversed: boolean;
  stornoNumber: string | null;
  /** The invoice this one replaced after a change of the stay. */
  replacesNumber: string | null;
  /** The invoice that replaced this one. */
  replacedByNumber: string | null;
}

export interface StornoInvoiceRecord extends InvoiceRecord {
  originalId: string;
  originalNumber: string;
  originalDate: string;
  /** The invoice issued in its place when the stay changed; null after a cancellation. */
  replacementNumber: string | null;
}

export interface PdfDocument {
  filename: string;
  content: Buffer;
}

const listSpec = (resource: string): ListSpec => ({
  resource,
  sortable: {
    id: 'id',
    number: 'number',
    invoiceDate: 'invoiceDate',
    createdAt: 'createdAt',
    totalCents: 'totalCents',
  },
  filters: {
    bookingId: { kind: 'eq', type: 'uuid', column: 'booking' },
    number: { kind: 'eq', type: 'string' },
    // The invoice number, the booking number or the buyer's name as printed.
    q: {
      kind: 'custom',
      type: 'string',
      build: (text: string) => {
        const like = { $ilike: `%${escapeLike(text.trim())}%` };
        return {
          $or: [
            { number: like },
            { booking: { number: like } },
            { snapshot: { buyer: { name: like } } },
          ],
        };
      },
    },
    paymentStatus: {
      kind: 'custom',
      type: 'string',
      build: (status: string) => {
        if (!(PAYMENT_STATUSES as readonly string[]).includes(status))
          throw new AppException(HttpStatus.BAD_REQUEST, 'list.badParam', {
            param: 'filter.paymentStatus',
            reason: `expected one of ${PAYMENT_STATUSES.join(', ')}`,
          });
        return { booking: { paymentStatus: status } };
      },
    },
    invoiceDateFrom: { kind: 'gte', type: 'date', column: 'invoiceDate' },
    invoiceDateTo: { kind: 'lte', type: 'date', column: 'invoiceDate' },
  },
  defaultSort: ['number', 'DESC'],
});
export const INVOICE_LIST = listSpec('invoices');
export const STORNO_LIST = listSpec('storno-invoices');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const record = (
  row: { id: string; number: string; createdAt: Date; snapshot: InvoiceSnapshot },
  booking: { id: string; paymentStatus: PaymentStatus },
): InvoiceRecord => {
  const s = row.snapshot;
  return {
    id: row.id,
    number: row.number,
    bookingId: booking.id,
    bookingNumber: s.bookingNumber,
    invoiceDate: s.invoiceDate,
    language: s.language,
    buyerName: s.buyer.name,
    servicePeriodFrom: s.servicePeriod.from,
    servicePeriodTo: s.servicePeriod.to,
    pitchCode: s.pitch.code,
    netCents: s.netCents,
    vatCents: s.vatCents,
    grossCents: s.grossCents,
    touristTaxCents: s.touristTax?.totalCents ?? 0,
    totalCents: s.totalCents,
    paidCents: s.paidCents,
    dueCents: s.dueCents,
    paymentStatus: booking.paymentStatus,
    createdAt: row.createdAt,
  };
};
/** Who reversed and who replaced each invoice of a list (two lookups for the whole page). */
async function chainOf(
  em: EntityManager,
  ids: string[],
): Promise<{ storno: Map<string, string>; replacedBy: Map<string, string> }> {
  if (!ids.length) return { storno: new Map(), replacedBy: new Map() };
  const stornos = await em.find(
    StornoInvoice,
    { original: { $in: ids } },
    { fields: ['number', 'original'] },
  );
  const later = await em.find(
    Invoice,
    { replaces: { $in: ids } },
    { fields: ['number', 'replaces'] },
  );
  return {
    storno: new Map(stornos.map((st) => [st.original.id, st.number])),
    replacedBy: new Map(later.map((i) => [i.replaces!.id, i.number])),
  };
}

const toInvoiceRecord = (
  i: Invoice,
  chain: Awaited<ReturnType<typeof chainOf>>,
): InvoiceChainRecord => ({
  ...record(i, i.booking),
  revision: i.revision,
  reversed: i.reversedAt !== null,
  stornoNumber: chain.storno.get(i.id) ?? null,
  replacesNumber: i.replaces?.number ?? null,
  replacedByNumber: chain.replacedBy.get(i.id) ?? null,
});
const toStornoRecord = (
  st: StornoInvoice,
  chain: Awaited<ReturnType<typeof chainOf>>,
): StornoInvoiceRecord => ({
  ...record(st, st.booking),
  originalId: st.original.id,
  originalNumber: st.snapshot.original?.number ?? '',
  originalDate: st.snapshot.original?.invoiceDate ?? '',
  replacementNumber: chain.replacedBy.get(st.original.id) ?? null,
});

/**
 * Issues invoices and storno invoices (the `invoices` queue's jobs), renders their PDFs from the
 * stored snapshot, and serves them to guests and staff. Issuing runs in one transaction: the
 * booking row lock, the year's counter, the invoice row and the mail's outbox row commit together,
 * so a job that dies half-way leaves nothing behind and its retry takes the same number.
 */
@Injectable()
export class InvoicesService implements OnModuleInit {
  private readonly logger = new Logger(InvoicesService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRecords,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly logo: LogoService,
    private readonly mail: MailService,
    private readonly attachments: MailAttachments,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    // The mail worker asks for the PDF when it sends the `invoice` mail.
    this.attachments.register('invoice', (id) => this.attachment('invoice', id));
    this.attachments.register('storno', (id) => this.attachment('storno', id));
  }

  /**
   * The invoice of a booking (job `invoice.booking.<id>`). Nothing happens when it has one already
   * (a second run, or a bank-transfer invoice issued at confirmation; later ones only replace it),
   * or when the booking is not confirmed any more: a booking cancelled before its invoice was due
   * needs none.
   */
  async issueInvoice(bookingId: string): Promise<{ number: string; created: boolean } | null> {
    // The snapshot keeps the logo as it was at issue, embedded, so a reprint shows the same.
    const company = await this.printedCompany();
    return this.em.fork().transactional(async (em) => {
      // The booking's row lock orders this against a cancellation of the same booking.
      const b = await this.bookings.lockWithPitch(em, bookingId);
      if (!b) {
        this.logger.warn(`No invoice for unknown booking ${bookingId}`);
        return null;
      }
      const existing = await em.findOne(
        Invoice,
        { booking: b.id },
        { orderBy: { revision: 'desc' } },
      );
      if (existing) return { number: existing.number, created: false };
      if (b.status !== 'confirmed') {
        this.logger.log(`No invoice for booking ${b.number}: it is ${b.status}`);
        return null;
      }
      const invoice = await this.writeInvoice(em, b, company, null);
      return { number: invoice.number, created: true };
    });
  }

  /**
   * After a change of the stay (job `reissue.booking.<id>.<revision>`): the storno of the current
   * invoice and the next one from the booking as it is now, both mailed to the guest, in one
   * transaction (a crash leaves neither, and the retry takes the same numbers). Nothing happens
   * when the current invoice is that revision already (a second run), when there is none, or when
   * the booking is no longer confirmed (a cancellation's storno reverses the current one).
   */
  async reissueInvoice(
    bookingId: string,
    revision: number,
  ): Promise<{ storno: string | null; number: string; created: boolean } | null> {
    const company = await this.printedCompany();
    return this.em.fork().transactional(async (em) => {
      const b = await this.bookings.lockWithPitch(em, bookingId);
      if (!b) return null;
      const current = await em.findOne(Invoice, { booking: b.id, reversedAt: null });
      if (!current) return null;
      if (current.revision >= revision)
        return { storno: null, number: current.number, created: false };
      if (b.status !== 'confirmed') {
        this.logger.log(`No new invoice for booking ${b.number}: it is ${b.status}`);
        return null;
      }
      // The storno's number first, then the invoice's: every reissue takes the two counters in
      // this order, so two of them never wait for each other crosswise.
      const storno = await this.writeStorno(
        em,
        b,
        current,
        `reissue.${current.revision + 1}.storno`,
      );
      const invoice = await this.writeInvoice(em, b, company, current);
      return { storno: storno.number, number: invoice.number, created: true };
    });
  }

  /**
   * What a cancelled or no-show booking is left with (job `storno.booking.<id>`): the storno of its
   * current stay invoice (its own gap-free range, citing the original) and, when the booking keeps a
   * fee, the invoice over that fee, replacing the reversed one, both in one transaction. A second
   * run finds both and changes nothing; a booking that was never invoiced gets only the fee invoice.
   */
  async issueStorno(bookingId: string): Promise<{ number: string; created: boolean } | null> {
    const company = await this.printedCompany();
    return this.em.fork().transactional(async (em) => {
      const b = await this.bookings.lockWithPitch(em, bookingId);
      if (!b) return null;
      const latest = await em.findOne(
        Invoice,
        { booking: b.id },
        { orderBy: { revision: 'desc' } },
      );
      // A no-show's invoice is reversed like a cancellation's (the charge it keeps is the booking's fee).
      if (b.status !== 'cancelled' && b.status !== 'no_show') {
        if (latest) this.logger.log(`No storno for booking ${b.number}: it is ${b.status}`);
        return null;
      }
      let result: { number: string; created: boolean } | null = null;
      let replaced = latest;
      if (latest && latest.kind === 'stay' && !latest.reversedAt) {
        const storno = await this.writeStorno(em, b, latest, 'storno');
        result = { number: storno.number, created: true };
      } else if (latest) {
        const stay = await em.findOne(
          Invoice,
          { booking: b.id, kind: 'stay' },
          { orderBy: { revision: 'desc' } },
        );
        const existing = stay && (await em.findOne(StornoInvoice, { original: stay.id }));
        if (existing) result = { number: existing.number, created: false };
      }
      if (b.cancellationFeeCents > 0 && latest?.kind !== 'fee') {
        // Re-read: the storno's insert has just marked the stay invoice reversed.
        if (replaced)
          replaced = await em.findOneOrFail(Invoice, { id: replaced.id }, { refresh: true });
        await this.writeFeeInvoice(em, b, company, replaced);
      }
      return result;
    });
  }

  /** The invoice over what a cancelled or no-show booking keeps, and its mail to the guest. */
  private async writeFeeInvoice(
    em: EntityManager,
    b: BookingRecord,
    company: CompanySettings,
    replaces: Invoice | null,
  ): Promise<Invoice> {
    const { invoiceDate, year, sequence, number } = await this.nextNumber(em, SERIES.invoice);
    const payments = (await this.ledger.forBooking(em, b.id)).map((p) => ({
      date: localDate(p.occurredAt),
      kind: p.kind,
      method: p.method,
      amountCents: p.amountCents,
    }));
    const snapshot = feeSnapshot({
      number,
      invoiceDate,
      booking: b,
      company,
      payments,
      fee: b.status === 'no_show' ? 'no_show' : 'cancellation',
      amountCents: b.cancellationFeeCents,
    });
    const revision = replaces ? replaces.revision + 1 : 1;
    const invoice = em.create(Invoice, {
      number,
      year,
      sequence,
      booking: b.id,
      revision,
      replaces,
      kind: 'fee',
      invoiceDate,
      language: b.language,
      totalCents: snapshot.totalCents,
      snapshot,
      createdAt: this.clock.now(),
    });
    await em.flush();
    await this.mail.enqueue(
      em,
      'invoice',
      b.id,
      { invoiceNumber: number, amountCents: snapshot.totalCents },
      { repeatKey: 'fee', attachment: { kind: 'invoice', id: invoice.id } },
    );
    return invoice;
  }

  private async printedCompany(): Promise<CompanySettings> {
    return { ...(await this.settings.get()), logoLight: await this.logo.printableLogo() };
  }

  /** The next invoice of the booking from its stay and ledger now, and its mail to the guest. */
  private async writeInvoice(
    em: EntityManager,
    b: BookingRecord,
    company: CompanySettings,
    replaces: Invoice | null,
  ): Promise<Invoice> {
    const { invoiceDate, year, sequence, number } = await this.nextNumber(em, SERIES.invoice);
    const rows = await this.ledger.forBooking(em, b.id);
    const firstPayment = rows.find((p) => p.kind === 'payment');
    const payments = rows.map((p) => ({
      date: localDate(p.occurredAt),
      kind: p.kind,
      method: p.method,
      amountCents: p.amountCents,
      // One final invoice for a deposit booking names which payment was the deposit (§11 UStG
      // needs no Anzahlungsrechnung; the final invoice lists every payment received).
      ...(b.depositCents > 0 && p.kind === 'payment'
        ? { part: p === firstPayment ? ('deposit' as const) : ('balance' as const) }
        : {}),
    }));
    const snapshot = invoiceSnapshot({
      number,
      invoiceDate,
      booking: b,
      company,
      payments,
      epc: b.paymentMethod === 'bank_transfer' ? (due) => this.epc(company, b, due) : undefined,
    });
    const revision = replaces ? replaces.revision + 1 : 1;
    const invoice = em.create(Invoice, {
      number,
      year,
      sequence,
      booking: b.id,
      revision,
      replaces,
      invoiceDate,
      language: b.language,
      totalCents: snapshot.totalCents,
      snapshot,
      createdAt: this.clock.now(),
    });
    await em.flush();
    await this.mail.enqueue(
      em,
      'invoice',
      b.id,
      { invoiceNumber: number, amountCents: snapshot.totalCents },
      {
        ...(revision > 1 ? { repeatKey: `reissue.${revision}` } : {}),
        attachment: { kind: 'invoice', id: invoice.id },
      },
    );
    return invoice;
  }

  /** The storno of `original` (the database marks the original reversed), and its mail. */
  private async writeStorno(
    em: EntityManager,
    b: BookingRecord,
    original: Invoice,
    mailKey: string,
  ): Promise<StornoInvoice> {
    const { invoiceDate, year, sequence, number } = await this.nextNumber(em, SERIES.storno);
    const snapshot = stornoSnapshot(original.snapshot, number, invoiceDate);
    const now = this.clock.now();
    // Its insert marks the original reversed (a trigger), before the next invoice's row is written:
    // the partial unique index admits one current invoice per booking.
    const storno = em.create(StornoInvoice, {
      number,
      year,
      sequence,
      original,
      booking: b.id,
      invoiceDate,
      language: original.language,
      totalCents: snapshot.totalCents,
      snapshot,
      createdAt: now,
    });
    await em.flush();
    await this.mail.enqueue(
      em,
      'invoice',
      b.id,
      { invoiceNumber: number, amountCents: snapshot.totalCents },
      { repeatKey: mailKey, attachment: { kind: 'storno', id: storno.id } },
    );
    return storno;
  }

  async listInvoices(query: Record<string, unknown>): Promise<ListResult<InvoiceChainRecord>> {
    const em = this.em.fork();
    const r = await findList(em, Invoice, query, INVOICE_LIST, {
      populate: ['booking', 'replaces'],
    });
    const chain = await chainOf(
      em,
      r.items.map((i) => i.id),
    );
    return { ...r, items: r.items.map((i) => toInvoiceRecord(i, chain)) };
  }

  async listStornos(query: Record<string, unknown>): Promise<ListResult<StornoInvoiceRecord>> {
    const em = this.em.fork();
    const r = await findList(em, StornoInvoice, query, STORNO_LIST, {
      populate: ['booking'],
    });
    const chain = await chainOf(
      em,
      r.items.map((st) => st.original.id),
    );
    return { ...r, items: r.items.map((st) => toStornoRecord(st, chain)) };
  }

  list(kind: InvoiceKind, query: Record<string, unknown>): Promise<ListResult<InvoiceRecord>> {
    return kind === 'invoice' ? this.listInvoices(query) : this.listStornos(query);
  }

  async get(kind: InvoiceKind, id: string): Promise<InvoiceRecord> {
    const row = await this.find(kind, id);
    if (kind === 'invoice') {
      const invoice = row as Invoice;
      await this.em.populate(invoice, ['replaces']);
      return toInvoiceRecord(invoice, await chainOf(this.em.fork(), [invoice.id]));
    }
    const storno = row as StornoInvoice;
    return toStornoRecord(storno, await chainOf(this.em.fork(), [storno.original.id]));
  }

  async getInvoice(id: string): Promise<InvoiceChainRecord> {
    return this.get('invoice', id) as Promise<InvoiceChainRecord>;
  }

  async getStorno(id: string): Promise<StornoInvoiceRecord> {
    return this.get('storno', id) as Promise<StornoInvoiceRecord>;
  }

  /**
   * Sends an issued invoice or storno to the guest again, with its PDF (staff, "send again"). Each
   * request is a new mail of its own; the document itself is the stored one, never re-issued.
   */
  async resend(kind: InvoiceKind, id: string): Promise<{ number: string; recipient: string }> {
    const row = await this.find(kind, id);
    const b = await this.bookings.withPitch(row.booking.id);
    if (!b?.email) throw new AppException(HttpStatus.CONFLICT, 'mail.noRecipient');
    await this.em
      .fork()
      .transactional((em) =>
        this.mail.enqueue(
          em,
          'invoice',
          b.id,
          { invoiceNumber: row.number, amountCents: row.snapshot.totalCents },
          { repeatKey: `resend.${kind}.${randomUUID()}`, attachment: { kind, id: row.id } },
        ),
      );
    return { number: row.number, recipient: b.email };
  }

  /** The PDF of an invoice or storno, for staff. */
  async pdf(kind: InvoiceKind, id: string): Promise<PdfDocument> {
    return this.document(await this.find(kind, id));
  }

  /**
   * The booking's latest invoice once issued (its number and when), for the guest's booking page:
   * the current one, or after a cancellation the one its storno reversed (as `guestPdf`).
   */
  async issuedFor(bookingId: string): Promise<{ number: string; issuedAt: Date } | null> {
    const row = await this.em
      .fork()
      .findOne(
        Invoice,
        { booking: bookingId },
        { fields: ['number', 'createdAt'], orderBy: { revision: 'desc' } },
      );
    return row ? { number: row.number, issuedAt: row.createdAt } : null;
  }

  /**
   * The booking's latest invoice for the guest: the current one (after a change, the one that
   * replaced the old), or after a cancellation the one its storno reversed. 404 for an unknown
   * booking or before it is issued, 403 without the token.
   */
  async guestPdf(bookingId: string, token: string | undefined): Promise<PdfDocument> {
    const b = await this.bookings.forGuest(bookingId, token);
    const invoice = await this.em
      .fork()
      .findOne(Invoice, { booking: b.id }, { orderBy: { revision: 'desc' } });
    if (!invoice) throw new AppException(HttpStatus.NOT_FOUND, 'invoices.notIssued');
    return this.document(invoice);
  }

  /**
   * The PDF as a mail attachment (base64 in the message log), with the figures it states: the
   * mail's price table shows exactly those (a storno's negated lines and total, not the booking's).
   */
  private async attachment(kind: InvoiceKind, id: string): Promise<MailDocument> {
    const row = await this.find(kind, id);
    const doc = await this.document(row);
    const s = row.snapshot;
    return {
      attachment: {
        filename: doc.filename,
        contentType: 'application/pdf',
        content: doc.content.toString('base64'),
        encoding: 'base64',
      },
      figures: {
        lines: [...s.lines, ...(s.touristTax ? [s.touristTax] : [])].map((l) => ({
          label: l.description,
          quantity: l.quantity,
          unit: l.unit,
          unitPriceCents: l.unitPriceCents,
          totalCents: l.totalCents,
        })),
        totalCents: s.totalCents,
        vat: s.vat,
      },
    };
  }

  private async document(row: Invoice | StornoInvoice): Promise<PdfDocument> {
    const s = row.snapshot;
    const name =
      s.kind === 'storno'
        ? s.language === 'de'
          ? 'Stornorechnung'
          : 'Storno-invoice'
        : s.language === 'de'
          ? 'Rechnung'
          : 'Invoice';
    return { filename: `${name}-${row.number}.pdf`, content: await renderInvoicePdf(s) };
  }

  private async find(kind: InvoiceKind, id: string): Promise<Invoice | StornoInvoice> {
    const row = UUID.test(id)
      ? kind === 'invoice'
        ? await this.em.fork().findOne(Invoice, { id }, { populate: ['booking'] })
        : await this.em.fork().findOne(StornoInvoice, { id }, { populate: ['booking'] })
      : null;
    if (!row) throw new AppException(HttpStatus.NOT_FOUND, 'invoices.notFound');
    return row;
  }

  /** The GiroCode payload for the amount due; none when the bank data cannot make a valid one. */
  private epc(company: CompanySettings, b: BookingRecord, dueCents: number): string | null {
    if (!company.iban) return null;
    try {
      return epcPayload({
        name: company.accountHolder || company.legalName,
        iban: company.iban,
        bic: company.bic,
        amountCents: dueCents,
        reference: b.number,
      });
    } catch (e) {
      if (!(e instanceof EpcDataError)) throw e;
      this.logger.warn(`No GiroCode on the invoice of ${b.number}: ${e.message}`);
      return null;
    }
  }

  /**
   * The next number of a series and year. The counter row stays locked until the transaction ends:
   * concurrent issues queue up behind it, and a rollback returns the number. Gap-free by design.
   */
  /** Today's date and the series' next number of its year, taken in the caller's transaction. */
  private async nextNumber(em: EntityManager, series: string) {
    const invoiceDate = this.clock.today();
    const year = Number(invoiceDate.slice(0, 4));
    const rows = await em.getConnection().execute<{ last_number: number }[]>(
      `insert into invoice_counter (series, year, last_number) values (?, ?, 1)
       on conflict (series, year) do update set last_number = invoice_counter.last_number + 1
       returning last_number`,
      [series, year],
      'all',
      em.getTransactionContext(),
    );
    const sequence = rows[0].last_number;
    return { invoiceDate, year, sequence, number: invoiceNumber(series, year, sequence) };
  }
}
