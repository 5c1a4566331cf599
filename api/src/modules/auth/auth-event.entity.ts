import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const AUTH_EVENT_TYPES = [
  'login_success',
  'login_failure',
  'login_throttled',
  'logout',
  'session_revoked',
  'login_unlocked',
  'password_changed',
  'password_change_failed',
  'api_key_created',
  'api_key_revoked',
] as const;
export type AuthEventType = (typeof AUTH_EVENT_TYPES)[number];

/** Audit trail of sign-ins and sign-outs; kept apart from sessions so it outlives them. */
@Entity({ tableName: 'auth_events' })
export class AuthEvent {
  [OptionalProps]?: 'id' | 'at';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Index()
  @Property({ type: 'timestamptz' })
  at: Date = new Date();

  @Enum({ items: () => AUTH_EVENT_TYPES, nativeEnumName: 'auth_event_type' })
  type!: AuthEventType;

  @Index()
  @Property({ type: 'text', nullable: true })
  email?: string | null;

  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  @Property({ type: 'text', nullable: true })
  ip?: string | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;
}
