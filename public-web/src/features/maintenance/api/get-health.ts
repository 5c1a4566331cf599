import { env } from '@/config/env';
import { languageHeader, type ReadPath } from '@/lib/api-client';
import type { MaintenanceNotice } from '@/lib/api-types';
import { cachedResource } from '@/lib/cached-resource';

export type HealthStatus =
  | { maintenance: false }
  | { maintenance: true; message: string | null; estimatedEndTime: string | null };

/** The 503 answer during maintenance (the API's contract); read defensively, as any 503 may come. */
type MaintenanceBody = Partial<MaintenanceNotice>;

const HEALTH_POLL_MS = 5 * 60_000;

/** The contract's health route: renamed there, this fails the type check. */
const HEALTH_PATH = '/api/health' satisfies ReadPath;

/**
 * Not through the api client: a 503 here is an answer to read, not an error. Only a 503 whose
 * body says "Service Unavailable" means maintenance (docs/product.md §4); any other answer means none.
 */
export async function getHealth(): Promise<HealthStatus> {
  try {
    const response = await fetch(`${env.API_URL}${HEALTH_PATH}`, {
      cache: 'no-store',
      headers: {
        Accept: 'application/json',
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
        ...languageHeader(),
      },
    });
    // The body is always read: an unread one keeps the request open in the browser.
    const text = await response.text().catch(() => '');
    if (response.status !== 503) return { maintenance: false };
    let body: MaintenanceBody = {};
    try {
      body = JSON.parse(text) as MaintenanceBody;
    } catch {
      /* not the maintenance answer */
    }
    if (body.error !== 'Service Unavailable') return { maintenance: false };
    return {
      maintenance: true,
      message: body.message || null,
      estimatedEndTime: body.estimatedEndTime ?? null,
    };
  } catch (error) {
    // docs/product.md §8: a failed check is only logged; the pages stay as they are.
    console.error('Health check failed', error);
    throw error;
  }
}

// On every page's first screen, hence not a TanStack query (see lib/cached-resource.ts).
const health = cachedResource({
  fetch: getHealth,
  // Asked on each page load, then every 5 minutes; the next poll is the retry.
  staleTime: 0,
  gcTime: HEALTH_POLL_MS,
});

export const useHealth = ({ enabled }: { enabled: boolean }) =>
  health.use({ enabled, refetchInterval: HEALTH_POLL_MS });
