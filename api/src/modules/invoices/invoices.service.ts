import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, OnModuleInit } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { randomUUID } from 'node:crypto';
import { findList, type ListResult } from 'src/common/list/list-query';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { MailAttachments, type MailDocument } from 'src/modules/mail/mail-attachments';
import { MailService } from 'src/modules/mail/mail.service';
import { renderInvoicePdf } from './invoice-pdf';
import { Invoice, StornoInvoice } from './invoice.entity';
import {
  chainOf,
  INVOICE_LIST,
  STORNO_LIST,
  toInvoiceRecord,
  toStornoRecord,
  type InvoiceChainRecord,
  type InvoiceKind,
  type InvoiceRecord,
  type PdfDocument,
  type StornoInvoiceRecord,
} from './invoice-records';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Issued invoices and storno invoices: lists and records for staff, their PDFs rendered from the
 * stored snapshot for guests and staff, the PDF the mail worker attaches, and "send again". Issuing
 * them (the `invoices` queue's jobs) is InvoiceIssuing.
 */
@Injectable()
export class InvoicesService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRecords,
    private readonly mail: MailService,
    private readonly attachments: MailAttachments,
  ) {}

  onModuleInit(): void {
    // The mail worker asks for the PDF when it sends the `invoice` mail.
    this.attachments.register('invoice', (id) => this.attachment('invoice', id));
    this.attachments.register('storno', (id) => this.attachment('storno', id));
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
    const b = row.booking && (await this.bookings.withPitch(row.booking.id));
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
        { booking: bookingId, kind: { $ne: 'supplement' } },
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
      .findOne(
        Invoice,
        { booking: b.id, kind: { $ne: 'supplement' } },
        { orderBy: { revision: 'desc' } },
      );
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
        ? { de: 'Stornorechnung', en: 'Storno-invoice', nl: 'Creditfactuur' }[s.language]
        : { de: 'Rechnung', en: 'Invoice', nl: 'Factuur' }[s.language];
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
}
