import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiMessage,
  useBalancePaid,
  useBalancePayment,
  type Booking,
} from '@/features/booking-details/api/booking-details';
import { formatMoney, formatStayDate } from '@/lib/booking-format';
import { currentLanguage } from '@/lib/i18n';

// Stripe.js loads only when the guest chooses to pay the balance.
const StripePayment = lazy(() =>
  import('@/components/payment/stripe-payment').then((m) => ({ default: m.StripePayment })),
);

/**
 * A deposit booking's money: the deposit paid, the balance and its due date, and — while it is
 * open — paying it by card here (a second PaymentIntent) or at the reception on arrival.
 */
export function BalanceCard({ booking, token }: { booking: Booking; token: string }) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const start = useBalancePayment(booking.id, token);
  const paid = useBalancePaid(booking.id, token);
  if (booking.depositCents <= 0 || booking.status !== 'confirmed') return null;
  const money = (cents: number) => formatMoney(cents, lang);
  const open = booking.amountDueCents > 0;

  return (
    <section className="card" aria-labelledby="details-balance" data-testid="balance-card">
      <h2 id="details-balance">{t('balance.title')}</h2>
      <dl className="facts details__facts">
        <div>
          <dt>{t('balance.deposit')}</dt>
          <dd>{money(booking.depositCents)}</dd>
        </div>
        <div>
          <dt>{t('balance.due')}</dt>
          <dd data-testid="balance-due">{money(booking.amountDueCents)}</dd>
        </div>
        {booking.balanceDueDate && (
          <div>
            <dt>{t('balance.dueDate')}</dt>
            <dd>{formatStayDate(booking.balanceDueDate, lang)}</dd>
          </div>
        )}
      </dl>
      {!open && (
        <p role="status" className="details__done">
          {t('balance.paid')}
        </p>
      )}
      {open && <p className="muted">{t('balance.howTo')}</p>}
      {open && booking.balancePayable && !start.data && (
        <button
          type="button"
          className="button"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          {t('balance.payNow', { amount: money(booking.amountDueCents) })}
        </button>
      )}
      {start.isError && (
        <p role="alert" className="details__error">
          {apiMessage(start.error)}
        </p>
      )}
      {open && start.data && (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <StripePayment
            publishableKey={start.data.publishableKey}
            clientSecret={start.data.clientSecret}
            amountCents={start.data.amountCents}
            returnUrl={window.location.href}
            payLabel={t('balance.payNow', { amount: money(start.data.amountCents) })}
            onPaid={() => paid.mutate()}
          />
        </Suspense>
      )}
      {paid.isPending && <p role="status">{t('balance.recording')}</p>}
      {paid.isError && (
        <p role="alert" className="details__error">
          {apiMessage(paid.error)}
        </p>
      )}
    </section>
  );
}
