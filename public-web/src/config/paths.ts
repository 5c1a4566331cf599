export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);

interface PageSlugs {
  de: string;
  en: string;
  /** Route pattern of the trailing parameter, kept as-is when the language changes. */
  param?: string;
}

/** The one registry of public paths (docs/product.md §2.1): one slug per language for every page. */
export const pages = {
  landing: { de: '', en: '' },
  activities: { de: 'aktivitaeten', en: 'activities' },
  imprint: { de: 'impressum', en: 'imprint' },
  privacy: { de: 'datenschutz', en: 'privacy' },
  terms: { de: 'agb', en: 'terms' },
  guestView: { de: 'gast-ansicht', en: 'guest-view' },
  pitchSelection: { de: 'stellplatz-auswahl', en: 'pitch-selection' },
  checkout: { de: 'kasse', en: 'checkout' },
  bookingSuccess: { de: 'buchung-erfolgreich', en: 'booking-success', param: ':bookingId?' },
  bookingDetails: { de: 'buchung-details', en: 'booking-details', param: ':id' },
  storyGenerator: { de: 'story-generator', en: 'story-generator' },
  waitlist: { de: 'warteliste', en: 'waitlist' },
  seasonalRenewal: { de: 'saisonplatz-verlaengerung', en: 'seasonal-renewal' },
} as const satisfies Record<string, PageSlugs>;

export type PageId = keyof typeof pages;

export const pageIds = Object.keys(pages) as PageId[];

/** Old unprefixed addresses that still circulate; they always lead to the German page (docs/product.md §2.1). */
const LEGACY_SLUGS = new Set([
  'guest-view',
  'pitch-selection',
  'checkout',
  'booking-success',
  'booking-details',
  'aktivitaeten',
  'impressum',
  'datenschutz',
  'agb',
]);

/** Password links from old emails; password handling lives in the admin panel. */
export const ADMIN_REDIRECT_PATHS = ['/forgot-password', '/reset-password', '/password-reset'];

/** A diagnostics page outside the language prefixes (docs/product.md §2.1). */
export const DEBUG_ENV_PATH = '/debug-env';

/** Route pattern of a page below its language prefix, e.g. `buchung-details/:id`. */
export function routePattern(page: PageId, lang: Language): string {
  const slugs: PageSlugs = pages[page];
  return slugs.param ? `${slugs[lang]}/${slugs.param}` : slugs[lang];
}

export function pathTo(page: PageId, lang: Language, param?: string): string {
  const parts = [lang, pages[page][lang], param && encodeURIComponent(param)].filter(Boolean);
  return `/${parts.join('/')}`;
}

export function languageOf(pathname: string): Language | null {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : null;
}

const segmentsAfterLanguage = (pathname: string) => {
  const segments = pathname.split('/').filter(Boolean);
  return isLanguage(segments[0]) ? segments.slice(1) : segments;
};

/**
 * The same page in `lang`: `/de/kasse` -> `/en/checkout`, `/de/buchung-details/42` ->
 * `/en/booking-details/42`. A slug of either language is recognised; unknown ones are kept.
 */
export function localizePath(pathname: string, lang: Language): string {
  const [slug, ...rest] = segmentsAfterLanguage(pathname);
  const page = slug === undefined ? undefined : pageIds.find((id) => matchesSlug(id, slug));
  const localized = page ? pages[page][lang] : slug;
  return ['', lang, localized, ...rest].filter((part) => part !== undefined).join('/');
}

const matchesSlug = (page: PageId, slug: string) =>
  slug !== '' && (pages[page].de === slug || pages[page].en === slug);

/** Where an address without language prefix belongs (docs/product.md §2.1 routing rules). */
export function prefixedPath(pathname: string, storedLanguage: Language): string {
  const slug = pathname.split('/').filter(Boolean)[0] ?? '';
  return localizePath(pathname, LEGACY_SLUGS.has(slug) ? DEFAULT_LANGUAGE : storedLanguage);
}
