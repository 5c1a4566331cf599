import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import type { LoadFailure } from '@/features/booking-details/api/booking-details';
import { currentLanguage } from '@/lib/i18n';

const EXPLANATION: Partial<Record<LoadFailure, 'accessDeniedText' | 'notFoundText'>> = {
  accessDenied: 'accessDeniedText',
  notFound: 'notFoundText',
};

/** docs/product.md §8 texts for a booking that cannot be shown; a retry where asking again may help. */
export function BookingError({ failure, retry }: { failure: LoadFailure; retry?: () => void }) {
  const { t } = useTranslation('booking-details');
  const explanation = EXPLANATION[failure];
  const transient = failure === 'network' || failure === 'server' || failure === 'loading';
  return (
    <section className="content narrow" role="alert" aria-labelledby="details-error">
      <h1 id="details-error">{t(`errors.${failure}`)}</h1>
      <p>{explanation ? t(`errors.${explanation}`) : t('errors.tryAgain')}</p>
      <div className="button-row">
        {transient && retry && (
          <button type="button" className="button" onClick={retry}>
            {t('errors.retry')}
          </button>
        )}
        <Link
          className={transient ? 'button button--secondary' : 'button'}
          to={`${pathTo('landing', currentLanguage())}#booking-form`}
        >
          {t('errors.newBooking')}
        </Link>
      </div>
    </section>
  );
}
