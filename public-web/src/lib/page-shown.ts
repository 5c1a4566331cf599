/** The element whose paint is the page's largest content: the site's code waits for it. */
export const MAIN_CONTENT_ATTRIBUTE = 'data-main-content';

/** The visitor's first moves: from then on the page must respond, whatever was painted. */
const INPUTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Resolves once the browser has shown the page the server sent: the paint of the element marked
 * `data-main-content` (the landing page's hero poster, its largest content on a phone), else the
 * first contentful paint. Where the marked element is not reported as the largest paint within
 * `afterFirstPaintMs` of the first one (on a wide screen the heading is larger), that first paint
 * counts. At once when the visitor scrolls, taps or types (browsers stop reporting the largest
 * paint then); at the latest after `maxWaitMs` (a page in a background tab paints nothing). Where
 * the browser reports no paints, after the next frame.
 *
 * main.tsx fetches the site's code only then: on a slow connection the poster gets the bandwidth
 * first, and evaluating React and hydrating never hold back the first paint.
 */
export function pageShown(
  doc: Document = document,
  { maxWaitMs = 2500, afterFirstPaintMs = 500 } = {},
): Promise<void> {
  return new Promise((resolve) => {
    const view = doc.defaultView;
    const supported = view?.PerformanceObserver?.supportedEntryTypes ?? [];
    if (!view || !supported.includes('paint')) {
      const frame = view?.requestAnimationFrame ?? ((fn: () => void) => setTimeout(fn, 16));
      frame(() => setTimeout(resolve));
      return;
    }
    const main = doc.querySelector(`[${MAIN_CONTENT_ATTRIBUTE}]`);
    const byMain = main !== null && supported.includes('largest-contentful-paint');
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      INPUTS.forEach((type) => view.removeEventListener(type, done, true));
      resolve();
    };
    let timer = setTimeout(done, maxWaitMs);
    INPUTS.forEach((type) => view.addEventListener(type, done, { capture: true, passive: true }));
    const observer = new view.PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.entryType === 'largest-contentful-paint') {
          if ((entry as PerformanceEntry & { element?: Element | null }).element === main)
            return done();
        } else if (entry.name === 'first-contentful-paint') {
          if (!byMain) return done();
          clearTimeout(timer);
          timer = setTimeout(done, afterFirstPaintMs);
        }
    });
    observer.observe({ type: 'paint', buffered: true });
    if (byMain) observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
