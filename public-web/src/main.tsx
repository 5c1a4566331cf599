import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { suppressGlobalNoise } from '@/lib/global-errors';
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
// Pages the server sent prerendered are hydrated; any other address is rendered here.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
