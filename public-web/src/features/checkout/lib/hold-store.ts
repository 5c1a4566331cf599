import type { Hold, PaymentInstruction, PaymentMethod } from '@/features/checkout/api/checkout-api';
import type { ExtraChoice, GuestValues } from '@/features/checkout/lib/guest-form';

/**
 * The tab's memory of the checkout (sessionStorage: gone with the tab, never sent anywhere):
 * - the hold made for a choice, so a reload or a second click never makes a second hold for it;
 * - each booking's id and token, which the success page needs to read the booking;
 * - the form as typed, so a reload or another pitch does not lose it (the guest's details for
 *   the tab, the extras per choice).
 * Storage can be refused (privacy modes); the page then works without it.
 */
export interface StoredBooking {
  id: string;
  number: string;
  token: string;
  holdExpiresAt: string | null;
  method: PaymentMethod;
  payment: PaymentInstruction;
  email: string;
}

export interface Draft {
  values: Omit<GuestValues, 'consent'>;
  extras: ExtraChoice;
  method?: PaymentMethod;
}

const HOLD = 'checkout.hold:';
const BOOKING = 'checkout.booking:';
const DRAFT = 'checkout.draft:';
const LAST = 'checkout.last';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* not remembered */
  }
}

export function rememberHold(
  choiceKey: string,
  hold: Hold,
  method: PaymentMethod,
  email: string,
): StoredBooking {
  const stored: StoredBooking = {
    id: hold.id,
    number: hold.number,
    token: hold.token,
    holdExpiresAt: hold.holdExpiresAt ? String(hold.holdExpiresAt) : null,
    method,
    payment: hold.payment,
    email,
  };
  write(`${HOLD}${choiceKey}`, stored);
  write(`${BOOKING}${hold.id}`, stored);
  write(LAST, hold.id);
  return stored;
}

/** The live hold made for this choice in this tab, if any (one that ran out is forgotten). */
export function heldFor(choiceKey: string, now = Date.now()): StoredBooking | null {
  const stored = read<StoredBooking>(`${HOLD}${choiceKey}`);
  if (stored?.holdExpiresAt && Date.parse(stored.holdExpiresAt) <= now) {
    write(`${HOLD}${choiceKey}`, null);
    return null;
  }
  return stored;
}

/** The choice is done with (booked, or the guest starts over): a new visit makes a new hold. */
export const forgetHold = (choiceKey: string) => write(`${HOLD}${choiceKey}`, null);

/** A booking made in this tab, by id; without an id the last one. */
export function storedBooking(id?: string): StoredBooking | null {
  const key = id ?? read<string>(LAST);
  return key ? read<StoredBooking>(`${BOOKING}${key}`) : null;
}

const GUEST = 'checkout.guest';

export function readDraft(choiceKey: string): Partial<Draft> {
  const guest = read<Omit<Draft, 'extras'>>(GUEST);
  const extras = read<Draft['extras']>(`${DRAFT}${choiceKey}`);
  return { ...guest, ...(extras ? { extras } : {}) };
}

export function saveDraft(choiceKey: string, draft: Draft) {
  const { extras, ...guest } = draft;
  write(GUEST, guest);
  write(`${DRAFT}${choiceKey}`, extras);
}

/** After a booking: the extras of that choice go; the guest's details stay for a next booking. */
export const forgetDraft = (choiceKey: string) => write(`${DRAFT}${choiceKey}`, null);
