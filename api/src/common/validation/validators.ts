import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationOptions } from 'class-validator';
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
