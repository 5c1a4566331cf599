import { describe, expect, it } from 'vitest';
import {
  barSpan,
  dayWidthFor,
  daysOf,
  isCalendarDate,
  movedStay,
  nightTaken,
  periodOf,
  shiftPeriod,
  weekday,
} from '@/pages/calendar/timeline';

describe('calendar periods', () => {
  it('shows the whole month, whatever day it is anchored on', () => {
    expect(periodOf('month', '2027-02-17')).toEqual({ from: '2027-02-01', to: '2027-03-01' });
    expect(periodOf('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(daysOf('2028-02-01', '2028-03-01')).toHaveLength(29);
  });

  it('shows two weeks from the Monday of the anchor week, across the clock change', () => {
    expect(weekday('2027-03-28')).toBe(6); // a Sunday
    expect(periodOf('two_weeks', '2027-03-28')).toEqual({ from: '2027-03-22', to: '2027-04-05' });
    expect(daysOf('2027-03-22', '2027-04-05')).toHaveLength(14);
  });

  it('steps a month or two weeks back and forth, across the year end', () => {
    expect(shiftPeriod('month', '2026-12-15', 1)).toBe('2027-01-01');
    expect(shiftPeriod('month', '2027-01-31', -1)).toBe('2026-12-01');
    expect(shiftPeriod('two_weeks', '2026-12-30', 1)).toBe('2027-01-11');
    expect(shiftPeriod('two_weeks', '2026-12-30', -1)).toBe('2026-12-14');
  });

  it('accepts only real calendar dates from the address bar', () => {
    expect(isCalendarDate('2027-02-28')).toBe(true);
    expect(isCalendarDate('2027-02-30')).toBe(false);
    expect(isCalendarDate('27-2-1')).toBe(false);
    expect(isCalendarDate(undefined)).toBe(false);
  });
});

describe('bars', () => {
  it('runs from the middle of the arrival day to the middle of the departure day', () => {
    expect(barSpan('2027-07-03', '2027-07-06', '2027-07-01', '2027-08-01')).toEqual({
      left: 2.5,
      width: 3,
      cutStart: false,
      cutEnd: false,
    });
  });

  it('is cut at the edges of the period and absent outside it', () => {
    expect(barSpan('2027-06-28', '2027-07-02', '2027-07-01', '2027-08-01')).toEqual({
      left: 0,
      width: 1.5,
      cutStart: true,
      cutEnd: false,
    });
    expect(barSpan('2027-07-30', '2027-08-04', '2027-07-01', '2027-08-01')).toEqual({
      left: 29.5,
      width: 1.5,
      cutStart: false,
      cutEnd: true,
    });
    expect(barSpan('2027-06-20', '2027-06-30', '2027-07-01', '2027-08-01')).toBeNull();
    expect(barSpan('2027-08-01', '2027-08-03', '2027-07-01', '2027-08-01')).toBeNull();
  });
});

describe('moving and free nights', () => {
  it('keeps the length and moves the grabbed night onto the dropped one', () => {
    const booking = { checkIn: '2027-07-03', checkOut: '2027-07-06' };
    expect(movedStay(booking, '2027-07-04', '2027-07-10')).toEqual({
      checkIn: '2027-07-09',
      checkOut: '2027-07-12',
    });
    expect(movedStay(booking, '2027-07-03', '2027-07-03')).toEqual(booking);
  });

  it('counts the departure night as free (a new guest can arrive that day)', () => {
    const stays = [{ pitchId: 'p1', start: '2027-07-03', end: '2027-07-06' }];
    expect(nightTaken(stays, 'p1', '2027-07-03')).toBe(true);
    expect(nightTaken(stays, 'p1', '2027-07-05')).toBe(true);
    expect(nightTaken(stays, 'p1', '2027-07-06')).toBe(false);
    expect(nightTaken(stays, 'p2', '2027-07-04')).toBe(false);
  });
});

describe('day columns', () => {
  // The timeline's width at 1280 px: the screen less the open sidebar, page margins and padding.
  const AT_1280 = 960;

  it('fit a whole 31-day month beside the pitch column at 1280 px', () => {
    const day = dayWidthFor('month', AT_1280, 96, 31);
    expect(31 * day + 96 + 2).toBeLessThanOrEqual(AT_1280);
  });

  it('keep a readable minimum on narrow screens, where the timeline scrolls in its box', () => {
    expect(dayWidthFor('month', 500, 64, 31)).toBe(24);
    expect(dayWidthFor('two_weeks', 500, 64, 14)).toBe(44);
  });
});
