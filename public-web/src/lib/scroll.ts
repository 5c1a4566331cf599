import { useEffect, useState } from 'react';

/** docs/product.md §9: the header changes its style once the page has scrolled more than 50 px. */
const HEADER_SCROLL_THRESHOLD = 50;

export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD) {
  // False on the first render, as in the prerendered page; the effect reads the real position.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

export { prefersReducedMotion } from '@/lib/reduced-motion';

/**
 * Jumps to the anchor `id` (see lib/anchor.ts, loaded on first use) and moves focus into it, so
 * the next Tab continues there. Returns the function that stops it.
 */
export function jumpTo(id: string, { focus = true } = {}): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  void import('@/lib/anchor').then(({ goToAnchor }) => {
    if (!cancelled) stop = goToAnchor(id, { focus });
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}
