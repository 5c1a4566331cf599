import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from '@/layout/AppBar';
import { ErrorFallback } from '@/layout/ErrorFallback';
import { Menu } from '@/layout/Menu';
import { preloadPages } from '@/pages/lazyPage';

export const Layout = ({ children }: { children: ReactNode }) => {
  // The layout only renders for a signed-in user: the moment to fetch the other pages (SPEC §2.8).
  useEffect(preloadPages, []);
  return (
    <RaLayout menu={Menu} appBar={AppBar}>
      {/* Our own boundary: react-admin's layout one does not hand a reset callback to custom screens. */}
      <ErrorBoundary FallbackComponent={ErrorFallback}>{children}</ErrorBoundary>
    </RaLayout>
  );
};
