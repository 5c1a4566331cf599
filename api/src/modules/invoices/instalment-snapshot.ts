import { lineLabel, type LineUnit } from 'src/modules/pricing/quote';
import { countryName } from 'src/common/i18n/countries';
import {
  sellerOf,
  type InvoiceLanguage,
  type InvoiceLine,
  type InvoiceSnapshot,
  type InvoiceVat,
  type SnapshotCompany,
} from './invoice-snapshot';

/**
 * A further line of an instalment invoice (e.g. metered electricity of a seasonal pitch), gross
 * at its own VAT rate. The seasonal module passes an empty list until such charges exist.
 */
export interface InstalmentExtraLine {
  /** German and English always; Dutch where known (see lineLabel). */
  description: { de: string; en: string; nl?: string };
  quantity: number;
  unit: LineUnit;
  unitPriceCents: number;
  vatRateBp: number;
  totalCents: number;
}

/** What an instalment invoice of a seasonal contract prints (no booking, no ledger). */
export interface InstalmentInvoiceInput {
  contractNumber: string;
  sequence: number;
  count: number;
  language: InvoiceLanguage;
  buyer: {
    firstName: string;
    lastName: string;
    street: string | null;
    postalCode: string | null;
    city: string | null;
    country: string | null;
  };
  pitch: { code: string; category: { nameDe: string; nameEn: string } };
  /** The contract's period: `to` exclusive, like a check-out date. */
  period: { from: string; to: string };
  /** Gross amount of this instalment of the season fee. */
  amountCents: number;
  vatRateBp: number;
  /** Flat tourist tax on this instalment (outside VAT); 0 for none. */
  touristTaxCents: number;
  extraLines: InstalmentExtraLine[];
  /**
   * The closing invoice of an ended contract: no fee line, only the extra lines (the electricity
   * read after the last instalment).
   */
  closing?: boolean;
  dueDate: string;
  /** The GiroCode payload builder for the amount due, when the site has bank data. */
  epc?: (dueCents: number) => string | null;
}

const FEE_LINE = {
  de: (i: InstalmentInvoiceInput) =>
    `Saisonplatz ${i.pitch.code} (Vertrag ${i.contractNumber}), Rate ${i.sequence} von ${i.count}`,
  en: (i: InstalmentInvoiceInput) =>
    `Seasonal pitch ${i.pitch.code} (contract ${i.contractNumber}), instalment ${i.sequence} of ${i.count}`,
  nl: (i: InstalmentInvoiceInput) =>
    `Seizoensplaats ${i.pitch.code} (contract ${i.contractNumber}), termijn ${i.sequence} van ${i.count}`,
} as const;
const TAX_LINE = {
  de: 'Nächtigungsabgabe, Saisonpauschale',
  en: 'Tourist tax, flat seasonal amount',
  nl: 'Toeristenbelasting, seizoensforfait',
} as const;

const nights = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The snapshot of an instalment invoice: the fee's instalment as one line at the pitch rental's
 * VAT rate, any extra lines, VAT per rate (net from gross, rounded per rate), the flat tourist tax
 * apart from VAT like on a stay's invoice. Nothing is paid yet when it is issued.
 */
export function instalmentSnapshot(input: {
  number: string;
  invoiceDate: string;
  instalment: InstalmentInvoiceInput;
  company: SnapshotCompany;
}): InvoiceSnapshot {
  const i = input.instalment;
  const lang = i.language;
  const lines: InvoiceLine[] = [
    ...(i.closing
      ? []
      : [
          {
            description: FEE_LINE[lang](i),
            quantity: 1,
            unit: 'stay' as const,
            unitPriceCents: i.amountCents,
            vatRateBp: i.vatRateBp,
            totalCents: i.amountCents,
          },
        ]),
    ...i.extraLines.map((l) => ({ ...l, description: lineLabel(l.description, lang) })),
  ];
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vatRateBp, (byRate.get(l.vatRateBp) ?? 0) + l.totalCents);
  const vat: InvoiceVat[] = [...byRate].map(([rateBp, grossCents]) => {
    const netCents = Math.round((grossCents * 10_000) / (10_000 + rateBp));
    return { rateBp, netCents, vatCents: grossCents - netCents, grossCents };
  });
  const grossCents = vat.reduce((s, v) => s + v.grossCents, 0);
  const netCents = vat.reduce((s, v) => s + v.netCents, 0);
  const touristTax: InvoiceLine | null =
    i.touristTaxCents > 0
      ? {
          description: TAX_LINE[lang],
          quantity: 1,
          unit: 'stay',
          unitPriceCents: i.touristTaxCents,
          vatRateBp: 0,
          totalCents: i.touristTaxCents,
        }
      : null;
  const totalCents = grossCents + (touristTax?.totalCents ?? 0);
  return {
    version: 1,
    kind: 'invoice',
    number: input.number,
    invoiceDate: input.invoiceDate,
    language: lang,
    original: null,
    bookingNumber: i.contractNumber,
    seller: sellerOf(input.company, lang),
    buyer: {
      name: `${i.buyer.firstName} ${i.buyer.lastName}`.trim(),
      street: i.buyer.street,
      postalCode: i.buyer.postalCode,
      city: i.buyer.city,
      country: countryName(i.buyer.country, lang),
      uid: null,
    },
    servicePeriod: {
      from: i.period.from,
      to: i.period.to,
      nights: nights(i.period.from, i.period.to),
    },
    pitch: {
      code: i.pitch.code,
      category: lang === 'de' ? i.pitch.category.nameDe : i.pitch.category.nameEn,
    },
    lines,
    vat,
    netCents,
    vatCents: grossCents - netCents,
    grossCents,
    touristTax,
    totalCents,
    payments: [],
    paidCents: 0,
    dueCents: totalCents,
    epcPayload: totalCents > 0 && i.epc ? i.epc(totalCents) : null,
    instalment: { sequence: i.sequence, count: i.count, dueDate: i.dueDate },
  };
}
