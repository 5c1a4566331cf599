import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import {
  CONSENT_COOKIE,
  isLanguage,
  STAFF_ENTRANCE_PATH as STAFF_ENTRANCE,
  type Language,
} from 'src/contract/constants';

export { STAFF_ENTRANCE };

/** Hashed build assets never change under their name; everything else is revalidated. */
function setCacheHeaders(res: Response, path: string): void {
  if (/[\\/]assets[\\/]/.test(path))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

function sendShell(dist: string, res: Response, next: NextFunction): void {
  const index = join(dist, 'index.html');
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(index, (err) => {
    if (err) next(err);
  });
}

const notBuilt = (what: string) => (_req: Request, res: Response) => {
  res.status(503).type('text/plain').send(`${what} is not built yet: run npm run build`);
};

/** One page's head as the public-web build describes it (public-web/vite/site-plugin.ts). */
interface SeoRoute {
  lang: string;
  status: number;
  head: string;
  /** The page prerendered at build time; the SPA hydrates it. */
  body?: string;
  /** The page depends on its query string, so its prerendered HTML fits only an address without one. */
  searchSensitive?: boolean;
}

interface SeoTable {
  routes: Record<string, SeoRoute>;
  fallback: Record<Language, SeoRoute> & { unprefixed: SeoRoute };
  sitemap: Record<string, string>[];
  /** The cookie banner per language, rendered at build time. */
  consentBanner?: Partial<Record<Language, string>>;
}

interface Shell {
  template: string;
  seo: SeoTable | null;
  mtimeMs: number;
}

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

const safeSegment = (segment: string) => {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return encodeURIComponent(segment);
  }
};

/** The head of an address: exact page, page with trailing parameter, or a fallback. */
function resolveHead(
  seo: SeoTable,
  rawPath: string,
): { route: SeoRoute; values: Record<string, string> } {
  const segments = rawPath.split('/').filter(Boolean).map(safeSegment);
  const path = `/${segments.join('/')}`;
  const exact = seo.routes[path];
  if (exact) return { route: exact, values: {} };
  const withParam = seo.routes[`/${segments.slice(0, -1).join('/')}/*`];
  if (withParam && segments.length >= 2)
    return { route: withParam, values: { PARAM: segments[segments.length - 1] } };
  const lang = segments[0];
  if (isLanguage(lang))
    return { route: seo.fallback[lang], values: { REST: segments.slice(1).join('/') } };
  return { route: seo.fallback.unprefixed, values: { PATH: path } };
}

const ROOT_ELEMENT = '<div id="root"></div>';
const CONSENT_ELEMENT = '<div id="consent"></div>';

/**
 * The shell with the page's title, description, canonical, alternates, OG/Twitter and robots, and
 * for prerendered pages their HTML, so the page paints (and reads) before any script has run.
 *
 * A visitor who has not made their cookie choice gets the banner with every page under a language
 * (the pages that show it), in that language: on a phone the banner is part of the page above the
 * header, and drawn only once the site's code had run it pushed the whole page down after the
 * first paint (a layout shift of 0.44 in Lighthouse).
 */
function renderShell(
  shell: Shell,
  rawPath: string,
  publicUrl: string,
  hasQuery = false,
  choiceMade = true,
) {
  if (!shell.seo) return { status: 200, html: shell.template };
  const { route, values } = resolveHead(shell.seo, rawPath);
  const fill: Record<string, string> = { PUBLIC_URL: publicUrl, ...values };
  const head = route.head.replace(/%(PUBLIC_URL|PARAM|REST|PATH)%/g, (_, key: string) =>
    key in fill ? fill[key] : '',
  );
  let html = shell.template
    .replace(/<html lang="[^"]*"/, `<html lang="${route.lang}"`)
    .replace(HEAD_BLOCK, () => `<!--app-head-->\n    ${head}\n    <!--/app-head-->`);
  if (route.body && !(route.searchSensitive && hasQuery))
    html = html.replace(ROOT_ELEMENT, () => `<div id="root">${route.body}</div>`);
  const first = rawPath.split('/').find(Boolean);
  const banner = isLanguage(first) ? shell.seo.consentBanner?.[first] : undefined;
  if (banner && !choiceMade)
    html = html.replace(CONSENT_ELEMENT, () => `<div id="consent">${banner}</div>`);
  return { status: route.status, html };
}

