import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18nProvider';
import type { StornoInvoice } from '@/api-types';
import { invoicesCsv } from '@/invoices/csv';

const storno: StornoInvoice = {
  id: '5d1c6a8e-0000-4000-8000-000000000001',
  number: 'ST-2027-00001',
  bookingId: '5d1c6a8e-0000-4000-8000-000000000002',
  bookingNumber: '2027-00042',
  invoiceDate: '2027-05-03',
  language: 'de',
  buyerName: 'Anna "Anni" Huber',
  servicePeriodFrom: '2027-05-01',
  servicePeriodTo: '2027-05-03',
  pitchCode: 'C4',
  netCents: -8333,
  vatCents: -1667,
  grossCents: -10000,
  touristTaxCents: -500,
  totalCents: -10500,
  paidCents: 10500,
  dueCents: 0,
  paymentStatus: 'refunded',
  createdAt: '2027-05-03T10:00:00.000Z',
  originalId: '5d1c6a8e-0000-4000-8000-000000000003',
  originalNumber: 'RE-2027-00007',
  originalDate: '2027-04-20',
  replacementNumber: null,
};

describe('invoicesCsv', () => {
  it('writes a storno row with the original, decimal commas and the German payment state', () => {
    const csv = invoicesCsv('storno-invoices', [storno], i18nProvider.translate, 'de');
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe(
      'Stornonummer;Rechnungsdatum;Storniert Rechnung;Buchung;Gast;Leistung von;Leistung bis;Netto;USt.;Brutto;Nächtigungsabgabe;Gesamt;Zahlungsstatus',
    );
    expect(row).toBe(
      'ST-2027-00001;2027-05-03;RE-2027-00007;2027-00042;"Anna ""Anni"" Huber";2027-05-01;2027-05-03;-83,33;-16,67;-100,00;-5,00;-105,00;Erstattet',
    );
  });
});
