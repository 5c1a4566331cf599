import { addMonths } from './pricing.service';
import { nightCount, nightsOf, NIGHTS_HARD_LIMIT } from './quote';

describe('stay arithmetic', () => {
  it.each([
    ['2026-11-22', 24, '2028-11-22'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2026-08-15', 12, '2027-08-15'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('counts nights by arithmetic, across the clock change and far into the future', () => {
    expect(nightCount('2026-10-24', '2026-10-27')).toBe(3);
    expect(nightCount('2026-11-22', '9999-12-31')).toBe(2912117);
  });

  it('never loops over a stay longer than the hard limit, whatever the caller forgot to check', () => {
    expect(nightsOf('2027-05-01', '2027-05-04')).toEqual([
      '2027-05-01',
      '2027-05-02',
      '2027-05-03',
    ]);
    expect(() => nightsOf('2026-11-22', '9999-12-31')).toThrow(RangeError);
    const longest = nightsOf('2027-01-01', '2029-09-27');
    expect(longest).toHaveLength(NIGHTS_HARD_LIMIT);
  });
});
