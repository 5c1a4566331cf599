/**
 * docs/product.md §8: unhandled promise rejections and the browser's harmless ResizeObserver loop warnings
 * are kept out of the console's error stream (and away from error overlays); rejections are still
 * noted as warnings so they stay visible to developers.
 */
export function suppressGlobalNoise(target: Window = window) {
  target.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    console.warn('Unhandled rejection', event.reason);
  });
  target.addEventListener('error', (event) => {
    if (/ResizeObserver loop/.test(event.message ?? '')) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  });
}
