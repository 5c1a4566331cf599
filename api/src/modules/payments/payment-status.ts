import type { PaymentStatus } from 'src/contract/constants';

/** What the payment status of a booking is derived from; never typed in by anyone. */
export interface PaymentFigures {
  /** What the guest owes: the booking's total (or, once cancelled, the cancellation fee). */
  totalCents: number;
  /** Sum of ledger payments. */
  paidCents: number;
  /** Sum of ledger refunds. */
  refundedCents: number;
  /**
   * A provider payment was started and has not settled yet (e.g. a PaymentIntent in `processing`).
   * Optional: the payment providers set it; the ledger alone never does.
   */
  providerPaymentOpen?: boolean;
}

/**
 * The booking's payment status from its ledger sums. Order matters: refunds describe the later
 * state of money that was paid, so they win over "paid".
 */
export function derivePaymentStatus(f: PaymentFigures): PaymentStatus {
  if (f.paidCents <= 0) return f.providerPaymentOpen ? 'pending' : 'unpaid';
  if (f.refundedCents >= f.paidCents) return 'refunded';
  if (f.refundedCents > 0) return 'partially_refunded';
  if (f.paidCents >= f.totalCents) return 'paid';
  // Partly paid: some money arrived, not all of it. The five statuses have no "partially paid";
  // `pending` says the payment is under way, and the staff screens show the amount still due.
  return 'pending';
}
