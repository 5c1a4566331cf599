/** Money in the panel: the API speaks integer euro cents, people read and type euros. */

import { formatCents, formatPercent, intlLocale } from '@/format';

// Shown amounts are written by the console's one formatter module; these names stay for callers.
export { formatCents, intlLocale };

/**
 * An amount typed the way the panel's language writes it, as integer cents; `null` for empty
 * input and `undefined` for text that is not an amount in that language. German: `100,50`,
 * `1.234,56` (a point only between groups of three digits); English: `100.50`, `1,234.56`. Text
 * written the other language's way (`100.50` in German, `100,50` in English) is refused rather
 * than guessed: browsers with another region's number formats turned "100,50" into 10050 when
 * the input left the reading to them. A euro sign and spaces around the figure are allowed.
 */
export function parseEuros(input: string, locale: string): number | null | undefined {
  const text = input.replace(/[\s\u00a0\u202f]/g, '').replace(/^€|€$/g, '');
  if (text === '') return null;
  const [group, mark] = locale === 'en' ? [',', '.'] : ['.', ','];
  const g = `\\${group}`;
  const m = `\\${mark}`;
  const pattern = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${m}(\\d{1,2}))?$`);
  const match = pattern.exec(text);
  if (!match) return undefined;
  const euros = Number(match[1].split(group).join(''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : undefined;
}

/** Cents as the text a euro input shows in the panel's language: 2550 → "25,50" / "25.50". */
export function centsToText(cents: unknown, locale: string): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '';
  const plain = (cents / 100).toFixed(2).replace(/\.00$/, '');
  return locale === 'en' ? plain : plain.replace('.', ',');
}

/** Cents as the text a euro input shows: 2550 → "25.5"; empty stays empty. */
export function centsToEuros(cents: unknown): string {
  if (cents === null || cents === undefined || cents === '') return '';
  const n = Number(cents);
  return Number.isFinite(n) ? String(n / 100) : '';
}

/**
 * What a euro input holds, as integer cents: "25.5" → 2550, "19,99" → 1999. Rounded to the cent
 * (binary fractions make 19.99 * 100 = 1998.9999...); empty or unreadable input is null, so the
 * form's `required` rule reports it instead of sending 0.
 */
export function eurosToCents(input: unknown): number | null {
  if (input === null || input === undefined) return null;
  const text = typeof input === 'number' ? String(input) : String(input).trim().replace(',', '.');
  if (text === '') return null;
  const euros = Number(text);
  return Number.isFinite(euros) ? Math.round(euros * 100) : null;
}

/** VAT rate in basis points as a percentage label: 2000 → "20 %", 550 → "5,5 %" / "5.5%". */
export function formatRate(rateBp: number, locale: string): string {
  return formatPercent(rateBp / 100, locale, 2);
}
