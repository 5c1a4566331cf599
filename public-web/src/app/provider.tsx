import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { i18n } from '@/lib/i18n';

/** What every page shares. Query clients come with the parts that query (see lib/react-query). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<Spinner />}>{children}</Suspense>
      <Toaster />
    </I18nextProvider>
  );
}
