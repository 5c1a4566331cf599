import { useContext, type ReactNode } from 'react';
import {
  MutationCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  type DefaultOptions,
} from '@tanstack/react-query';
import { read, type ReadPath } from '@/lib/api-client';
import { shouldRetry } from '@/lib/retry';

const MINUTE = 60_000;

const queryConfig = {
  queries: {
    staleTime: 10 * MINUTE,
    gcTime: 15 * MINUTE,
    refetchOnWindowFocus: false,
    retry: shouldRetry,
    // docs/product.md §7: a query without its own fetcher GETs the path named by its first key segment.
    // Such a key names a parameterless GET route of the contract.
    queryFn: ({ queryKey }) => read(queryKey[0] as ReadPath),
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

let shared: QueryClient | undefined;

/** The page's one query client, made when the first part that queries loads. */
const sharedQueryClient = () => (shared ??= createQueryClient());

/** Tests start each case with an empty cache. */
export function resetSharedQueryClient() {
  shared?.clear();
  shared = undefined;
}

/**
 * TanStack Query is not on the landing page's first screen (its budget is 100 kB of JavaScript):
 * each part that queries (a lazily loaded page or section) wraps itself in a QueryScope, and the
 * library loads with that part. All scopes share one client, hence one cache. Inside an existing
 * provider (prerendering, tests that bring their own client) the scope adds nothing.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
