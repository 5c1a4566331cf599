import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, registerDecorator, ValidateIf, type ValidationOptions } from 'class-validator';
import type { MessageKey } from 'src/common/i18n/messages';

/** 'YYYY-MM-DD' naming a day that exists (no 2027-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date as 'YYYY-MM-DD'; the complaint is the catalogue's `validation.date`. */
export function IsCalendarDate(options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { context: { key: 'validation.date' satisfies MessageKey }, ...options },
      // class-validator attaches the context only to a non-empty message.
      validator: { validate: isCalendarDate, defaultMessage: () => '$property must be YYYY-MM-DD' },
    });
}

/** Leading and trailing blanks are never meant; trimming before validation makes "   " count as empty. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Validation options that make the filter answer with a catalogue text instead of the generic one. */
export const says = (key: MessageKey): ValidationOptions => ({ context: { key } });

/**
 * A required text: a string with at least one character that is not white space, so "   " is as
 * missing as "" (class-validator's IsNotEmpty lets it through). The complaint is `validation.required`.
 */
export function IsNotBlank(options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isNotBlank',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { context: { key: 'validation.required' satisfies MessageKey }, ...options },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim() !== '',
        defaultMessage: () => '$property must not be blank',
      },
    });
}

/**
 * For a PUT that changes what it names: the field may be left out, but `null` is refused as
 * "required" (IsOptional would let it through to a NOT NULL column). Other rules run on any value given.
 */
export const OptionalNotNull = () =>
  applyDecorators(
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    IsDefined(),
  );
