import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/contract-client';

const MINUTE = 60_000;

/** The uploaded site plan (or none: the bundled plan); changes as rarely as the pitches. */
export const sitePlanQuery = queryOptions({
  queryKey: ['/api/site-plan'],
  queryFn: () => answer(apiClient.GET('/api/site-plan')),
  staleTime: 10 * MINUTE,
  gcTime: 20 * MINUTE,
  refetchOnMount: false,
  refetchOnReconnect: false,
});

export const useSitePlan = () => useQuery(sitePlanQuery);