/**
 * index.html and seo.json are read once and kept in memory; a rebuild (new index.html) is picked
 * up on the next request, so `npm start` never serves references to deleted assets.
 */
function shellLoader(dist: string): () => Shell {
  let cached: Shell | undefined;
  return () => {
    const index = join(dist, 'index.html');
    const mtimeMs = statSync(index).mtimeMs;
    if (cached?.mtimeMs === mtimeMs) return cached;
    const seoFile = join(dist, 'seo.json');
    cached = {
      template: readFileSync(index, 'utf8'),
      seo: existsSync(seoFile) ? (JSON.parse(readFileSync(seoFile, 'utf8')) as SeoTable) : null,
      mtimeMs,
    };
    return cached;
  };
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function sitemap(seo: SeoTable, publicUrl: string): string {
  const urls = seo.sitemap.flatMap((alternates) =>
    Object.values(alternates).map((path) => {
      const links = Object.entries(alternates)
        .map(
          ([lang, alt]) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(publicUrl + alt)}"/>`,
        )
        .join('');
      return `<url><loc>${xmlEscape(publicUrl + path)}</loc>${links}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

/**
 * One origin: the API serves the built admin console under /admin (and the staff entrance) and the
 * public SPA for every other path that is not /api. Registered before Nest's routes.
 *
 * The public shell gets each address's head tags injected server-side, with absolute addresses on
 * PUBLIC_URL (default http://localhost:3000), so crawlers that run no JavaScript see them too.
 */
export function mountFrontends(
  app: Express,
  options: { admin?: string; public?: string; publicUrl: string },
): void {
  const repo = resolve(__dirname, '../../../..');
  const adminDist = options.admin ?? join(repo, 'admin-web/dist');
  const publicDist = options.public ?? join(repo, 'public-web/dist');
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  const noIndex = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow, noarchive, nosnippet');
    next();
  };

  if (existsSync(join(adminDist, 'index.html'))) {
    app.use(
      '/admin',
      noIndex,
      express.static(adminDist, { index: false, redirect: false, setHeaders: setCacheHeaders }),
    );
    app.get(['/admin', '/admin/*splat', STAFF_ENTRANCE], noIndex, (_req, res, next) =>
      sendShell(adminDist, res, next),
    );
  } else {
    app.get(['/admin', '/admin/*splat', STAFF_ENTRANCE], noIndex, notBuilt('The admin console'));
  }

  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  if (existsSync(join(publicDist, 'index.html'))) {
    const loadShell = shellLoader(publicDist);
    // robots.txt is read by anyone: the staff entrance is not named here (its pages carry X-Robots-Tag: noindex).
    app.get('/robots.txt', (_req, res) => {
      res
        .type('text/plain')
        .send(
          `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
        );
    });
    app.get('/sitemap.xml', (_req, res, next) => {
      const { seo } = loadShell();
      if (!seo) return next();
      res.type('application/xml').send(sitemap(seo, publicUrl));
    });
    const serveStatic = express.static(publicDist, { index: false, setHeaders: setCacheHeaders });
    app.use((req, res, next) => (isApi(req.path) ? next() : serveStatic(req, res, next)));
    app.use((req, res, next) => {
      if (isApi(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      // A missing file with an extension is a real 404, not a page of the SPA.
      if (/\.[a-z0-9]{2,5}$/i.test(req.path)) return next();
      let page: { status: number; html: string };
      try {
        page = renderShell(
          loadShell(),
          req.path,
          publicUrl,
          req.originalUrl.includes('?'),
          // cookie-parser runs before this (app.setup.ts).
          Boolean((req.cookies as Record<string, string> | undefined)?.[CONSENT_COOKIE]),
        );
      } catch {
        return sendShell(publicDist, res, next);
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.vary('Cookie');
      res.status(page.status).type('html').send(page.html);
    });
  } else {
    app.use((req, res, next) =>
      isApi(req.path) || req.method !== 'GET' ? next() : notBuilt('The public site')(req, res),
    );
  }
}
