import { Injectable } from '@nestjs/common';
import { Env } from 'src/config/env';

export const SITE_TIME_ZONE = 'Europe/Vienna';

/**
 * The time as the app sees it. Everything date-dependent asks this instead of `new Date()`, so tests
 * can move time (travelTo) instead of sleeping; outside tests it is the real clock.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  constructor(private readonly env: Env) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Today's calendar date at the campsite (YYYY-MM-DD). */
  today(): string {
    return localDate(this.now());
  }

  /** Test helper: pretend it is `at` from now on. Refused outside NODE_ENV=test. */
  travelTo(at: Date): void {
    if (this.env.NODE_ENV !== 'test') throw new Error('Clock.travelTo is for tests only');
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

/** The last answer of localDate and the minute it was for (a date changes only on a minute). */
let lastLocalDate: { minute: number; date: string } | undefined;

/** The calendar date of an instant in Europe/Vienna (asked on every request: kept per minute). */
export function localDate(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (lastLocalDate?.minute === minute) return lastLocalDate.date;
  const date = dateFormat.format(at);
  lastLocalDate = { minute, date };
  return date;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Offset of Europe/Vienna from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetAt(ms: number): number {
  const p = Object.fromEntries(
    partsFormat.formatToParts(new Date(ms)).map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a wall-clock time at the campsite, e.g. check-in at 14:00 on 2027-03-28 (the day
 * clocks go forward). Correct on both sides of a daylight-saving change.
 */
export function siteInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall - offsetAt(wall);
  // A second pass settles instants whose offset differs from the first guess's (near a change).
  guess = wall - offsetAt(guess);
  return new Date(guess);
}
