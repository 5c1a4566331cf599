import { FLAT_ELECTRICITY_EXTRA } from '@contract/constants';
import type { Language } from '@/config/paths';
import type { StayRequest } from '@/lib/api-types';
import type { Extra, HoldRequest, PaymentMethod } from '@/features/checkout/api/checkout-api';

/** docs/product.md §3 booking fields as the form holds them, plus the consent of docs/product.md §5. */
export interface GuestValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  uid: string;
  /** Number plates of the vehicles, comma-separated (optional; the gate camera lets them in). */
  plates: string;
  consent: boolean;
}

export type GuestField = keyof GuestValues;

export const emptyGuest = (country = ''): GuestValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  street: '',
  postalCode: '',
  city: '',
  country,
  uid: '',
  plates: '',
  consent: false,
});

/** Extra code -> how many (0: not chosen). */
export type ExtraChoice = Record<string, number>;

export type ErrorKey =
  | 'required'
  | 'email'
  | 'phone'
  | 'postalCode'
  | 'uid'
  | 'plates'
  | 'tooLong'
  | 'consent'
  | 'mandatoryExtra';

/** A problem at a field: one of ours (a catalogue key) or the API's own text (its language). */
export type FieldProblem = { key: ErrorKey; max?: number } | { text: string };

/** Keyed by guest field, or `extras.<code>` for an extra. */
export type FormErrors = Record<string, FieldProblem>;

// The API's rules (CreateBookingDto), so the form refuses what the API would.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ()/-]{5,24}$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
const UID = /^[A-Z]{2}[A-Z0-9]{2,12}$/;
const COUNTRY = /^[A-Z]{2}$/;
const MAX: Partial<Record<GuestField, number>> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  street: 200,
  postalCode: 20,
  city: 100,
};

// The API's plate rule (bookings/plates.ts): letters and digits once spaces, dashes and dots go.
const PLATE = /^[A-Z0-9ÄÖÜ]{2,12}$/;
const MAX_PLATES = 3;

/** The plates typed into one field, separated by commas: as the API reads them, blanks dropped. */
export const platesOf = (text: string) =>
  text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);

const platesValid = (text: string) => {
  const plates = platesOf(text);
  return (
    plates.length <= MAX_PLATES &&
    plates.every((p) =>
      PLATE.test(
        p
          .normalize('NFC')
          .toUpperCase()
          .replace(/[\s\-.·:_/]+/g, ''),
      ),
    )
  );
};

/** The VAT number as the API takes it: capitals, no blanks (`atu 123 45675` -> `ATU12345675`). */
export const normalizeUid = (uid: string) => uid.replace(/\s+/g, '').toUpperCase();

/**
 * The extras this stay can have: offered for the category, power only where the pitch has it, and
 * no flat electricity on a pitch with a meter (billed by consumption there).
 */
export const extrasFor = (
  extras: Extra[],
  categoryId: string,
  hasElectricity: boolean,
  metered = false,
) =>
  extras.filter(
    (e) =>
      (e.categoryIds.length === 0 || e.categoryIds.includes(categoryId)) &&
      (!e.requiresElectricity || hasElectricity) &&
      !(metered && e.code === FLAT_ELECTRICITY_EXTRA),
  );

/** A mandatory extra starts chosen (the guest can still untick it, and is then told why not). */
export const initialExtras = (offered: Extra[]): ExtraChoice =>
  Object.fromEntries(offered.filter((e) => e.mandatory).map((e) => [e.code, 1]));

/** docs/product.md §5 rules: required fields, a valid email and phone, the consent, mandatory extras. */
export function validateGuest(
  values: GuestValues,
  offered: Extra[] = [],
  extras: ExtraChoice = {},
): FormErrors {
  const errors: FormErrors = {};
  const required: GuestField[] = [
    'firstName',
    'lastName',
    'email',
    'street',
    'postalCode',
    'city',
    'country',
  ];
  for (const field of required)
    if (!String(values[field]).trim()) errors[field] = { key: 'required' };
  for (const [field, max] of Object.entries(MAX) as [GuestField, number][])
    if (!errors[field] && String(values[field]).trim().length > max)
      errors[field] = { key: 'tooLong', max };
  const email = values.email.trim();
  if (!errors.email && !EMAIL.test(email)) errors.email = { key: 'email' };
  const phone = values.phone.trim();
  if (phone && !PHONE.test(phone)) errors.phone = { key: 'phone' };
  if (!errors.postalCode && !POSTAL_CODE.test(values.postalCode.trim()))
    errors.postalCode = { key: 'postalCode' };
  if (!errors.country && !COUNTRY.test(values.country)) errors.country = { key: 'required' };
  const uid = normalizeUid(values.uid);
  if (uid && !UID.test(uid)) errors.uid = { key: 'uid' };
  if (!platesValid(values.plates)) errors.plates = { key: 'plates' };
  if (!values.consent) errors.consent = { key: 'consent' };
  for (const extra of offered)
    if (extra.mandatory && !(extras[extra.code]! > 0))
      errors[`extras.${extra.code}`] = { key: 'mandatoryExtra' };
  return errors;
}

/** The chosen extras in the order the site lists them, as the API takes them. */
export const extraPicks = (offered: Extra[], extras: ExtraChoice) =>
  offered
    .filter((e) => extras[e.code]! > 0)
    .map((e) => ({ code: e.code, quantity: extras[e.code]! }));

export interface StayParts {
  pitchId: string;
  categoryId: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
}

export const stayRequest = (
  stay: StayParts,
  offered: Extra[],
  extras: ExtraChoice,
): StayRequest => ({
  ...stay,
  extras: extraPicks(offered, extras),
});

export function holdRequest(
  stay: StayParts,
  values: GuestValues,
  offered: Extra[],
  extras: ExtraChoice,
  paymentMethod: PaymentMethod,
  language: Language,
): HoldRequest {
  const phone = values.phone.trim();
  const uid = normalizeUid(values.uid);
  return {
    ...stayRequest(stay, offered, extras),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: phone || null,
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country,
    uid: uid || null,
    ...(platesOf(values.plates).length ? { plates: platesOf(values.plates) } : {}),
    language,
    consent: values.consent,
    paymentMethod,
  };
}

/**
 * The API's 400 answers name the fields (`fields: {email: "…"}`, extras by their index in the
 * request, `extras.0`, or by code for a missing mandatory one): shown at the form's fields.
 */
export function apiFieldErrors(
  fields: Record<string, string> | undefined,
  sentExtras: { code: string }[],
): FormErrors {
  const errors: FormErrors = {};
  for (const [field, text] of Object.entries(fields ?? {})) {
    const index = /^extras\.(\d+)/.exec(field)?.[1];
    const key = index !== undefined ? `extras.${sentExtras[Number(index)]?.code ?? index}` : field;
    errors[key] = { text };
  }
  return errors;
}
