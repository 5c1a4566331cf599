import { localDate } from './clock';

describe('localDate', () => {
  it('gives the campsite date, not the UTC date, around midnight', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Vienna (UTC+1 in winter).
    expect(localDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // 22:30 UTC on 30 Jun is 00:30 on 1 Jul in summer time (UTC+2).
    expect(localDate(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
    expect(localDate(new Date('2027-06-30T21:30:00Z'))).toBe('2027-06-30');
  });
});
