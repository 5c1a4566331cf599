import type { Language } from '@contract/constants';
import type { BookingRecord, ExtraPick } from '@/bookings/types';

/** What the booking form holds; `categoryId` only narrows the pitch list and is never sent. */
export interface BookingFormValues {
  categoryId?: string | null;
  pitchId: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children?: number | null;
  extras?: ExtraPick[] | null;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
  uid?: string | null;
  language?: Language | null;
  notes?: string | null;
  /** Number plates of the vehicles, as typed (the API normalises them). */
  plates?: Array<string | null> | null;
  paymentMethod?: string | null;
  /** A new booking only: confirmed at once (the default) or pending until `holdUntil`. */
  status?: 'confirmed' | 'pending' | null;
  holdUntil?: string | null;
  /** The total of the live quote staff saw; the API stores exactly this price or refuses. */
  quotedTotalCents?: number | null;
}

const GUEST_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
  'country',
  'uid',
] as const;

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The plates the form holds, blanks dropped. */
export const platesOf = (plates: BookingFormValues['plates']) =>
  (plates ?? []).map(text).filter(Boolean);

/** Extras as the API takes them: {code, quantity}, none with quantity 0, in a stable order. */
export function normalizeExtras(extras: readonly ExtraPick[] | null | undefined): ExtraPick[] {
  return (extras ?? [])
    .map(({ code, quantity }) => ({ code, quantity: quantity ?? 1 }))
    .filter((e) => e.quantity > 0)
    .sort((a, b) => a.code.localeCompare(b.code));
}

const sameExtras = (a: readonly ExtraPick[] | null | undefined, b: readonly ExtraPick[]) =>
  JSON.stringify(normalizeExtras(a)) === JSON.stringify(normalizeExtras(b));

/** A phone booking for POST /api/admin/bookings: empty optional fields left out, text trimmed. */
export function toCreatePayload(values: BookingFormValues) {
  const guest: Partial<Record<(typeof GUEST_FIELDS)[number], string>> = {};
  for (const key of GUEST_FIELDS) {
    const value = text(values[key]);
    if (value) guest[key] = key === 'email' ? value.toLowerCase() : value;
  }
  const notes = text(values.notes);
  return {
    pitchId: values.pitchId,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    adults: Number(values.adults),
    children: Number(values.children ?? 0),
    extras: normalizeExtras(values.extras),
    ...guest,
    language: values.language ?? 'de',
    paymentMethod: values.paymentMethod ?? 'on_arrival',
    ...(notes ? { notes } : {}),
    ...(platesOf(values.plates).length ? { plates: platesOf(values.plates) } : {}),
    ...(values.status === 'pending'
      ? { status: 'pending' as const, holdUntil: values.holdUntil ?? undefined }
      : {}),
    ...(values.quotedTotalCents != null ? { quotedTotalCents: values.quotedTotalCents } : {}),
  };
}

/**
 * A PUT that names the stay only when it changed: the API re-prices (and re-checks duplicates)
 * whenever a stay field is present and different, and refuses that for a cancelled booking, whose
 * guest data must stay editable. Guest fields are always sent; emptied ones become null.
 */
export function toUpdatePayload(values: BookingFormValues, previous: BookingRecord) {
  const payload: Record<string, unknown> = {};
  if (values.pitchId !== previous.pitchId) payload.pitchId = values.pitchId;
  if (values.checkIn !== previous.checkIn) payload.checkIn = values.checkIn;
  if (values.checkOut !== previous.checkOut) payload.checkOut = values.checkOut;
  if (Number(values.adults) !== previous.adults) payload.adults = Number(values.adults);
  if (Number(values.children ?? 0) !== previous.children)
    payload.children = Number(values.children ?? 0);
  if (!sameExtras(values.extras, previous.extras)) payload.extras = normalizeExtras(values.extras);
  for (const key of GUEST_FIELDS) {
    const value = text(values[key]);
    // Names are required; an empty one is left to the form's own rule, never sent as null.
    if (value === '' && (key === 'firstName' || key === 'lastName')) continue;
    payload[key] = value === '' ? null : key === 'email' ? value.toLowerCase() : value;
  }
  payload.language = values.language ?? previous.language;
  payload.notes = text(values.notes);
  payload.plates = platesOf(values.plates);
  if (values.paymentMethod) payload.paymentMethod = values.paymentMethod;
  return payload;
}
