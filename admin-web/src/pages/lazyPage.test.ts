import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('page preloading after sign-in (docs/product.md §2.8)', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('fetches wave 0 at once, wave 1 after about 1 s and wave 2 after about 3 s, once', async () => {
    const { lazyPage, preloadPages } = await import('@/pages/lazyPage');
    const Page = () => null;
    const loads = [vi.fn(() => Promise.resolve(Page)), vi.fn(() => Promise.resolve(Page))];
    const later = vi.fn(() => Promise.resolve(Page));
    lazyPage(loads[0], 0);
    lazyPage(loads[1], 1);
    lazyPage(later, 2);

    preloadPages();
    preloadPages();
    await vi.advanceTimersByTimeAsync(0);
    expect(loads[0]).toHaveBeenCalledTimes(1);
    expect(loads[1]).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(loads[1]).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(later).toHaveBeenCalledTimes(1);
    expect(loads[0]).toHaveBeenCalledTimes(1);
  });
});
