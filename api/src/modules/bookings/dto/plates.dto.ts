import { registerDecorator, type ValidationOptions } from 'class-validator';
import type { MessageKey } from 'src/common/i18n/messages';
import { normalisePlate, normalisePlates } from 'src/modules/bookings/plates';

/** A list of at most three number plates, each valid once normalised; the complaint is `booking.plate`. */
export function IsPlateList(options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isPlateList',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { context: { key: 'booking.plate' satisfies MessageKey }, ...options },
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.length <= 10 &&
          value.every((v) => typeof v === 'string' && v.length <= 20) &&
          normalisePlates(value as string[]) !== null,
        defaultMessage: () => '$property must be at most 3 number plates',
      },
    });
}

/** One number plate, valid once normalised; the complaint is `booking.plate`. */
export function IsPlate(options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isPlate',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { context: { key: 'booking.plate' satisfies MessageKey }, ...options },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && value.length <= 20 && normalisePlate(value) !== null,
        defaultMessage: () => '$property must be a number plate',
      },
    });
}
