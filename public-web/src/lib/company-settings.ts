import { fallbackCompany, withFallback } from '@/config/company';
import { read } from '@/lib/api-client';
import { cachedResource } from '@/lib/cached-resource';
import { useIsClient } from '@/lib/hydration';
import { shouldRetry } from '@/lib/retry';

const MINUTE = 60_000;

// Shared by every feature (landing, footer, maintenance), so it lives in lib, not in a feature.
// Needed on the first screen (logo, hero), hence not a TanStack query (see cached-resource.ts).
const companySettings = cachedResource({
  fetch: () => read('/api/company-settings'),
  staleTime: 20 * MINUTE,
  gcTime: 40 * MINUTE,
  retry: shouldRetry,
});

/** docs/product.md §9: the footer and the logo keep the settings longer than the pages do. */
export const chromeCacheTimes = { staleTime: 30 * MINUTE, gcTime: 60 * MINUTE };

export const useCompanySettings = (times?: typeof chromeCacheTimes) => companySettings.use(times);

/** The settings with the known fallback values filled in, so no caller has to handle "loading". */
export function useCompany(times?: typeof chromeCacheTimes) {
  const query = useCompanySettings(times);
  return { company: withFallback(query.data), loaded: query.status === 'success' };
}

/**
 * useCompany for parts of a prerendered page that may hydrate after the settings have arrived:
 * the footer and the landing page's sections, which load as they come near the screen, and the
 * hero, which waits for the landing page's code. While hydrating they show what the server
 * rendered (the fallback), so the HTML matches; the settings follow right after.
 */
export function useCompanyOnceHydrated(times?: typeof chromeCacheTimes) {
  const { company } = useCompany(times);
  return useIsClient() ? company : fallbackCompany;
}
