import type { LedgerMethod } from 'src/contract/constants';
import type { LineUnit } from 'src/modules/pricing/quote';
import type { InvoiceLanguage } from './invoice-snapshot';
import { formatDecimal, formatEuro as euroText } from 'src/common/i18n/numbers';

/** Every text the invoice PDF prints, per language. `{x}` marks a value. */
export const INVOICE_TEXTS = {
  de: {
    invoice: 'Rechnung',
    storno: 'Stornorechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    servicePeriod: 'Leistungszeitraum',
    nights: '{n} Nächte',
    night: '1 Nacht',
    booking: 'Buchungsnummer',
    contract: 'Saisonvertrag',
    pitch: 'Stellplatz',
    billTo: 'Rechnungsempfänger',
    buyerUid: 'UID des Empfängers',
    sellerUid: 'UID',
    register: 'Firmenbuch',
    stornoOf: 'Storno der Rechnung {number} vom {date}',
    stornoNote: 'Diese Stornorechnung hebt die oben genannte Rechnung vollständig auf.',
    supplementOf: 'Nachtragsrechnung zur Rechnung {number} vom {date} (Stromverbrauch laut Zähler)',
    feeNoteCancellation:
      'Stornogebühr zur Buchung {booking} gemäß den Stornobedingungen. Nicht steuerbarer Schadenersatz, daher ohne USt.',
    feeNoteNoShow:
      'Gebühr für die Nichtanreise zur Buchung {booking} gemäß den Stornobedingungen; der Stellplatz wurde bereitgehalten.',
    colDescription: 'Leistung',
    colQuantity: 'Menge',
    colUnit: 'Einheit',
    colUnitPrice: 'Einzelpreis',
    colVat: 'USt.',
    colTotal: 'Betrag',
    netAt: 'Netto {rate}',
    vatAt: 'USt. {rate}',
    gross: 'Gesamtbetrag brutto',
    touristTax: 'Nächtigungsabgabe (ohne USt.)',
    total: 'Rechnungsbetrag',
    pricesGross: 'Alle Beträge in Euro; Einzelpreise und Beträge inkl. USt.',
    payments: 'Erhaltene Zahlungen',
    payment: 'Zahlung',
    deposit: 'Anzahlung',
    balance: 'Restzahlung',
    refund: 'Erstattung',
    paid: 'Bezahlt',
    due: 'Offener Betrag',
    paidInFull: 'Der Rechnungsbetrag ist vollständig bezahlt. Vielen Dank!',
    transfer:
      'Bitte überweisen Sie den offenen Betrag unter Angabe der Buchungsnummer {reference}:',
    transferContract:
      'Bitte überweisen Sie den offenen Betrag unter Angabe der Vertragsnummer {reference}:',
    accountHolder: 'Empfänger',
    iban: 'IBAN',
    bic: 'BIC',
    bank: 'Bank',
    qr: 'GiroCode: mit der Banking-App scannen',
    phone: 'Tel.',
    page: 'Seite {page} von {pages}',
  },
  en: {
    invoice: 'Invoice',
    storno: 'Cancellation invoice (storno)',
    number: 'Invoice number',
    date: 'Invoice date',
    servicePeriod: 'Service period',
    nights: '{n} nights',
    night: '1 night',
    booking: 'Booking number',
    contract: 'Seasonal contract',
    pitch: 'Pitch',
    billTo: 'Bill to',
    buyerUid: 'Customer VAT ID',
    sellerUid: 'VAT ID (UID)',
    register: 'Company register',
    stornoOf: 'Cancels invoice {number} of {date}',
    stornoNote: 'This cancellation invoice reverses the invoice named above in full.',
    supplementOf: 'Supplementary invoice to invoice {number} of {date} (metered electricity)',
    feeNoteCancellation:
      'Cancellation fee for booking {booking} under the cancellation terms. Damages outside the scope of VAT, so no VAT is charged.',
    feeNoteNoShow:
      'Charge for not arriving, booking {booking}, under the cancellation terms; the pitch was kept ready.',
    colDescription: 'Description',
    colQuantity: 'Qty',
    colUnit: 'Unit',
    colUnitPrice: 'Unit price',
    colVat: 'VAT',
    colTotal: 'Amount',
    netAt: 'Net {rate}',
    vatAt: 'VAT {rate}',
    gross: 'Total gross',
    touristTax: 'Tourist tax (no VAT)',
    total: 'Invoice total',
    pricesGross: 'All amounts in euros; unit prices and amounts include VAT.',
    payments: 'Payments received',
    payment: 'Payment',
    deposit: 'Deposit',
    balance: 'Balance payment',
    refund: 'Refund',
    paid: 'Paid',
    due: 'Amount due',
    paidInFull: 'The invoice total has been paid in full. Thank you!',
    transfer: 'Please transfer the amount due quoting booking number {reference}:',
    transferContract: 'Please transfer the amount due quoting contract number {reference}:',
    accountHolder: 'Beneficiary',
    iban: 'IBAN',
    bic: 'BIC',
    bank: 'Bank',
    qr: 'GiroCode: scan with your banking app',
    phone: 'Phone',
    page: 'Page {page} of {pages}',
  },
  nl: {
    invoice: 'Factuur',
    storno: 'Creditfactuur',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    servicePeriod: 'Verblijfsperiode',
    nights: '{n} nachten',
    night: '1 nacht',
    booking: 'Boekingsnummer',
    contract: 'Seizoenscontract',
    pitch: 'Standplaats',
    billTo: 'Factuur aan',
    buyerUid: 'Btw-nummer van de afnemer',
    sellerUid: 'Btw-nummer (UID)',
    register: 'Handelsregister',
    stornoOf: 'Creditering van factuur {number} van {date}',
    stornoNote: 'Deze creditfactuur heft de hierboven genoemde factuur volledig op.',
    supplementOf:
      'Aanvullende factuur bij factuur {number} van {date} (elektriciteit volgens meter)',
    feeNoteCancellation:
      'Annuleringskosten voor boeking {booking} volgens de annuleringsvoorwaarden. Schadevergoeding buiten de btw, daarom zonder btw.',
    feeNoteNoShow:
      'Kosten voor het niet verschijnen bij boeking {booking} volgens de annuleringsvoorwaarden; de standplaats werd vrijgehouden.',
    colDescription: 'Omschrijving',
    colQuantity: 'Aantal',
    colUnit: 'Eenheid',
    colUnitPrice: 'Prijs per eenheid',
    colVat: 'Btw',
    colTotal: 'Bedrag',
    netAt: 'Netto {rate}',
    vatAt: 'Btw {rate}',
    gross: 'Totaal incl. btw',
    touristTax: 'Toeristenbelasting (zonder btw)',
    total: 'Factuurbedrag',
    pricesGross: 'Alle bedragen in euro; prijzen per eenheid en bedragen inclusief btw.',
    payments: 'Ontvangen betalingen',
    payment: 'Betaling',
    deposit: 'Aanbetaling',
    balance: 'Restbetaling',
    refund: 'Terugbetaling',
    paid: 'Betaald',
    due: 'Openstaand bedrag',
    paidInFull: 'Het factuurbedrag is volledig betaald. Hartelijk dank!',
    transfer: 'Maak het openstaande bedrag over onder vermelding van boekingsnummer {reference}:',
    transferContract:
      'Gelieve het openstaande bedrag over te maken onder vermelding van contractnummer {reference}:',
    accountHolder: 'Begunstigde',
    iban: 'IBAN',
    bic: 'BIC',
    bank: 'Bank',
    qr: 'GiroCode: scan met uw bankieren-app',
    phone: 'Tel.',
    page: 'Pagina {page} van {pages}',
  },
} as const satisfies Record<InvoiceLanguage, Record<string, string>>;

