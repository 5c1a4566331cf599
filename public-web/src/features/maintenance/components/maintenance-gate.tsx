import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useHealth } from '@/features/maintenance/api/get-health';

const MaintenanceScreen = lazy(() =>
  import('@/features/maintenance/components/maintenance-screen').then((module) => ({
    default: module.MaintenanceScreen,
  })),
);

/** While maintenance is on, the maintenance screen replaces every page outside /admin (docs/product.md §2.6). */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const exempt = pathname.startsWith('/admin');
  const { data } = useHealth({ enabled: !exempt });

  if (exempt || !data?.maintenance) return children;
  return (
    <Suspense fallback={<Spinner />}>
      <MaintenanceScreen message={data.message} estimatedEndTime={data.estimatedEndTime} />
    </Suspense>
  );
}
