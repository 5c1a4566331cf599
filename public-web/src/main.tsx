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
// The stored colour scheme is read from localStorage, whose first use opens the storage (several
// ms on a phone): in a task of its own, the entry's evaluation (the start's longest task) stays
// shorter. The page hydrates only once its texts are there, after this.
setTimeout(() => {
  applyStoredTheme();
  followSystemTheme();
  registerServiceWorker();
});

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
const root = document.getElementById('root')!;
// Pages the server sent prerendered are hydrated once their texts are there; as a transition, so
// hydration works in short slices and the page stays responsive meanwhile. Any other address is
// rendered here.
void i18nReady.then(() => {
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
