import { addDays, parseFeed } from './ical-parse';

const window = { today: '2026-11-22', lastDate: '2029-11-22' };
const cal = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', ...events.flat(), 'END:VCALENDAR'].join(
    '\r\n',
  );
const ev = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];

describe('parseFeed', () => {
  it('reads all-day events as nights, end exclusive', () => {
    const out = parseFeed(
      cal(ev('UID:a', 'DTSTART;VALUE=DATE:20270501', 'DTEND;VALUE=DATE:20270504')),
      window,
    );
    expect(out).toEqual({
      ok: true,
      total: 1,
      skipped: 0,
      events: [{ uid: 'a', startDate: '2027-05-01', endDate: '2027-05-04' }],
    });
  });

  it('takes one night for an event without end or ending on its first day, and DURATION', () => {
    const out = parseFeed(
      cal(
        ev('UID:a', 'DTSTART;VALUE=DATE:20270501'),
        ev('UID:b', 'DTSTART:20270601T140000Z', 'DTEND:20270601T180000Z'),
        ev('UID:c', 'DTSTART;VALUE=DATE:20270701', 'DURATION:P3D'),
      ),
      window,
    );
    expect(out.ok && out.events.map((e) => [e.uid, e.startDate, e.endDate])).toEqual([
      ['a', '2027-05-01', '2027-05-02'],
      ['b', '2027-06-01', '2027-06-02'],
      ['c', '2027-07-01', '2027-07-04'],
    ]);
  });

  it('accepts LF line ends and a byte-order mark; cuts an event at the horizon', () => {
    const text =
      '\uFEFF' +
      cal(ev('UID:a', 'DTSTART;VALUE=DATE:20291120', 'DTEND;VALUE=DATE:20291201')).replace(
        /\r\n/g,
        '\n',
      );
    const out = parseFeed(text, window);
    expect(out.ok && out.events).toEqual([
      { uid: 'a', startDate: '2029-11-20', endDate: '2029-11-22' },
    ]);
  });

  it('refuses what is not a calendar', () => {
    expect(parseFeed('<html>503</html>', window).ok).toBe(false);
    expect(parseFeed('', window).ok).toBe(false);
    expect(parseFeed('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART', window).ok).toBe(false);
  });

  it('skips an event whose date is broken, not the whole feed', () => {
    const out = parseFeed(
      cal(
        ev('UID:bad', 'DTSTART;VALUE=DATE:2027-13-45'),
        ev('UID:good', 'DTSTART;VALUE=DATE:20270501', 'DTEND;VALUE=DATE:20270502'),
      ),
      window,
    );
    expect(out.ok && out.events.map((e) => e.uid)).toEqual(['good']);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
