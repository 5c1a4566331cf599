import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CategorySlug = 'tent' | 'caravan' | 'motorhome' | 'comfort';

export interface PitchCategory {
  id: string;
  slug: CategorySlug;
  name: { de: string; en: string };
  description: { de: string; en: string };
  priceFromCents: number;
  personsIncluded: number;
  maxPersons: number;
  maxVehicleLengthM: number | null;
  imageUrl: string;
  sortOrder: number;
}

const MINUTE = 60_000;

/** SPEC §9: categories are kept 15 / 30 min and, being a list, not refetched on mount or reconnect. */
export const categoriesQuery = queryOptions({
  queryKey: ['/api/categories'],
  queryFn: () => api.get<PitchCategory[]>('/api/categories'),
  staleTime: 15 * MINUTE,
  gcTime: 30 * MINUTE,
  refetchOnMount: false,
  refetchOnReconnect: false,
});

export const useCategories = () => useQuery(categoriesQuery);
