import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCategory } from '@/lib/api-types';
import { answer, apiClient } from '@/lib/contract-client';

/** A category as GET /api/categories answers it (the API's contract). */
export type PitchCategory = PublicCategory;

const MINUTE = 60_000;

/** docs/product.md §9: categories are kept 15 / 30 min and, being a list, not refetched on mount or reconnect. */
export const categoriesQuery = queryOptions({
  queryKey: ['/api/categories'],
  queryFn: () => answer(apiClient.GET('/api/categories')),
  staleTime: 15 * MINUTE,
  gcTime: 30 * MINUTE,
  refetchOnMount: false,
  refetchOnReconnect: false,
});

export const useCategories = () => useQuery(categoriesQuery);
