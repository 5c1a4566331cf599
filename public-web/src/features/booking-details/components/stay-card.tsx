import { useTranslation } from 'react-i18next';
import type { Booking } from '@/features/booking-details/api/booking-details';
import { formatStayDate } from '@/lib/booking-format';
import { useCompany } from '@/lib/company-settings';
import { currentLanguage } from '@/lib/i18n';
import { textIn } from '@/lib/content';

/** Dates, pitch, party, extras and guest of the booking. */
export function StayCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const { company } = useCompany();
  const extras = booking.quote.lines.filter((line) => line.kind === 'extra');
  const party = [
    t('stay.adults', { count: booking.adults }),
    ...(booking.children ? [t('stay.children', { count: booking.children })] : []),
  ].join(', ');

  return (
    <section className="card" aria-labelledby="details-stay">
      <h2 id="details-stay">{t('stay.title')}</h2>
      <dl className="facts details__facts">
        <div>
          <dt>{t('stay.checkIn')}</dt>
          <dd>
            {formatStayDate(booking.checkIn, lang)}{' '}
            <span className="muted">{t('stay.checkInTime', { time: company.checkInTime })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('stay.checkOut')}</dt>
          <dd>
            {formatStayDate(booking.checkOut, lang)}{' '}
            <span className="muted">{t('stay.checkOutTime', { time: company.checkOutTime })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('stay.nightsLabel')}</dt>
          <dd>{t('stay.nights', { count: booking.nights })}</dd>
        </div>
        <div>
          <dt>{t('stay.pitch')}</dt>
          <dd>
            {t('stay.pitchValue', {
              code: booking.pitch.code,
              category: textIn(booking.category.name, lang),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('stay.party')}</dt>
          <dd>{party}</dd>
        </div>
        <div>
          <dt>{t('stay.extras')}</dt>
          <dd>
            {extras.length
              ? extras.map((line) => textIn(line.label, lang)).join(', ')
              : t('stay.noExtras')}
          </dd>
        </div>
        <div>
          <dt>{t('stay.guest')}</dt>
          <dd>
            {booking.guest.firstName} {booking.guest.lastName}
            {booking.guest.email && <span className="muted"> · {booking.guest.email}</span>}
          </dd>
        </div>
      </dl>
    </section>
  );
}
