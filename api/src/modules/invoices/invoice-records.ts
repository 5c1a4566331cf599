import type { Language } from 'src/contract/constants';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { escapeLike, type ListSpec } from 'src/common/list/list-query';
import { PAYMENT_STATUSES, type PaymentStatus } from 'src/contract/constants';
import type { InvoiceSnapshot } from './invoice-snapshot';
import { Invoice, StornoInvoice } from './invoice.entity';

/**
 * Issued invoices and stornos as the console lists them: the records, the list specs (search,
 * filters, sort) and the chain lookups (who reversed and who replaced each). Shared by
 * InvoicesService and the admin controller.
 */

export type InvoiceKind = 'invoice' | 'storno';

/** Number series: invoices and stornos each run gap-free per calendar year. */
export const SERIES: Record<InvoiceKind, string> = { invoice: 'RE', storno: 'ST' };

export interface InvoiceRecord {
  id: string;
  number: string;
  /** Null for an instalment of a seasonal contract (`bookingNumber` then names the contract). */
  bookingId: string | null;
  bookingNumber: string;
  invoiceDate: string;
  language: Language;
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

const record = (
  row: { id: string; number: string; createdAt: Date; snapshot: InvoiceSnapshot },
  booking: { id: string; paymentStatus: PaymentStatus } | null,
): InvoiceRecord => {
  const s = row.snapshot;
  return {
    id: row.id,
    number: row.number,
    bookingId: booking?.id ?? null,
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
    // An instalment has no booking: it is paid when its snapshot says nothing is due.
    paymentStatus: booking?.paymentStatus ?? (s.dueCents > 0 ? 'unpaid' : 'paid'),
    createdAt: row.createdAt,
  };
};
/** Who reversed and who replaced each invoice of a list (two lookups for the whole page). */
export async function chainOf(
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

export const toInvoiceRecord = (
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
export const toStornoRecord = (
  st: StornoInvoice,
  chain: Awaited<ReturnType<typeof chainOf>>,
): StornoInvoiceRecord => ({
  ...record(st, st.booking),
  originalId: st.original.id,
  originalNumber: st.snapshot.original?.number ?? '',
  originalDate: st.snapshot.original?.invoiceDate ?? '',
  replacementNumber: chain.replacedBy.get(st.original.id) ?? null,
});
