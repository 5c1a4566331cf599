import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '@/lib/toast';

// Nothing on a page's first screen shows a toast: its code loads with the first one.
const ToastItem = lazy(() =>
  import('@/components/ui/toast-item').then((m) => ({ default: m.ToastItem })),
);

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section className="toaster" aria-label={t('toast.region')}>
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          {toasts.map((item) => (
            <ToastItem key={item.id} item={item} />
          ))}
        </Suspense>
      )}
    </section>
  );
}
