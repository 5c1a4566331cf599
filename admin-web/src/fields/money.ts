/** Money in the panel: the API speaks integer euro cents, people read and type euros. */

/** The Intl locale of the panel language (de-AT / en-GB), as LocalDateField uses. */
export const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : 'de-AT');

const formatters = new Map<string, Intl.NumberFormat>();

/** 123456 → "€ 1.234,56" (de-AT) or "€1,234.56" (en-GB). */
export function formatCents(cents: number | null | undefined, locale: string): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const tag = intlLocale(locale);
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
    formatters.set(tag, formatter);
  }
  return formatter.format(cents / 100);
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

/** VAT rate in basis points as a percentage label: 2000 → "20 %", 1300 → "13 %", 550 → "5,5 %". */
export function formatRate(rateBp: number, locale: string): string {
  return `${new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(rateBp / 100)} %`;
}
