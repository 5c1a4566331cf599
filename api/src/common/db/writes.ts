import {
  DriverException,
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { FieldsException } from 'src/common/http/validation';
import type { MessageKey, MessageParams } from 'src/common/i18n/messages';

// Write helpers shared by the admin resources of catalog and pricing (pricing builds on catalog).

export type Problems = Record<string, { key: MessageKey; params?: MessageParams }>;

export interface WritableFields<T> {
  fields: readonly (keyof T & string)[];
  /** Columns that may be null: `null` clears them. */
  nullable?: readonly (keyof T & string)[];
  /** Optional fields whose column is NOT NULL: `null` stands for this value ('' for texts). */
  nullMeans?: Partial<Record<keyof T & string, unknown>>;
}

/**
 * Copies the fields a write names onto the entity; absent fields keep their value. react-admin sends
 * `null` for a cleared input: it clears a nullable column, falls back to the field's default where
 * it has one, and is "required" otherwise, instead of reaching PostgreSQL as a NOT NULL violation.
 */
export function applyChanges<T extends object>(
  entity: T,
  dto: object,
  spec: WritableFields<T>,
): void {
  const problems: Problems = {};
  const source = dto as Record<string, unknown>;
  const target = entity as Record<string, unknown>;
  const nullMeans = (spec.nullMeans ?? {}) as Record<string, unknown>;
  for (const field of spec.fields) {
    const value = source[field];
    if (value === undefined) continue;
    if (value !== null || spec.nullable?.includes(field)) target[field] = value;
    else if (field in nullMeans) target[field] = nullMeans[field];
    else problems[field] = { key: 'validation.required' };
  }
  assertNoProblems(problems);
}

export function assertNoProblems(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw new FieldsException(problems);
}

const sqlState = (e: unknown) =>
  e instanceof DriverException ? (e as { code?: string }).code : undefined;

/** SQLSTATE 23P01: an exclusion constraint (no overlapping occupancy, no overlapping seasons). */
export const isExclusionViolation = (e: unknown): boolean => sqlState(e) === '23P01';

/**
 * SQLSTATE 40P01: PostgreSQL broke a cycle of lock waits by aborting this transaction; nothing of it
 * was stored, and the same write may simply run again. Two writes of overlapping nights on one
 * pitch meet this way: each has put its occupancy into the exclusion constraint's index and waits
 * for the other to end (a staff booking that also changes its row in the same transaction, or two
 * writes that land at the same moment).
 */
export const isDeadlock = (e: unknown): boolean => sqlState(e) === '40P01';

export const isUniqueViolation = (e: unknown): boolean =>
  e instanceof UniqueConstraintViolationException;

/**
 * A row still referenced elsewhere. `on delete restrict` raises SQLSTATE 23001 (restrict_violation),
 * which MikroORM leaves a plain DriverException; only `no action` raises 23503.
 */
export const isForeignKeyViolation = (e: unknown): boolean =>
  e instanceof ForeignKeyConstraintViolationException || sqlState(e) === '23001';
