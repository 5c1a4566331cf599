import ICAL from 'ical.js';
import { localDate } from 'src/common/clock';

/** One event of an imported feed, as the nights it takes (`endDate` exclusive, like a check-out). */
export interface ParsedEvent {
  uid: string;
  startDate: string;
  endDate: string;
}

export type ParseOutcome =
  | { ok: true; events: ParsedEvent[]; total: number; skipped: number }
  | { ok: false; detail: string };

export interface ParseWindow {
  /** Today at the campsite: events that ended before are left out. */
  today: string;
  /** The last date a block may reach (the blocks' horizon). */
  lastDate: string;
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** A DATE as it is; a DATE-TIME as its calendar date at the campsite. */
function dateOf(t: ICAL.Time): string {
  if (t.isDate) return t.toString().slice(0, 10);
  return localDate(t.toJSDate());
}

/**
 * Reads the busy ranges out of a booking platform's export. Only UID, DTSTART and DTEND (or
 * DURATION) are used — never SUMMARY or DESCRIPTION, which may name the guest. Left out (counted
 * as skipped): cancelled events, events without UID, recurring events (platforms export each
 * reservation as one event), a UID seen before (an override of a recurrence), events that ended
 * before today, and anything starting beyond the horizon; an event reaching past it is cut there.
 * Not an iCalendar at all (an HTML error page, a truncated file): `ok: false`.
 */
export function parseFeed(text: string, window: ParseWindow): ParseOutcome {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!/^BEGIN:VCALENDAR/i.test(trimmed)) return { ok: false, detail: 'no BEGIN:VCALENDAR' };
  let calendars: ICAL.Component[];
  try {
    const parsed = ICAL.parse(trimmed) as unknown[];
    // One calendar parses to [name, props, comps]; several to a list of those.
    const list = typeof parsed[0] === 'string' ? [parsed] : (parsed as unknown[][]);
    calendars = list.map((j) => new ICAL.Component(j as never));
  } catch (e) {
    return { ok: false, detail: (e as Error).message.slice(0, 300) };
  }
  if (!calendars.length || calendars.some((c) => c.name !== 'vcalendar'))
    return { ok: false, detail: 'not a VCALENDAR' };

  const events: ParsedEvent[] = [];
  const seen = new Set<string>();
  let total = 0;
  let skipped = 0;
  for (const vevent of calendars.flatMap((c) => c.getAllSubcomponents('vevent'))) {
    total++;
    try {
      const event = readEvent(vevent, window);
      if (!event || seen.has(event.uid)) {
        skipped++;
        continue;
      }
      seen.add(event.uid);
      events.push(event);
    } catch {
      // One unreadable event (a broken date) spoils only itself.
      skipped++;
    }
  }
  return { ok: true, events, total, skipped };
}

function readEvent(vevent: ICAL.Component, window: ParseWindow): ParsedEvent | null {
  const uid = String(vevent.getFirstPropertyValue('uid') ?? '').trim();
  if (!uid || uid.length > 500) return null;
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  if (status === 'CANCELLED') return null;
  if (vevent.hasProperty('rrule') || vevent.hasProperty('recurrence-id')) return null;
  const start = vevent.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time)) return null;
  const startDate = dateOf(start);
  let endDate: string | null = null;
  const end = vevent.getFirstPropertyValue('dtend');
  if (end instanceof ICAL.Time) endDate = dateOf(end);
  else {
    const duration = vevent.getFirstPropertyValue('duration');
    if (duration instanceof ICAL.Duration) {
      const t = start.clone();
      t.addDuration(duration);
      endDate = dateOf(t);
    }
  }
  // No end, or one on the arrival day: the event still takes that one night.
  if (!endDate || endDate <= startDate) endDate = addDays(startDate, 1);
  if (endDate <= window.today || startDate > window.lastDate) return null;
  if (endDate > window.lastDate) endDate = window.lastDate;
  if (endDate <= startDate) return null;
  return { uid, startDate, endDate };
}
