import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Every Stripe event we accepted, by Stripe's event id: the primary key makes a repeated delivery
 * a no-op, so each event is processed once.
 */
@Entity({ tableName: 'stripe_events' })
export class StripeEvent {
  [OptionalProps]?: 'receivedAt' | 'intentId';

  /** evt_… */
  @PrimaryKey({ type: 'text' }) id!: string;
  @Property({ type: 'text' }) type!: string;
  @Property({ type: 'text', nullable: true, index: true }) intentId?: string | null;
  /** When Stripe created the event (its `created`), for reading the history in order. */
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) receivedAt: Date = new Date();
}
