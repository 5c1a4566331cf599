// Build step of the public site: emits dist/seo.json (per-address head tags that the API injects
// into index.html, so crawlers without JavaScript see them) and dist/sw.js (the service worker,
// versioned by the build's file names so a new build installs a new worker).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { dropFromPreloadLists, startChunks, withImports } from './chunk-graph.ts';
import deCommon from '../src/locales/de/common.json' with { type: 'json' };
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import deSeo from '../src/locales/de/seo.json' with { type: 'json' };
import enSeo from '../src/locales/en/seo.json' with { type: 'json' };
import nlCommon from '../src/locales/nl/common.json' with { type: 'json' };
import nlSeo from '../src/locales/nl/seo.json' with { type: 'json' };
import { LANGUAGES, pages, pathTo, type Language, type PageId } from '../src/config/paths.ts';
import { buildHead, headToHtml, INDEXABLE, type HeadPage } from '../src/config/seo.ts';

const common = { de: deCommon, en: enCommon, nl: nlCommon } as const;
const seo = { de: deSeo, en: enSeo, nl: nlSeo } as const;

/** One value per language. */
const perLanguage = <T>(make: (lang: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Language, T>;

/** Placeholders the server fills in: its public base URL and parts of the requested address. */
export const PLACEHOLDER = {
  origin: '%PUBLIC_URL%',
  param: '%PARAM%',
  rest: '%REST%',
  path: '%PATH%',
} as const;

export interface SeoRoute {
  lang: Language;
  status: number;
  head: string;
  /** The page prerendered, for the shell's root element. */
  body?: string;
  /** The page reads its query string (a tab, a booking id): prerendered HTML only without one. */
  searchSensitive?: boolean;
}

export interface SeoTable {
  /** Exact addresses, and `/<lang>/<slug>/*` (or `/<slug>/*`) for a trailing parameter. */
  routes: Record<string, SeoRoute>;
  /** Unknown addresses under a language prefix (404), and without one (the SPA redirects them). */
  fallback: Record<Language, SeoRoute> & { unprefixed: SeoRoute };
  /** Indexable pages for the sitemap, one address per language. */
  sitemap: Record<Language, string>[];
  /** The cookie banner per language, for pages sent to a visitor who has not chosen yet. */
  consentBanner?: Record<Language, string>;
}

function headTags(page: HeadPage, lang: Language, path: string, extra = ''): string {
  const texts = seo[lang];
  const html = headToHtml(
    buildHead({
      lang,
      path,
      title: texts[page].title,
      description: texts[page].description,
      brand: common[lang].brand,
      indexable: INDEXABLE[page],
      origin: PLACEHOLDER.origin,
      imageAlt: texts.imageAlt,
      alternates: page !== 'redirect' && page !== 'debugEnv',
    }),
  );
  return extra ? `${html}\n    ${extra}` : html;
}

/** Module preload tags for the chunks built from these source files (those that exist). */
function modulePreloads(bundle: OutputBundle, sources: string[]): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  return sources
    .map((suffix) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix)))
    .filter((c) => c !== undefined)
    .map((c) => `<link rel="modulepreload" crossorigin href="/${c.fileName}" />`);
}

/** Every page of a language needs its shared texts before it can hydrate. */
const sharedPreloads = (bundle: OutputBundle, lang: Language) =>
  modulePreloads(bundle, [`/src/locales/${lang}/common.json`]).join('\n    ');

/** Files the landing page needs at once: fetched in parallel with the entry script. */
function landingPreloads(bundle: OutputBundle, lang: Language): string {
  return [
    '<link rel="preload" as="image" href="/media/hero-poster.webp" fetchpriority="high" />',
    ...modulePreloads(bundle, ['/src/app/routes/landing.tsx', `/src/locales/${lang}/landing.json`]),
  ].join('\n    ');
}

