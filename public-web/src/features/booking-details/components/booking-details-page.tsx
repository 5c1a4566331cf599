import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import { Icon } from '@/components/ui/icons';
import { WeatherCard } from '@/components/weather/weather-card';
import {
  apiMessage,
  failureOf,
  useBookingDetails,
  useVerifyBooking,
  type Booking,
} from '@/features/booking-details/api/booking-details';
import { AccessCodeCard } from '@/features/booking-details/components/access-code-card';
import { BalanceCard } from '@/features/booking-details/components/balance-card';
import { BankTransferCard } from '@/features/booking-details/components/bank-transfer-card';
import { BookingError } from '@/features/booking-details/components/booking-error';
import { CancelCard } from '@/features/booking-details/components/cancel-card';
import { InvoiceCard } from '@/features/booking-details/components/invoice-card';
import { PriceCard } from '@/features/booking-details/components/price-card';
import { RanOutCard, ranOut } from '@/features/booking-details/components/ran-out-card';
import { RegistrationCard } from '@/features/booking-details/components/registration-card';
import { StayCard } from '@/features/booking-details/components/stay-card';
import { formatSiteDateTime } from '@/lib/booking-format';
import { useFeature } from '@/lib/feature-toggles';
import { currentLanguage } from '@/lib/i18n';
import '@/features/booking-details/booking-details.css';

/** The booking's status as the contract names it, or waiting for the guest's mail link. */
type StatusKey = Booking['status'] | 'awaiting';
const statusKey = (b: Booking): StatusKey => (b.awaitingEmailConfirmation ? 'awaiting' : b.status);

/** The verification link of the pay-on-arrival mail: confirms the booking once, then shows it. */
function useMailVerification(id: string, token: string) {
  const [params, setParams] = useSearchParams();
  const key = params.get('verify') ?? params.get('key');
  const verify = useVerifyBooking(id, token);
  const sent = useRef(false);
  useEffect(() => {
    if (!key || !token || sent.current) return;
    sent.current = true;
    verify.mutate(key, {
      // The key has done its work; a reload or a shared address should not carry it on.
      onSettled: () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('verify');
            next.delete('key');
            return next;
          },
          { replace: true },
        ),
    });
  }, [key, token, verify, setParams]);
  return verify;
}

/** docs/product.md §2.5 booking details, reached with the link in every mail (`?token=`). */
export function BookingDetailsPage({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const query = useBookingDetails(id, token);
  const verification = useMailVerification(id, token);
  const story = useFeature('storyGenerator');

  if (!token) return <BookingError failure="accessDenied" />;
  if (query.isError) {
    return <BookingError failure={failureOf(query.error)} retry={() => void query.refetch()} />;
  }
  if (query.isPending) {
    return (
      <section className="content narrow">
        <p role="status">{t('loading')}</p>
      </section>
    );
  }
  const booking = query.data;
  const expired = ranOut(booking, verification.error);
  const status = expired ? 'expired' : statusKey(booking);
  const live = !expired && (booking.status === 'confirmed' || booking.status === 'pending');
  const storyLink = `${pathTo('storyGenerator', lang)}?${new URLSearchParams({ booking: id, token })}`;

  return (
    <div className="content details">
      <div className="page-head details__head">
        <h1>{t('title')}</h1>
        <p className="details__number">{t('number', { number: booking.number })}</p>
        <p>
          <span className="visually-hidden">{t('status.label')}: </span>
          <span className={`details__status details__status--${status}`} data-testid="status">
            {t(`status.${status}`)}
          </span>
        </p>
      </div>

      {verification.isPending && <p role="status">{t('verify.running')}</p>}
      {verification.isSuccess && (
        <p role="status" className="details__done">
          {t('verify.done')}
        </p>
      )}
      {verification.isError && !expired && (
        <p role="alert" className="details__error">
          {t('verify.failed', { message: apiMessage(verification.error) })}
        </p>
      )}
      {expired && <RanOutCard booking={booking} />}
      {!expired && booking.awaitingEmailConfirmation && booking.holdExpiresAt && (
        <p className="details__notice">
          {t('awaiting', { until: formatSiteDateTime(booking.holdExpiresAt, lang) })}
        </p>
      )}
      {booking.status === 'pending' &&
        !booking.awaitingEmailConfirmation &&
        booking.holdExpiresAt && (
          <p className="details__notice">
            {t('holdUntil', { until: formatSiteDateTime(booking.holdExpiresAt, lang) })}
          </p>
        )}

      <div className="details__grid">
        <StayCard booking={booking} />
        <PriceCard booking={booking} />
        <BankTransferCard booking={booking} />
        <BalanceCard booking={booking} token={token} />
        <AccessCodeCard booking={booking} />
        {booking.status !== 'expired' && <InvoiceCard booking={booking} token={token} />}
        {live && <WeatherCard bookingId={id} token={token} />}
        {live && story && (
          <Link className="card story-card" to={storyLink}>
            <Icon name="camera" />
            <span>
              <strong>{t('story.title')}</strong>
              <span>{t('story.text')}</span>
            </span>
            <span className="button button--light">{t('story.button')}</span>
          </Link>
        )}
        <RegistrationCard booking={booking} token={token} />
        <CancelCard booking={booking} token={token} />
      </div>
    </div>
  );
}
