import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { LedgerService, type PaymentSummary } from 'src/modules/payments/ledger.service';
import { PricingService } from 'src/modules/pricing/pricing.service';
import type { Booking } from './booking.entity';
import {
  guestCancellation,
  noShow,
  staffCancellation,
  type GuestCancellation,
  type NoShow,
} from './cancellation-policy';

/** What cancelling (by staff) or recording a no-show would keep and give back today. */
export interface EndPreview {
  money: PaymentSummary;
  cardRefundableCents: number;
  cancel: { allowed: boolean; feeCents: number; refundCents: number };
  noShow: { allowed: boolean; chargeCents: number; refundCents: number; checkOut: string };
}

/**
 * The cancellation policy (cancellation-policy.ts, pure) applied to one booking today: the site's
 * rules, the date and what was paid read here, so the guest's page, the guest's and staff's
 * cancellation, the no-show and the console's preview all charge by the same figures.
 */
@Injectable()
export class CancellationTerms {
  constructor(
    private readonly pricing: PricingService,
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
  ) {}

  /** What the guest's own cancellation would cost now. */
  async forGuest(em: EntityManager, b: Booking): Promise<GuestCancellation> {
    return this.cancellation(em, b, false);
  }

  /** `asStaff`: staff may cancel on the arrival day too (the late fee applies). */
  async cancellation(em: EntityManager, b: Booking, asStaff: boolean): Promise<GuestCancellation> {
    return (asStaff ? staffCancellation : guestCancellation)(
      await this.pricing.settings(em),
      { status: b.status, checkIn: b.checkIn, grossCents: await this.feeBaseCents(em, b) },
      this.clock.today(),
    );
  }

  /** A no-show recorded today: allowed or not, the charge and the stay's new end. */
  async noShow(em: EntityManager, b: Booking): Promise<NoShow> {
    return noShow(
      await this.pricing.settings(em),
      {
        status: b.status,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        grossCents: await this.feeBaseCents(em, b),
      },
      this.clock.today(),
    );
  }

  /**
   * What cancelling (by staff) or recording a no-show would keep and give back today, by the same
   * rules the cancellation and the no-show apply: the console shows these figures before staff
   * confirm.
   */
  async endPreview(em: EntityManager, b: Booking): Promise<EndPreview> {
    const rules = await this.pricing.settings(em);
    const today = this.clock.today();
    const grossCents = await this.feeBaseCents(em, b);
    const money = await this.ledger.summary(em, b.id);
    const kept = money.paidCents - money.refundedCents;
    const back = (fee: number) => Math.max(0, kept - fee);
    const cancel = staffCancellation(
      rules,
      { status: b.status, checkIn: b.checkIn, grossCents },
      today,
    );
    const ns = noShow(
      rules,
      { status: b.status, checkIn: b.checkIn, checkOut: b.checkOut, grossCents },
      today,
    );
    return {
      money,
      cardRefundableCents: await this.cardRefundableCents(em, b.id),
      cancel: {
        allowed: cancel.cancellable,
        feeCents: cancel.feeCents,
        refundCents: back(cancel.feeCents),
      },
      noShow: {
        allowed: ns.allowed,
        chargeCents: ns.chargeCents,
        refundCents: back(ns.chargeCents),
        checkOut: ns.checkOut,
      },
    };
  }

  /** Card money of the booking not yet given back (what a refund through Stripe can return). */
  async cardRefundableCents(em: EntityManager, bookingId: string): Promise<number> {
    const rows = await this.ledger.forBooking(em, bookingId);
    return rows
      .filter((r) => r.method === 'stripe')
      .reduce((sum, r) => sum + (r.kind === 'payment' ? r.amountCents : -r.amountCents), 0);
  }

  /**
   * What the cancellation policy's percentage is applied to: the stay's gross (without tourist
   * tax) — or, for a deposit booking whose balance is not paid yet, only what was actually paid
   * (the deposit, at most the gross). So a guest who cancels before paying the balance is charged
   * the policy's share of the deposit and gets the rest of it back; nothing is claimed beyond it.
   */
  private async feeBaseCents(em: EntityManager, b: Booking): Promise<number> {
    const gross = b.quote.grossCents;
    if (b.depositCents <= 0) return gross;
    const { paidCents, refundedCents } = await this.ledger.summary(em, b.id);
    const kept = paidCents - refundedCents;
    return kept >= b.totalCents ? gross : Math.min(Math.max(kept, 0), gross);
  }
}
