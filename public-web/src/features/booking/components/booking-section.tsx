import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useNearScreen } from '@/lib/near-screen';
import { QueryScope } from '@/lib/react-query';
import { useCategories } from '@/lib/categories';

// The form is code of its own: it loads when its section comes near the screen (SPEC §2.2).
const BookingForm = lazy(() =>
  import('@/features/booking/components/booking-form').then((m) => ({ default: m.BookingForm })),
);
const BOOKING_FORM_MARGIN = '300px';

// The form loads at once when the address points at it.
const addressedToForm = () => window.location.hash === '#booking-form';

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
  const { ref, near } = useNearScreen<HTMLElement>(BOOKING_FORM_MARGIN, addressedToForm);

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
