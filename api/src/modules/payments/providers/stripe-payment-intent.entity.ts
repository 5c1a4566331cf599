import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The PaymentIntent of an online hold paid by card: one per booking (the idempotency key makes a
 * retried creation return the same intent). `attemptedAt` records that the guest actually tried to
 * pay (an event after creation, or the return from the payment page): only then may a hold that
 * runs out be told to that address.
 */
@Entity({ tableName: 'stripe_payment_intents' })
export class StripePaymentIntent {
  [OptionalProps]?: 'status' | 'attemptedAt' | 'createdAt' | 'updatedAt';

  /** Stripe's id, pi_… */
  @PrimaryKey({ type: 'text' }) id!: string;

  @Property({ type: 'uuid', unique: true })
  bookingId!: string;

  @Property({ type: 'integer' }) amountCents!: number;
  @Property({ type: 'text' }) currency!: string;
  /** The last status we learnt of (requires_payment_method … succeeded | canceled). */
  @Property({ type: 'text' }) status: string = 'requires_payment_method';
  @Property({ type: 'timestamptz', nullable: true }) attemptedAt?: Date | null;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
