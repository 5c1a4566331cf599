import { DEMO_COMPANY } from 'src/modules/settings/demo-company';
import { escapeIcsText, foldLine, stayIcs, zonedInstant, type StayEvent } from './ics';

const event = (over: Partial<StayEvent> = {}): StayEvent => ({
  bookingId: '5b7f0f8e-3c1d-4e4a-9d0e-2f8b6c1a7e55',
  bookingNumber: '2027-00042',
  checkIn: '2027-05-01',
  checkOut: '2027-05-04',
  pitch: 'A9',
  category: 'Wohnmobil',
  lang: 'de',
  company: DEMO_COMPANY,
  now: new Date('2027-04-01T08:09:10.123Z'),
  ...over,
});

/** Unfolds continuation lines and splits into properties, as a calendar reader does. */
const props = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

describe('stay .ics', () => {
  it('is one VEVENT from 14:00 on arrival to 11:00 on departure, Vienna time, written in UTC', () => {
    const ics = stayIcs(event());
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const lines = props(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:5b7f0f8e-3c1d-4e4a-9d0e-2f8b6c1a7e55');
    expect(lines).toContain('DTSTAMP:20270401T080910Z');
    // Summer time (UTC+2): 14:00 local is 12:00 UTC, 11:00 local is 09:00 UTC.
    expect(lines).toContain('DTSTART:20270501T120000Z');
    expect(lines).toContain('DTEND:20270504T090000Z');
    expect(lines).toContain('SUMMARY:Alpencamp Dachsteinblick: Stellplatz A9 (Buchung 2027-00042)');
    expect(lines).toContain(
      'LOCATION:Alpencamp Dachsteinblick\\, Rohrmoosstraße 128\\, 8970 Schladming\\, Österreich',
    );
    expect(lines).toContain('GEO:47.3935;13.6872');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('uses winter time in winter and the right offset across the spring change', () => {
    const lines = props(
      stayIcs(event({ checkIn: '2027-03-27', checkOut: '2027-03-29', lang: 'en' })),
    );
    // Clocks go forward on 28 March 2027: arrival still CET (UTC+1), departure CEST (UTC+2).
    expect(lines).toContain('DTSTART:20270327T130000Z');
    expect(lines).toContain('DTEND:20270329T090000Z');
    expect(lines).toContain('SUMMARY:Alpencamp Dachsteinblick: pitch A9 (booking 2027-00042)');
  });

  it('takes check-in and check-out times and the zone from the company settings', () => {
    const lines = props(
      stayIcs(
        event({
          company: {
            ...DEMO_COMPANY,
            checkInTime: '15:30',
            checkOutTime: '10:00',
            timezone: 'Europe/London',
          },
        }),
      ),
    );
    expect(lines).toContain('DTSTART:20270501T143000Z');
    expect(lines).toContain('DTEND:20270504T090000Z');
  });
});

describe('ics helpers', () => {
  it('escapes TEXT values', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'ä'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('finds wall-clock instants on both sides of daylight-saving changes', () => {
    expect(zonedInstant('2027-10-30', '14:00', 'Europe/Vienna').toISOString()).toBe(
      '2027-10-30T12:00:00.000Z',
    );
    expect(zonedInstant('2027-10-31', '14:00', 'Europe/Vienna').toISOString()).toBe(
      '2027-10-31T13:00:00.000Z',
    );
  });
});
