import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney } from '@/lib/booking-format';

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  /** Where Stripe sends the guest back after a payment that needs a redirect (EPS, 3-D Secure). */
  returnUrl: string;
  onPaid: () => void;
  /** The button's label (default: the checkout's "pay {amount}"). */
  payLabel?: string;
}

type Status = 'loading' | 'ready' | 'paying' | 'unavailable';

/**
 * Stripe's Payment Element, for the checkout and for a deposit booking's balance on the details
 * page (texts from the checkout catalogue). This module (and Stripe.js with it) loads only once the guest pays by
 * card: the landing page and the other payment methods never fetch it.
 */
export function StripePayment({
  publishableKey,
  clientSecret,
  amountCents,
  returnUrl,
  onPaid,
  payLabel,
}: StripePaymentProps) {
  const { t } = useTranslation('checkout');
  const lang = currentLanguage();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    let unmount: (() => void) | undefined;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey, { locale: lang }))
      .then((loaded) => {
        if (!active || !mountPoint.current) return;
        if (!loaded) throw new Error('Stripe.js did not load');
        const elements = loaded.elements({ clientSecret, locale: lang });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => active && setStatus('ready'));
        element.on('loaderror', () => active && setStatus('unavailable'));
        element.mount(mountPoint.current);
        stripe.current = { stripe: loaded, elements };
        unmount = () => element.destroy();
      })
      .catch(() => active && setStatus('unavailable'));
    return () => {
      active = false;
      unmount?.();
    };
  }, [publishableKey, clientSecret, lang]);

  const pay = async () => {
    if (!stripe.current || status !== 'ready') return;
    setStatus('paying');
    setError(null);
    const { stripe: s, elements } = stripe.current;
    try {
      const result = await s.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (result.error) {
        setError(result.error.message ?? '');
        setStatus('ready');
        return;
      }
      onPaid();
    } catch {
      setError('');
      setStatus('ready');
    }
  };

  return (
    <div className="stripe-payment">
      {status === 'loading' && (
        <p className="muted" role="status">
          {t('payment.stillLoading')}
        </p>
      )}
      {status === 'unavailable' && (
        <p className="field__error" role="alert">
          {t('errors.paymentPrepare')} {t('errors.tryAgain')}
        </p>
      )}
      <div ref={mountPoint} className="stripe-payment__element" />
      {error !== null && (
        <p className="field__error" role="alert">
          {t('errors.paymentFailed')} {error}
        </p>
      )}
      <button
        type="button"
        className="button button--large"
        disabled={status !== 'ready'}
        aria-disabled={status !== 'ready'}
        onClick={() => void pay()}
      >
        {status === 'paying'
          ? t('submit.paying')
          : status === 'loading'
            ? t('payment.stillLoading')
            : (payLabel ?? t('submit.pay', { amount: formatMoney(amountCents, lang) }))}
      </button>
    </div>
  );
}
