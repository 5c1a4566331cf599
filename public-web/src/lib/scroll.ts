import { useEffect, useState } from 'react';

/** SPEC §9: the header changes its style once the page has scrolled more than 50 px. */
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

export const prefersReducedMotion = () =>
  Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/** Scrolls to an element by id, smoothly unless the visitor asked for less motion. */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}
