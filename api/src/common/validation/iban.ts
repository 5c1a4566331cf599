import { registerDecorator, type ValidationOptions } from 'class-validator';
import type { MessageKey } from 'src/common/i18n/messages';

/** IBAN lengths of the SEPA countries a guest or the site is likely to use; others: 15–34. */
const LENGTHS: Record<string, number> = { AT: 20, DE: 22, CH: 21, LI: 21, IT: 27, NL: 18, FR: 27 };

/** The IBAN without blanks, upper case. */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * ISO 13616: country, two check digits, the national account; the check digits make the number,
 * read with the first four characters moved to the end and letters as 10..35, equal 1 mod 97.
 */
export function isValidIban(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  let rest = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** An IBAN with valid check digits (blanks allowed); null passes (no bank account). */
export function IsIban(options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isIban',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { context: { key: 'validation.iban' satisfies MessageKey }, ...options },
      validator: {
        validate: (v: unknown) => v === null || v === '' || isValidIban(v),
        defaultMessage: () => '$property must be a valid IBAN',
      },
    });
}
