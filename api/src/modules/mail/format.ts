import type { MailLanguage } from './mail.types';
import { formatEuro } from 'src/common/i18n/numbers';

/**
 * Money, dates and times as a guest reads them in their language: German mails follow Austrian
 * usage ("1.234,50 €", "Samstag, 1. Mai 2027", "Jänner"), English ones British ("€1,234.50",
 * "Saturday, 1 May 2027"), Dutch ones the Netherlands' ("€ 1.234,50", "zaterdag 1 mei 2027").
 * Times are the campsite's wall clock.
 */
const locale = { de: 'de-AT', en: 'en-GB', nl: 'nl-NL' } as const;

export function formatMoney(cents: number, lang: MailLanguage): string {
  return formatEuro(cents, lang);
}

/** A calendar date ('YYYY-MM-DD') in long form; no time zone involved. */
export function formatDate(date: string, lang: MailLanguage): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale[lang], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

/** An instant as date and time on the wall clock of `timeZone` (the campsite's). */
export function formatDateTime(at: Date, lang: MailLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(locale[lang], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}

/** A VAT rate in basis points: 1000 → "10 %" (de) / "10%" (en). */
export function formatRate(bp: number, lang: MailLanguage): string {
  const n = new Intl.NumberFormat(locale[lang], { maximumFractionDigits: 2 }).format(bp / 100);
  return lang === 'de' ? `${n}\u00a0%` : `${n}%`;
}
