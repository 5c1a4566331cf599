import type { Language } from './paths.ts';

/**
 * The Intl locale of each page language, for money, numbers and dates: German pages write
 * `1.234,50 €`, English ones `€1,234.50`, Dutch ones `€ 1.234,50` (as the mails do).
 */
export const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB', nl: 'nl-NL' };
