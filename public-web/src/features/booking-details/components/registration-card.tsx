import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@/features/booking-details/api/booking-details';
import { useRegistration } from '@/features/booking-details/api/registration';

// The form and its signature pad load only when the guest opens it.
const RegistrationForm = lazy(
  () => import('@/features/booking-details/components/registration-form'),
);

/**
 * Guest registration (Meldeschein) on the details page: who is registered, and the form for every
 * person of the party with the signature, for a confirmed stay until the day of departure.
 */
export function RegistrationCard({ booking, token }: { booking: Booking; token: string }) {
  const { t } = useTranslation('booking-details');
  const query = useRegistration(booking.id, token, booking.status === 'confirmed');
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (booking.status !== 'confirmed' || !query.data) return null;
  const r = query.data;
  return (
    <section className="card registration-card" aria-labelledby="details-registration">
      <h2 id="details-registration">{t('registration.title')}</h2>
      {saved && (
        <p role="status" className="details__done" data-testid="registration-done">
          {t('registration.done', { number: r.sheetNumber })}
        </p>
      )}
      <p data-testid="registration-state">
        {r.complete
          ? t('registration.complete', { number: r.sheetNumber })
          : t('registration.missing', { registered: r.registered, partySize: r.partySize })}
      </p>
      {r.editable && !open && (
        <button
          type="button"
          className={r.complete ? 'button button--light' : 'button'}
          onClick={() => {
            setSaved(false);
            setOpen(true);
          }}
        >
          {r.complete ? t('registration.correct') : t('registration.start')}
        </button>
      )}
      {open && (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <RegistrationForm
            id={booking.id}
            token={token}
            registration={r}
            guest={booking.guest}
            onDone={() => {
              setOpen(false);
              setSaved(true);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
