import { queryOptions } from '@tanstack/react-query';
import type { PricingPreview, Quote } from '@/api-types';
import { API_URL, httpClient } from '@/providers/http';

/** The guest's price for a sample stay, from the booking's own calculation (never cached). */
export const pricePreviewQuery = (stay: PricingPreview) =>
  queryOptions({
    queryKey: ['admin', 'pricing-preview', stay],
    queryFn: async () =>
      (
        await httpClient(`${API_URL}/admin/pricing/preview`, {
          method: 'POST',
          body: JSON.stringify(stay),
        })
      ).json as Quote,
    staleTime: 0,
    retry: false,
  });
