import {
  BadRequestException,
  ValidationError,
  ValidationPipe,
  type ArgumentMetadata,
} from '@nestjs/common';
import {
  translate,
  type Lang,
  type MessageKey,
  type MessageParams,
} from 'src/common/i18n/messages';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { findBadText } from './input-rules';
import { checkShape, MAX_REPORTED_PROBLEMS, ShapeRefusal } from './input-shape';

/**
 * class-validator looks up a DTO's rules afresh on every validation, walking the rules of every
 * class (for inherited ones) — on the hottest routes a large part of a request's work. The rules
 * are fixed once the classes are loaded, so each lookup is kept per DTO and option set; a rule
 * added later (a class loaded late) empties the store.
 */
function keepValidationLookups(): void {
  const storage = getMetadataStorage();
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const kept = new Map<unknown, Map<string, ValidationMetadata[]>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}|${always}|${strictGroups}|${groups?.join(',') ?? ''}`;
    let forTarget = kept.get(target);
    if (!forTarget) kept.set(target, (forTarget = new Map()));
    let found = forTarget.get(key);
    if (!found) forTarget.set(key, (found = lookUp(target, schema, always, strictGroups, groups)));
    return found;
  };
  for (const method of ['addValidationMetadata', 'addConstraintMetadata'] as const) {
    const add = storage[method].bind(storage) as (m: never) => void;
    storage[method] = ((m: never) => {
      kept.clear();
      add(m);
    }) as never;
  }
}
keepValidationLookups();

/** Carries class-validator's findings to the exception filter, which knows the request's language. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly errors: ValidationError[]) {
    super('Validation failed');
  }
}

/**
 * The global pipe. Before class-validator looks at a DTO, every text of the body, the query and the
 * path parameters (values and keys, at any depth, whatever the DTO declares) must be storable text:
 * one rule for all routes, so no DTO can forget it and no route reaches PostgreSQL with a NUL.
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query' && metadata.metatype) {
      const accepted = quickQueries.get(metadata.metatype)?.(value);
      if (accepted) return accepted;
    }
    if (metadata.type !== 'custom') {
      assertCleanInput(value, metadata.data ?? '');
      assertShape(value, metadata);
    }
    return super.transform(value, metadata);
  }
}

/** A query DTO's quick check: the DTO as the pipe would build it, or `undefined` to let the pipe decide. */
export type QuickQueryCheck<T> = (query: Record<string, unknown>) => T | undefined;

const quickQueries = new Map<unknown, (query: unknown) => unknown>();

/**
 * For the hottest reads (the availability search): a hand-written check of the query that accepts only
 * what class-validator certainly accepts — the DTO's own fields, each a plain text of a strict form — and
 * returns the same instance the pipe would. Anything else (an unknown field, a repeated one, a doubtful
 * value) goes through the pipe as before, so every refusal is still the pipe's 400, word for word.
 * Each check has a spec holding it against the pipe (`availability-query.spec.ts`).
 */
export function quickQueryCheck<T>(dto: new () => T, check: QuickQueryCheck<T>): void {
  quickQueries.set(dto, (query) =>
    typeof query === 'object' && query !== null
      ? check(query as Record<string, unknown>)
      : undefined,
  );
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => new ValidationFailedException(errors),
  });
}

interface Finding {
  field: string;
  constraint: string;
  detail: string;
  /** A catalogue key given by the DTO (`context: { key }`) for a message more specific than the rule's. */
  key?: MessageKey;
}

function flatten(errors: ValidationError[], parent = ''): Finding[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).map(([constraint, detail]) => ({
      field,
      constraint,
      detail,
      key: (e.contexts?.[constraint] as { key?: MessageKey } | undefined)?.key,
    }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

// The most basic complaint about a field is the useful one: "required" before "wrong type" before "too long".
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isNotBlank',
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

export interface FieldMessages {
  message: string;
  fields: Record<string, string>;
}

/**
 * One message per invalid field, in the request's language; the most basic failing rule of each field
 * wins. At most `MAX_REPORTED_PROBLEMS` fields are named, the rest counted.
 */
export function describeValidationErrors(errors: ValidationError[], lang: Lang): FieldMessages {
  const chosen = new Map<string, Finding>();
  for (const finding of flatten(errors)) {
    const current = chosen.get(finding.field);
    if (!current || rank(finding.constraint) < rank(current.constraint))
      chosen.set(finding.field, finding);
  }
  const fields: Record<string, string> = {};
  let more = 0;
  for (const [field, { constraint, detail, key }] of chosen) {
    if (Object.keys(fields).length >= MAX_REPORTED_PROBLEMS) {
      more++;
      continue;
    }
    fields[field] = key
      ? translate(lang, key, { field })
      : messageFor(field, constraint, detail, lang);
  }
  return summarize(fields, lang, more);
}

/**
 * Field problems a service finds after the DTO passed (a date in the past, a party too large for the
 * pitch): answered exactly like DTO validation errors, field by field, in the request's language.
 */
export class FieldsException extends BadRequestException {
  constructor(
    readonly problems: Record<string, { key: MessageKey; params?: MessageParams }>,
    /** Further problems found but not named (the answer names at most `MAX_REPORTED_PROBLEMS`). */
    readonly more = 0,
  ) {
    super('Invalid fields');
  }
}

export function describeFieldProblems(
  problems: FieldsException['problems'],
  lang: Lang,
  more = 0,
): FieldMessages {
  const fields: Record<string, string> = {};
  for (const [field, { key, params }] of Object.entries(problems)) {
    fields[field] = translate(lang, key, { field, ...params });
  }
  return summarize(fields, lang, more);
}

/**
 * Joins per-field messages into the one `message` line, naming the field where the text does not,
 * and counting the problems left unnamed.
 */
function summarize(fields: Record<string, string>, lang: Lang, more = 0): FieldMessages {
  let message = Object.entries(fields)
    .map(([field, text]) => (text.includes(field) ? text : `${field}: ${text}`))
    .join('; ');
  if (more > 0) {
    const count = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB').format(more);
    message += ` ${translate(lang, 'validation.moreProblems', { count })}`;
  }
  return { message: message || translate(lang, 'error.badRequest'), fields };
}

function messageFor(field: string, constraint: string, detail: string, lang: Lang): string {
  switch (constraint) {
    case 'whitelistValidation':
      return translate(lang, 'validation.unknownField', { field });
    case 'isNotEmpty':
    case 'isNotBlank':
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
    case 'min': {
      const min = /(-?\d+(\.\d+)?)/.exec(detail)?.[1] ?? '?';
      return translate(lang, 'validation.min', { field, min });
    }
    case 'arrayMaxSize': {
      const max = /(\d+)/.exec(detail)?.[1] ?? '?';
      return translate(lang, 'validation.tooManyItems', { field, max });
    }
    case 'max': {
      const max = /(-?\d+(\.\d+)?)/.exec(detail)?.[1] ?? '?';
      return translate(lang, 'validation.max', { field, max });
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

/**
 * Throws the field-by-field 400 for input too large to validate (see `input-shape.ts`), naming the
 * first problems and counting the rest.
 */
function assertShape(value: unknown, metadata: ArgumentMetadata): void {
  try {
    checkShape(value, metadata.metatype, metadata.data ?? metadata.type);
  } catch (e) {
    if (!(e instanceof ShapeRefusal)) throw e;
    const problems: FieldsException['problems'] = {};
    for (const { field, key, params } of e.problems) problems[field] = { key, params };
    throw new FieldsException(problems, e.more);
  }
}

/** Throws the field-by-field 400 for the first bad text in a body, query or path parameter. */
export function assertCleanInput(value: unknown, field = ''): void {
  const bad = findBadText(value, field);
  if (bad) throw new FieldsException({ [bad]: { key: 'input.badText' } });
}
