import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Admin pages load on demand, so the sign-in screen stays small (its budget: initial JS <= 350 kB
 * gzip). After sign-in every page is fetched in the background in three waves (docs/product.md §2.8: some at
 * once, others after about 1 s and 3 s), so opening one later is instant.
 */
export type PreloadWave = 0 | 1 | 2;

const WAVE_DELAY_MS: Record<PreloadWave, number> = { 0: 0, 1: 1000, 2: 3000 };
const loaders: Record<PreloadWave, (() => Promise<unknown>)[]> = { 0: [], 1: [], 2: [] };

/**
 * A lazily loaded page component, registered for preloading in the given wave:
 * `lazyPage(() => import('@/pages/BookingList').then((m) => m.BookingList), 0)`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyPage<C extends ComponentType<any>>(
  load: () => Promise<C>,
  wave: PreloadWave,
): LazyExoticComponent<C> {
  let pending: Promise<{ default: C }> | undefined;
  const once = () => (pending ??= load().then((component) => ({ default: component })));
  loaders[wave].push(once);
  return lazy(once);
}

let started = false;

/** Starts the three preload waves once per page load; a failed chunk only retries on use. */
export function preloadPages(): void {
  if (started) return;
  started = true;
  for (const wave of [0, 1, 2] as const) {
    setTimeout(() => {
      for (const load of loaders[wave]) load().catch(() => undefined);
    }, WAVE_DELAY_MS[wave]);
  }
}
