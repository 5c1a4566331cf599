import type { PublicFeatureToggle } from '@contract/constants';
import { read } from '@/lib/api-client';
import { cachedResource } from '@/lib/cached-resource';
import { useIsClient } from '@/lib/hydration';
import { shouldRetry } from '@/lib/retry';

const MINUTE = 60_000;

// Read by several pages (guest view, booking details, story generator), so it lives in lib.
const featureToggles = cachedResource({
  fetch: () => read('/api/feature-toggles'),
  staleTime: 10 * MINUTE,
  gcTime: 15 * MINUTE,
  retry: shouldRetry,
});

/**
 * Whether a toggled feature is on: `undefined` while unknown (the server's answer is on its
 * way), then the staff's choice. A feature is on unless switched off, so an unreachable toggle
 * route leaves it on.
 */
export function useFeature(key: PublicFeatureToggle): boolean | undefined {
  const client = useIsClient();
  const { data, status } = featureToggles.use();
  if (!client) return undefined;
  if (status === 'error') return true;
  return data?.[key];
}
