/**
 * Date arithmetic and geometry of the calendar's pitches × days timeline. Dates are calendar dates
 * (YYYY-MM-DD) as the API speaks them; nothing here depends on the browser's time zone.
 */

export type CalendarView = 'month' | 'two_weeks';

const toMs = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromMs(toMs(date) + days * 86_400_000);
export const daysBetween = (from: string, to: string) =>
  Math.round((toMs(to) - toMs(from)) / 86_400_000);
export const isCalendarDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && fromMs(toMs(value)) === value;

/** 0 = Monday … 6 = Sunday. */
export const weekday = (date: string) => (new Date(toMs(date)).getUTCDay() + 6) % 7;

/** The period a view shows around `anchor`: the whole month, or two weeks from that week's Monday. */
export function periodOf(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'month') {
    const from = `${anchor.slice(0, 7)}-01`;
    const [y, m] = from.split('-').map(Number);
    return { from, to: fromMs(Date.UTC(y, m, 1)) };
  }
  const from = addDays(anchor, -weekday(anchor));
  return { from, to: addDays(from, 14) };
}

/** The anchor of the previous (-1) or next (+1) period. */
export function shiftPeriod(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'two_weeks') return addDays(periodOf(view, anchor).from, step * 14);
  const [y, m] = anchor.split('-').map(Number);
  return fromMs(Date.UTC(y, m - 1 + step, 1));
}

/** The days of a period, from inclusive to exclusive. */
export const daysOf = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) }, (_, i) => addDays(from, i));

/**
 * Where a stay's bar sits in a row, in day units: from the middle of the arrival day to the middle
 * of the departure day (a change-over day shows both guests), cut at the edges of the period.
 * Null when the stay lies outside it.
 */
export function barSpan(
  start: string,
  end: string,
  from: string,
  to: string,
): { left: number; width: number; cutStart: boolean; cutEnd: boolean } | null {
  const days = daysBetween(from, to);
  const a = daysBetween(from, start) + 0.5;
  const b = daysBetween(from, end) + 0.5;
  const left = Math.max(a, 0);
  const right = Math.min(b, days);
  if (right <= left) return null;
  return { left, width: right - left, cutStart: a < 0, cutEnd: b > days };
}

export interface Stay {
  pitchId: string;
  start: string;
  end: string;
}

/** Whether the night of `day` on the pitch is taken by any of the stays (bookings or blocks). */
export const nightTaken = (stays: Stay[], pitchId: string, day: string) =>
  stays.some((s) => s.pitchId === pitchId && s.start <= day && day < s.end);

/**
 * The stay a dragged bar lands on: the night grabbed moves to the night dropped on, the length
 * stays the same.
 */
export function movedStay(
  booking: { checkIn: string; checkOut: string },
  grabbedDay: string,
  droppedDay: string,
): { checkIn: string; checkOut: string } {
  const shift = daysBetween(grabbedDay, droppedDay);
  return { checkIn: addDays(booking.checkIn, shift), checkOut: addDays(booking.checkOut, shift) };
}

/**
 * The width of one day column: days share the timeline's width, down to a readable minimum (a
 * weekday's two letters over a two-digit day) below which the timeline scrolls sideways in its
 * box. A month's minimum of 24 px lets 31 days fit the ~960 px a 1280 px screen leaves beside
 * the sidebar (at 30 px they needed 1028 px and the month scrolled); two weeks keep 44 px.
 */
export function dayWidthFor(
  view: CalendarView,
  width: number,
  labelWidth: number,
  dayCount: number,
): number {
  const minimum = view === 'month' ? 24 : 44;
  return Math.max(minimum, Math.floor((width - labelWidth - 2) / dayCount));
}
