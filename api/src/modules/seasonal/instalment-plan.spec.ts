import { nextYear, splitFee, validDueDates } from './instalment-plan';

describe('seasonal instalment plan', () => {
  it('puts the remainder on the last instalment so the sum is the fee to the cent', () => {
    expect(splitFee(100_000, 3)).toEqual([33_333, 33_333, 33_334]);
    expect(splitFee(185_099, 4)).toEqual([46_274, 46_274, 46_274, 46_277]);
    for (const [fee, n] of [
      [1, 3],
      [0, 2],
      [999_999, 7],
    ])
      expect(splitFee(fee, n).reduce((s, a) => s + a, 0)).toBe(fee);
  });

  it('refuses fractional cents and no instalments', () => {
    expect(() => splitFee(10.5, 2)).toThrow(RangeError);
    expect(() => splitFee(100, 0)).toThrow(RangeError);
  });

  it('wants due dates ascending and within the contract', () => {
    expect(validDueDates(['2027-04-01', '2027-07-01'], '2027-11-01')).toBe(true);
    expect(validDueDates(['2027-07-01', '2027-04-01'], '2027-11-01')).toBe(false);
    expect(validDueDates(['2027-04-01', '2027-04-01'], '2027-11-01')).toBe(false);
    expect(validDueDates(['2027-12-01'], '2027-11-01')).toBe(false);
  });

  it('moves a date to the next season, 29 February to the 28th', () => {
    expect(nextYear('2027-04-01')).toBe('2028-04-01');
    expect(nextYear('2028-02-29')).toBe('2029-02-28');
  });
});
