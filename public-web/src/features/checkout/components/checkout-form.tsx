import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import type { CheckoutFailure } from '@/features/checkout/lib/checkout-machine';
import type { Failure } from '@/features/checkout/lib/failure';
import { mapLink } from '@/features/checkout/lib/links';
import { formatDate } from '@/features/checkout/lib/format';
import { useCheckout, type CheckoutProps } from '@/features/checkout/lib/use-checkout';
import { BankTransferDetails } from '@/features/checkout/components/bank-transfer-details';
import { errorId, FieldError } from '@/features/checkout/components/field-problem';
import { ExtrasFieldset } from '@/features/checkout/components/extras-fieldset';
import { GuestFields } from '@/features/checkout/components/guest-fields';
import { HoldCountdown } from '@/features/checkout/components/hold-countdown';
import { PaymentMethodPicker } from '@/features/checkout/components/payment-method-picker';
import { QuoteSummary } from '@/features/checkout/components/quote-summary';
import { textIn } from '@/lib/content';

// Stripe.js and its Payment Element load only when the guest pays by card.
const StripePayment = lazy(() =>
  import('@/components/payment/stripe-payment').then((m) => ({
    default: m.StripePayment,
  })),
);

/** The checkout form; its state and the hold → confirm workflow are in lib/use-checkout.ts. */
export function CheckoutForm(props: CheckoutProps) {
  const { choice, category, pitch } = props;
  const { t } = useTranslation('checkout');
  const {
    formId,
    lang,
    offered,
    values,
    chosen,
    errors,
    setField,
    setExtra,
    setMethod,
    methods,
    available,
    activeMethod,
    quote,
    quoteFailure,
    hold,
    failure,
    sending,
    locked,
    stripeStep,
    returnUrl,
    submit,
    startOver,
    expired,
    paid,
  } = useCheckout(props);
  const failureRef = useRef<HTMLDivElement>(null);
  const payRef = useRef<HTMLHeadingElement>(null);
  // The consent's text with its two links, made once: not again with every key pressed.
  const consentLabel = useMemo(
    () => (
      <Trans
        t={t}
        i18nKey="consent.label"
        components={{
          terms: <Link to={pathTo('terms', lang)} target="_blank" />,
          privacy: <Link to={pathTo('privacy', lang)} target="_blank" />,
        }}
      />
    ),
    [t, lang],
  );

  // A refused stay names its reason (minimum stay, a mandatory extra): the API's words.
  const quoteProblem = (failed: Failure) =>
    failed.kind === 'invalid'
      ? (Object.values(failed.fields ?? {})[0] ?? (failed.message || t('quote.error')))
      : t('quote.error');

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  // The card step appears below the (now locked) form: the guest is taken there.
  const payStep = hold?.method === 'stripe';
  useEffect(() => {
    if (payStep) payRef.current?.focus();
  }, [payStep]);

  return (
    <form className="checkout__form" onSubmit={(e) => void submit(e)} noValidate>
      <section className="card checkout__stay" aria-labelledby={`${formId}-stay`}>
        <h2 id={`${formId}-stay`}>{t('stay.title')}</h2>
        <p className="checkout__pitch">
          <strong>{t('stay.pitch', { code: pitch.code })}</strong> · {textIn(category.name, lang)}
        </p>
        <p>
          {t('stay.dates', {
            checkIn: formatDate(choice.checkIn, lang),
            checkOut: formatDate(choice.checkOut, lang),
          })}
        </p>
        <p className="muted">
          {[
            quote.data && t('stay.nights', { count: quote.data.nights }),
            t('stay.adults', { count: choice.adults }),
            choice.children > 0 && t('stay.children', { count: choice.children }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {!hold && (
          <Link className="strong-link" to={mapLink(choice)}>
            {t('stay.change')}
          </Link>
        )}
      </section>

      {hold?.holdExpiresAt && (
        <div className="card checkout__hold">
          <p>{t('hold.created', { number: hold.number })}</p>
          <HoldCountdown expiresAt={hold.holdExpiresAt} onExpired={expired} />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void startOver()}
          >
            {t('hold.startOver')}
          </button>
        </div>
      )}

      <fieldset className="checkout__fields" disabled={locked}>
        <GuestFields formId={formId} values={values} errors={errors} onChange={setField} />
        <ExtrasFieldset
          formId={formId}
          offered={offered}
          chosen={chosen}
          errors={errors}
          onChange={setExtra}
        />
        {methods.isError ? (
          <p className="field__error" role="alert">
            {t('payment.methodsError')} {t('errors.tryAgain')}
          </p>
        ) : !methods.data ? (
          <p className="muted" role="status">
            {t('payment.loadingMethods')}
          </p>
        ) : (
          <PaymentMethodPicker
            formId={formId}
            methods={available}
            value={activeMethod}
            onChange={setMethod}
          />
        )}
      </fieldset>

      <QuoteSummary
        quote={quote.data}
        updating={quote.isFetching}
        problem={quoteFailure ? quoteProblem(quoteFailure) : undefined}
      />

      <fieldset className="checkout__section consent" disabled={locked}>
        <legend className="visually-hidden">{t('consent.title')}</legend>
        <div className="consent__row">
          <input
            id={`${formId}-consent`}
            type="checkbox"
            checked={values.consent}
            onChange={(e) => setField('consent', e.target.checked)}
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? errorId(formId, 'consent') : undefined}
            required
          />
          <label htmlFor={`${formId}-consent`}>{consentLabel}</label>
        </div>
        <FieldError formId={formId} field="consent" problem={errors.consent} />
      </fieldset>

      {failure && (
        <div className="checkout__failure" role="alert" tabIndex={-1} ref={failureRef}>
          <FailureText failure={failure} />
          {failure.kind === 'conflict' && !hold && (
            <Link className="button" to={mapLink(choice)}>
              {t('errors.backToMap')}
            </Link>
          )}
        </div>
      )}

      {stripeStep && hold ? (
        <section className="checkout__section" aria-labelledby={`${formId}-pay`}>
          <h2 id={`${formId}-pay`} ref={payRef} tabIndex={-1}>
            {t('payment.payTitle')}
          </h2>
          <Suspense
            fallback={
              <p className="muted" role="status">
                {t('payment.stillLoading')}
              </p>
            }
          >
            <StripePayment
              publishableKey={stripeStep.publishableKey}
              clientSecret={stripeStep.clientSecret}
              amountCents={quote.data?.totalCents ?? 0}
              returnUrl={returnUrl}
              onPaid={paid}
            />
          </Suspense>
        </section>
      ) : (
        <div className="checkout__submit">
          {hold?.payment.provider === 'bank_transfer' && (
            <BankTransferDetails payment={hold.payment} />
          )}
          <button
            type="submit"
            className="button button--large"
            disabled={sending || !activeMethod}
            aria-disabled={sending || !activeMethod}
          >
            {sending
              ? t('submit.sending')
              : activeMethod === 'stripe'
                ? t('submit.toPayment')
                : t('submit.book')}
          </button>
        </div>
      )}
    </form>
  );
}

/** docs/product.md §8 texts for what went wrong; the API's own message where it wrote one for the guest. */
function FailureText({ failure }: { failure: CheckoutFailure }) {
  const { t } = useTranslation('checkout');
  const tryAgain = t('errors.tryAgain');
  switch (failure.kind) {
    case 'network':
      return <p>{`${t('errors.networkError')} ${tryAgain}`}</p>;
    case 'server':
      return <p>{failure.message ?? `${t('errors.serverError')} ${tryAgain}`}</p>;
    case 'invalid':
      return (
        <p>
          {failure.fields ? t('errors.invalidData') : failure.message || t('errors.invalidData')}
        </p>
      );
    case 'conflict':
      return <p>{failure.message || t('errors.pitchTaken')}</p>;
    case 'expired':
      return <p>{t('hold.expired')}</p>;
    case 'prepare':
      return <p>{`${t('errors.paymentPrepare')} ${tryAgain}`}</p>;
    default:
      return <p>{failure.message || `${t('errors.serverError')} ${tryAgain}`}</p>;
  }
}
