import { Check, Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

import { ROLES, type Role } from 'src/contract/constants';

export { ROLES, type Role };

/** A staff member who signs in to the admin console. Guests never have accounts. */
@Entity({ tableName: 'users' })
@Check({ name: 'users_email_lowercase', expression: 'email = lower(email)' })
export class User {
  [OptionalProps]?: 'id' | 'active' | 'createdAt' | 'updatedAt' | 'name';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored lower-cased so sign-in and uniqueness ignore case. */
  @Property({ type: 'text', unique: true })
  email!: string;

  @Property({ type: 'text' })
  name: string = '';

  @Enum({ items: () => ROLES, nativeEnumName: 'user_role' })
  role!: Role;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'boolean' })
  active: boolean = true;

  @Property({ type: 'timestamptz', nullable: true })
  lastLoginAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
