import { ApiError } from '@/lib/api-client';

/** docs/product.md §8: answers that will not change when asked again. */
const FINAL_STATUSES = new Set([401, 403, 404]);

/** docs/product.md §8: a failed request is tried twice more, unless its answer would not change. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return false;
  return failureCount < 2;
}
