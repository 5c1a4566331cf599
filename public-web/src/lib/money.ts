import type { Language } from '@/config/paths';
import { LOCALES } from '@/config/locale';

/**
 * Euro amounts from integer cents in the page language: `2,00 €` / `1.234,50 €` in German,
 * `€2.00` in English. `whole` drops the cents (prices "from").
 */
export function formatCents(cents: number, lang: Language, { whole = false } = {}): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A VAT rate in basis points as people write it: `10 %` / `10%`. */
export function formatRate(basisPoints: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}

/** A calendar date (YYYY-MM-DD) in the page language, e.g. `Sa., 10. Juli 2027`. */
export function formatStayDate(date: string, lang: Language): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
