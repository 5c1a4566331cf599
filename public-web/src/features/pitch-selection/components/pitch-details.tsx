import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AvailabilityPitch, PublicPitch, Quote } from '@/lib/api-types';
import { apiProblem } from '@/lib/booking-api';
import type { PitchCategory } from '@/lib/categories';
import { currentLanguage } from '@/lib/i18n';
import { QuoteSummary } from '@/features/pitch-selection/components/quote-summary';
import { textIn } from '@/lib/content';

interface PitchDetailsProps {
  pitch: AvailabilityPitch | undefined;
  info: PublicPitch | undefined;
  category: PitchCategory;
  quote: UseQueryResult<Quote>;
}

/** The chosen pitch: its facts and the price of the stay on it. */
export function PitchDetails({ pitch, info, category, quote }: PitchDetailsProps) {
  const { t } = useTranslation('pitch-selection');
  const lang = currentLanguage();
  if (!pitch)
    return (
      <div className="pitch-details card">
        <p className="muted">{t('details.empty')}</p>
      </div>
    );
  const problem = quote.isError ? apiProblem(quote.error) : null;
  const vehicle = info?.maxVehicleLengthM ?? category.maxVehicleLengthM;
  return (
    <div className="pitch-details card">
      <h2>{t('details.title', { code: pitch.code })}</h2>
      <dl className="pitch-details__facts">
        <div>
          <dt>{t('details.category')}</dt>
          <dd>{textIn(category.name, lang)}</dd>
        </div>
        {info?.sizeM2 ? (
          <div>
            <dt>{t('details.size')}</dt>
            <dd>{t('details.sizeValue', { size: info.sizeM2 })}</dd>
          </div>
        ) : null}
        {vehicle ? (
          <div>
            <dt>{t('details.vehicle')}</dt>
            <dd>{t('details.vehicleValue', { length: vehicle })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('details.electricity')}</dt>
          <dd>{pitch.hasElectricity ? t('details.yes') : t('details.no')}</dd>
        </div>
      </dl>
      <h3>{t('quote.title')}</h3>
      {quote.isSuccess ? (
        <>
          <QuoteSummary quote={quote.data} />
          <p className="muted pitch-details__hint">{t('quote.extrasHint')}</p>
        </>
      ) : quote.isError ? (
        <p className="pitch-details__error" role="alert">
          {!problem
            ? t('networkError')
            : problem.status >= 500
              ? t('serverError')
              : Object.values(problem.fields)[0] || problem.message}
        </p>
      ) : (
        <p role="status" className="pitch-selection__status">
          <span className="spinner__circle" aria-hidden="true" />
          {t('quote.loading')}
        </p>
      )}
    </div>
  );
}