export function buildSeoTable(bundle: OutputBundle): SeoTable {
  const routes: Record<string, SeoRoute> = {};
  const sitemap: SeoTable['sitemap'] = [];
  const pageIds = Object.keys(pages) as PageId[];
  const preload = perLanguage((lang) => landingPreloads(bundle, lang));
  const shared = perLanguage((lang) => sharedPreloads(bundle, lang));
  // Every page but the landing page is named in a chunk of its own (see src/app/router.tsx).
  const pagesPreload = modulePreloads(bundle, ['/src/app/pages.tsx']).join('\n    ');
  const head = (page: HeadPage, lang: Language, path: string, extra = '') =>
    headTags(page, lang, path, [shared[lang], extra].filter(Boolean).join('\n    '));

  for (const page of pageIds) {
    const slugs: Record<Language, string> & { param?: string } = pages[page];
    const extra = (lang: Language) => (page === 'landing' ? preload[lang] : pagesPreload);
    for (const lang of LANGUAGES) {
      const base = pathTo(page, lang);
      const add = (address: string, path: string) =>
        (routes[address] = { lang, status: 200, head: head(page, lang, path, extra(lang)) });
      if (!slugs.param || slugs.param.endsWith('?')) add(base, base);
      if (slugs.param) add(`${base}/*`, `${base}/${PLACEHOLDER.param}`);
      // Another language's slug under this prefix: the SPA moves it to this language's page.
      for (const other of new Set(LANGUAGES.map((l) => slugs[l]))) {
        if (other === slugs[lang]) continue;
        const alias = `/${lang}/${other}`;
        if (!slugs.param || slugs.param.endsWith('?')) add(alias, base);
        if (slugs.param) add(`${alias}/*`, `${base}/${PLACEHOLDER.param}`);
      }
    }
    // Old unprefixed links: described as the German page they lead to.
    for (const slug of new Set(LANGUAGES.map((l) => slugs[l]))) {
      if (!slug) continue;
      const base = pathTo(page, 'de');
      routes[`/${slug}`] ??= { lang: 'de', status: 200, head: head(page, 'de', base) };
      if (slugs.param)
        routes[`/${slug}/*`] ??= {
          lang: 'de',
          status: 200,
          head: head(page, 'de', `${base}/${PLACEHOLDER.param}`),
        };
    }
    if (INDEXABLE[page]) sitemap.push(perLanguage((lang) => pathTo(page, lang)));
  }
  routes['/'] = { lang: 'de', status: 200, head: head('landing', 'de', '/de', preload.de) };
  routes['/debug-env'] = {
    lang: 'de',
    status: 200,
    head: head('debugEnv', 'de', '/debug-env', pagesPreload),
  };

  const notFound = (lang: Language): SeoRoute => ({
    lang,
    status: 404,
    head: head('notFound', lang, `/${lang}/${PLACEHOLDER.rest}`, pagesPreload),
  });
  return {
    routes,
    fallback: {
      ...perLanguage(notFound),
      unprefixed: { lang: 'de', status: 200, head: head('redirect', 'de', PLACEHOLDER.path) },
    },
    sitemap,
  };
}

/** The service worker with its version and the files of the app shell filled in. */
function serviceWorker(bundle: OutputBundle, template: string): string {
  const names = Object.keys(bundle).sort();
  const version = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 12);
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  // The code every page starts with (the entry, React's DOM renderer, the site; see main.tsx), and
  // what every page needs besides that loads apart from it: the shared texts of every language,
  // the footer and its texts (which load as it comes near the screen), the error screen and the
  // cookie banner (a page from this cache, offline, comes without the server's copy of it).
  const shared = [
    ...LANGUAGES.flatMap((lang) => [
      `/src/locales/${lang}/common.json`,
      `/src/locales/${lang}/footer.json`,
    ]),
    '/src/components/layouts/footer.tsx',
    '/src/components/errors/error-fallback.tsx',
    '/src/features/cookie-consent/components/cookie-banner.tsx',
  ];
  const sharedChunks = chunks.filter((c) =>
    shared.some((suffix) => c.facadeModuleId?.endsWith(suffix)),
  );
  const files = new Set([
    ...startChunks(bundle),
    ...withImports(
      bundle,
      sharedChunks.map((c) => c.fileName),
    ),
  ]);
  const shell = new Set<string>(['/index.html']);
  for (const file of files) {
    shell.add(`/${file}`);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk')
      chunk.viteMetadata?.importedCss.forEach((css) => shell.add(`/${css}`));
  }
  return template
    .replace('__VERSION__', version)
    .replace('[/* __SHELL__ */]', JSON.stringify([...shell]));
}

