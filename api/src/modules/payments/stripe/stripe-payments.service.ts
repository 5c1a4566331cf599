import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { BookingsService } from 'src/modules/bookings/bookings.service';
import type { BookingView } from 'src/modules/bookings/booking-view';
import type { PublicClient } from 'src/modules/bookings/hold-limits.service';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { MailService } from 'src/modules/mail/mail.service';
import { StripeGateway, type Stripe } from 'src/modules/payments/providers/stripe.gateway';
import { StripePaymentIntent } from 'src/modules/payments/providers/stripe-payment-intent.entity';
import { StripeRefunds } from 'src/modules/payments/providers/stripe-refunds.service';
import { stripeEventsTotal } from './stripe-metrics';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Statuses that mean the guest did try to pay (more than the intent merely existing). */
const ATTEMPTED = new Set(['processing', 'requires_action', 'requires_capture', 'succeeded']);

export type SettleOutcome = 'confirmed' | 'already_settled' | 'refunded' | 'ignored';

/**
 * What a card payment does to a booking, from either of two messengers that can arrive in any
 * order, any number of times and at the same moment: Stripe's webhook and the guest's return from
 * the payment page. Both end in `settle`, which locks the booking row, so one of them confirms and
 * records the payment and the other finds it done (the ledger is idempotent on the intent id too).
 */
@Injectable()
export class StripePayments {
  private readonly logger = new Logger(StripePayments.name);

  constructor(
    private readonly em: EntityManager,
    private readonly gateway: StripeGateway,
    private readonly bookings: BookingsService,
    private readonly ledger: LedgerService,
    private readonly refunds: StripeRefunds,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** POST /api/payments/stripe/webhook: the signature is checked on the raw bytes Stripe sent. */
  async webhook(
    raw: Buffer | undefined,
    signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    if (!this.gateway.configured || !raw || !signature)
      throw new AppException(HttpStatus.BAD_REQUEST, 'payment.badSignature');
    let event: Stripe.Event;
    try {
      event = this.gateway.sdk.webhooks.constructEvent(raw, signature, this.gateway.webhookSecret);
    } catch {
      stripeEventsTotal.inc({ type: 'invalid_signature', result: 'refused' });
      throw new AppException(HttpStatus.BAD_REQUEST, 'payment.badSignature');
    }
    return this.handleEvent(event);
  }

  /** Stores the event id (once) and processes the event in the same transaction. */
  async handleEvent(event: Stripe.Event): Promise<{ received: true; duplicate: boolean }> {
    const intent = event.type.startsWith('payment_intent.')
      ? (event.data.object as Stripe.PaymentIntent)
      : null;
    const duplicate = await this.em.fork().transactional(async (em) => {
      const stored = await em.getConnection().execute<{ id: string }[]>(
        `insert into stripe_events (id, type, intent_id, created_at, received_at)
           values (?, ?, ?, ?, ?) on conflict (id) do nothing returning id`,
        [event.id, event.type, intent?.id ?? null, new Date(event.created * 1000), new Date()],
        'all',
        em.getTransactionContext(),
      );
      if (stored.length === 0) return true;
      if (!intent) return false;
      if (event.type === 'payment_intent.succeeded') await this.settle(em, intent);
      else await this.noteIntent(em, intent, event.type !== 'payment_intent.created');
      return false;
    });
    stripeEventsTotal.inc({ type: event.type, result: duplicate ? 'duplicate' : 'processed' });
    return { received: true, duplicate };
  }

  /**
   * POST /api/bookings/:id/payment-return: the guest is back from the payment page. We ask Stripe
   * ourselves (the browser's word proves nothing) and, if the intent succeeded, settle exactly as
   * the webhook would. Answers the booking as the guest sees it.
   */
  async paymentReturn(
    id: string,
    token: string | undefined,
    client?: PublicClient,
  ): Promise<BookingView> {
    const before = await this.bookings.accessForPaymentReturn(id, token, client);
    if (before.paymentMethod !== 'stripe')
      throw new AppException(HttpStatus.CONFLICT, 'payment.notCard');
    const row = await this.em.fork().findOne(StripePaymentIntent, { bookingId: before.id });
    if (!row || !this.gateway.configured) return before;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.gateway.sdk.paymentIntents.retrieve(row.id);
    } catch (e) {
      this.logger.warn(
        `PaymentIntent ${row.id} could not be read: ${e instanceof Error ? e.message : String(e)}`,
      );
      throw new AppException(HttpStatus.BAD_GATEWAY, 'payment.providerFailed');
    }
    await this.em.fork().transactional(async (em) => {
      if (intent.status === 'succeeded') await this.settle(em, intent);
      else await this.noteIntent(em, intent, true);
    });
    return this.bookings.getForGuest(id, token);
  }

