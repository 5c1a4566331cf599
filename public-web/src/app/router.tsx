import { lazy } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import {
  ADMIN_AREA_PATHS,
  ADMIN_REDIRECT_PATHS,
  LANGUAGES,
  pageIds,
  routePattern,
  type Language,
} from '@/config/paths';
import { MaintenanceGate } from '@/features/maintenance/components/maintenance-gate';
import { AdminRedirect } from './routes/admin-redirect';
import { LanguageRoot } from './routes/language-root';
import { RootRedirect } from './routes/root-redirect';
import { UnprefixedRedirect } from './routes/unprefixed-redirect';

// Pages load on demand so the landing page does not carry the rest of the site.
const Landing = lazy(() => import('./routes/landing').then((m) => ({ default: m.Landing })));
const ComingSoon = lazy(() =>
  import('./routes/coming-soon').then((m) => ({ default: m.ComingSoon })),
);
const NotFound = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFound })));

const languageRoutes = (lang: Language): RouteObject => ({
  path: `/${lang}`,
  element: <LanguageRoot lang={lang} />,
  children: [
    { index: true, element: <Landing /> },
    ...pageIds
      .filter((page) => page !== 'landing')
      .map((page) => ({ path: routePattern(page, lang), element: <ComingSoon page={page} /> })),
    { path: '*', element: <NotFound /> },
  ],
});

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  ...LANGUAGES.map(languageRoutes),
  ...ADMIN_REDIRECT_PATHS.map((path) => ({ path, element: <AdminRedirect /> })),
  // The server hands these to the admin app; should the SPA ever see one, it is not ours.
  ...ADMIN_AREA_PATHS.map((path) => ({ path: `${path}/*`, element: <NotFound /> })),
  { path: '*', element: <UnprefixedRedirect /> },
];

/** The routes on whatever router hosts them (the browser's, or a memory router in tests). */
export function AppRoutes() {
  return <MaintenanceGate>{useRoutes(routes)}</MaintenanceGate>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
