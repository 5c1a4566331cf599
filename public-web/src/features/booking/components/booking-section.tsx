import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useIsClient } from '@/lib/hydration';
import { QueryScope } from '@/lib/react-query';
import { useCategories } from '../api/get-categories';

// The form is code of its own: it loads when its section comes near the screen (SPEC §2.2).
const BookingForm = lazy(() => import('./booking-form').then((m) => ({ default: m.BookingForm })));

function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  // Without an observer, or when the address points at the form, it loads at once.
  const client = useIsClient();
  const near =
    seen ||
    (client &&
      (typeof IntersectionObserver === 'undefined' || window.location.hash === '#booking-form'));
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    // Browsers without an observer show everything at once (see above).
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setSeen(true),
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/** SPEC §2.2: the booking-form anchor, with the category list (a TanStack query, see QueryScope). */
export function BookingSection() {
  return (
    <QueryScope>
      <BookingSectionContent />
    </QueryScope>
  );
}

function BookingSectionContent() {
  const { t } = useTranslation('booking');
  const categories = useCategories();
  const { ref, near } = useNearViewport<HTMLElement>();

  return (
    <section
      ref={ref}
      id="booking-form"
      className="section booking"
      aria-labelledby="booking-title"
    >
      <div className="section__inner">
        <h2 id="booking-title">{t('title')}</h2>
        <p className="section__intro">{t('intro')}</p>
        <div className="card booking__card">
          {categories.isError ? (
            <div className="booking__error" role="alert">
              <p>{t('categoriesError')}</p>
              <button type="button" className="button" onClick={() => window.location.reload()}>
                {t('reloadPage')}
              </button>
            </div>
          ) : categories.isPending || !near ? (
            <p className="booking__loading" role="status">
              {t('loadingCategories')}
            </p>
          ) : (
            <Suspense fallback={<Spinner />}>
              <BookingForm categories={categories.data} />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
