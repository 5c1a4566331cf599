// Service worker of the public site (docs/product.md §2.10), filled in at build time by vite/site-plugin.ts.
/* global self, caches, fetch, Response, URL */
// Offline shell: pages come from the network and fall back to the cached app shell; hashed build
// files are served from the cache once fetched; the API and the admin console are never touched.
const VERSION = '__VERSION__';
const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = 'assets';
const SHELL = [/* __SHELL__ */];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('shell-') && key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const bypass = (url) =>
  url.origin !== self.location.origin ||
  url.pathname.startsWith('/api/') ||
  url.pathname.startsWith('/admin') ||
  url.pathname.startsWith('/staff-entrance') ||
  url.pathname === '/sw.js';

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || bypass(url)) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match('/index.html', { cacheName: SHELL_CACHE }).then((r) => r || Response.error()),
      ),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/images/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
  }
});
