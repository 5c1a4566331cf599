import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type Toast } from '@/lib/toast';
import { ShellIcon } from '@/components/ui/shell-icons';

/** One toast: it closes itself after its time, by its button, or when swiped aside. */
export function ToastItem({ item }: { item: Toast }) {
  const { t } = useTranslation();
  const start = useRef<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!item.open) return;
    const timer = setTimeout(() => dismissToast(item.id), item.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item]);

  if (!item.open) return null;
  return (
    <div
      ref={ref}
      className={`toast toast--${item.variant ?? 'default'}`}
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      // Swiping a toast sideways by 50 px dismisses it (docs/product.md §9).
      onPointerDown={(e) => (start.current = e.clientX)}
      onPointerMove={(e) => {
        if (start.current !== null && ref.current)
          ref.current.style.transform = `translateX(${e.clientX - start.current}px)`;
      }}
      onPointerUp={(e) => {
        const moved = start.current === null ? 0 : Math.abs(e.clientX - start.current);
        start.current = null;
        if (ref.current) ref.current.style.transform = '';
        if (moved >= TOAST_SWIPE_THRESHOLD_PX) dismissToast(item.id);
      }}
    >
      <div>
        <p className="toast__title">{item.title}</p>
        {item.description && <p className="toast__text">{item.description}</p>}
      </div>
      <button
        type="button"
        className="icon-button"
        onClick={() => dismissToast(item.id)}
        aria-label={t('toast.close')}
      >
        <ShellIcon name="close" />
      </button>
    </div>
  );
}
