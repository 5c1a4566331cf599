import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useMediaQuery, type Theme } from '@mui/material';
import { Layout as RaLayout, useSidebarState } from 'react-admin';
import { AppBar } from '@/layout/AppBar';
import { ErrorFallback } from '@/layout/ErrorFallback';
import { Menu } from '@/layout/Menu';
import { preloadPages } from '@/pages/lazyPage';

/**
 * Below 900 px (a tablet, 768 px) react-admin keeps the 240 px sidebar open beside the page and
 * floats the "+" button over the list: the sidebar starts folded to its icons there (the menu
 * button opens it), and lists end with room for the button, so it never covers a row or the
 * pagination.
 */
const FAB_ROOM = 136; // the floating button's 60 px from the bottom, its 56 px height, a margin

export const Layout = ({ children }: { children: ReactNode }) => {
  // The layout only renders for a signed-in user: the moment to fetch the other pages (docs/product.md §2.8).
  useEffect(preloadPages, []);
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [, setSidebarOpen] = useSidebarState();
  useEffect(() => {
    if (narrow) setSidebarOpen(false);
  }, [narrow, setSidebarOpen]);
  return (
    <RaLayout
      menu={Menu}
      appBar={AppBar}
      sx={(theme) => ({
        [theme.breakpoints.down('md')]: { '& .RaList-main': { pb: `${FAB_ROOM}px` } },
      })}
    >
      {/* Our own boundary: react-admin's layout one does not hand a reset callback to custom screens. */}
      <ErrorBoundary FallbackComponent={ErrorFallback}>{children}</ErrorBoundary>
    </RaLayout>
  );
};
