// Its own module: only the pages below the first screen name the country, so it stays out of the
// landing page's entry chunk.
import type { Language } from './paths.ts';

/** Country names the settings may hold, by their ISO code (the API stores the German name). */
const COUNTRY_CODES: Record<string, string> = {
  österreich: 'AT',
  austria: 'AT',
  deutschland: 'DE',
  germany: 'DE',
  schweiz: 'CH',
  switzerland: 'CH',
  italien: 'IT',
  italy: 'IT',
  liechtenstein: 'LI',
  slowenien: 'SI',
  slovenia: 'SI',
};

/**
 * The campsite's country in the page language ("Österreich" / "Austria"): a known name or an
 * ISO code is translated, anything else is shown as stored.
 */
export function countryName(country: string, lang: Language): string {
  const trimmed = country.trim();
  const code = /^[A-Za-z]{2}$/.test(trimmed)
    ? trimmed.toUpperCase()
    : COUNTRY_CODES[trimmed.toLowerCase()];
  if (!code) return country;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? country;
  } catch {
    return country;
  }
}
