import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * An API key for the gate controller (POST /api/gate/verify). The key itself is shown once when
 * it is created; only its SHA-256 is stored (a 256-bit random key needs no slow hash), with its
 * first characters so staff can tell keys apart.
 */
@Entity({ tableName: 'gate_api_keys' })
export class GateApiKey {
  [OptionalProps]?: 'id' | 'createdAt' | 'lastUsedAt' | 'revokedAt' | 'createdBy';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  name!: string;

  /** The key's first characters (`gk_` and six more), shown in the list. */
  @Property({ type: 'text' })
  prefix!: string;

  @Property({ type: 'text', unique: true, hidden: true })
  keyHash!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  /** Email of the administrator who created it (kept as text: the account may be deleted later). */
  @Property({ type: 'text', nullable: true })
  createdBy?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt?: Date | null;
}
