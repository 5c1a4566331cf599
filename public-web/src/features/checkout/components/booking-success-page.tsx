import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { pathTo } from '@/config/paths';
import type { Booking } from '@/lib/api-types';
import { bookingQuery } from '@/lib/booking-api';
import { useCompany } from '@/lib/company-settings';
import { currentLanguage } from '@/lib/i18n';
import { paymentReturn } from '@/features/checkout/api/checkout-api';
import { describeFailure } from '@/features/checkout/lib/failure';
import { formatDate, formatInstant, formatMoney } from '@/features/checkout/lib/format';
import { storedBooking, type StoredBooking } from '@/features/checkout/lib/hold-store';
import { formLink } from '@/features/checkout/lib/links';
import { BankTransferDetails } from '@/features/checkout/components/bank-transfer-details';
import { textIn } from '@/lib/content';

/** How long the page waits for Stripe's confirmation before it says so (polling every 2 s). */
const CONFIRMATION_WAIT_MS = 45_000;
const POLL_MS = 2000;

/**
 * docs/product.md §2.1 booking success (`/de/buchung-erfolgreich/{bookingId}`): the booking made in this tab
 * (its token is kept in sessionStorage by the checkout), read afresh from the API.
 */
export function BookingSuccessPage() {
  const { t } = useTranslation('checkout');
  const { bookingId } = useParams();
  const stored = useMemo(() => storedBooking(bookingId), [bookingId]);

  return (
    <section className="content narrow checkout booking-success">
      {stored ? (
        <SuccessContent stored={stored} />
      ) : (
        <>
          <h1>{t('success.title')}</h1>
          <NoBooking text={t('success.noBooking')} />
        </>
      )}
    </section>
  );
}

function NoBooking({ text }: { text: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="card checkout__notice" role="alert">
      <p>{text}</p>
      <Link className="button" to={formLink()}>
        {t('success.newBooking')}
      </Link>
    </div>
  );
}

function SuccessContent({ stored }: { stored: StoredBooking }) {
  const { t } = useTranslation('checkout');
  const lang = currentLanguage();
  const [params] = useSearchParams();
  const { company } = useCompany();
  const paidWithStripe = stored.method === 'stripe';
  // Stripe sends the guest back with `redirect_status`; the checkout does the same without a redirect.
  const stripeSaysPaid = params.get('redirect_status') === 'succeeded';
  const [waitedOut, setWaitedOut] = useState(false);
  const returned = useRef(false);

  const booking = useQuery({
    ...bookingQuery(stored.id, stored.token),
    refetchInterval: (query) =>
      paidWithStripe && query.state.data?.status === 'pending' && !waitedOut ? POLL_MS : false,
  });
  const pendingPayment = paidWithStripe && booking.data?.status === 'pending';

  // The guest's return: the API asks Stripe, so the booking is confirmed even before the webhook.
  const { refetch } = booking;
  useEffect(() => {
    if (!pendingPayment || returned.current) return;
    returned.current = true;
    // Polling goes on regardless; a failed call only means the webhook has to do it.
    paymentReturn(stored.id, stored.token).then(
      () => void refetch(),
      () => undefined,
    );
  }, [pendingPayment, stored.id, stored.token, refetch]);

  useEffect(() => {
    if (!pendingPayment) return;
    const timer = window.setTimeout(() => setWaitedOut(true), CONFIRMATION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [pendingPayment]);

  if (booking.isError) {
    const failed = describeFailure(booking.error);
    const text =
      failed.kind === 'refused' && failed.status === 404
        ? t('success.notFound')
        : failed.kind === 'refused' && failed.status === 403
          ? t('success.accessDenied')
          : t('success.loadError');
    return (
      <>
        <h1>{t('success.title')}</h1>
        <NoBooking text={text} />
      </>
    );
  }
  if (!booking.data)
    return (
      <>
        <h1>{t('success.title')}</h1>
        <p role="status">{t('success.loading')}</p>
      </>
    );

  const b = booking.data;
  const awaitingMail = b.awaitingEmailConfirmation;
  const title = pendingPayment
    ? t('success.titleProcessing')
    : awaitingMail
      ? t('success.titleAwaiting')
      : t('success.title');

  return (
    <>
      <h1>{title}</h1>
      {pendingPayment &&
        (waitedOut && stripeSaysPaid ? (
          <p className="field__error" role="alert">
            {t('errors.paymentConfirmFailed', { phone: company.phone, email: company.email })}
          </p>
        ) : (
          <p role="status">{t('success.processing')}</p>
        ))}
      <div className="card booking-success__card">
        <p className="booking-success__number">
          {t('success.number')} <strong data-testid="booking-number">{b.number}</strong>
        </p>
        <BookingFacts booking={b} />
      </div>
      <section className="checkout__section" aria-labelledby="next-steps">
        <h2 id="next-steps">{t('success.next')}</h2>
        <ul className="check-list">
          {awaitingMail && (
            <li>
              {t('success.awaitingMail', {
                email: stored.email,
                deadline: b.holdExpiresAt ? formatInstant(String(b.holdExpiresAt), lang) : '',
              })}
            </li>
          )}
          {b.status === 'confirmed' && (
            <li>{t('success.confirmedMail', { email: b.guest.email ?? stored.email })}</li>
          )}
          {stored.payment.provider === 'bank_transfer' && (
            <li>
              {t('success.bankTransfer', { date: formatDate(stored.payment.dueDate, lang) })}
              <BankTransferDetails payment={stored.payment} />
            </li>
          )}
          {stored.method === 'on_arrival' && <li>{t('success.onArrival')}</li>}
          <li>{t('success.code')}</li>
          <li>{t('success.invoice')}</li>
          <li>
            {t('success.checkIn', {
              checkIn: company.checkInTime,
              checkOut: company.checkOutTime,
            })}
          </li>
        </ul>
        {/* A document load: the details page has its own CSP (it may take the balance by card). */}
        <Link
          reloadDocument
          className="button button--secondary"
          to={`${pathTo('bookingDetails', lang, b.id)}?token=${encodeURIComponent(stored.token)}`}
        >
          {t('success.details')}
        </Link>
      </section>
    </>
  );
}

function BookingFacts({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation('checkout');
  const lang = currentLanguage();
  const guests = [
    t('stay.adults', { count: b.adults }),
    b.children > 0 && t('stay.children', { count: b.children }),
  ]
    .filter(Boolean)
    .join(' · ');
  const rows: [string, string][] = [
    [
      t('success.stay'),
      `${t('stay.dates', {
        checkIn: formatDate(b.checkIn, lang),
        checkOut: formatDate(b.checkOut, lang),
      })} (${t('stay.nights', { count: b.nights })})`,
    ],
    [t('success.pitch'), `${b.pitch.code} · ${textIn(b.category.name, lang)}`],
    [t('success.guests'), guests],
    [
      t('success.total'),
      `${formatMoney(b.totalCents, lang)}${b.paymentStatus === 'paid' ? ` (${t('success.paid')})` : ''}`,
    ],
  ];
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
