import { CONTENT_LANGUAGE, type Language } from '@/config/paths';

/** A text the API sends per language (`{ de, en }`, some with `nl`). */
export interface LocalizedText {
  de: string;
  en: string;
  nl?: string;
}

/**
 * The text for the page language: its own where the API has one, else the staff-written text that
 * language reads (Dutch pages show the English name of a category or extra).
 */
export const textIn = (text: LocalizedText, lang: Language): string =>
  text[lang] ?? text[CONTENT_LANGUAGE[lang]];
