import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pathTo } from '@/config/paths';
import { cancelBooking, confirmBooking } from '@/lib/booking-api';
import type { PitchCategory } from '@/lib/categories';
import { currentLanguage } from '@/lib/i18n';
import { stayChoiceQuery, type StayChoice } from '@/lib/stay-search';
import {
  createHold,
  paymentMethodsQuery,
  quoteQuery,
  type Extra,
  type PaymentMethod,
  type PublicPitch,
} from '@/features/checkout/api/checkout-api';
import { describeFailure, type Failure } from '@/features/checkout/lib/failure';
import { mapLink } from '@/features/checkout/lib/links';
import { formatDate } from '@/features/checkout/lib/format';
import {
  apiFieldErrors,
  emptyGuest,
  extraPicks,
  extrasFor,
  holdRequest,
  initialExtras,
  stayRequest,
  validateGuest,
  type ExtraChoice,
  type FormErrors,
  type GuestField,
  type GuestValues,
} from '@/features/checkout/lib/guest-form';
import {
  forgetHold,
  heldFor,
  forgetDraft,
  readDraft,
  rememberHold,
  saveDraft,
  type StoredBooking,
} from '@/features/checkout/lib/hold-store';
import { BankTransferDetails } from '@/features/checkout/components/bank-transfer-details';
import { errorId, FieldError } from '@/features/checkout/components/field-problem';
import { ExtrasFieldset } from '@/features/checkout/components/extras-fieldset';
import { GuestFields } from '@/features/checkout/components/guest-fields';
import { HoldCountdown } from '@/features/checkout/components/hold-countdown';
import { PaymentMethodPicker } from '@/features/checkout/components/payment-method-picker';
import { QuoteSummary } from '@/features/checkout/components/quote-summary';

// Stripe.js and its Payment Element load only when the guest pays by card.
const StripePayment = lazy(() =>
  import('@/components/payment/stripe-payment').then((m) => ({
    default: m.StripePayment,
  })),
);

interface Props {
  choice: StayChoice & { pitch: string };
  category: PitchCategory;
  pitch: PublicPitch;
  extras: Extra[];
}

const stayOf = (choice: Props['choice'], category: PitchCategory, pitch: PublicPitch) => ({
  pitchId: pitch.id,
  categoryId: category.id,
  checkIn: choice.checkIn,
  checkOut: choice.checkOut,
  adults: choice.adults,
  children: choice.children,
});

/** The extras the form starts with: the guest's earlier picks for this stay, else the mandatory ones. */
const firstExtras = (choiceKey: string, offered: Extra[]): ExtraChoice =>
  readDraft(choiceKey).extras ?? initialExtras(offered);

/**
 * The queries whose answers change the form's height (payment methods, the first price), asked
 * before the form is shown: a field moving down under a finger is a wrong tap on a slow phone.
 * The form asks the same queries and finds the answers in the cache.
 */
export function useCheckoutPrerequisites({ choice, category, pitch, extras }: Props) {
  const offered = extrasFor(extras, category.id, pitch.hasElectricity);
  const request = stayRequest(
    stayOf(choice, category, pitch),
    offered,
    firstExtras(stayChoiceQuery(choice), offered),
  );
  const methods = useQuery(paymentMethodsQuery);
  const quote = useQuery(quoteQuery(request));
  return { pending: methods.isPending || quote.isPending };
}

/** The order of the form's fields, for moving focus to the first one with a problem. */
const FIELD_ORDER: string[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
  'country',
  'uid',
];

