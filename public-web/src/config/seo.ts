// Head tags of every public page (docs/product.md §2.1). Pure: the SPA applies them in the browser and the
// build turns them into dist/seo.json, from which the API injects them into index.html for
// crawlers that run no JavaScript. Relative imports only: vite.config.ts loads this file too.
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath, type Language, type PageId } from './paths.ts';

/** Pages with head tags: the registered pages plus the not-found and diagnostics screens. */
export type HeadPage = PageId | 'notFound' | 'debugEnv' | 'redirect';

/** Transactional and per-guest pages stay out of search results; content pages are indexed. */
export const INDEXABLE: Record<HeadPage, boolean> = {
  landing: true,
  activities: true,
  imprint: true,
  privacy: true,
  terms: true,
  guestView: true,
  pitchSelection: false,
  checkout: false,
  bookingSuccess: false,
  bookingDetails: false,
  storyGenerator: false,
  waitlist: false,
  seasonalRenewal: false,
  notFound: false,
  debugEnv: false,
  redirect: false,
};

const OG_LOCALE: Record<Language, string> = { de: 'de_AT', en: 'en_GB', nl: 'nl_NL' };
const OG_IMAGE = { path: '/images/og-image.jpg', width: '1200', height: '630' };

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface HeadInput {
  lang: Language;
  /** Address of the page below the origin, e.g. `/de/kasse` (no query, no hash). */
  path: string;
  /** Page title without the brand. */
  title: string;
  description: string;
  brand: string;
  indexable: boolean;
  /** Absolute base for canonical and Open Graph addresses, without trailing slash. */
  origin: string;
  imageAlt: string;
  /** Language alternates; off for addresses that belong to no language (diagnostics, redirects). */
  alternates?: boolean;
}

export interface Head {
  lang: Language;
  title: string;
  tags: HeadTag[];
}

const fullTitle = (title: string, brand: string) =>
  title && title !== brand ? `${title} | ${brand}` : brand;

export function buildHead(input: HeadInput): Head {
  const { lang, path, origin, brand } = input;
  const url = `${origin}${path}`;
  const title = fullTitle(input.title, brand);
  const image = `${origin}${OG_IMAGE.path}`;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs });
  return {
    lang,
    title,
    tags: [
      meta('name', 'description', input.description),
      meta('name', 'robots', input.indexable ? 'index,follow' : 'noindex,nofollow'),
      link({ rel: 'canonical', href: url }),
      ...(input.alternates === false
        ? []
        : [
            ...LANGUAGES.map((alt) =>
              link({
                rel: 'alternate',
                hreflang: alt,
                href: `${origin}${localizePath(path, alt)}`,
              }),
            ),
            link({
              rel: 'alternate',
              hreflang: 'x-default',
              href: `${origin}${localizePath(path, DEFAULT_LANGUAGE)}`,
            }),
          ]),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', brand),
      meta('property', 'og:title', title),
      meta('property', 'og:description', input.description),
      meta('property', 'og:url', url),
      meta('property', 'og:locale', OG_LOCALE[lang]),
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', OG_IMAGE.width),
      meta('property', 'og:image:height', OG_IMAGE.height),
      meta('property', 'og:image:alt', input.imageAlt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', input.description),
      meta('name', 'twitter:image', image),
    ],
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags as HTML, marked so the SPA can replace exactly these when the page changes. */
export function headToHtml(head: Head): string {
  const tags = head.tags.map(({ tag, attrs }) => {
    const list = Object.entries(attrs).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`);
    return `<${tag} data-head${list.join('')} />`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ');
}