export type InvoiceTextKey = keyof (typeof INVOICE_TEXTS)['de'];

export const UNIT_TEXTS: Record<InvoiceLanguage, Record<LineUnit, string>> = {
  de: { night: 'Nacht', person_night: 'Pers./Nacht', day: 'Tag', stay: 'Aufenthalt' },
  en: { night: 'night', person_night: 'person/night', day: 'day', stay: 'stay' },
  nl: { night: 'nacht', person_night: 'pers./nacht', day: 'dag', stay: 'verblijf' },
};

export const METHOD_TEXTS: Record<InvoiceLanguage, Record<LedgerMethod, string>> = {
  de: {
    stripe: 'Kartenzahlung online',
    cash: 'Barzahlung',
    card_terminal: 'Kartenzahlung vor Ort',
    bank_transfer: 'Überweisung',
  },
  en: {
    stripe: 'Card payment online',
    cash: 'Cash',
    card_terminal: 'Card payment on site',
    bank_transfer: 'Bank transfer',
  },
  nl: {
    stripe: 'Online kaartbetaling',
    cash: 'Contante betaling',
    card_terminal: 'Kaartbetaling ter plaatse',
    bank_transfer: 'Overschrijving',
  },
};

export function invoiceText(
  lang: InvoiceLanguage,
  key: InvoiceTextKey,
  params: Record<string, string | number> = {},
): string {
  return INVOICE_TEXTS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const NL_DATE = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Standard PDF fonts speak WinAnsi: no narrow no-break space, so every such space is a plain one. */
const winAnsi = (s: string) => s.replace(/[\u202f\u2009]/g, ' ');

/** "1.234,50 €" / "€1,234.50"; a minus sign for storno amounts. */
export const formatEuro = (cents: number, lang: InvoiceLanguage): string =>
  winAnsi(euroText(cents, lang));

/** "22.11.2026" / "22 November 2026" / "22-11-2026". */
export function formatInvoiceDate(date: string, lang: InvoiceLanguage): string {
  const [y, m, d] = date.split('-').map(Number);
  if (lang === 'nl') return NL_DATE.format(new Date(Date.UTC(y, m - 1, d, 12)));
  return lang === 'de'
    ? `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`
    : `${d} ${MONTHS_EN[m - 1]} ${y}`;
}

export const formatQuantity = (n: number, lang: InvoiceLanguage): string =>
  winAnsi(formatDecimal(n, lang));

/** 1000 → "10 %" / "10%" / "10%". */
export const formatRate = (bp: number, lang: InvoiceLanguage): string =>
  lang === 'de' ? `${formatDecimal(bp / 100, 'de')} %` : `${formatDecimal(bp / 100, lang)}%`;
