// The guest languages are the API's (one list for both); relative import: vite.config.ts loads this.
import {
  CONTENT_LANGUAGE,
  DEFAULT_LANGUAGE,
  GUEST_LINK_SLUGS,
  isLanguage,
  LANGUAGES,
  type Language,
} from '../../../api/src/contract/constants.ts';

export { CONTENT_LANGUAGE, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language };

type PageSlugs = Record<Language, string> & {
  /** Route pattern of the trailing parameter, kept as-is when the language changes. */
  param?: string;
};

/**
 * The one registry of public paths (docs/product.md §2.1): one slug per language for every page.
 * The pages mails link to take their slugs from the contract, which the API builds the links with.
 */
export const pages = {
  landing: { de: '', en: '', nl: '' },
  activities: { de: 'aktivitaeten', en: 'activities', nl: 'activiteiten' },
  imprint: { de: 'impressum', en: 'imprint', nl: 'colofon' },
  privacy: { de: 'datenschutz', en: 'privacy', nl: 'privacyverklaring' },
  terms: { de: 'agb', en: 'terms', nl: 'voorwaarden' },
  guestView: { de: 'gast-ansicht', en: 'guest-view', nl: 'gastweergave' },
  pitchSelection: GUEST_LINK_SLUGS.pitchSelection,
  checkout: { de: 'kasse', en: 'checkout', nl: 'afrekenen' },
  bookingSuccess: {
    de: 'buchung-erfolgreich',
    en: 'booking-success',
    nl: 'boeking-geslaagd',
    param: ':bookingId?',
  },
  bookingDetails: { ...GUEST_LINK_SLUGS.bookingDetails, param: ':id' },
  storyGenerator: { de: 'story-generator', en: 'story-generator', nl: 'verhaalgenerator' },
  waitlist: GUEST_LINK_SLUGS.waitlist,
  seasonalRenewal: GUEST_LINK_SLUGS.seasonalRenewal,
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
 * `/en/booking-details/42`. A slug of any language is recognised; unknown ones are kept.
 */
export function localizePath(pathname: string, lang: Language): string {
  const [slug, ...rest] = segmentsAfterLanguage(pathname);
  const page = slug === undefined ? undefined : pageIds.find((id) => matchesSlug(id, slug));
  const localized = page ? pages[page][lang] : slug;
  return ['', lang, localized, ...rest].filter((part) => part !== undefined).join('/');
}

const matchesSlug = (page: PageId, slug: string) =>
  slug !== '' && LANGUAGES.some((lang) => pages[page][lang] === slug);

/** Where an address without language prefix belongs (docs/product.md §2.1 routing rules). */
export function prefixedPath(pathname: string, storedLanguage: Language): string {
  const slug = pathname.split('/').filter(Boolean)[0] ?? '';
  return localizePath(pathname, LEGACY_SLUGS.has(slug) ? DEFAULT_LANGUAGE : storedLanguage);
}
