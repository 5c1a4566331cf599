import type { TranslateFunction } from 'react-admin';
import { euros, toCsv } from '@/export/csv';
import type { Invoice, StornoInvoice } from '@/api-types';

/**
 * The invoice (or storno) export: headers and payment states in the panel language, dates as ISO
 * calendar dates and amounts in euros, in the separators of the panel language (see export/csv).
 */
export function invoicesCsv(
  resource: 'invoices' | 'storno-invoices',
  rows: readonly (Invoice | StornoInvoice)[],
  translate: TranslateFunction,
  locale: string,
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
  return toCsv(header, lines, locale);
}
