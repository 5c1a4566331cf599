import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { shouldRetry } from '@/lib/retry';

describe('retry rule (docs/product.md §8)', () => {
  it.each([401, 403, 404])('does not ask again after a %i', (status) => {
    expect(shouldRetry(0, new ApiError(status, `${status}: Nope`))).toBe(false);
  });

  it('asks twice more after a server error or a lost connection, then gives up', () => {
    const serverError = new ApiError(503, '503: Service Unavailable');
    expect([0, 1, 2].map((failures) => shouldRetry(failures, serverError))).toEqual([
      true,
      true,
      false,
    ]);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('reads the status, not the text: a 500 that mentions 404 is tried again', () => {
    expect(shouldRetry(0, new ApiError(500, '500: pitch 404 not found'))).toBe(true);
    expect(shouldRetry(0, new Error('404 in the text of a network error'))).toBe(true);
  });
});
