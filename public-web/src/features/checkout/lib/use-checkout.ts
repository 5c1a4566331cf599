import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pathTo, type Language } from '@/config/paths';
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
import {
  checkoutReducer,
  initialCheckout,
  isSending,
  type CheckoutEvent,
  type CheckoutState,
} from '@/features/checkout/lib/checkout-machine';
import { describeFailure } from '@/features/checkout/lib/failure';
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
  forgetDraft,
  forgetHold,
  heldFor,
  readDraft,
  rememberHold,
  saveDraft,
  type StoredBooking,
} from '@/features/checkout/lib/hold-store';

/**
 * The checkout form's state and workflow, so checkout-form.tsx only renders: the guest's values,
 * extras and payment method (kept as a draft in the tab), the live price, and the hold → confirm
 * workflow of checkout-machine.ts with its calls, the tab's memory of the hold and the way to
 * the success page.
 *
 * The machine's state lives in a ref, read and written synchronously by `send`, and is copied to
 * React state for rendering: two clicks in the same frame find the first one's request already
 * on its way, before React has rendered anything.
 */

export interface CheckoutProps {
  choice: StayChoice & { pitch: string };
  category: PitchCategory;
  pitch: PublicPitch;
  extras: Extra[];
}

const stayOf = (choice: CheckoutProps['choice'], category: PitchCategory, pitch: PublicPitch) => ({
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
export function useCheckoutPrerequisites({ choice, category, pitch, extras }: CheckoutProps) {
  const offered = extrasFor(extras, category.id, pitch.hasElectricity, pitch.metered);
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
/** The country a guest's address most likely is in, preset by the page language. */
const HOME_COUNTRY: Record<Language, string> = { de: 'AT', en: '', nl: 'NL' };

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

const withoutError = (errors: FormErrors, field: string): FormErrors => {
  if (!(field in errors)) return errors;
  const { [field]: _gone, ...rest } = errors;
  return rest;
};

/** The machine, with its state readable at once (the ref) and rendered (the copy). */
function useCheckoutMachine(choiceKey: string) {
  const [state, setState] = useState(() => initialCheckout(heldFor(choiceKey)));
  const current = useRef<CheckoutState>(state);
  const send = useCallback((event: CheckoutEvent): CheckoutState => {
    const next = checkoutReducer(current.current, event);
    current.current = next;
    setState(next);
    return next;
  }, []);
  const now = useCallback(() => current.current, []);
  return { state, send, now };
}

export function useCheckout({ choice, category, pitch, extras }: CheckoutProps) {
  const lang = currentLanguage();
  const navigate = useNavigate();
  const formId = useId().replace(/:/g, '');
  const choiceKey = stayChoiceQuery(choice);
  const offered = useMemo(
    () => extrasFor(extras, category.id, pitch.hasElectricity, pitch.metered),
    [extras, category.id, pitch.hasElectricity, pitch.metered],
  );
  const draft = useMemo(() => readDraft(choiceKey), [choiceKey]);

  const { state, send, now } = useCheckoutMachine(choiceKey);
  const { hold, failure } = state;
  const [values, setValues] = useState<GuestValues>(() => ({
    ...emptyGuest(HOME_COUNTRY[lang]),
    ...draft.values,
    // A hold exists only with the consent given.
    consent: state.hold !== null,
  }));
  const [chosen, setChosen] = useState<ExtraChoice>(() => firstExtras(choiceKey, offered));
  const [method, setMethod] = useState<PaymentMethod | undefined>(draft.method);
  const [errors, setErrors] = useState<FormErrors>({});

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

  useEffect(() => {
    const { consent: _consent, ...typed } = values;
    saveDraft(choiceKey, { values: typed, extras: chosen, method });
  }, [choiceKey, values, chosen, method]);

  // Kept with one identity, and the errors object unchanged when it had nothing to drop: a key
  // press then redraws the guest fields only, not the extras, the payment methods or the price.
  const setField = useCallback(<K extends GuestField>(field: K, value: GuestValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => withoutError(prev, field));
  }, []);
  const setExtra = useCallback((code: string, quantity: number) => {
    setChosen((prev) => ({ ...prev, [code]: quantity }));
    setErrors((prev) => withoutError(prev, `extras.${code}`));
  }, []);

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
  const confirm = async (stored: StoredBooking) => {
    try {
      await confirmBooking(stored.id, stored.token);
    } catch (error) {
      const failed = describeFailure(error);
      if (failed.kind === 'conflict') forgetHold(choiceKey);
      send({ type: 'confirmFailed', failure: failed });
      return;
    }
    forgetHold(choiceKey);
    forgetDraft(choiceKey);
    send({ type: 'confirmed' });
    navigate(successPath(stored.id));
  };

  const makeHold = async (paymentMethod: PaymentMethod) => {
    const body = holdRequest(stay, values, offered, chosen, paymentMethod, lang);
    let stored: StoredBooking;
    try {
      const created = await createHold(body);
      stored = rememberHold(choiceKey, created, paymentMethod, body.email);
    } catch (error) {
      const failed = describeFailure(error);
      if (failed.kind === 'invalid' && failed.fields)
        showErrors(apiFieldErrors(failed.fields, extraPicks(offered, chosen)));
      send({ type: 'holdRefused', failure: failed });
      return;
    }
    if (send({ type: 'holdMade', hold: stored }).step === 'confirming') await confirm(stored);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const before = now();
    if (!activeMethod || (before.step !== 'form' && before.step !== 'held')) return;
    // With a hold the form is done with (and locked): only its next step is left.
    const found = before.hold ? {} : validateGuest(values, offered, chosen);
    const valid = Object.keys(found).length === 0;
    const next = send({ type: 'submit', valid });
    if (!valid) showErrors(found);
    else if (next.step === 'holding') await makeHold(activeMethod);
    else if (next.step === 'confirming' && next.hold) await confirm(next.hold);
  };

  /** Back to the form: the hold is given up, so the pitch is free again for anyone. */
  const startOver = async () => {
    const given = now().hold;
    if (!given || send({ type: 'startOver' }).step !== 'cancelling') return;
    await cancelBooking(given.id, given.token).catch(() => undefined);
    forgetHold(choiceKey);
    send({ type: 'cancelled' });
  };

  const expired = useCallback(() => {
    forgetHold(choiceKey);
    send({ type: 'expired' });
  }, [choiceKey, send]);

  /** Stripe took the card payment: the success page waits for the confirmation. */
  const paid = () => {
    const booked = now().hold;
    if (!booked) return;
    forgetHold(choiceKey);
    forgetDraft(choiceKey);
    send({ type: 'paid' });
    navigate(`${successPath(booked.id)}?redirect_status=succeeded`);
  };

  const sending = isSending(state);
  const stripeStep =
    hold?.method === 'stripe' && hold.payment.provider === 'stripe' ? hold.payment : null;

  return {
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
    locked: Boolean(hold) || sending,
    /** The card payment to show once a card hold is made. */
    stripeStep,
    returnUrl: hold ? `${window.location.origin}${successPath(hold.id)}` : window.location.href,
    submit,
    startOver,
    expired,
    paid,
  };
}
