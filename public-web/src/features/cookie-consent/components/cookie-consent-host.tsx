import { lazy, Suspense } from 'react';
import { useConsent } from '@/lib/cookie-consent';
import { useIsClient } from '@/lib/hydration';

// Returning visitors with a stored choice never download the banner.
const CookieBanner = lazy(() =>
  import('@/features/cookie-consent/components/cookie-banner').then((m) => ({
    default: m.CookieBanner,
  })),
);

/** Shows the banner until a choice is stored, and again when the footer asks for the settings. */
export function CookieConsentHost() {
  const { record, settingsRequested } = useConsent();
  // Only in the browser, after hydration: the prerendered page cannot know the stored choice.
  const client = useIsClient();
  if (!client || (record && !settingsRequested)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner key={record?.timestamp ?? 'new'} current={record} />
    </Suspense>
  );
}
