import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import type { Language } from 'src/contract/constants';

countries.registerLocale(de);
countries.registerLocale(en);
countries.registerLocale(nl);

/**
 * Which of the package's names to print: its Dutch list starts with the formal state name
 * ("Republiek Oostenrijk"); the name people write ("Oostenrijk") is the alias.
 */
const NAME_FORM: Record<Language, 'official' | 'alias'> = {
  de: 'official',
  en: 'official',
  nl: 'alias',
};

/**
 * A country as a reader of `lang` expects it on a document: an ISO 3166-1 alpha-2 code (a guest's
 * address) or a country's name in German or English (the free-text country of the company
 * settings, "Österreich") becomes the name in `lang` ("Austria", "Oostenrijk"); anything else stays as written.
 */
export function countryName<T extends string | null | undefined>(value: T, lang: Language): T {
  if (!value) return value;
  const text = value.trim();
  const code = /^[A-Za-z]{2}$/.test(text)
    ? text.toUpperCase()
    : (countries.getAlpha2Code(text, 'de') ?? countries.getAlpha2Code(text, 'en'));
  return ((code && countries.getName(code, lang, { select: NAME_FORM[lang] })) || value) as T;
}
