import { suppressGlobalNoise } from '@/lib/global-errors';
import { pageShown } from '@/lib/page-shown';
import { registerServiceWorker } from '@/lib/service-worker';
import { applyStoredTheme, followSystemTheme } from '@/lib/theme';
import './index.css';

// The entry is small: the few lines below, without React. The site itself is two chunks of its
// own, fetched once the server's page has been shown (lib/page-shown.ts): React's DOM renderer and
// the site (router, texts, page frame). Each is evaluated in a task of its own, and every step
// below yields to the browser between, so no task of the start runs long, and the visitor's first
// tap is answered even while the page starts.

suppressGlobalNoise();
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The stored colour scheme is read from localStorage, whose first use opens the storage (9–13 ms
// on the bench machine, more on a phone): in a task of its own. Hydration waits for it, so the
// consent record read while hydrating and the language stored afterwards find the storage open.
const storageOpened = nextTask()
  .then(() => applyStoredTheme())
  .then(nextTask)
  .then(() => followSystemTheme())
  .then(nextTask)
  .then(registerServiceWorker);

async function start() {
  const root = document.getElementById('root')!;
  // Pages the server sent prerendered are hydrated once shown; any other address is rendered at once.
  const prerendered = root.firstElementChild !== null;
  if (prerendered) await pageShown();
  const renderer = import('react-dom/client');
  const site = import('@/app/app');
  const { hydrateRoot, createRoot } = await renderer;
  await nextTask();
  const { app, i18nReady, startTransition } = await site;
  // Texts there and the storage open; then hydration as a transition, in short slices.
  await Promise.all([i18nReady, storageOpened]);
  await nextTask();
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
void start();
