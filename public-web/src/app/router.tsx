import { lazy, type ComponentType, type ReactElement } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ADMIN_AREA_PATHS } from '@/config/admin-area';
import {
  ADMIN_REDIRECT_PATHS,
  DEBUG_ENV_PATH,
  LANGUAGES,
  routePattern,
  type Language,
  type PageId,
} from '@/config/paths';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { MaintenanceGate } from '@/features/maintenance/components/maintenance-gate';
import { loadNamespaces, type Namespace } from '@/lib/i18n';
import { AdminRedirect } from '@/app/routes/admin-redirect';
import { LanguageRoot } from '@/app/routes/language-root';
import { RootRedirect } from '@/app/routes/root-redirect';
import { UnprefixedRedirect } from '@/app/routes/unprefixed-redirect';

/**
 * Pages load on demand so the landing page does not carry the rest of the site; a page's texts
 * are fetched in parallel with its code rather than after it has rendered.
 */
function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  namespaces: Namespace[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), namespaces.length && loadNamespaces(namespaces)]);
    return { default: module[name] as ComponentType };
  });
}

const Landing = lazyPage(() => import('@/app/routes/landing'), 'Landing', ['landing']);
const Activities = lazyPage(() => import('@/app/routes/activities'), 'Activities', ['activities']);
const Imprint = lazyPage(() => import('@/app/routes/legal'), 'Imprint', ['legal']);
const Privacy = lazyPage(() => import('@/app/routes/legal'), 'Privacy', ['legal']);
const Terms = lazyPage(() => import('@/app/routes/legal'), 'Terms', ['legal']);
const GuestView = lazyPage(() => import('@/app/routes/guest-view'), 'GuestView', [
  'guest',
  'weather',
]);
const Checkout = lazyPage(() => import('@/app/routes/checkout'), 'Checkout', ['checkout']);
const BookingSuccess = lazyPage(() => import('@/app/routes/checkout'), 'BookingSuccess', [
  'checkout',
]);
const PitchSelection = lazyPage(() => import('@/app/routes/pitch-selection'), 'PitchSelection', [
  'pitch-selection',
]);
const BookingDetails = lazyPage(() => import('@/app/routes/booking-details'), 'BookingDetails', [
  'booking-details',
  'weather',
]);
const StoryGenerator = lazyPage(() => import('@/app/routes/story-generator'), 'StoryGenerator', [
  'story',
]);
const NotFound = lazyPage(() => import('@/app/routes/not-found'), 'NotFound');
const DebugEnv = lazyPage(() => import('@/app/routes/debug-env'), 'DebugEnv');

const pageElements: Record<PageId, ReactElement> = {
  landing: <Landing />,
  activities: <Activities />,
  imprint: <Imprint />,
  privacy: <Privacy />,
  terms: <Terms />,
  guestView: <GuestView />,
  pitchSelection: <PitchSelection />,
  checkout: <Checkout />,
  bookingSuccess: <BookingSuccess />,
  bookingDetails: <BookingDetails />,
  storyGenerator: <StoryGenerator />,
};

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
