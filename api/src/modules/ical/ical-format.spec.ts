import { calendarText, escapeText, foldLine, icalDate, icalUtc } from './ical-format';

describe('iCalendar writing (RFC 5545 §3.1, §3.3.11)', () => {
  it('folds long lines at 75 octets with CRLF and one leading space, never inside a UTF-8 character', () => {
    const line = `X-WR-CALNAME:${'Stellplatz mit Blick auf den Dachstein – Ödenseeweg '.repeat(4)}`;
    const folded = foldLine(line);
    expect(folded.endsWith('\r\n')).toBe(true);
    const physical = folded.slice(0, -2).split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const [i, p] of physical.entries()) {
      expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(p[0]).toBe(' ');
    }
    // Unfolding (drop CRLF + one space) gives the line back, every multi-byte character intact.
    expect(folded.slice(0, -2).replace(/\r\n /g, '')).toBe(line);
  });

  it('leaves a line of exactly 75 octets whole', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(foldLine(line)).toBe(`${line}\r\n`);
    expect(foldLine(`${line}y`)).toBe(`${line}\r\n y\r\n`);
  });

  it('escapes backslash, semicolon, comma and newlines in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes DATE and UTC DATE-TIME values', () => {
    expect(icalDate('2027-05-01')).toBe('20270501');
    expect(icalUtc(new Date('2026-11-25T15:04:05.123Z'))).toBe('20261125T150405Z');
    expect(calendarText(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe(
      'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    );
  });
});
