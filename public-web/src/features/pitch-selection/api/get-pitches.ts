import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPitch } from '@/lib/api-types';
import { answer, apiClient } from '@/lib/contract-client';

/** A pitch with its size and vehicle length, as GET /api/pitches answers it (the contract). */
export type { PublicPitch };

const MINUTE = 60_000;

/** docs/product.md §9: pitches are kept 10 / 20 min and, being a list, not refetched on mount or reconnect. */
export const pitchesQuery = queryOptions({
  queryKey: ['/api/pitches'],
  queryFn: () => answer(apiClient.GET('/api/pitches')),
  staleTime: 10 * MINUTE,
  gcTime: 20 * MINUTE,
  refetchOnMount: false,
  refetchOnReconnect: false,
});

export const usePitches = () => useQuery(pitchesQuery);
