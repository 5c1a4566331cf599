import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { AppBar as RaAppBar, Layout as RaLayout } from 'react-admin';
import { ErrorFallback } from '@/layout/ErrorFallback';
import { Menu } from '@/layout/Menu';
import { preloadPages } from '@/pages/lazyPage';

// The user block with "Abmelden" lives in the sidebar (SPEC §2.8), so the app bar drops its user menu.
const AppBar = () => <RaAppBar userMenu={false} />;

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
