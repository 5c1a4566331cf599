import { Injectable } from '@nestjs/common';

export const SITE_TIME_ZONE = 'Europe/Vienna';

/**
 * The time as the app sees it. Everything date-dependent asks this instead of `new Date()`, so tests
 * can move time (travelTo) instead of sleeping; outside tests it is the real clock.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Today's calendar date at the campsite (YYYY-MM-DD). */
  today(): string {
    return localDate(this.now());
  }

  /** Test helper: pretend it is `at` from now on. Refused outside NODE_ENV=test. */
  travelTo(at: Date): void {
    if (process.env.NODE_ENV !== 'test') throw new Error('Clock.travelTo is for tests only');
    this.offsetMs = at.getTime() - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date of an instant in Europe/Vienna. */
export function localDate(at: Date): string {
  return dateFormat.format(at);
}
