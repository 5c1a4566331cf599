import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { suppressGlobalNoise } from '@/lib/global-errors';
import { i18nReady } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/service-worker';
import { applyStoredTheme, followSystemTheme } from '@/lib/theme';
import './index.css';

applyStoredTheme();
followSystemTheme();
suppressGlobalNoise();
registerServiceWorker();

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
