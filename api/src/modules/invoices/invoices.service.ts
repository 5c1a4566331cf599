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

export interface StornoInvoiceRecord extends InvoiceRecord {
  originalId: string;
  originalNumber: string;
  originalDate: string;
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
const toInvoiceRecord = (i: Invoice): InvoiceRecord => record(i, i.booking);
const toStornoRecord = (st: StornoInvoice): StornoInvoiceRecord => ({
  ...record(st, st.booking),
  originalId: st.original.id,
  originalNumber: st.snapshot.original?.number ?? '',
  originalDate: st.snapshot.original?.invoiceDate ?? '',
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
   * (a second run, or a bank-transfer invoice issued at confirmation), or when the booking is not
   * confirmed any more: a booking cancelled before its invoice was due needs none.
   */
  async issueInvoice(bookingId: string): Promise<{ number: string; created: boolean } | null> {
    // The snapshot keeps the logo as it was at issue, embedded, so a reprint shows the same.
    const company = { ...(await this.settings.get()), logoLight: await this.logo.printableLogo() };
    return this.em.fork().transactional(async (em) => {
      // The booking's row lock orders this against a cancellation of the same booking.
      const b = await this.bookings.lockWithPitch(em, bookingId);
      if (!b) {
        this.logger.warn(`No invoice for unknown booking ${bookingId}`);
        return null;
      }
      const existing = await em.findOne(Invoice, { booking: b.id });
      if (existing) return { number: existing.number, created: false };
      if (b.status !== 'confirmed') {
        this.logger.log(`No invoice for booking ${b.number}: it is ${b.status}`);
        return null;
      }
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
      const invoice = em.create(Invoice, {
        number,
        year,
        sequence,
        booking: b,
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
        { attachment: { kind: 'invoice', id: invoice.id } },
      );
      return { number, created: true };
    });
  }

  /**
   * The storno of a cancelled booking's invoice (job `storno.booking.<id>`): its own gap-free range,
   * citing the original. Nothing happens without an invoice, or when the storno exists.
   */
  async issueStorno(bookingId: string): Promise<{ number: string; created: boolean } | null> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.bookings.lockWithPitch(em, bookingId);
      if (!b) return null;
      const original = await em.findOne(Invoice, { booking: b.id });
      if (!original) return null;
      const existing = await em.findOne(StornoInvoice, { original: original.id });
      if (existing) return { number: existing.number, created: false };
      // A no-show's invoice is reversed like a cancellation's (the charge it keeps is the booking's fee).
      if (b.status !== 'cancelled' && b.status !== 'no_show') {
        this.logger.log(`No storno for booking ${b.number}: it is ${b.status}`);
        return null;
      }
      const { invoiceDate, year, sequence, number } = await this.nextNumber(em, SERIES.storno);
      const snapshot = stornoSnapshot(original.snapshot, number, invoiceDate);
      const storno = em.create(StornoInvoice, {
        number,
        year,
        sequence,
        original,
        booking: b,
        invoiceDate,
        language: original.language,
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
        { repeatKey: 'storno', attachment: { kind: 'storno', id: storno.id } },
      );
      return { number, created: true };
    });
  }

  async listInvoices(query: Record<string, unknown>): Promise<ListResult<InvoiceRecord>> {
    const r = await findList(this.em.fork(), Invoice, query, INVOICE_LIST, {
      populate: ['booking'],
    });
    return { ...r, items: r.items.map(toInvoiceRecord) };
  }

  async listStornos(query: Record<string, unknown>): Promise<ListResult<StornoInvoiceRecord>> {
    const r = await findList(this.em.fork(), StornoInvoice, query, STORNO_LIST, {
      populate: ['booking'],
    });
    return { ...r, items: r.items.map(toStornoRecord) };
  }

  list(kind: InvoiceKind, query: Record<string, unknown>): Promise<ListResult<InvoiceRecord>> {
    return kind === 'invoice' ? this.listInvoices(query) : this.listStornos(query);
  }

  async get(kind: InvoiceKind, id: string): Promise<InvoiceRecord> {
    const row = await this.find(kind, id);
    return kind === 'invoice'
      ? toInvoiceRecord(row as Invoice)
      : toStornoRecord(row as StornoInvoice);
  }

  async getInvoice(id: string): Promise<InvoiceRecord> {
    return this.get('invoice', id);
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

  /** The booking's invoice once issued (its number and when), for the guest's booking page. */
  async issuedFor(bookingId: string): Promise<{ number: string; issuedAt: Date } | null> {
    const row = await this.em
      .fork()
      .findOne(Invoice, { booking: bookingId }, { fields: ['number', 'createdAt'] });
    return row ? { number: row.number, issuedAt: row.createdAt } : null;
  }

  /** The booking's invoice for the guest: 404 for an unknown booking or before it is issued, 403 without the token. */
  async guestPdf(bookingId: string, token: string | undefined): Promise<PdfDocument> {
    const b = await this.bookings.forGuest(bookingId, token);
    const invoice = await this.em.fork().findOne(Invoice, { booking: b.id });
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
