import { lazy, type ReactElement } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ADMIN_AREA_PATHS } from '@/config/admin-area';
import {
  ADMIN_REDIRECT_PATHS,
  DEBUG_ENV_PATH,
  LANGUAGES,
  pageIds,
  routePattern,
  type Language,
  type PageId,
} from '@/config/paths';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { MaintenanceGate } from '@/features/maintenance/components/maintenance-gate';
import { lazyPage } from '@/app/lazy-page';
import { AdminRedirect } from '@/app/routes/admin-redirect';
import { LanguageRoot } from '@/app/routes/language-root';
import { RootRedirect } from '@/app/routes/root-redirect';
import { UnprefixedRedirect } from '@/app/routes/unprefixed-redirect';

/**
 * Pages load on demand so the landing page does not carry the rest of the site. The landing page
 * is named here; every other page's loader lives in app/pages (a chunk of its own, fetched at the
 * visitor's first interaction or when such a page is opened), so the landing page's first
 * JavaScript does not grow with each new page.
 */
const Landing = lazyPage(() => import('@/app/routes/landing'), 'Landing', ['landing']);
const loadPages = () => import('@/app/pages');
const Page = lazy(() => loadPages().then((m) => ({ default: m.Page })));
const NotFound = lazy(() => loadPages().then((m) => ({ default: m.NotFoundPage })));
const DebugEnv = lazy(() => loadPages().then((m) => ({ default: m.DebugEnvPage })));
// The other pages' loaders are fetched at the visitor's first sign of activity, before a click
// could need them.
if (typeof window !== 'undefined') {
  const early = ['pointerdown', 'keydown', 'touchstart'] as const;
  const prefetch = () => {
    early.forEach((type) => window.removeEventListener(type, prefetch, true));
    void loadPages();
  };
  early.forEach((type) =>
    window.addEventListener(type, prefetch, { capture: true, passive: true }),
  );
}

const pageElements = Object.fromEntries(
  pageIds.map((page) => [page, page === 'landing' ? <Landing /> : <Page page={page} />]),
) as Record<PageId, ReactElement>;

const languageRoutes = (lang: Language): RouteObject => ({
  path: `/${lang}`,
  element: <LanguageRoot lang={lang} />,
  children: [
    { index: true, element: pageElements.landing },
    ...(Object.keys(pageElements) as PageId[])
      .filter((page) => page !== 'landing')
      .map((page) => ({ path: routePattern(page, lang), element: pageElements[page] })),
    { path: '*', element: <NotFound /> },
  ],
});

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  ...LANGUAGES.map(languageRoutes),
  { path: DEBUG_ENV_PATH, element: <DebugEnv /> },
  ...ADMIN_REDIRECT_PATHS.map((path) => ({ path, element: <AdminRedirect /> })),
  // The server hands these to the admin app; should the SPA ever see one, it is not ours.
  ...ADMIN_AREA_PATHS.map((path) => ({ path: `${path}/*`, element: <NotFound /> })),
  { path: '*', element: <UnprefixedRedirect /> },
];

/** The routes on whatever router hosts them (the browser's, or a memory router in tests). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]}>
      <MaintenanceGate>{useRoutes(routes)}</MaintenanceGate>
    </ErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
