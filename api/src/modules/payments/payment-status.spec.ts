import { derivePaymentStatus } from './payment-status';

describe('derivePaymentStatus', () => {
  const total = 10_000;
  it.each([
    ['nothing paid', { paidCents: 0, refundedCents: 0 }, 'unpaid'],
    [
      'nothing paid, a provider payment running',
      { paidCents: 0, refundedCents: 0, providerPaymentOpen: true },
      'pending',
    ],
    ['all paid', { paidCents: 10_000, refundedCents: 0 }, 'paid'],
    ['more than the total paid', { paidCents: 12_000, refundedCents: 0 }, 'paid'],
    ['partly paid', { paidCents: 4_000, refundedCents: 0 }, 'pending'],
    ['everything paid given back', { paidCents: 10_000, refundedCents: 10_000 }, 'refunded'],
    ['part given back', { paidCents: 10_000, refundedCents: 2_500 }, 'partially_refunded'],
    [
      'part of a part payment given back',
      { paidCents: 4_000, refundedCents: 1_000 },
      'partially_refunded',
    ],
  ] as const)('%s', (_name, figures, status) => {
    expect(derivePaymentStatus({ totalCents: total, ...figures })).toBe(status);
  });

  it('a booking that costs nothing and got nothing is unpaid, not paid', () => {
    expect(derivePaymentStatus({ totalCents: 0, paidCents: 0, refundedCents: 0 })).toBe('unpaid');
  });
});
