import {
  BOOKING_STATUSES,
  CHANNELS,
  LANGUAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@contract/constants';
import { adminCreateBookingDtoStatusValues } from '@contract/enums';
import { countryName, siteToday as siteTodayIn } from '@/format';

export { BOOKING_STATUSES, PAYMENT_STATUSES };
export type { BookingStatus } from '@contract/constants';

/** Value lists of a booking, as the API names them (one list for both); labels come from resources.bookings.*. */
const choices = (group: string, ids: readonly string[]) =>
  ids.map((id) => ({ id, name: `resources.bookings.${group}.${id}` }));

export const statusChoices = choices('status', BOOKING_STATUSES);

export const paymentStatusChoices = choices('payment_status', PAYMENT_STATUSES);

export const paymentMethodChoices = choices('payment_method', PAYMENT_METHODS);
/** How a phone booking starts: binding at once, or waiting for the payment until a chosen day. */
export const staffStatusChoices = choices('initial_status', adminCreateBookingDtoStatusValues);
export const channelChoices = choices('channel', CHANNELS);
export const languageChoices = choices('languages', LANGUAGES);

/** Countries guests come from most, first; the names come from the browser in the panel language. */
export const COUNTRY_CODES = [
  'AT',
  'DE',
  'CH',
  'IT',
  'NL',
  'BE',
  'LU',
  'CZ',
  'SK',
  'HU',
  'SI',
  'HR',
  'PL',
  'DK',
  'SE',
  'NO',
  'FI',
  'FR',
  'ES',
  'PT',
  'GB',
  'IE',
  'LI',
  'RO',
  'BG',
  'GR',
  'EE',
  'LV',
  'LT',
  'US',
] as const;

export function countryChoices(locale: string) {
  return COUNTRY_CODES.map((id) => ({ id, name: countryName(id, locale) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}

/** Today's date at the campsite (YYYY-MM-DD), as the API's clock counts days. */
export const siteToday = (now = new Date()) => siteTodayIn(now);

/** Staff may cancel a live booking up to and including its arrival day (the API's rule). */
export const isCancellable = (record: { status: string; checkIn: string }, today = siteToday()) =>
  (record.status === 'pending' || record.status === 'confirmed') && record.checkIn >= today;

/** A no-show may be recorded for a confirmed booking from its arrival day until before departure. */
export const canRecordNoShow = (
  record: { status: string; checkIn: string; checkOut: string },
  today = siteToday(),
) => record.status === 'confirmed' && record.checkIn <= today && today < record.checkOut;
