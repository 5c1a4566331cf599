import { depositTerms } from './deposit';

describe('depositTerms', () => {
  const today = '2027-03-01';

  it('takes a percentage of the total, rounded half up to the cent; deposit and balance add up', () => {
    expect(
      depositTerms(
        { kind: 'percent', value: 3000, balanceDueDays: 14 },
        12_345,
        '2027-05-10',
        today,
      ),
    ).toEqual({ depositCents: 3704, balanceCents: 8641, balanceDueDate: '2027-04-26' });
    // 30 % of 10 005 = 3001.5 → 3002
    expect(
      depositTerms({ kind: 'percent', value: 3000, balanceDueDays: 0 }, 10_005, '2027-05-10', today)
        ?.depositCents,
    ).toBe(3002);
  });

  it('a fixed deposit is its amount', () => {
    expect(
      depositTerms({ kind: 'fixed', value: 5000, balanceDueDays: 30 }, 20_000, '2027-05-10', today),
    ).toEqual({ depositCents: 5000, balanceCents: 15_000, balanceDueDate: '2027-04-10' });
  });

  it('asks no deposit without a rule, for a deposit of the whole total, or when the balance is due already', () => {
    expect(depositTerms(null, 20_000, '2027-05-10', today)).toBeNull();
    expect(
      depositTerms({ kind: 'none', value: 0, balanceDueDays: 14 }, 20_000, '2027-05-10', today),
    ).toBeNull();
    expect(
      depositTerms(
        { kind: 'fixed', value: 20_000, balanceDueDays: 14 },
        20_000,
        '2027-05-10',
        today,
      ),
    ).toBeNull();
    expect(
      depositTerms(
        { kind: 'percent', value: 3000, balanceDueDays: 14 },
        20_000,
        '2027-03-15',
        today,
      ),
    ).toBeNull();
    expect(
      depositTerms(
        { kind: 'percent', value: 3000, balanceDueDays: 14 },
        20_000,
        '2027-03-16',
        today,
      )?.balanceDueDate,
    ).toBe('2027-03-02');
  });
});
