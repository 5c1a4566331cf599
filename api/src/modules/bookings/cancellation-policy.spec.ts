import { cancellationFee } from './cancellation-policy';

const rules = {
  freeCancellationDays: 14,
  partialCancellationDays: 3,
  partialCancellationFeeBp: 5000,
  lateCancellationFeeBp: 10000,
};

describe('cancellationFee', () => {
  it.each([
    ['30 days ahead', '2027-07-31', 0],
    ['exactly 14 days ahead', '2027-07-15', 0],
    ['13 days ahead', '2027-07-14', 6001],
    ['exactly 3 days ahead', '2027-07-04', 6001],
    ['2 days ahead', '2027-07-03', 12001],
    ['on the arrival day', '2027-07-01', 12001],
  ])('%s → %i cents of 120.01 €', (_label, checkIn, fee) => {
    expect(cancellationFee(rules, checkIn, '2027-07-01', 12001)).toBe(fee);
  });
});