export function CheckoutForm({ choice, category, pitch, extras }: Props) {
  const { t } = useTranslation('checkout');
  const lang = currentLanguage();
  const navigate = useNavigate();
  const formId = useId().replace(/:/g, '');
  const choiceKey = stayChoiceQuery(choice);
  const offered = useMemo(
    () => extrasFor(extras, category.id, pitch.hasElectricity),
    [extras, category.id, pitch.hasElectricity],
  );
  const draft = useMemo(() => readDraft(choiceKey), [choiceKey]);

  const [hold, setHold] = useState<StoredBooking | null>(() => heldFor(choiceKey));
  const [values, setValues] = useState<GuestValues>(() => ({
    ...emptyGuest(lang === 'de' ? 'AT' : ''),
    ...draft.values,
    // A hold exists only with the consent given.
    consent: hold !== null,
  }));
  const [chosen, setChosen] = useState<ExtraChoice>(() => firstExtras(choiceKey, offered));
  const [method, setMethod] = useState<PaymentMethod | undefined>(draft.method);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [sending, setSending] = useState(false);
  // One request at a time, whatever the button's state: a double click sends once.
  const inFlight = useRef(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const payRef = useRef<HTMLHeadingElement>(null);

  const methods = useQuery(paymentMethodsQuery);
  const available = methods.data?.methods ?? [];
  const activeMethod =
    hold?.method ?? (method && available.includes(method) ? method : available[0]);

  const stay = stayOf(choice, category, pitch);
  const quote = useQuery({
    ...quoteQuery(stayRequest(stay, offered, chosen)),
    placeholderData: keepPreviousData,
  });
  const quoteFailure = quote.isError && !quote.isFetching ? describeFailure(quote.error) : null;
  // A refused stay names its reason (minimum stay, a mandatory extra): the API's words.
  const quoteProblem = (failed: Failure) =>
    failed.kind === 'invalid'
      ? (Object.values(failed.fields ?? {})[0] ?? (failed.message || t('quote.error')))
      : t('quote.error');

  useEffect(() => {
    const { consent: _consent, ...typed } = values;
    saveDraft(choiceKey, { values: typed, extras: chosen, method });
  }, [choiceKey, values, chosen, method]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  // The card step appears below the (now locked) form: the guest is taken there.
  const payStep = hold?.method === 'stripe';
  useEffect(() => {
    if (payStep) payRef.current?.focus();
  }, [payStep]);

  const setField = <K extends GuestField>(field: K, value: GuestValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const setExtra = (code: string, quantity: number) => {
    setChosen((prev) => ({ ...prev, [code]: quantity }));
    setErrors(({ [`extras.${code}`]: _gone, ...rest }) => rest);
  };

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    const first = [...FIELD_ORDER, ...offered.map((e) => `extras.${e.code}`), 'consent'].find(
      (f) => found[f],
    );
    if (!first) return;
    const id = first.startsWith('extras.')
      ? `${formId}-extra-${first.slice(7)}`
      : `${formId}-${first}`;
    document.getElementById(id)?.focus();
  };

  const successPath = (id: string) => pathTo('bookingSuccess', lang, id);

  /** Pay on arrival and bank transfer: the booking waits for the link in the mail this sends. */
  const finish = async (stored: StoredBooking) => {
    await confirmBooking(stored.id, stored.token);
    forgetHold(choiceKey);
    forgetDraft(choiceKey);
    navigate(successPath(stored.id));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !activeMethod) return;
    setFailure(null);
    // With a hold the form is done with (and locked): only its next step is left.
    const found = hold ? {} : validateGuest(values, offered, chosen);
    if (Object.keys(found).length) {
      showErrors(found);
      return;
    }
    inFlight.current = true;
    setSending(true);
    let stored = hold;
    try {
      if (!stored) {
        const body = holdRequest(stay, values, offered, chosen, activeMethod, lang);
        try {
          const created = await createHold(body);
          stored = rememberHold(choiceKey, created, activeMethod, body.email);
          setHold(stored);
        } catch (error) {
          const failed = describeFailure(error);
          if (failed.kind === 'invalid' && failed.fields)
            showErrors(apiFieldErrors(failed.fields, extraPicks(offered, chosen)));
          setFailure(failed);
          return;
        }
      }
      if (stored.method === 'stripe') {
        if (stored.payment.provider !== 'stripe') setFailure({ kind: 'prepare' });
        return;
      }
      await finish(stored);
    } catch (error) {
      const failed = describeFailure(error);
      // The hold ran out (or was closed) before the confirmation: the next try makes a new one.
      if (failed.kind === 'conflict') {
        forgetHold(choiceKey);
        setHold(null);
        setFailure({ kind: 'refused', status: 409, message: failed.message });
      } else setFailure(failed);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  /** Back to the form: the hold is given up, so the pitch is free again for anyone. */
  const startOver = async () => {
    if (!hold || inFlight.current) return;
    inFlight.current = true;
    await cancelBooking(hold.id, hold.token).catch(() => undefined);
    forgetHold(choiceKey);
    setHold(null);
    setFailure(null);
    inFlight.current = false;
  };

  const expired = useCallback(() => {
    forgetHold(choiceKey);
    setHold(null);
    setFailure({ kind: 'expired' });
  }, [choiceKey]);

  const locked = Boolean(hold) || sending;
  const stripeStep =
    hold?.method === 'stripe' && hold.payment.provider === 'stripe' ? hold.payment : null;
  const returnUrl = hold
    ? `${window.location.origin}${successPath(hold.id)}`
    : window.location.href;

  return (
    <form className="checkout__form" onSubmit={(e) => void submit(e)} noValidate>
      <section className="card checkout__stay" aria-labelledby={`${formId}-stay`}>
        <h2 id={`${formId}-stay`}>{t('stay.title')}</h2>
        <p className="checkout__pitch">
          <strong>{t('stay.pitch', { code: pitch.code })}</strong> · {category.name[lang]}
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
          <label htmlFor={`${formId}-consent`}>
            <Trans
              t={t}
              i18nKey="consent.label"
              components={{
                terms: <Link to={pathTo('terms', lang)} target="_blank" />,
                privacy: <Link to={pathTo('privacy', lang)} target="_blank" />,
              }}
            />
          </label>
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
              onPaid={() => {
                forgetHold(choiceKey);
                forgetDraft(choiceKey);
                navigate(`${successPath(hold.id)}?redirect_status=succeeded`);
              }}
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

type CheckoutFailure = Failure | { kind: 'expired' } | { kind: 'prepare' };

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
