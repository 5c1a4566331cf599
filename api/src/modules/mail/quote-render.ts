import { lineLabel, type LineUnit, type Quote } from 'src/modules/pricing/quote';
import { formatMoney, formatRate } from './format';
import type { MailLanguage } from './mail.types';
import { escapeHtml } from './render';

const UNITS: Record<MailLanguage, Record<LineUnit, [string, string]>> = {
  de: {
    night: ['Nacht', 'Nächte'],
    person_night: ['Personennacht', 'Personennächte'],
    day: ['Tag', 'Tage'],
    stay: ['Aufenthalt', 'Aufenthalte'],
  },
  en: {
    night: ['night', 'nights'],
    person_night: ['person-night', 'person-nights'],
    day: ['day', 'days'],
    stay: ['stay', 'stays'],
  },
  nl: {
    night: ['nacht', 'nachten'],
    person_night: ['persoonsnacht', 'persoonsnachten'],
    day: ['dag', 'dagen'],
    stay: ['verblijf', 'verblijven'],
  },
};

const WORDS = {
  de: {
    item: 'Leistung',
    amount: 'Betrag',
    total: 'Gesamtbetrag',
    vat: (r: string) => `darin enthalten ${r} USt.`,
  },
  en: {
    item: 'Item',
    amount: 'Amount',
    total: 'Total',
    vat: (r: string) => `incl. ${r} VAT`,
  },
  nl: {
    item: 'Omschrijving',
    amount: 'Bedrag',
    total: 'Totaal',
    vat: (r: string) => `waarvan ${r} btw`,
  },
} as const;

const quantity = (q: number, unit: LineUnit, lang: MailLanguage) =>
  `${q} ${UNITS[lang][unit][Math.abs(q) === 1 ? 0 : 1]}`;

/**
 * The figures a price table shows: a booking's quote, or the document a mail carries (an invoice,
 * or a storno with every amount negated), so the mail never says other amounts than its PDF.
 */
export interface PriceFigures {
  lines: Array<{
    label: string;
    quantity: number;
    unit: LineUnit;
    unitPriceCents: number;
    totalCents: number;
  }>;
  totalCents: number;
  vat: Array<{ rateBp: number; vatCents: number }>;
}

export const quoteFigures = (quote: Quote, lang: MailLanguage): PriceFigures => ({
  lines: quote.lines.map((l) => ({ ...l, label: lineLabel(l.label, lang) })),
  totalCents: quote.totalCents,
  vat: quote.vat,
});

const cell = 'padding:6px 8px;border-bottom:1px solid #e3e7e4;vertical-align:top;';
const num = `${cell}text-align:right;white-space:nowrap;`;
const small = 'display:block;color:#5b6661;font-size:13px;';

/**
 * The price breakdown as an HTML table for the mail body: two columns (item with quantity × unit
 * price beneath it, amount), so it fits a phone's 390 px; only the amounts never wrap.
 */
export function priceTableHtml(f: PriceFigures, lang: MailLanguage): string {
  const w = WORDS[lang];
  const rows = f.lines.map(
    (l) =>
      `<tr><td style="${cell}">${escapeHtml(l.label)}` +
      `<span style="${small}">${escapeHtml(`${quantity(l.quantity, l.unit, lang)} × ${formatMoney(l.unitPriceCents, lang)}`)}</span></td>` +
      `<td style="${num}">${escapeHtml(formatMoney(l.totalCents, lang))}</td></tr>`,
  );
  const vat = f.vat
    .filter((s) => s.vatCents !== 0)
    .map(
      (s) =>
        `<tr><td style="padding:2px 8px;color:#5b6661;font-size:13px;">${escapeHtml(w.vat(formatRate(s.rateBp, lang)))}</td>` +
        `<td style="padding:2px 8px;text-align:right;white-space:nowrap;color:#5b6661;font-size:13px;">${escapeHtml(formatMoney(s.vatCents, lang))}</td></tr>`,
    );
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:12px 0 20px;font-size:14px;">',
    `<thead><tr style="background:#eef3ef;"><th style="${cell}text-align:left;">${w.item}</th><th style="${num}">${w.amount}</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    `<tfoot><tr><td style="padding:8px;font-weight:bold;">${w.total}</td><td style="padding:8px;text-align:right;white-space:nowrap;font-weight:bold;">${escapeHtml(formatMoney(f.totalCents, lang))}</td></tr>${vat.join('')}</tfoot>`,
    '</table>',
  ].join('\n');
}

/** The same breakdown as plain lines for the text part. */
export function priceLinesText(f: PriceFigures, lang: MailLanguage): string {
  const w = WORDS[lang];
  const lines = f.lines.map(
    (l) =>
      `- ${l.label}: ${quantity(l.quantity, l.unit, lang)} × ${formatMoney(l.unitPriceCents, lang)} = ${formatMoney(l.totalCents, lang)}`,
  );
  lines.push(`${w.total}: ${formatMoney(f.totalCents, lang)}`);
  for (const s of f.vat.filter((x) => x.vatCents !== 0))
    lines.push(`  ${w.vat(formatRate(s.rateBp, lang))}: ${formatMoney(s.vatCents, lang)}`);
  return lines.join('\n');
}
