import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { api } from './api-client';

const MINUTE = 60_000;

/** SPEC §8: an answer that will not change on retry (401, 403, 404) is not asked again. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (['401', '403', '404'].some((status) => error.message.includes(status))) return false;
  return failureCount < 2;
}

export const queryConfig = {
  queries: {
    staleTime: 10 * MINUTE,
    gcTime: 15 * MINUTE,
    refetchOnWindowFocus: false,
    retry: shouldRetry,
    // SPEC §7: a query without its own fetcher GETs the path named by its first key segment.
    queryFn: ({ queryKey }) => api.get(String(queryKey[0])),
  },
  mutations: {
    retry: false,
    gcTime: 5 * MINUTE,
  },
} satisfies DefaultOptions;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: queryConfig,
    mutationCache: new MutationCache({
      onError: (error) => console.error('Request failed', error),
    }),
  });
}
