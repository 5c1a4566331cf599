import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { suppressGlobalNoise } from '@/lib/global-errors';
import { i18nReady } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/service-worker';
import { applyStoredTheme, followSystemTheme } from '@/lib/theme';
import './index.css';

suppressGlobalNoise();
// The stored colour scheme is read from localStorage, whose first use opens the storage (9–13 ms
// on the bench machine, more on a phone): in a task of its own, so neither the entry's
// evaluation nor a slice of hydration pays for it. Hydration waits for this task, so the consent
// record read while hydrating and the language stored afterwards find the storage open.
const storageOpened = new Promise<void>((resolve) =>
  setTimeout(() => {
    applyStoredTheme();
    followSystemTheme();
    registerServiceWorker();
    resolve();
  }),
);

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
const root = document.getElementById('root')!;
// Pages the server sent prerendered are hydrated once their texts are there (and the storage is
// open); as a transition, so hydration works in short slices and the page stays responsive
// meanwhile. Any other address is rendered here.
void Promise.all([i18nReady, storageOpened]).then(() => {
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
