// Prerendering at build time (vite/site-plugin.ts): each public page as HTML, which the API puts
// into the shell, so the page paints before any script has run and the browser then hydrates it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import type { Language } from '@/config/paths';
import { i18n, i18nReady, type Namespace } from '@/lib/i18n';
import '@/lib/page-catalogues';
import { createQueryClient } from '@/lib/react-query';

const NAMESPACES: Namespace[] = [
  'activities',
  'booking',
  'checkout',
  'debug',
  'footer',
  'guest',
  'landing',
  'legal',
  'sections',
  'story',
  'weather',
];

function page(url: string) {
  const client = createQueryClient();
  const element = (
    <StrictMode>
      <QueryClientProvider client={client}>
        <AppProvider>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  // Nothing is fetched here; clearing also drops the cache's timers, which would keep the build alive.
  return { element, done: () => client.clear() };
}

/**
 * The cookie banner as a first visit's page carries it (the server puts it before the root when
 * the visitor has made no choice yet); the site answers it once started, see cookie-consent-host.
 */
export async function renderConsentBanner(lang: Language): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(lang);
  // Imported here as the site does (lazily), so the client build keeps it out of the first chunks.
  const { CookieBanner } = await import('@/features/cookie-consent/components/cookie-banner');
  return renderToString(
    <StrictMode>
      <StaticRouter location={`/${lang}`}>
        <CookieBanner current={null} />
      </StaticRouter>
    </StrictMode>,
  );
}

export async function render(url: string, lang: Language): Promise<string> {
  await i18nReady;
  await i18n.loadNamespaces(NAMESPACES);
  await i18n.changeLanguage(lang);
  // The first pass waits until every lazy page and section has loaded. Its output would reveal
  // late parts with inline scripts (which the CSP forbids), so a second, synchronous pass, with
  // everything loaded, writes the plain HTML.
  const warmUp = page(url);
  const { prelude } = await prerender(warmUp.element);
  await new Response(prelude).text();
  warmUp.done();
  const final = page(url);
  const html = renderToString(final.element);
  final.done();
  if (html.includes('<template')) throw new Error(`${url}: a part of the page did not prerender`);
  return html;
}
