import { nameIn } from 'src/common/i18n/content';
import type { Language, LedgerMethod, PaymentKind } from 'src/contract/constants';
import {
  lineLabel,
  vatOfLines,
  type LineUnit,
  type Quote,
  type QuoteLine,
} from 'src/modules/pricing/quote';
import { countryName } from 'src/common/i18n/countries';

export type InvoiceLanguage = Language;

/** One printed line: quantity × unit price at a VAT rate. Negative in a storno. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unit: LineUnit;
  unitPriceCents: number;
  /** Basis points: 1000 = 10 %. */
  vatRateBp: number;
  totalCents: number;
  /** Metered electricity only: the quote line's code (`meter.<reading id>`), so it is billed once. */
  code?: string;
}

export interface InvoiceVat {
  rateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface InvoiceParty {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  /** UID (VAT id), when known. */
  uid: string | null;
}

export interface InvoiceSeller extends InvoiceParty {
  legalName: string;
  companyRegister: string;
  registerCourt: string;
  phone: string;
  email: string;
  website: string;
  bank: { iban: string; bic: string | null; bankName: string | null; accountHolder: string } | null;
  /** The logo as a data: URL (PNG or JPEG), when the settings had one. */
  logo: string | null;
}

export interface InvoicePaymentEntry {
  /** Local calendar date (Europe/Vienna). */
  date: string;
  kind: PaymentKind;
  method: LedgerMethod;
  amountCents: number;
  /** A deposit booking's payments: the first is the deposit, later ones the balance. */
  part?: 'deposit' | 'balance';
}

/**
 * Everything an invoice prints, frozen when it is issued (jsonb on the invoice row). Fields per
 * §11 Abs. 1 UStG (Austria): name and address of the supplier (`seller`) and of the recipient
 * (`buyer`); quantity and customary description of the services (`lines`); the date or period of
 * the service (`servicePeriod`); the consideration and the tax rate (`lines`, `vat`), the tax amount
 * (`vat`); the invoice date (`invoiceDate`); a consecutive number (`number`); the supplier's UID
 * (`seller.uid`) and, above EUR 10,000 gross, the recipient's UID (`buyer.uid`, printed whenever
 * given). The company register data (FN, court) is required of a GmbH by §14 UGB on business
 * papers. The tourist tax is a municipal levy outside VAT and stands apart from the VAT lines.
 */
export interface InvoiceSnapshot {
  version: 1;
  kind: 'invoice' | 'storno';
  number: string;
  invoiceDate: string;
  language: InvoiceLanguage;
  /** For a storno: the invoice it reverses. */
  original: { number: string; invoiceDate: string } | null;
  bookingNumber: string;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  servicePeriod: { from: string; to: string; nights: number };
  pitch: { code: string; category: string };
  lines: InvoiceLine[];
  vat: InvoiceVat[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  touristTax: InvoiceLine | null;
  /** Gross plus tourist tax. */
  totalCents: number;
  payments: InvoicePaymentEntry[];
  /** Payments minus refunds. */
  paidCents: number;
  dueCents: number;
  /** EPC069-12 payload of the GiroCode for an unpaid bank-transfer invoice. */
  epcPayload: string | null;
  /**
   * Set on the invoice of what a cancelled booking keeps (the policy's fee) or a no-show is charged:
   * one line instead of the stay's (see `feeSnapshot`).
   */
  fee?: 'cancellation' | 'no_show';
  /**
   * Set on a supplementary invoice (metered electricity of a stay invoiced before its departure
   * reading): the stay invoice it adds to. Its lines are only the added ones.
   */
  supplementTo?: { number: string; invoiceDate: string };
  /** Set on an instalment of a seasonal contract's fee (`bookingNumber` is then the contract's). */
  instalment?: { sequence: number; count: number; dueDate: string };
}

export interface SnapshotBooking {
  number: string;
  checkIn: string;
  checkOut: string;
  firstName: string;
  lastName: string;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
  uid?: string | null;
  language: InvoiceLanguage;
  quote: Quote;
  pitch: { code: string };
  category: { nameDe: string; nameEn: string };
}

export interface SnapshotCompany {
  companyName: string;
  legalName: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  website: string;
  uid: string;
  companyRegister: string;
  registerCourt: string;
  iban?: string | null;
  bic?: string | null;
  bankName?: string | null;
  accountHolder?: string | null;
  logoLight?: string | null;
}

/** Logos are printed only from an embedded PNG or JPEG (a data: URL); anything else is left out. */
const LOGO = /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=]+$/;
const MAX_LOGO_CHARS = 700_000;

/** Countries are stored as printed: the name in the invoice's language (see `countryName`). */
export function sellerOf(c: SnapshotCompany, lang: InvoiceLanguage): InvoiceSeller {
  const logo = c.logoLight && c.logoLight.length <= MAX_LOGO_CHARS && LOGO.test(c.logoLight);
  return {
    name: c.companyName,
    legalName: c.legalName,
    street: c.address,
    postalCode: c.postalCode,
    city: c.city,
    country: countryName(c.country, lang),
    uid: c.uid,
    companyRegister: c.companyRegister,
    registerCourt: c.registerCourt,
    phone: c.phone,
    email: c.email,
    website: c.website,
    bank: c.iban
      ? {
          iban: c.iban,
          bic: c.bic ?? null,
          bankName: c.bankName ?? null,
          accountHolder: c.accountHolder || c.legalName,
        }
      : null,
    logo: logo ? c.logoLight! : null,
  };
}

/** The invoice of a booking from its stored price snapshot, its ledger and the seller's data. */
export function invoiceSnapshot(input: {
  number: string;
  invoiceDate: string;
  booking: SnapshotBooking;
  company: SnapshotCompany;
  payments: InvoicePaymentEntry[];
  /** Set for an unpaid bank-transfer booking: builds the GiroCode payload for the amount due. */
  epc?: (dueCents: number) => string | null;
}): InvoiceSnapshot {
  const { booking: b, company } = input;
  const lang = b.language;
  const q = b.quote;
  const toLine = (l: Quote['lines'][number]): InvoiceLine => ({
    description: lineLabel(l.label, lang),
    quantity: l.quantity,
    unit: l.unit,
    unitPriceCents: l.unitPriceCents,
    vatRateBp: l.vatRateBp,
    totalCents: l.totalCents,
    ...(l.kind === 'electricity' ? { code: l.code } : {}),
  });
  const taxLines = q.lines.filter((l) => l.kind === 'tourist_tax');
  const touristTax: InvoiceLine | null = taxLines.length
    ? {
        ...toLine(taxLines[0]),
        quantity: taxLines.reduce((s, l) => s + l.quantity, 0),
        totalCents: taxLines.reduce((s, l) => s + l.totalCents, 0),
      }
    : null;
  const paidCents = input.payments.reduce(
    (s, p) => s + (p.kind === 'payment' ? p.amountCents : -p.amountCents),
    0,
  );
  const dueCents = Math.max(0, q.totalCents - paidCents);
  return {
    version: 1,
    kind: 'invoice',
    number: input.number,
    invoiceDate: input.invoiceDate,
    language: lang,
    original: null,
    bookingNumber: b.number,
    seller: sellerOf(company, lang),
    buyer: {
      name: `${b.firstName} ${b.lastName}`.trim(),
      street: b.street ?? null,
      postalCode: b.postalCode ?? null,
      city: b.city ?? null,
      country: countryName(b.country ?? null, lang),
      uid: b.uid ?? null,
    },
    servicePeriod: { from: b.checkIn, to: b.checkOut, nights: q.nights },
    pitch: { code: b.pitch.code, category: nameIn(b.category, lang) },
    lines: q.lines.filter((l) => l.kind !== 'tourist_tax').map(toLine),
    vat: q.vat.map((v) => ({ ...v })),
    netCents: q.netCents,
    vatCents: q.vatCents,
    grossCents: q.grossCents,
    touristTax,
    totalCents: q.totalCents,
    payments: input.payments,
    paidCents,
    dueCents,
    epcPayload: dueCents > 0 && input.epc ? input.epc(dueCents) : null,
  };
}

/**
 * A supplementary invoice: lines added to an invoiced stay (metered electricity), each rate's VAT
 * derived from their own gross, no tourist tax, citing the stay invoice it adds to. Payments are
 * the stay invoice's; this one states what of its amount the ledger still shows as due.
 */
export function supplementSnapshot(input: {
  number: string;
  invoiceDate: string;
  booking: SnapshotBooking;
  company: SnapshotCompany;
  lines: QuoteLine[];
  /** What the booking still owes in all, from the ledger. */
  bookingDueCents: number;
  supplementTo: { number: string; invoiceDate: string };
}): InvoiceSnapshot {
  const stay = invoiceSnapshot({ ...input, payments: [] });
  const lang = input.booking.language;
  const vat = vatOfLines(input.lines);
  const sum = (key: 'netCents' | 'vatCents' | 'grossCents') =>
    vat.reduce((acc, v) => acc + v[key], 0);
  const gross = sum('grossCents');
  const dueCents = Math.max(0, Math.min(gross, input.bookingDueCents));
  return {
    ...stay,
    supplementTo: input.supplementTo,
    lines: input.lines.map((l) => ({
      description: lineLabel(l.label, lang),
      quantity: l.quantity,
      unit: l.unit,
      unitPriceCents: l.unitPriceCents,
      vatRateBp: l.vatRateBp,
      totalCents: l.totalCents,
      code: l.code,
    })),
    vat,
    netCents: sum('netCents'),
    vatCents: sum('vatCents'),
    grossCents: gross,
    touristTax: null,
    totalCents: gross,
    paidCents: gross - dueCents,
    dueCents,
    epcPayload: null,
  };
}

/** The line texts of a fee invoice, per language. */
const FEE_LINES = {
  cancellation: { de: 'Stornogebühr', en: 'Cancellation fee', nl: 'Annuleringskosten' },
  no_show: {
    de: 'Gebühr für Nichtanreise (No-Show)',
    en: 'No-show charge',
    nl: 'Kosten voor niet verschijnen (no-show)',
  },
} as const;

/**
 * The invoice of what a cancelled booking keeps under the cancellation policy, or what a no-show is
 * charged: one line over the whole amount, the stay's period and pitch for reference, the ledger's
 * payments. Austrian practice treats a cancellation fee as damages outside VAT (no service was
 * supplied; the invoice must then show no VAT, or the VAT shown would be owed), while a no-show's
 * charge is for a pitch that was kept ready and is taxed like the stay: at the pitch line's rate,
 * included in the amount.
 */
export function feeSnapshot(input: {
  number: string;
  invoiceDate: string;
  booking: SnapshotBooking;
  company: SnapshotCompany;
  payments: InvoicePaymentEntry[];
  fee: 'cancellation' | 'no_show';
  amountCents: number;
}): InvoiceSnapshot {
  const stay = invoiceSnapshot(input);
  const lang = input.booking.language;
  const rateBp =
    input.fee === 'no_show'
      ? (input.booking.quote.lines.find((l) => l.kind === 'pitch')?.vatRateBp ?? 0)
      : 0;
  const gross = input.amountCents;
  const net = Math.round((gross * 10_000) / (10_000 + rateBp));
  const dueCents = Math.max(0, gross - stay.paidCents);
  return {
    ...stay,
    fee: input.fee,
    lines: [
      {
        description: FEE_LINES[input.fee][lang],
        quantity: 1,
        unit: 'stay',
        unitPriceCents: gross,
        vatRateBp: rateBp,
        totalCents: gross,
      },
    ],
    vat: rateBp > 0 ? [{ rateBp, netCents: net, vatCents: gross - net, grossCents: gross }] : [],
    netCents: net,
    vatCents: gross - net,
    grossCents: gross,
    touristTax: null,
    totalCents: gross,
    dueCents,
    epcPayload: null,
  };
}

/**
 * The storno of an invoice: the same seller, buyer, period and lines, every amount negated, citing
 * the original's number and date. Payments are not repeated (refunds are in the ledger).
 */
export function stornoSnapshot(
  original: InvoiceSnapshot,
  number: string,
  invoiceDate: string,
): InvoiceSnapshot {
  const negate = (l: InvoiceLine): InvoiceLine => ({
    ...l,
    quantity: -l.quantity,
    totalCents: -l.totalCents,
  });
  return {
    ...original,
    kind: 'storno',
    number,
    invoiceDate,
    original: { number: original.number, invoiceDate: original.invoiceDate },
    lines: original.lines.map(negate),
    vat: original.vat.map((v) => ({
      rateBp: v.rateBp,
      netCents: -v.netCents,
      vatCents: -v.vatCents,
      grossCents: -v.grossCents,
    })),
    netCents: -original.netCents,
    vatCents: -original.vatCents,
    grossCents: -original.grossCents,
    touristTax: original.touristTax ? negate(original.touristTax) : null,
    totalCents: -original.totalCents,
    payments: [],
    paidCents: 0,
    dueCents: 0,
    epcPayload: null,
  };
}

/** `RE-2026-00001`: series, year, five-digit sequence. */
export const invoiceNumber = (series: string, year: number, sequence: number): string =>
  `${series}-${year}-${String(sequence).padStart(5, '0')}`;
