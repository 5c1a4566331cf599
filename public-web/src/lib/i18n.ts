import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, languageOf, type Language } from '@/config/paths';
import type deCommon from '@/locales/de/common.json';
import type deDebug from '@/locales/de/debug.json';
import type deFooter from '@/locales/de/footer.json';
import type deActivities from '@/locales/de/activities.json';
import type deBooking from '@/locales/de/booking.json';
import type deCheckout from '@/locales/de/checkout.json';
import type deGuest from '@/locales/de/guest.json';
import type deLanding from '@/locales/de/landing.json';
import type deLegal from '@/locales/de/legal.json';
import type deMaintenance from '@/locales/de/maintenance.json';
import type dePitchSelection from '@/locales/de/pitch-selection.json';
import type deSections from '@/locales/de/sections.json';
import type deSeo from '@/locales/de/seo.json';
import type deWeather from '@/locales/de/weather.json';
import type deBookingDetails from '@/locales/de/booking-details.json';
import type deStory from '@/locales/de/story.json';
import type deWaitlist from '@/locales/de/waitlist.json';
import type deSeasonalRenewal from '@/locales/de/seasonal-renewal.json';

const LANGUAGE_STORAGE_KEY = 'language';
export const defaultNS = 'common';

/** The German catalogues' shapes type every t() key; a unit test keeps English in step. */
export interface Catalogues {
  common: typeof deCommon;
  /** The diagnostics page (/debug-env). */
  debug: typeof deDebug;
  /** The page footer: it loads with the footer's code, below the first screen. */
  footer: typeof deFooter;
  activities: typeof deActivities;
  booking: typeof deBooking;
  /** Checkout and booking success. */
  checkout: typeof deCheckout;
  guest: typeof deGuest;
  landing: typeof deLanding;
  legal: typeof deLegal;
  maintenance: typeof deMaintenance;
  /** The pitch map of the booking journey. */
  'pitch-selection': typeof dePitchSelection;
  /** The landing page's sections below the first screen. */
  sections: typeof deSections;
  /** Titles and descriptions of the pages (head tags), fetched on the first change of page. */
  seo: typeof deSeo;
  /** The weather card (guest view, booking details). */
  weather: typeof deWeather;
  'booking-details': typeof deBookingDetails;
  story: typeof deStory;
  waitlist: typeof deWaitlist;
  'seasonal-renewal': typeof deSeasonalRenewal;
}
export type Namespace = keyof Catalogues;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Catalogues;
  }
}

// Every catalogue is a chunk of its own, one per language and namespace: a page loads only its
// language's shared texts (preloaded by the server's head tags, see vite/site-plugin.ts) and its
// own texts with its code; the other language is fetched only when the visitor switches to it.
// The landing page's catalogues are named here; the other pages' loaders come with the pages'
// chunk (registerCatalogues), so the first screen does not carry a loader per page.
export type CatalogueLoaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;
const catalogues: CatalogueLoaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/common.json',
  '../locales/*/footer.json',
  '../locales/*/landing.json',
  '../locales/*/booking.json',
  '../locales/*/sections.json',
  '../locales/*/maintenance.json',
  '../locales/*/seo.json',
]);
let registered: () => void;
const morePages = new Promise<void>((resolve) => (registered = resolve));

/** Adds the loaders of more catalogues (their keys as import.meta.glob names them from here). */
export function registerCatalogues(loaders: CatalogueLoaders) {
  Object.assign(catalogues, loaders);
  registered();
}

const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const key = `../locales/${language}/${namespace}.json`;
    // A page's own texts are asked for by its loader, which registers them first.
    void (key in catalogues ? Promise.resolve() : morePages)
      .then(() => {
        const load = catalogues[key];
        if (!load) throw new Error(`No catalogue ${language}/${namespace}`);
        return load();
      })
      .then(
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
const initialLanguage = (
  pathname = typeof window === 'undefined' ? '' : window.location.pathname,
): Language => languageOf(pathname) ?? getStoredLanguage();

/** The current page language as one of ours (i18next may report e.g. "cimode" in tests). */
export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

/**
 * Resolves once the shared texts of the page's language are there: the prerendered page is only
 * hydrated then, so its first render has every text the server put into it.
 */
export const i18nReady: Promise<unknown> = new Promise((resolve) => {
  void i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init(
      {
        lng: initialLanguage(),
        // No fallback language: it would load the German catalogues on every English page too.
        // Every language has every German key (a unit test keeps them in step).
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        defaultNS,
        ns: [defaultNS],
        interpolation: { escapeValue: false },
        // Loading (and the language set-up) runs as a task of its own, after the entry script.
        initAsync: true,
      },
      // Called once the catalogues have loaded, or failed to (the page then shows its keys).
      resolve,
    );
});

/** Starts loading a page's texts together with its code, instead of after it. */
export const loadNamespaces = (namespaces: Namespace[]) => i18n.loadNamespaces(namespaces);

export { i18n };
