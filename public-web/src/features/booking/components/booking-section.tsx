import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { QueryScope } from '@/lib/react-query';
import { useCategories } from '@/lib/categories';
import { useFeature } from '@/lib/feature-toggles';

// The form is code of its own (docs/product.md §2.2: loaded lazily). It mounts as soon as this section is
// live (the section itself waits until it comes near the screen or the visitor interacts), so a
// keyboard user tabbing down from the top reaches its fields instead of skipping past them.
const BookingForm = lazy(() =>
  import('@/features/booking/components/booking-form').then((m) => ({ default: m.BookingForm })),
);

/** docs/product.md §2.2: the booking-form anchor, with the category list (a TanStack query, see QueryScope). */
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
  // Staff can close online booking (feature toggle `bookingEnabled`); the form gives way to a notice.
  const open = useFeature('bookingEnabled');

  return (
    <section id="booking-form" className="section booking" aria-labelledby="booking-title">
      <div className="section__inner">
        <h2 id="booking-title">{t('title')}</h2>
        <p className="section__intro">{t('intro')}</p>
        <div className="card booking__card">
          {open === false ? (
            <p className="booking__closed" role="status" data-testid="booking-closed">
              {t('closed')}
            </p>
          ) : categories.isError ? (
            <div className="booking__error" role="alert">
              <p>{t('categoriesError')}</p>
              <button type="button" className="button" onClick={() => window.location.reload()}>
                {t('reloadPage')}
              </button>
            </div>
          ) : categories.isPending ? (
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
