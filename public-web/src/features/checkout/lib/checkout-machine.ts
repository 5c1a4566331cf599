import type { Failure } from '@/features/checkout/lib/failure';
import type { StoredBooking } from '@/features/checkout/lib/hold-store';

/**
 * The checkout's workflow as a pure reducer: hold the pitch, then confirm it (bank transfer, pay
 * on arrival) or hand over to the card payment (Stripe), while the hold's countdown runs. It only
 * decides what comes next; use-checkout.ts makes the calls, keeps the tab's memory and moves
 * focus. Kept apart so every path (a double click, a refusal, a hold that runs out) is tested
 * without a page.
 *
 *   form ──submit──▶ holding ──holdMade──▶ confirming ──confirmed──▶ booked
 *    ▲                  │         │ (card)       │
 *    │            holdRefused     ▼              │ confirmFailed: the hold stays, the next
 *    └──────────────────┘       held ◀───────────┘ submit confirms again (a conflict drops it)
 *    ▲                            │ startOver ▶ cancelling ──cancelled──▶ form
 *    └─────── expired (any step with a hold: the pitch is free again) ──┘
 *
 * Only `form` and `held` take a submit, only `held` a start over: a request in flight is never
 * sent twice, whatever the buttons show.
 */

/** What the page says went wrong: a call's failure, or the workflow's own. */
export type CheckoutFailure = Failure | { kind: 'expired' } | { kind: 'prepare' };

export type CheckoutStep = 'form' | 'holding' | 'held' | 'confirming' | 'cancelling' | 'booked';

export interface CheckoutState {
  step: CheckoutStep;
  /** The hold made for this choice (kept in the tab, so a reload finds it). */
  hold: StoredBooking | null;
  failure: CheckoutFailure | null;
}

export type CheckoutEvent =
  /** The guest sends the form; `valid` is whether it passed the form's own checks. */
  | { type: 'submit'; valid: boolean }
  | { type: 'holdMade'; hold: StoredBooking }
  | { type: 'holdRefused'; failure: Failure }
  | { type: 'confirmed' }
  | { type: 'confirmFailed'; failure: Failure }
  /** Back to the form: the hold is given up. */
  | { type: 'startOver' }
  | { type: 'cancelled' }
  /** The hold's countdown reached zero. */
  | { type: 'expired' }
  /** Stripe took the card payment. */
  | { type: 'paid' };

export const initialCheckout = (hold: StoredBooking | null): CheckoutState => ({
  step: hold ? 'held' : 'form',
  hold,
  failure: null,
});

/** A card hold waits for Stripe: there is nothing to confirm, only its payment to show. */
const paysByCard = (hold: StoredBooking) => hold.method === 'stripe';

/** Stripe gave no payment to show for a card hold: the guest is told, and may try again. */
const cardStep = (hold: StoredBooking): CheckoutState => ({
  step: 'held',
  hold,
  failure: hold.payment.provider === 'stripe' ? null : { kind: 'prepare' },
});

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'submit': {
      if (state.step !== 'form' && state.step !== 'held') return state;
      // A new try clears the last failure, even one the form's own checks then stop.
      if (!event.valid && !state.hold) return { ...state, failure: null };
      if (!state.hold) return { ...state, step: 'holding', failure: null };
      if (paysByCard(state.hold)) return cardStep(state.hold);
      return { ...state, step: 'confirming', failure: null };
    }
    case 'holdMade':
      if (state.step !== 'holding') return state;
      return paysByCard(event.hold)
        ? cardStep(event.hold)
        : { step: 'confirming', hold: event.hold, failure: null };
    case 'holdRefused':
      if (state.step !== 'holding') return state;
      return { ...state, step: 'form', failure: event.failure };
    case 'confirmed':
      if (state.step !== 'confirming') return state;
      // The page leaves for the success page; the form stays locked until it has.
      return { ...state, step: 'booked', failure: null };
    case 'confirmFailed':
      if (state.step !== 'confirming') return state;
      // The hold ran out (or was closed) before the confirmation: the next try makes a new one.
      if (event.failure.kind === 'conflict')
        return {
          step: 'form',
          hold: null,
          failure: { kind: 'refused', status: 409, message: event.failure.message },
        };
      // Anything else (no connection, a server failure): the hold stays for another try.
      return { ...state, step: state.hold ? 'held' : 'form', failure: event.failure };
    case 'startOver':
      if (state.step !== 'held') return state;
      return { ...state, step: 'cancelling' };
    case 'cancelled':
      if (state.step !== 'cancelling') return state;
      return { step: 'form', hold: null, failure: null };
    case 'expired':
      if (!state.hold) return state;
      // A call in flight still decides the step; the hold is gone either way.
      return {
        step: state.step === 'held' ? 'form' : state.step,
        hold: null,
        failure: { kind: 'expired' },
      };
    case 'paid':
      if (state.step !== 'held' || !state.hold) return state;
      return { ...state, step: 'booked', failure: null };
  }
}

/** A request of the workflow is on its way: the form's button says so and takes no click. */
export const isSending = (state: CheckoutState) =>
  state.step === 'holding' || state.step === 'confirming';
