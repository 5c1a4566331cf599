import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import type { Booking } from '@/features/booking-details/api/booking-details';
import { ApiError } from '@/lib/api-client';
import { availabilityQuery } from '@/lib/booking-api';
import { formatStayDate } from '@/lib/booking-format';
import { currentLanguage } from '@/lib/i18n';
import { stayChoiceQuery, type StayChoice } from '@/lib/stay-search';

/**
 * Whether a booking's reservation ran out: expired, or its mail link came too late (the verify
 * route answered 409 before the sweeper marked it). Pay on arrival keeps the pitch only for a short
 * verification window (docs/booking-engine.md, holds and the verification mail).
 */
export const ranOut = (booking: Booking, verifyError: unknown) =>
  booking.status === 'expired' ||
  (booking.status === 'pending' && verifyError instanceof ApiError && verifyError.status === 409);

/**
 * A reservation that ran out: says so and, when the same pitch is still free for the same nights,
 * offers that stay again (the checkout with pitch, dates and party filled in); otherwise the map
 * for those dates.
 */
export function RanOutCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const availability = useQuery({
    ...availabilityQuery({
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      adults: booking.adults,
      children: booking.children,
      categoryId: booking.category.id,
    }),
    retry: false,
  });
  const choice: StayChoice = {
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    category: booking.category.slug,
    adults: booking.adults,
    children: booking.children,
  };
  const free =
    availability.data?.pitches.find((p) => p.id === booking.pitch.id)?.state === 'available';
  const stay = {
    pitch: booking.pitch.code,
    checkIn: formatStayDate(booking.checkIn, lang),
    checkOut: formatStayDate(booking.checkOut, lang),
  };

  return (
    <section className="card details__ran-out" aria-labelledby="ran-out-title" role="alert">
      <h2 id="ran-out-title">{t('ranOut.title')}</h2>
      <p>{t('ranOut.text')}</p>
      {availability.isPending && <p role="status">{t('ranOut.checking')}</p>}
      {free && (
        <>
          <p>{t('ranOut.free', stay)}</p>
          <Link
            className="button"
            to={`${pathTo('checkout', lang)}?${stayChoiceQuery({ ...choice, pitch: booking.pitch.id })}`}
          >
            {t('ranOut.again')}
          </Link>
        </>
      )}
      {availability.isSuccess && !free && (
        <>
          <p>{t('ranOut.taken', stay)}</p>
          <Link
            className="button"
            to={`${pathTo('pitchSelection', lang)}?${stayChoiceQuery(choice)}`}
          >
            {t('ranOut.otherPitch')}
          </Link>
        </>
      )}
      {availability.isError && (
        <Link className="button" to={`${pathTo('landing', lang)}#booking-form`}>
          {t('errors.newBooking')}
        </Link>
      )}
    </section>
  );
}
