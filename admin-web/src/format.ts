/**
 * Every number, amount and date the console shows goes through this module, so one screen never
 * writes `€ 1.309,10` while the next writes `1.309,10 €`. German: `1.309,10 €`, `21.900`,
 * `12,5 %`, `28.11.2026`, `28.11.2026, 14:05`; English: `€1,309.10`, `21,900`, `12.5%`,
 * `28 Nov 2026`. CLDR's de-AT groups thousands with a space and puts the euro sign first, which
 * neither the invoices nor the guest pages do; German numbers therefore use de-DE's patterns
 * (point groups, sign after the amount) while dates and names keep de-AT. Dates of stay are
 * calendar dates (no zone shift); timestamps are shown in the campsite's zone.
 */

const ZONE = 'Europe/Vienna';

/** The Intl locale of the console language for dates and names: de-AT or en-GB. */
export const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : 'de-AT');

/** The Intl locale for numbers and amounts: de-DE's point groups in German (see above). */
const numberLocale = (locale: string) => (locale === 'en' ? 'en-GB' : 'de-DE');

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(numberLocale(locale), options)));
  return f;
}
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(intlLocale(locale), options)));
  return f;
}

/** A count or measure: 21900 → "21.900" / "21,900"; 7.5 → "7,5" / "7.5". */
export function formatNumber(
  value: number | null | undefined,
  locale: string,
  maxDigits = 2,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(locale, { maximumFractionDigits: maxDigits }).format(value);
}

/** 130910 cents → "1.309,10 €" / "€1,309.10"; empty for a missing amount. */
export function formatCents(cents: number | null | undefined, locale: string): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return numberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A percentage given in percent: 12.5 → "12,5 %" / "12.5%". */
export function formatPercent(percent: number, locale: string, maxDigits = 1): string {
  const n = formatNumber(percent, locale, maxDigits);
  return locale === 'en' ? `${n}%` : `${n}\u00a0%`;
}

/** A calendar date `YYYY-MM-DD` (a stay's day): "28.11.2026" / "28 Nov 2026". */
export function formatDate(date: string | null | undefined, locale: string): string {
  if (!date) return '';
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(calendarDay(date));
}

/** Day and month of a calendar date, for tables within one month: "28.11." / "28/11". */
export const formatDayMonth = (date: string, locale: string) =>
  dateFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    calendarDay(date),
  );

/** The short weekday of a calendar date: "Sa." / "Sat". */
export const formatWeekday = (date: string, locale: string) =>
  dateFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(calendarDay(date));

/** A month (`YYYY-MM` or any date in it): "November 2026" / "Nov. 2026" (short). */
export const formatMonth = (month: string, locale: string, width: 'long' | 'short' = 'long') =>
  dateFormat(locale, { month: width, year: 'numeric', timeZone: 'UTC' }).format(
    calendarDay(`${month.slice(0, 7)}-01`),
  );

/** A moment in the campsite's zone: "28.11.2026, 14:05" / "28 Nov 2026, 14:05". */
export function formatDateTime(
  iso: string | Date | null | undefined,
  locale: string,
  seconds = false,
): string {
  if (!iso) return '';
  return dateFormat(locale, {
    dateStyle: 'medium',
    timeStyle: seconds ? 'medium' : 'short',
    timeZone: ZONE,
  }).format(new Date(iso));
}

/** The clock time of a moment in the campsite's zone: "14:05" (or "14:05:09"). */
export const formatTime = (iso: string | Date, locale: string, seconds = false) =>
  dateFormat(locale, { timeStyle: seconds ? 'medium' : 'short', timeZone: ZONE }).format(
    new Date(iso),
  );

/** Day, month and time of a moment, for "updated at" lines: "28.11., 14:05". */
export const formatDayTime = (iso: string | Date, locale: string) =>
  dateFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: ZONE,
  }).format(new Date(iso));

/** A country's name in the console language: "AT" → "Österreich" / "Austria". */
export function countryName(code: string, locale: string): string {
  try {
    return (
      new Intl.DisplayNames([locale === 'en' ? 'en' : 'de'], { type: 'region' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** Today's date at the campsite, `YYYY-MM-DD` (not a display format: for defaults and filters). */
export const siteToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now);

const calendarDay = (date: string) => {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
};
