import { DEMO_COMPANY } from 'src/modules/settings/demo-company';
import { epcPayload } from 'src/modules/payments/epc-qr';
import type { Quote } from 'src/modules/pricing/quote';
import { invoiceSnapshot, type InvoiceSnapshot, type SnapshotBooking } from './invoice-snapshot';

/** A three-night stay priced the way the quote function prices it (pitch 10 %, extras 20 %, tax). */
export const SAMPLE_QUOTE: Quote = {
  checkIn: '2027-07-10',
  checkOut: '2027-07-13',
  nights: 3,
  adults: 2,
  children: 1,
  categoryId: '00000000-0000-4000-8000-000000000001',
  lines: [
    {
      kind: 'pitch',
      code: 'pitch',
      label: { de: 'Stellplatz Komfort (Hauptsaison)', en: 'Comfort pitch (high season)' },
      quantity: 3,
      unit: 'night',
      unitPriceCents: 5500,
      totalCents: 16500,
      vatRateBp: 1000,
    },
    {
      kind: 'extra',
      code: 'electricity',
      label: { de: 'Strom', en: 'Electricity' },
      quantity: 3,
      unit: 'night',
      unitPriceCents: 500,
      totalCents: 1500,
      vatRateBp: 2000,
    },
    {
      kind: 'extra',
      code: 'breakfast',
      label: { de: 'Frühstück', en: 'Breakfast' },
      quantity: 9,
      unit: 'person_night',
      unitPriceCents: 1500,
      totalCents: 13500,
      vatRateBp: 1000,
    },
    {
      kind: 'tourist_tax',
      code: 'tourist_tax',
      label: { de: 'Nächtigungsabgabe', en: 'Tourist tax' },
      quantity: 6,
      unit: 'person_night',
      unitPriceCents: 200,
      totalCents: 1200,
      vatRateBp: 0,
    },
  ],
  vat: [
    { rateBp: 1000, netCents: 27273, vatCents: 2727, grossCents: 30000 },
    { rateBp: 2000, netCents: 1250, vatCents: 250, grossCents: 1500 },
  ],
  netCents: 28523,
  vatCents: 2977,
  grossCents: 31500,
  touristTaxCents: 1200,
  totalCents: 32700,
  minStayNights: 1,
};

export const SAMPLE_BOOKING: SnapshotBooking = {
  number: '2027-00042',
  checkIn: '2027-07-10',
  checkOut: '2027-07-13',
  firstName: 'Anna',
  lastName: 'Huber',
  street: 'Hauptplatz 1',
  postalCode: '8970',
  city: 'Schladming',
  country: 'AT',
  uid: 'ATU87654324',
  language: 'de',
  quote: SAMPLE_QUOTE,
  pitch: { code: 'C3' },
  category: { nameDe: 'Komfort', nameEn: 'Comfort' },
};

/** An issued invoice of the sample stay, partly paid, with the GiroCode for the rest. */
export function sampleSnapshot(overrides: Partial<SnapshotBooking> = {}): InvoiceSnapshot {
  return invoiceSnapshot({
    number: 'RE-2027-00007',
    invoiceDate: '2027-07-01',
    booking: { ...SAMPLE_BOOKING, ...overrides },
    company: DEMO_COMPANY,
    payments: [
      { date: '2027-06-30', kind: 'payment', method: 'card_terminal', amountCents: 10_000 },
    ],
    epc: (due) =>
      epcPayload({
        name: DEMO_COMPANY.accountHolder ?? DEMO_COMPANY.legalName,
        iban: DEMO_COMPANY.iban!,
        bic: DEMO_COMPANY.bic,
        amountCents: due,
        reference: SAMPLE_BOOKING.number,
      }),
  });
}
