import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { BookingConfirmations } from 'src/modules/bookings/booking-confirmations.service';
import { GuestBookings } from 'src/modules/bookings/guest-bookings.service';
import type { BookingView } from 'src/modules/bookings/booking-view';
import type { PublicClient } from 'src/modules/bookings/hold-limits.service';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { MailService } from 'src/modules/mail/mail.service';
import { StripeGateway, type Stripe } from 'src/modules/payments/providers/stripe.gateway';
import {
  StripePaymentIntent,
  type IntentPurpose,
} from 'src/modules/payments/providers/stripe-payment-intent.entity';
import { StripeRefunds } from 'src/modules/payments/providers/stripe-refunds.service';
import { stripeEventsTotal } from './stripe-metrics';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Statuses that mean the guest did try to pay (more than the intent merely existing). */
const ATTEMPTED = new Set(['processing', 'requires_action', 'requires_capture', 'succeeded']);

/** What the guest's browser needs to pay the balance with Stripe.js. */
export interface BalancePayment {
  provider: 'stripe';
  clientSecret: string;
  publishableKey: string;
  amountCents: number;
}

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
    private readonly bookings: GuestBookings,
    private readonly confirmations: BookingConfirmations,
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
    // The hold's intent and, after a deposit, the balance intent: each one not yet settled is read.
    const rows = await this.em
      .fork()
      .find(
        StripePaymentIntent,
        { bookingId: before.id, status: { $ne: 'succeeded' } },
        { orderBy: { createdAt: 'asc' } },
      );
    // Nothing left to read (the webhook may have settled it since `before` was read): the guest
    // gets the booking as it is now, not as it was when the request came in.
    if (rows.length === 0 || !this.gateway.configured) return this.bookings.getForGuest(id, token);
    for (const row of rows) {
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
    }
    return this.bookings.getForGuest(id, token);
  }

  /**
   * POST /api/bookings/:id/balance-payment: the guest of a confirmed deposit booking pays the rest
   * by card. A second PaymentIntent for exactly what is still due (the ledger says how much), with
   * `metadata.purpose = balance`; the webhook and the return settle it like the first one, and the
   * payment that makes the booking fully paid requests its one invoice. The idempotency key names
   * the amount, so asking twice gives the same intent, and a different amount (staff took part of
   * it at the desk meanwhile) a new one.
   */
  async startBalancePayment(
    id: string,
    token: string | undefined,
    client?: PublicClient,
  ): Promise<BalancePayment> {
    const b = await this.bookings.accessForPaymentReturn(id, token, client);
    if (!b.balancePayable || !this.gateway.configured)
      throw new AppException(HttpStatus.CONFLICT, 'payment.noBalance');
    const amountCents = b.amountDueCents;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.gateway.sdk.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'eur',
          automatic_payment_methods: { enabled: true },
          description: `Alpencamp ${b.number} balance`,
          metadata: { bookingId: b.id, bookingNumber: b.number, purpose: 'balance' },
        },
        { idempotencyKey: `booking-${b.id}-balance-${amountCents}` },
      );
    } catch (e) {
      this.logger.error(
        `Balance PaymentIntent for booking ${b.number} failed: ${e instanceof Error ? e.message : String(e)}`,
      );
      throw new AppException(HttpStatus.BAD_GATEWAY, 'payment.prepareFailed');
    }
    await this.em.fork().transactional((em) => this.upsertIntent(em, intent, b.id, false));
    return {
      provider: 'stripe',
      clientSecret: intent.client_secret ?? '',
      publishableKey: this.gateway.publishableKey,
      amountCents,
    };
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
    const { outcome, booking } = await this.confirmations.confirmPaid(em, bookingId);
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
      purposeOf(intent) === 'balance' ? 'unavailable-balance' : 'unavailable',
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
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    const updated = await conn.execute<{ id: string }[]>(
      `update stripe_payment_intents set
         status = case when status = 'succeeded' then 'succeeded' else ? end,
         attempted_at = coalesce(attempted_at, ?),
         updated_at = ?
       where id = ? returning id`,
      [intent.status, attempted ? now : null, now, intent.id],
      'all',
      ctx,
    );
    if (updated.length > 0) return;
    // The row may not exist yet: the webhook can overtake the hold's own write of it. A balance
    // intent replaces an earlier one of the same booking (the amount due changed in between).
    await conn.execute(
      `insert into stripe_payment_intents
         (id, booking_id, purpose, amount_cents, currency, status, attempted_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (booking_id, purpose) do update set
         id = excluded.id, amount_cents = excluded.amount_cents, status = excluded.status,
         attempted_at = excluded.attempted_at, updated_at = excluded.updated_at
         where stripe_payment_intents.status <> 'succeeded'`,
      [
        intent.id,
        bookingId,
        purposeOf(intent),
        intent.amount,
        intent.currency,
        intent.status,
        attempted ? now : null,
        now,
        now,
      ],
      'run',
      ctx,
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

const purposeOf = (intent: Stripe.PaymentIntent): IntentPurpose =>
  intent.metadata?.purpose === 'balance' ? 'balance' : 'booking';