  /**
   * A succeeded intent: confirm the booking and record the payment, or — when the hold ran out
   * and its pitch went to someone else — record it and refund it at once, and tell the guest.
   */
  async settle(em: EntityManager, intent: Stripe.PaymentIntent): Promise<SettleOutcome> {
    const bookingId = intent.metadata?.bookingId;
    if (!bookingId || !UUID.test(bookingId) || !(await this.bookingExists(em, bookingId))) {
      this.logger.warn(`PaymentIntent ${intent.id} names no booking of ours; ignored`);
      return 'ignored';
    }
    await this.upsertIntent(em, intent, bookingId, true);
    const { outcome, booking } = await this.bookings.confirmPaid(em, bookingId);
    const { created } = await this.ledger.record(em, {
      bookingId,
      kind: 'payment',
      amountCents: intent.amount_received || intent.amount,
      method: 'stripe',
      reference: intent.id,
      occurredAt: new Date(intent.created * 1000),
    });
    if (!created) return 'already_settled';
    if (outcome !== 'unavailable') {
      this.logger.log(`Booking ${booking.number} paid by card (${intent.id})`);
      return 'confirmed';
    }
    await this.refunds.refund(
      em,
      { bookingId, number: booking.number },
      intent.id,
      intent.amount_received || intent.amount,
      'unavailable',
    );
    if (booking.email) await this.mail.enqueue(em, 'hold_expired', bookingId, {});
    this.logger.warn(
      `Booking ${booking.number}: paid after its hold ran out and the pitch was taken; refunded in full`,
    );
    return 'refunded';
  }

  /** An intent event other than success: remember its state and whether the guest tried to pay. */
  private async noteIntent(
    em: EntityManager,
    intent: Stripe.PaymentIntent,
    attempted: boolean,
  ): Promise<void> {
    const bookingId = intent.metadata?.bookingId;
    if (!bookingId || !UUID.test(bookingId) || !(await this.bookingExists(em, bookingId))) return;
    const tried = attempted && (ATTEMPTED.has(intent.status) || intent.last_payment_error !== null);
    await this.upsertIntent(em, intent, bookingId, tried);
  }

  private async upsertIntent(
    em: EntityManager,
    intent: Stripe.PaymentIntent,
    bookingId: string,
    attempted: boolean,
  ): Promise<void> {
    const now = this.clock.now();
    // The row may not exist yet: the webhook can overtake the hold's own write of it.
    await em.getConnection().execute(
      `insert into stripe_payment_intents
         (id, booking_id, amount_cents, currency, status, attempted_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (id) do update set
         status = case when stripe_payment_intents.status = 'succeeded' then 'succeeded'
                       else excluded.status end,
         attempted_at = coalesce(stripe_payment_intents.attempted_at, excluded.attempted_at),
         updated_at = excluded.updated_at`,
      [
        intent.id,
        bookingId,
        intent.amount,
        intent.currency,
        intent.status,
        attempted ? now : null,
        now,
        now,
      ],
      'run',
      em.getTransactionContext(),
    );
  }

  private async bookingExists(em: EntityManager, id: string): Promise<boolean> {
    const rows = await em
      .getConnection()
      .execute<unknown[]>(
        'select 1 from bookings where id = ?',
        [id],
        'all',
        em.getTransactionContext(),
      );
    return rows.length > 0;
  }
}
