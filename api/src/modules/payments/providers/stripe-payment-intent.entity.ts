import { Check, Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** `booking`: the hold's intent (the total, or the deposit); `balance`: the rest, paid later. */
export const INTENT_PURPOSES = ['booking', 'balance'] as const;
export type IntentPurpose = (typeof INTENT_PURPOSES)[number];

/**
 * The PaymentIntent of an online hold paid by card: one per booking (the idempotency key makes a
 * retried creation return the same intent). `attemptedAt` records that the guest actually tried to
 * pay (an event after creation, or the return from the payment page): only then may a hold that
 * runs out be told to that address.
 */
@Entity({ tableName: 'stripe_payment_intents' })
@Unique({
  name: 'stripe_payment_intents_booking_purpose_unique',
  properties: ['bookingId', 'purpose'],
})
@Check({ name: 'stripe_payment_intents_purpose', expression: "purpose in ('booking', 'balance')" })
export class StripePaymentIntent {
  [OptionalProps]?: 'status' | 'purpose' | 'attemptedAt' | 'createdAt' | 'updatedAt';

  /** Stripe's id, pi_… */
  @PrimaryKey({ type: 'text' }) id!: string;

  @Property({ type: 'uuid' })
  bookingId!: string;
  /** One intent per booking and purpose (the balance intent of a deposit booking is the second). */
  @Property({ type: 'text' }) purpose: IntentPurpose = 'booking';

  @Property({ type: 'integer' }) amountCents!: number;
  @Property({ type: 'text' }) currency!: string;
  /** The last status we learnt of (requires_payment_method … succeeded | canceled). */
  @Property({ type: 'text' }) status: string = 'requires_payment_method';
  @Property({ type: 'timestamptz', nullable: true }) attemptedAt?: Date | null;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
