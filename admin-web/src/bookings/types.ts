import type { AdminBooking, Extra } from '../api-types';

/** The shapes of /api/admin/bookings and its neighbours: the API's contract (../api-types.ts). */
export type { Quote, QuoteLine } from '../api-types';

export type BookingRecord = AdminBooking;
export type ExtraRecord = Extra;

/** An extra as the booking form holds it (the API adds the extra's id when it stores it). */
export interface ExtraPick {
  code: string;
  quantity: number;
}
