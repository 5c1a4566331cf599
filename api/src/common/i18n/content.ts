import { CONTENT_LANGUAGE, type Language } from 'src/contract/constants';

/**
 * A staff-written name (category, extra, season) in a guest language: staff write German and
 * English only, so Dutch guests read the English name (CONTENT_LANGUAGE).
 */
export const nameIn = (named: { nameDe: string; nameEn: string }, lang: Language): string =>
  CONTENT_LANGUAGE[lang] === 'de' ? named.nameDe : named.nameEn;
