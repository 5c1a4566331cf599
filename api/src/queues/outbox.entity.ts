import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Work that must follow a commit (a mail, an access code, later an invoice), written in the same
 * transaction as the change that causes it and relayed to BullMQ afterwards. Redis being down delays
 * the work; it never loses it. `jobId` is the BullMQ job id, so relaying twice enqueues once.
 */
@Entity({ tableName: 'outbox' })
@Index({
  name: 'outbox_pending_index',
  expression: 'create index "outbox_pending_index" on "outbox" ("id") where "relayed_at" is null',
})
// The reconciler's look at recent requests of one queue (see modules/reconciler).
@Index({ properties: ['queue', 'createdAt'] })
export class OutboxMessage {
  [OptionalProps]?: 'id' | 'createdAt' | 'attempts' | 'runAt' | 'relayedAt' | 'lastError';

  @PrimaryKey({ type: 'bigint', autoincrement: true }) id!: string;
  @Property({ type: 'text' }) queue!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text', unique: true }) jobId!: string;
  @Property({ type: 'jsonb' }) data!: Record<string, unknown>;
  /** Not before this time (a delayed job); null: as soon as possible. */
  @Property({ type: 'timestamptz', nullable: true }) runAt?: Date | null;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', nullable: true }) relayedAt?: Date | null;
  @Property({ type: 'integer' }) attempts: number = 0;
  @Property({ type: 'text', nullable: true }) lastError?: string | null;
}
