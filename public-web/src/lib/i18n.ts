import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageOf, type Language } from '@/config/paths';
import deCommon from '@/locales/de/common.json';
import deLanding from '@/locales/de/landing.json';
import deMaintenance from '@/locales/de/maintenance.json';
import enCommon from '@/locales/en/common.json';
import enLanding from '@/locales/en/landing.json';
import enMaintenance from '@/locales/en/maintenance.json';

export const LANGUAGE_STORAGE_KEY = 'language';
export const defaultNS = 'common';

const de = { common: deCommon, landing: deLanding, maintenance: deMaintenance };
// Typed against German so a key missing in English fails the type check.
const en: typeof de = { common: enCommon, landing: enLanding, maintenance: enMaintenance };

export const resources = { de, en };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: typeof de;
  }
}

// Storage can throw (privacy modes, blocked cookies); the language is then simply not remembered.
export function getStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* not remembered */
  }
}

/** The prefix of the address wins; otherwise the remembered choice. */
export const initialLanguage = (pathname = window.location.pathname): Language =>
  languageOf(pathname) ?? getStoredLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['de', 'en'],
  defaultNS,
  ns: Object.keys(de),
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
