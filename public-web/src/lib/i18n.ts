import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageOf, type Language } from '@/config/paths';
import deCommon from '@/locales/de/common.json';
import enCommon from '@/locales/en/common.json';
import type deActivities from '@/locales/de/activities.json';
import type deBooking from '@/locales/de/booking.json';
import type deGuest from '@/locales/de/guest.json';
import type deLanding from '@/locales/de/landing.json';
import type deLegal from '@/locales/de/legal.json';
import type deMaintenance from '@/locales/de/maintenance.json';

export const LANGUAGE_STORAGE_KEY = 'language';
export const defaultNS = 'common';

/** The German catalogues' shapes type every t() key; a unit test keeps English in step. */
export interface Catalogues {
  common: typeof deCommon;
  activities: typeof deActivities;
  booking: typeof deBooking;
  guest: typeof deGuest;
  landing: typeof deLanding;
  legal: typeof deLegal;
  maintenance: typeof deMaintenance;
}
export type Namespace = keyof Catalogues;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Catalogues;
  }
}

// Only the shared texts ship with the first script; each page's texts are a chunk of their own,
// loaded with the page (the legal texts alone are larger than the rest of the site's).
const lazyCatalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
]);

const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyCatalogues[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

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
export const initialLanguage = (
  pathname = typeof window === 'undefined' ? '' : window.location.pathname,
): Language => languageOf(pathname) ?? getStoredLanguage();

/** The current page language as one of ours (i18next may report e.g. "cimode" in tests). */
export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

void i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    resources: { de: { common: deCommon }, en: { common: enCommon } },
    partialBundledLanguages: true,
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['de', 'en'],
    defaultNS,
    ns: [defaultNS],
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/** Starts loading a page's texts together with its code, instead of after it. */
export const loadNamespaces = (namespaces: Namespace[]) => i18n.loadNamespaces(namespaces);

export { i18n };
