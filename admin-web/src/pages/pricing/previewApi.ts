import { queryOptions } from '@tanstack/react-query';
import type { PricingPreview } from '@/api-types';
import { api, ok } from '@/providers/api';

/** The guest's price for a sample stay, from the booking's own calculation (never cached). */
export const pricePreviewQuery = (stay: PricingPreview) =>
  queryOptions({
    queryKey: ['admin', 'pricing-preview', stay],
    queryFn: () => ok(api.POST('/api/admin/pricing/preview', { body: stay })),
    staleTime: 0,
    retry: false,
  });
