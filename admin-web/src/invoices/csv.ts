import type { TranslateFunction } from 'react-admin';
import { toCsv } from '@/bookings/csv';
import type { Invoice, StornoInvoice } from '@/api-types';

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The invoice (or storno) export: headers and payment states in the panel language, dates as ISO
 * calendar dates and amounts in euros with a decimal point, so a spreadsheet can sum them.
 */
export function invoicesCsv(
  resource: 'invoices' | 'storno-invoices',
  rows: readonly (Invoice | StornoInvoice)[],
  translate: TranslateFunction,
): string {
  const field = (name: string) => translate(`resources.${resource}.fields.${name}`);
  const storno = resource === 'storno-invoices';
  const header = [
    field('number'),
    field('invoiceDate'),
    ...(storno ? [field('originalNumber')] : []),
    field('bookingNumber'),
    field('buyerName'),
    field('servicePeriodFrom'),
    field('servicePeriodTo'),
    field('netCents'),
    field('vatCents'),
    field('grossCents'),
    field('touristTaxCents'),
    field('totalCents'),
    field('paymentStatus'),
  ];
  const lines = rows.map((r) => [
    r.number,
    r.invoiceDate,
    ...(storno ? [(r as StornoInvoice).originalNumber] : []),
    r.bookingNumber,
    r.buyerName,
    r.servicePeriodFrom,
    r.servicePeriodTo,
    euros(r.netCents),
    euros(r.vatCents),
    euros(r.grossCents),
    euros(r.touristTaxCents),
    euros(r.totalCents),
    translate(`resources.bookings.payment_status.${r.paymentStatus}`, { _: r.paymentStatus }),
  ]);
  return toCsv(header, lines);
}
