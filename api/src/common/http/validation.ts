import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { translate, type Lang } from '../i18n/messages';

/** Carries class-validator's findings to the exception filter, which knows the request's language. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly errors: ValidationError[]) {
    super('Validation failed');
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => new ValidationFailedException(errors),
  });
}

function flatten(
  errors: ValidationError[],
  parent = '',
): Array<{ field: string; constraint: string; detail: string }> {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).map(([constraint, detail]) => ({
      field,
      constraint,
      detail,
    }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

// The most basic complaint about a field is the useful one: "required" before "wrong type" before "too long".
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isString',
  'isBoolean',
  'isInt',
  'isNumber',
  'isEmail',
  'isIn',
  'isEnum',
];
const rank = (constraint: string) => {
  const i = PRIORITY.indexOf(constraint);
  return i === -1 ? PRIORITY.length : i;
};

/** One message per invalid field, in the request's language; the most basic failing rule of each field wins. */
export function describeValidationErrors(
  errors: ValidationError[],
  lang: Lang,
): { message: string; fields: Record<string, string> } {
  const chosen = new Map<string, { constraint: string; detail: string }>();
  for (const { field, constraint, detail } of flatten(errors)) {
    const current = chosen.get(field);
    if (!current || rank(constraint) < rank(current.constraint))
      chosen.set(field, { constraint, detail });
  }
  const fields: Record<string, string> = {};
  for (const [field, { constraint, detail }] of chosen)
    fields[field] = messageFor(field, constraint, detail, lang);
  const message = Object.entries(fields)
    .map(([field, text]) => (text.includes(field) ? text : `${field}: ${text}`))
    .join('; ');
  return { message: message || translate(lang, 'error.badRequest'), fields };
}

function messageFor(field: string, constraint: string, detail: string, lang: Lang): string {
  switch (constraint) {
    case 'whitelistValidation':
      return translate(lang, 'validation.unknownField', { field });
    case 'isNotEmpty':
    case 'isDefined':
      return translate(lang, 'validation.required');
    case 'isEmail':
      return translate(lang, 'validation.email');
    case 'minLength': {
      const min = /(\d+)/.exec(detail)?.[1] ?? '?';
      return translate(lang, 'validation.tooShort', { field, min });
    }
    case 'maxLength': {
      const max = /(\d+)/.exec(detail)?.[1] ?? '?';
      return translate(lang, 'validation.tooLong', { field, max });
    }
    case 'isIn':
    case 'isEnum': {
      const values = detail.split(':').slice(1).join(':').trim();
      return translate(lang, 'validation.oneOf', { field, values });
    }
    case 'isString':
    case 'isInt':
    case 'isNumber':
    case 'isBoolean':
    case 'isDateString':
    case 'isISO8601':
    case 'isUuid':
      return translate(lang, 'validation.type', { field });
    default:
      return translate(lang, 'validation.invalid', { field });
  }
}
