import { LOCALES } from '@/config/locale';
import type { Language } from '@/config/paths';

/**
 * Money and dates as guests read them: `1.234,50 €` and `Sa., 10. Juli 2027` in German,
 * `€1,234.50` and `Sat, 10 July 2027` in English; instants on the campsite clock (Europe/Vienna).
 */
const LOCALE = LOCALES;
const SITE_TIME_ZONE = 'Europe/Vienna';

export const formatMoney = (cents: number, lang: Language) =>
  new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A calendar date (`YYYY-MM-DD`), the same day wherever the browser is. */
export const formatStayDate = (date: string, lang: Language, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: 'UTC',
    ...(style === 'long'
      ? { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }
      : { day: '2-digit', month: '2-digit', year: 'numeric' }),
  }).format(new Date(`${date}T00:00:00Z`));

/** An instant as date and time at the campsite, e.g. `09.07.2027, 14:00`. */
export const formatSiteDateTime = (instant: string | Date, lang: Language) =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: SITE_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));

/** The calendar date of an instant at the campsite, e.g. `09.07.2027`. */
export const formatSiteDate = (instant: string | Date, lang: Language) =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: SITE_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(instant));

/** A VAT rate in basis points as a percentage: `10 %` / `10%`. */
export const formatVatRate = (bp: number, lang: Language) =>
  new Intl.NumberFormat(LOCALE[lang], { style: 'percent', maximumFractionDigits: 2 }).format(
    bp / 10_000,
  );
