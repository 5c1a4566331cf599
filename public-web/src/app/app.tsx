import { StrictMode } from 'react';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';

export { startTransition } from 'react';
export { i18nReady } from '@/lib/i18n';

/** The whole site, as main.tsx hydrates (or renders) it. */
export const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
