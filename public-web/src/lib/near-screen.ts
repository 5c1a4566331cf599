import { useEffect, useRef, useState } from 'react';
import { useIsClient } from '@/lib/hydration';

/** Browsers without an IntersectionObserver cannot tell: for them everything is near at once. */
const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * Calls `onNear` once, when `element` comes within `margin` of the screen (at once where the
 * browser cannot observe). Returns the function that stops watching.
 */
export function whenNearScreen(element: Element, margin: string, onNear: () => void): () => void {
  if (!canObserve()) {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Whether the element given `ref` has come within `margin` of the screen. False on the server and
 * while a prerendered page hydrates (as the HTML was rendered); `nearAlready`, asked only in the
 * browser, makes it true at once (e.g. when the address points at the element).
 */
export function useNearScreen<T extends Element>(margin: string, nearAlready = () => false) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  const client = useIsClient();
  const near = seen || (client && (!canObserve() || nearAlready()));
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return whenNearScreen(element, margin, () => setSeen(true));
  }, [near, margin]);
  return { ref, near };
}
