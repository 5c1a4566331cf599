/**
 * Money and quantities as each guest language writes them, in one place: German in the de-DE
 * pattern ("1.234,50 €", "1.042,5"; CLDR's de-AT would group thousands with a space), English in
 * the British one ("€1,234.50"), Dutch in the Netherlands' ("€ 1.234,50"). The formatters are built
 * once; `Intl.NumberFormat` is costly to create on every call.
 */
type NumberLang = 'de' | 'en' | 'nl';

const LOCALE: Record<NumberLang, string> = { de: 'de-DE', en: 'en-GB', nl: 'nl-NL' };
const byLang = (options: Intl.NumberFormatOptions) =>
  Object.fromEntries(
    Object.entries(LOCALE).map(([lang, locale]) => [lang, new Intl.NumberFormat(locale, options)]),
  ) as Record<NumberLang, Intl.NumberFormat>;

const EURO = byLang({ style: 'currency', currency: 'EUR' });
const KWH = byLang({ maximumFractionDigits: 3 });
const DECIMAL = byLang({ maximumFractionDigits: 2 });

/** Integer cents as euros: 123450 → "1.234,50 €" / "€1,234.50" / "€ 1.234,50". */
export const formatEuro = (cents: number, lang: NumberLang): string =>
  EURO[lang].format(cents / 100);

/** A meter reading or consumption in watt-hours, as kWh: 1042500 → "1.042,5" / "1,042.5". */
export const formatKwh = (wh: number, lang: NumberLang): string => KWH[lang].format(wh / 1000);

/** A quantity with at most two decimals: 1200 → "1.200" / "1,200". */
export const formatDecimal = (n: number, lang: NumberLang): string => DECIMAL[lang].format(n);
