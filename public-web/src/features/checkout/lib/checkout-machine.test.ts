import { describe, expect, it } from 'vitest';
import type { PaymentInstruction } from '@/features/checkout/api/checkout-api';
import {
  checkoutReducer,
  initialCheckout,
  isSending,
  type CheckoutEvent,
  type CheckoutState,
} from '@/features/checkout/lib/checkout-machine';
import type { StoredBooking } from '@/features/checkout/lib/hold-store';

const onArrival = { provider: 'on_arrival' } satisfies PaymentInstruction;
const stripe = {
  provider: 'stripe',
  clientSecret: 'pi_1_secret_x',
  publishableKey: 'pk_test_x',
} satisfies PaymentInstruction;

const held = (overrides: Partial<StoredBooking> = {}): StoredBooking => ({
  id: 'b1',
  number: 'AC-2027-00042',
  token: 'tok',
  holdExpiresAt: '2027-04-01T10:15:00.000Z',
  method: 'on_arrival',
  payment: onArrival,
  email: 'anna@example.at',
  ...overrides,
});

const run = (state: CheckoutState, ...events: CheckoutEvent[]) =>
  events.reduce(checkoutReducer, state);

const fresh = initialCheckout(null);
const submit: CheckoutEvent = { type: 'submit', valid: true };

describe('the checkout workflow', () => {
  it('holds the pitch, then confirms the hold, then is booked', () => {
    const holding = run(fresh, submit);
    expect(holding).toMatchObject({ step: 'holding', hold: null, failure: null });
    expect(isSending(holding)).toBe(true);

    const confirming = run(holding, { type: 'holdMade', hold: held() });
    expect(confirming).toMatchObject({ step: 'confirming', hold: held() });
    expect(isSending(confirming)).toBe(true);

    const booked = run(confirming, { type: 'confirmed' });
    expect(booked.step).toBe('booked');
    expect(isSending(booked)).toBe(false);
  });

  it('sends nothing while a hold or a confirmation is on its way, and takes no start over then', () => {
    const holding = run(fresh, submit);
    expect(run(holding, submit)).toBe(holding);
    expect(run(holding, { type: 'startOver' })).toBe(holding);

    const confirming = run(holding, { type: 'holdMade', hold: held() });
    expect(run(confirming, submit)).toBe(confirming);
    expect(run(confirming, { type: 'startOver' })).toBe(confirming);

    // A late answer for a step that is over changes nothing.
    expect(run(confirming, { type: 'holdMade', hold: held({ id: 'b2' }) })).toBe(confirming);
    const booked = run(confirming, { type: 'confirmed' });
    expect(run(booked, submit)).toBe(booked);
    expect(run(booked, { type: 'confirmFailed', failure: { kind: 'network' } })).toBe(booked);
  });

  it('keeps the form and says why when the form is not valid, and clears the last failure', () => {
    const failed = run(fresh, submit, {
      type: 'holdRefused',
      failure: { kind: 'network' },
    });
    expect(failed).toMatchObject({ step: 'form', failure: { kind: 'network' } });

    const again = run(failed, { type: 'submit', valid: false });
    expect(again).toEqual({ step: 'form', hold: null, failure: null });
  });

  it('tries a refused hold again as a new hold', () => {
    const refused = run(fresh, submit, {
      type: 'holdRefused',
      failure: { kind: 'invalid', message: '', fields: { email: 'Ungültig' } },
    });
    expect(refused.step).toBe('form');
    expect(run(refused, submit)).toMatchObject({ step: 'holding', failure: null });
  });

  it('keeps the hold when the confirmation fails, and confirms it again on the retry', () => {
    const failed = run(
      fresh,
      submit,
      { type: 'holdMade', hold: held() },
      {
        type: 'confirmFailed',
        failure: { kind: 'server' },
      },
    );
    expect(failed).toMatchObject({ step: 'held', hold: held(), failure: { kind: 'server' } });

    // The retry confirms the same hold: no second hold is made, the form's checks are not asked.
    const retry = run(failed, { type: 'submit', valid: false });
    expect(retry).toMatchObject({ step: 'confirming', hold: held(), failure: null });
  });

  it('drops the hold when the confirmation meets a conflict: the next try makes a new one', () => {
    const conflict = run(
      fresh,
      submit,
      { type: 'holdMade', hold: held() },
      {
        type: 'confirmFailed',
        failure: { kind: 'conflict', message: 'Die Reservierung ist abgelaufen.' },
      },
    );
    expect(conflict).toEqual({
      step: 'form',
      hold: null,
      failure: { kind: 'refused', status: 409, message: 'Die Reservierung ist abgelaufen.' },
    });
    expect(run(conflict, submit).step).toBe('holding');
  });

  it('says so when the pitch was taken before the hold, and offers the map (no hold)', () => {
    const taken = run(fresh, submit, {
      type: 'holdRefused',
      failure: { kind: 'conflict', message: '' },
    });
    expect(taken).toEqual({ step: 'form', hold: null, failure: { kind: 'conflict', message: '' } });
  });

  it('gives the hold up when its time runs out, and the next try makes a new one', () => {
    const waiting = initialCheckout(held());
    expect(waiting.step).toBe('held');

    const expired = run(waiting, { type: 'expired' });
    expect(expired).toEqual({ step: 'form', hold: null, failure: { kind: 'expired' } });
    expect(run(expired, submit).step).toBe('holding');
    // Without a hold there is nothing to run out.
    expect(run(fresh, { type: 'expired' })).toBe(fresh);
  });

  it('lets the confirmation on its way decide when the hold runs out meanwhile', () => {
    const confirming = run(fresh, submit, { type: 'holdMade', hold: held() });
    const expired = run(confirming, { type: 'expired' });
    expect(expired).toMatchObject({ step: 'confirming', hold: null, failure: { kind: 'expired' } });
    expect(run(expired, submit)).toBe(expired);

    expect(run(expired, { type: 'confirmed' }).step).toBe('booked');
    expect(run(expired, { type: 'confirmFailed', failure: { kind: 'server' } })).toMatchObject({
      step: 'form',
      hold: null,
      failure: { kind: 'server' },
    });
  });

  it('starts over once: the hold is cancelled, then the form is free again', () => {
    const waiting = initialCheckout(held());
    const cancelling = run(waiting, { type: 'startOver' });
    expect(cancelling.step).toBe('cancelling');
    expect(run(cancelling, { type: 'startOver' })).toBe(cancelling);
    expect(run(cancelling, submit)).toBe(cancelling);
    expect(run(cancelling, { type: 'cancelled' })).toEqual(initialCheckout(null));
  });

  it('hands a card hold over to the payment instead of confirming it', () => {
    const card = held({ method: 'stripe', payment: stripe });
    const paying = run(fresh, submit, { type: 'holdMade', hold: card });
    expect(paying).toEqual({ step: 'held', hold: card, failure: null });
    expect(isSending(paying)).toBe(false);
    expect(run(paying, { type: 'paid' }).step).toBe('booked');
  });

  it('says the payment could not be prepared when a card hold came without one, each try', () => {
    const card = held({ method: 'stripe', payment: onArrival });
    const unprepared = run(fresh, submit, { type: 'holdMade', hold: card });
    expect(unprepared).toEqual({ step: 'held', hold: card, failure: { kind: 'prepare' } });
    expect(run(unprepared, submit)).toEqual(unprepared);
  });
});
