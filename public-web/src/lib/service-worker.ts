/**
 * Registers /sw.js in production builds. The worker takes over at once when a new version is
 * installed (skipWaiting + clients.claim); the page then reloads so it never runs old code against
 * new assets (docs/product.md §2.10). The very first install is no update and reloads nothing.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        // Long-open tabs look for a new version every hour.
        setInterval(() => void registration.update().catch(() => undefined), 60 * 60_000);
      })
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  // After the page has loaded, so the worker's own downloads never compete with the page's.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
