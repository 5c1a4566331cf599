import type { LedgerRow } from '@/api-types';
import type { BookingRecord } from '@/bookings/types';

export interface LedgerSummary {
  /** What the guest owes: the total, once cancelled the fee, expired nothing (as the API's ledger). */
  owedCents: number;
  /** Payments minus refunds. */
  paidCents: number;
  dueCents: number;
  /** Paid beyond what is owed: the guest's credit, kept only when staff confirmed it. */
  creditCents: number;
}

/**
 * The amount a booking row shows as its total: what the guest owes by the API's ledger summary —
 * for a cancelled or no-show booking the kept fee, so a list agrees with the booking page.
 */
export const owedTotal = (
  b: Pick<BookingRecord, 'status' | 'totalCents'> & { money: { totalCents: number } },
): number =>
  b.status === 'cancelled' || b.status === 'no_show' ? b.money.totalCents : b.totalCents;

export function ledgerSummary(
  booking: Pick<BookingRecord, 'status' | 'totalCents' | 'cancellationFeeCents'>,
  rows: readonly Pick<LedgerRow, 'kind' | 'amountCents'>[],
): LedgerSummary {
  const owedCents =
    booking.status === 'cancelled'
      ? booking.cancellationFeeCents
      : booking.status === 'expired'
        ? 0
        : booking.totalCents;
  const paidCents = rows.reduce(
    (sum, r) => sum + (r.kind === 'refund' ? -r.amountCents : r.amountCents),
    0,
  );
  return {
    owedCents,
    paidCents,
    dueCents: Math.max(0, owedCents - paidCents),
    creditCents: Math.max(0, paidCents - owedCents),
  };
}

/**
 * Whether recording this amount makes the API issue the invoice (docs/product.md §4: staff confirm first):
 * a confirmed booking without an invoice that becomes fully paid.
 */
export function issuesInvoice(
  booking: Pick<BookingRecord, 'status'>,
  summary: LedgerSummary,
  amountCents: number,
  hasInvoice: boolean,
): boolean {
  return (
    booking.status === 'confirmed' &&
    !hasInvoice &&
    summary.dueCents > 0 &&
    amountCents >= summary.dueCents
  );
}
