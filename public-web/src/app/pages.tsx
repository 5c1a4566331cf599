// Every page but the landing page, loaded on demand (see router.tsx): a chunk of its own, so the
// landing page's first JavaScript does not carry a loader per page.
import type { ReactElement } from 'react';
import type { PageId } from '@/config/paths';
import { lazyPage } from '@/app/lazy-page';
import '@/lib/page-catalogues';

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
const Waitlist = lazyPage(() => import('@/app/routes/waitlist'), 'Waitlist', ['waitlist']);
const SeasonalRenewal = lazyPage(() => import('@/app/routes/seasonal-renewal'), 'SeasonalRenewal', [
  'seasonal-renewal',
]);
const NotFound = lazyPage(() => import('@/app/routes/not-found'), 'NotFound');
const DebugEnv = lazyPage(() => import('@/app/routes/debug-env'), 'DebugEnv', ['debug']);

const elements: Record<Exclude<PageId, 'landing'>, ReactElement> = {
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
  waitlist: <Waitlist />,
  seasonalRenewal: <SeasonalRenewal />,
};

/** The page named by the route (any but the landing page). */
export function Page({ page }: { page: Exclude<PageId, 'landing'> }) {
  return elements[page];
}

export const NotFoundPage = () => <NotFound />;
export const DebugEnvPage = () => <DebugEnv />;
