import type { LineUnit, Quote } from 'src/modules/pricing/quote';
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
};

const WORDS = {
  de: {
    item: 'Leistung',
    qty: 'Menge',
    price: 'Einzelpreis',
    amount: 'Betrag',
    total: 'Gesamtbetrag',
    vat: (r: string) => `darin enthalten ${r} MwSt.`,
  },
  en: {
    item: 'Item',
    qty: 'Quantity',
    price: 'Unit price',
    amount: 'Amount',
    total: 'Total',
    vat: (r: string) => `incl. ${r} VAT`,
  },
} as const;

const quantity = (q: number, unit: LineUnit, lang: MailLanguage) =>
  `${q} ${UNITS[lang][unit][q === 1 ? 0 : 1]}`;

const cell = 'padding:6px 8px;border-bottom:1px solid #e3e7e4;';
const num = `${cell}text-align:right;white-space:nowrap;`;

/** The booking's price snapshot as an HTML table for the mail body. */
export function quoteTableHtml(quote: Quote, lang: MailLanguage): string {
  const w = WORDS[lang];
  const rows = quote.lines.map(
    (l) =>
      `<tr><td style="${cell}">${escapeHtml(l.label[lang])}</td>` +
      `<td style="${num}">${escapeHtml(quantity(l.quantity, l.unit, lang))}</td>` +
      `<td style="${num}">${escapeHtml(formatMoney(l.unitPriceCents, lang))}</td>` +
      `<td style="${num}">${escapeHtml(formatMoney(l.totalCents, lang))}</td></tr>`,
  );
  const vat = quote.vat
    .filter((s) => s.vatCents > 0)
    .map(
      (s) =>
        `<tr><td colspan="3" style="padding:2px 8px;color:#5b6661;font-size:13px;">${escapeHtml(w.vat(formatRate(s.rateBp, lang)))}</td>` +
        `<td style="padding:2px 8px;text-align:right;white-space:nowrap;color:#5b6661;font-size:13px;">${escapeHtml(formatMoney(s.vatCents, lang))}</td></tr>`,
    );
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:12px 0 20px;font-size:14px;">',
    `<thead><tr style="background:#eef3ef;"><th style="${cell}text-align:left;">${w.item}</th><th style="${num}">${w.qty}</th><th style="${num}">${w.price}</th><th style="${num}">${w.amount}</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    `<tfoot><tr><td colspan="3" style="padding:8px;font-weight:bold;">${w.total}</td><td style="padding:8px;text-align:right;white-space:nowrap;font-weight:bold;">${escapeHtml(formatMoney(quote.totalCents, lang))}</td></tr>${vat.join('')}</tfoot>`,
    '</table>',
  ].join('\n');
}

/** The same breakdown as plain lines for the text part. */
export function quoteLinesText(quote: Quote, lang: MailLanguage): string {
  const w = WORDS[lang];
  const lines = quote.lines.map(
    (l) =>
      `- ${l.label[lang]}: ${quantity(l.quantity, l.unit, lang)} × ${formatMoney(l.unitPriceCents, lang)} = ${formatMoney(l.totalCents, lang)}`,
  );
  lines.push(`${w.total}: ${formatMoney(quote.totalCents, lang)}`);
  for (const s of quote.vat.filter((x) => x.vatCents > 0))
    lines.push(`  ${w.vat(formatRate(s.rateBp, lang))}: ${formatMoney(s.vatCents, lang)}`);
  return lines.join('\n');
}
