import type { CompanySettings } from 'src/modules/settings/settings.service';
import { countryName } from 'src/common/i18n/countries';
import type { MailLanguage } from './mail.types';

/** Offset of `timeZone` from UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const p = Object.fromEntries(parts.map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant of a wall-clock time in a time zone, right on both sides of a daylight-saving change. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** RFC 5545 UTC form: 20270501T120000Z. */
const utc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeIcsText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export interface StayEvent {
  bookingId: string;
  bookingNumber: string;
  checkIn: string;
  checkOut: string;
  pitch: string;
  category: string;
  lang: MailLanguage;
  company: Pick<
    CompanySettings,
    | 'companyName'
    | 'address'
    | 'postalCode'
    | 'city'
    | 'country'
    | 'phone'
    | 'latitude'
    | 'longitude'
    | 'timezone'
    | 'checkInTime'
    | 'checkOutTime'
  >;
  /** DTSTAMP: when the file was made. */
  now: Date;
}

/**
 * The stay as a calendar event: from check-in time on the arrival day to check-out time on the
 * departure day, local time at the campsite, written in UTC so every calendar places it right.
 * UID is the booking id, so a later update of the same booking replaces the event.
 */
export function stayIcs(e: StayEvent): string {
  const c = e.company;
  const start = zonedInstant(e.checkIn, c.checkInTime, c.timezone);
  const end = zonedInstant(e.checkOut, c.checkOutTime, c.timezone);
  const summary = {
    de: `${c.companyName}: Stellplatz ${e.pitch} (Buchung ${e.bookingNumber})`,
    en: `${c.companyName}: pitch ${e.pitch} (booking ${e.bookingNumber})`,
    nl: `${c.companyName}: standplaats ${e.pitch} (boeking ${e.bookingNumber})`,
  }[e.lang];
  const description = {
    de: `Buchung ${e.bookingNumber}, ${e.category}, Stellplatz ${e.pitch}.\nCheck-in ab ${c.checkInTime}, Check-out bis ${c.checkOutTime}.\nRezeption: ${c.phone}`,
    en: `Booking ${e.bookingNumber}, ${e.category}, pitch ${e.pitch}.\nCheck-in from ${c.checkInTime}, check-out by ${c.checkOutTime}.\nReception: ${c.phone}`,
    nl: `Boeking ${e.bookingNumber}, ${e.category}, standplaats ${e.pitch}.\nInchecken vanaf ${c.checkInTime}, uitchecken tot ${c.checkOutTime}.\nReceptie: ${c.phone}`,
  }[e.lang];
  const location = `${c.companyName}, ${c.address}, ${c.postalCode} ${c.city}, ${countryName(c.country, e.lang)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(c.companyName)}//Booking//${e.lang.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.bookingId}`,
    `DTSTAMP:${utc(e.now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText(location)}`,
    `GEO:${c.latitude};${c.longitude}`,
    'STATUS:CONFIRMED',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
