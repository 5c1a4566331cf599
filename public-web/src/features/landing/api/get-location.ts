import { read } from '@/lib/api-client';
import type { SiteLocation } from '@/lib/api-types';
import { cachedResource } from '@/lib/cached-resource';
import { useIsClient } from '@/lib/hydration';
import { shouldRetry } from '@/lib/retry';

const MINUTE = 60_000;

// The light cache rather than TanStack Query: the section is on the landing page, whose
// JavaScript budget the query library would strain (see lib/cached-resource.ts). Kept as long as
// the company settings (docs/product.md §9), which carry the same address.
const location = cachedResource({
  fetch: () => read('/api/location'),
  staleTime: 20 * MINUTE,
  gcTime: 40 * MINUTE,
  retry: shouldRetry,
});

/**
 * GET /api/location once the section is live: undefined while hydrating (the prerendered HTML
 * shows the shipped texts), while loading and when the API cannot answer.
 */
export function useSiteLocation(): SiteLocation | undefined {
  const client = useIsClient();
  const { data } = location.use();
  return client ? data : undefined;
}
