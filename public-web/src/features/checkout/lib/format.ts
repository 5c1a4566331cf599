import type { Language } from '@/config/paths';
import { LOCALES } from '@/config/locale';

const LOCALE = LOCALES;

// One formatter per language: making one costs more than formatting, and the checkout formats
// every price line again whenever it draws.
const moneyFormats = new Map<Language, Intl.NumberFormat>();
const rateFormats = new Map<Language, Intl.NumberFormat>();
const once = (
  cache: Map<Language, Intl.NumberFormat>,
  lang: Language,
  make: () => Intl.NumberFormat,
) => {
  let format = cache.get(lang);
  if (!format) cache.set(lang, (format = make()));
  return format;
};

export const formatMoney = (cents: number, lang: Language) =>
  once(
    moneyFormats,
    lang,
    () => new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR' }),
  ).format(cents / 100);

/** A VAT rate in basis points: 1000 -> `10 %` / `10%`. */
export const formatRate = (basisPoints: number, lang: Language) =>
  once(
    rateFormats,
    lang,
    () => new Intl.NumberFormat(LOCALE[lang], { style: 'percent', maximumFractionDigits: 2 }),
  ).format(basisPoints / 10_000);

/** A calendar date (`YYYY-MM-DD`) as the guest reads it: `Sa., 10. Juli 2027` / `Sat 10 July 2027`. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(date: string, lang: Language, weekday = true) {
  const [y, m, d] = date.split('-').map(Number);
  const key = `${lang}:${weekday}`;
  let format = dateFormats.get(key);
  if (!format)
    dateFormats.set(
      key,
      (format = new Intl.DateTimeFormat(LOCALE[lang], {
        weekday: weekday ? 'short' : undefined,
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })),
    );
  return format.format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** An instant on the campsite's clock: `10. Juli 2027, 14:05` / `10 July 2027, 14:05`. */
export const formatInstant = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Vienna',
  }).format(new Date(iso));

/** Seconds as `mm:ss` for the hold's countdown. */
export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
