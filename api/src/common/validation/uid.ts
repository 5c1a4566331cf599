import { registerDecorator, type ValidationOptions } from 'class-validator';
import type { MessageKey } from 'src/common/i18n/messages';

/** An Austrian UID as printed: `ATU` and eight digits, the last of them the check digit. */
export const AUSTRIAN_UID = /^ATU\d{8}$/;

/**
 * The check digit of an Austrian UID (the algorithm the EU's VIES publishes for AT): of the first
 * seven digits, those in even places count as the sum of the digits of their double; the check
 * digit brings that sum plus 4 up to a multiple of ten.
 */
export function austrianUidCheckDigit(sevenDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(sevenDigits[i]);
    sum += i % 2 === 0 ? d : Math.floor((2 * d) / 10) + ((2 * d) % 10);
  }
  return (10 - ((sum + 4) % 10)) % 10;
}

export function isValidAustrianUid(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    AUSTRIAN_UID.test(value) &&
    austrianUidCheckDigit(value.slice(3, 10)) === Number(value[10])
  );
}

/**
 * An Austrian UID (`ATU` and eight digits) whose check digit matches; the complaint is
 * `validation.uidCheckDigit`. Anything else passes: the field's format rule (`validation.uid`)
 * speaks for a value of another shape, so a guest gets one clear message, not two.
 */
export function HasUidCheckDigit(options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'hasUidCheckDigit',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { context: { key: 'validation.uidCheckDigit' satisfies MessageKey }, ...options },
      validator: {
        validate: (v: unknown) =>
          typeof v !== 'string' || !AUSTRIAN_UID.test(v) || isValidAustrianUid(v),
        defaultMessage: () => '$property has a wrong check digit',
      },
    });
}
