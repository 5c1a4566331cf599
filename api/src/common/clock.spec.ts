import { localDate, siteInstant } from './clock';

describe('localDate', () => {
  it('gives the campsite date, not the UTC date, around midnight', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Vienna (UTC+1 in winter).
    expect(localDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // 22:30 UTC on 30 Jun is 00:30 on 1 Jul in summer time (UTC+2).
    expect(localDate(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
    expect(localDate(new Date('2027-06-30T21:30:00Z'))).toBe('2027-06-30');
  });
});

describe('siteInstant', () => {
  it('turns wall-clock times at the campsite into instants, in winter and in summer', () => {
    expect(siteInstant('2027-01-15', '14:00').toISOString()).toBe('2027-01-15T13:00:00.000Z');
    expect(siteInstant('2027-07-15', '11:00').toISOString()).toBe('2027-07-15T09:00:00.000Z');
  });
  it('is right on the days the clocks change', () => {
    // Clocks go forward at 02:00 on 28 March 2027 and back at 03:00 on 25 October 2026.
    expect(siteInstant('2027-03-28', '14:00').toISOString()).toBe('2027-03-28T12:00:00.000Z');
    expect(siteInstant('2027-03-28', '01:30').toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(siteInstant('2026-10-25', '11:00').toISOString()).toBe('2026-10-25T10:00:00.000Z');
    expect(siteInstant('2026-10-24', '14:00').toISOString()).toBe('2026-10-24T12:00:00.000Z');
  });
});
