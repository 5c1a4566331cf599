import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { StripeGateway } from './stripe.gateway';
import { StripePaymentIntent } from './stripe-payment-intent.entity';

export interface RefundTarget {
  bookingId: string;
  number: string;
}

/**
 * Money back to the card through Stripe's Refunds API, each refund recorded in the ledger in the
 * caller's transaction. Idempotency keys name the reason, so a retried cancellation or webhook
 * refunds once.
 */
@Injectable()
export class StripeRefunds {
  private readonly logger = new Logger(StripeRefunds.name);

  constructor(
    private readonly gateway: StripeGateway,
    private readonly ledger: LedgerService,
  ) {}

  /**
   * A cancellation (or no-show): of what the guest paid by card, everything above `keepCents` (the cancellation
   * fee) goes back. Payments by other means are staff business (they record those refunds).
   */
  async refundOnCancellation(
    em: EntityManager,
    target: RefundTarget,
    keepCents: number,
    staffEmail: string | null = null,
  ): Promise<number> {
    const intents = await em.find(StripePaymentIntent, { bookingId: target.bookingId });
    if (intents.length === 0) return 0;
    const rows = await this.ledger.forBooking(em, target.bookingId);
    const sum = (pred: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(pred).reduce((s, r) => s + r.amountCents, 0);
    const kept = sum((r) => r.kind === 'payment') - sum((r) => r.kind === 'refund');
    const byCard =
      sum((r) => r.method === 'stripe' && r.kind === 'payment') -
      sum((r) => r.method === 'stripe' && r.kind === 'refund');
    let amount = Math.min(byCard, kept - keepCents);
    if (amount <= 0) return 0;
    const total = amount;
    // After a deposit the card money sits in two intents: the balance goes back first, then as
    // much of the deposit as the policy returns. Card refunds made before (an earlier cancellation
    // refund, a pay-out) are taken off the intents in that same order, so no intent is asked for
    // more than it still holds.
    const paidByIntent = new Map(
      rows
        .filter((r) => r.method === 'stripe' && r.kind === 'payment' && r.reference)
        .map((r) => [r.reference!, r.amountCents]),
    );
    const order = [...intents].sort((a, b) =>
      a.purpose === b.purpose ? 0 : a.purpose === 'balance' ? -1 : 1,
    );
    let earlier = sum((r) => r.method === 'stripe' && r.kind === 'refund');
    let refundedSoFar = earlier;
    for (const intent of order) {
      const charged = paidByIntent.get(intent.id) ?? 0;
      const before = Math.min(earlier, charged);
      earlier -= before;
      const part = Math.min(amount, charged - before);
      if (part <= 0) continue;
      await this.refund(
        em,
        target,
        intent.id,
        part,
        intent.purpose === 'balance' ? 'cancellation-balance' : 'cancellation',
        staffEmail,
        refundedSoFar,
      );
      refundedSoFar += part;
      amount -= part;
      if (amount <= 0) break;
    }
    return total - amount;
  }

  /** Refunds `amountCents` of the intent and records it; `reason` makes the idempotency key. */
  async refund(
    em: EntityManager,
    target: RefundTarget,
    intentId: string,
    amountCents: number,
    reason: 'cancellation' | 'cancellation-balance' | 'unavailable' | 'unavailable-balance',
    staffEmail: string | null = null,
    /**
     * Card money refunded for the booking before this one: part of the idempotency key, so a retry
     * of this refund is one refund, and a later refund (a pay-out after the cancellation's) is
     * another one rather than a clash with the first key.
     */
    refundedBeforeCents = 0,
  ): Promise<void> {
    let refund;
    try {
      refund = await this.gateway.sdk.refunds.create(
        {
          payment_intent: intentId,
          amount: amountCents,
          reason: 'requested_by_customer',
          metadata: { bookingId: target.bookingId, bookingNumber: target.number, why: reason },
        },
        { idempotencyKey: `booking-${target.bookingId}-refund-${reason}-${refundedBeforeCents}` },
      );
    } catch (e) {
      this.logger.error(
        `Refund of ${amountCents} cents for booking ${target.number} failed: ${e instanceof Error ? e.message : String(e)}`,
      );
      throw new AppException(HttpStatus.BAD_GATEWAY, 'payment.providerFailed');
    }
    await this.ledger.record(em, {
      bookingId: target.bookingId,
      kind: 'refund',
      amountCents: refund.amount,
      method: 'stripe',
      reference: refund.id,
      staffEmail,
      occurredAt: new Date(refund.created * 1000),
    });
    this.logger.log(`Refunded ${refund.amount} cents for booking ${target.number} (${reason})`);
  }
}