/** Pages prerendered at build time: every page without a trailing parameter. */
const PRERENDERED = (Object.keys(pages) as PageId[]).filter(
  (page) => !(pages[page] as { param?: string }).param,
);
const SEARCH_SENSITIVE = new Set<PageId>(['activities', 'guestView', 'checkout', 'pitchSelection']);

type Render = (url: string, lang: Language) => Promise<string>;
type RenderBanner = (lang: Language) => Promise<string>;

/**
 * Builds src/entry-server.tsx for Node and renders each page in each language into the table.
 * The server bundle lives under node_modules/.cache so it resolves the workspace's packages.
 */
async function prerenderInto(table: SeoTable, root: string, configFile: string) {
  const { build } = await import('vite');
  const out = path.join(root, 'node_modules', '.cache', 'prerender');
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: out,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
    },
  });
  const entry = pathToFileURL(path.join(out, 'entry-server.js')).href;
  const { render, renderConsentBanner } = (await import(`${entry}?t=${Date.now()}`)) as {
    render: Render;
    renderConsentBanner: RenderBanner;
  };
  for (const page of PRERENDERED)
    for (const lang of LANGUAGES) {
      const route = table.routes[pathTo(page, lang)];
      route.body = await render(pathTo(page, lang), lang);
      if (SEARCH_SENSITIVE.has(page)) route.searchSensitive = true;
    }
  const banners: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) banners[lang] = await renderConsentBanner(lang);
  table.consentBanner = banners as Record<Language, string>;
  rmSync(out, { recursive: true, force: true });
}

/** `<link rel="stylesheet" href="/assets/….css">` tags of built files, replaced by the file's CSS. */
export function inlineEntryCss(html: string, bundle: OutputBundle): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)"\s*\/?>/g,
    (tag, fileName: string) => {
      const asset = bundle[fileName];
      if (asset?.type !== 'asset') return tag;
      const css =
        typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      // A stylesheet never contains "</style" legitimately; refuse rather than break the page.
      if (/<\/style/i.test(css)) return tag;
      return `<style>${css.trim()}</style>`;
    },
  );
}

export function sitePlugin(): Plugin {
  let table: SeoTable | undefined;
  let outDir = '';
  let root = '';
  let configFile: string | undefined;
  let ssr = false;
  return {
    name: 'alpencamp-site',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    // The entry's stylesheet goes into the page itself: the first paint waits for no second request
    // (on a phone's connection a round trip or two of the Largest Contentful Paint). It is small
    // (about 5 kB gzip), has no url() in it and changes with every build like the HTML.
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return inlineEntryCss(html, ctx.bundle);
      },
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      table = buildSeoTable(bundle);
      const template = readFileSync(new URL('./sw.template.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorker(bundle, template) });
    },
    // On the written files: Vite writes the preload lists after the bundle hooks.
    writeBundle(options, bundle) {
      if (ssr || !options.dir) return;
      const start = new Set<string>();
      for (const fileName of startChunks(bundle)) {
        start.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk')
          chunk.viteMetadata?.importedCss.forEach((css) => start.add(css));
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const file = path.join(options.dir, chunk.fileName);
        const code = readFileSync(file, 'utf8');
        const lean = dropFromPreloadLists(code, (dep) => start.has(dep));
        if (lean !== code) writeFileSync(file, lean);
      }
    },
    async closeBundle() {
      if (ssr || !table || !configFile) return;
      await prerenderInto(table, root, configFile);
      // Written after the client files: index.html's age is what marks the build as fresh.
      writeFileSync(path.join(outDir, 'seo.json'), JSON.stringify(table));
    },
  };
}
