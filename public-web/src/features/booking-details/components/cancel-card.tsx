import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import {
  apiMessage,
  useCancelBooking,
  type Booking,
} from '@/features/booking-details/api/booking-details';
import { formatMoney, formatSiteDateTime } from '@/lib/booking-format';
import { currentLanguage } from '@/lib/i18n';

/**
 * Cancellation under the site's policy: the fee the API says cancelling now costs is shown before
 * the guest can confirm, and the confirming button names it again.
 */
export function CancelCard({ booking, token }: { booking: Booking; token: string }) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const [asking, setAsking] = useState<boolean | null>(null);
  // Keyboard and screen-reader users land on the question, and back on the button if they keep it.
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (asking === false) opener.current?.focus();
  }, [asking]);
  const cancel = useCancelBooking(booking.id, token);
  const money = (cents: number) => formatMoney(cents, lang);

  if (booking.status === 'cancelled') {
    return (
      <section className="card" aria-labelledby="details-cancel">
        <h2 id="details-cancel">{t('cancel.title')}</h2>
        {cancel.isSuccess && (
          <p role="status" className="details__done">
            {t('cancel.done')}
          </p>
        )}
        {booking.cancelledAt && (
          <p>{t('cancel.cancelledOn', { date: formatSiteDateTime(booking.cancelledAt, lang) })}</p>
        )}
        <p>{t('cancel.fee', { fee: money(booking.cancellationFeeCents) })}</p>
      </section>
    );
  }
  if (booking.status === 'expired') return null;

  const fee = booking.cancellationFeeNowCents;
  return (
    <section className="card" aria-labelledby="details-cancel">
      <h2 id="details-cancel">{t('cancel.title')}</h2>
      {booking.cancellable ? (
        <>
          <p data-testid="cancel-fee">
            {fee > 0 ? t('cancel.feeNow', { fee: money(fee) }) : t('cancel.freeNow')}
          </p>
          <p>
            <Link to={pathTo('terms', lang)}>{t('cancel.terms')}</Link>
          </p>
          {asking ? (
            <div className="details__confirm" role="group" aria-labelledby="cancel-question">
              <p id="cancel-question" ref={question} tabIndex={-1}>
                <strong>{t('cancel.confirmQuestion')}</strong>
              </p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button--danger"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate()}
                >
                  {cancel.isPending
                    ? t('cancel.running')
                    : fee > 0
                      ? t('cancel.confirmWithFee', { fee: money(fee) })
                      : t('cancel.confirm')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={cancel.isPending}
                  onClick={() => setAsking(false)}
                >
                  {t('cancel.keep')}
                </button>
              </div>
            </div>
          ) : (
            <button
              ref={opener}
              type="button"
              className="button button--secondary"
              onClick={() => setAsking(true)}
            >
              {t('cancel.button')}
            </button>
          )}
          {cancel.isError && (
            <p role="alert" className="details__error">
              {apiMessage(cancel.error)}
            </p>
          )}
        </>
      ) : (
        <p>{t('cancel.notPossible')}</p>
      )}
    </section>
  );
}
