import { describe, expect, it } from 'vitest';
import { issuesInvoice, ledgerSummary } from '@/bookings/ledger';

const confirmed = { status: 'confirmed' as const, totalCents: 30_000, cancellationFeeCents: 0 };

describe('ledgerSummary', () => {
  it('subtracts refunds from payments and owes the fee once cancelled', () => {
    const rows = [
      { kind: 'payment' as const, amountCents: 20_000 },
      { kind: 'refund' as const, amountCents: 5_000 },
    ];
    expect(ledgerSummary(confirmed, rows)).toEqual({
      owedCents: 30_000,
      paidCents: 15_000,
      dueCents: 15_000,
      creditCents: 0,
    });
    expect(
      ledgerSummary({ ...confirmed, status: 'cancelled', cancellationFeeCents: 9_000 }, rows),
    ).toEqual({ owedCents: 9_000, paidCents: 15_000, dueCents: 0, creditCents: 6_000 });
  });
});

describe('issuesInvoice', () => {
  const summary = ledgerSummary(confirmed, [{ kind: 'payment', amountCents: 10_000 }]);
  it('asks when the amount pays a confirmed booking in full and it has no invoice yet', () => {
    expect(issuesInvoice(confirmed, summary, 20_000, false)).toBe(true);
    expect(issuesInvoice(confirmed, summary, 25_000, false)).toBe(true);
  });
  it('does not ask for a part payment, a pending booking or one already invoiced', () => {
    expect(issuesInvoice(confirmed, summary, 19_999, false)).toBe(false);
    expect(issuesInvoice({ status: 'pending' }, summary, 20_000, false)).toBe(false);
    expect(issuesInvoice(confirmed, summary, 20_000, true)).toBe(false);
  });
});
