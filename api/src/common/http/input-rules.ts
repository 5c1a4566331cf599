import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppException } from './app-exception';

/**
 * Rules every request obeys before any route sees it. Each answers a 400 in the request's language
 * instead of letting the input reach a recursive walker (stack overflow) or PostgreSQL (which
 * refuses NUL and unpaired surrogates in text) and come back as a 500.
 */

/** Deepest nesting a JSON body may have. Our deepest DTO (a booking's extras, a season's rates) needs 3. */
export const MAX_BODY_DEPTH = 32;

/** The body-parser error for too deep a body; the exception filter answers it with `input.tooDeep`. */
export const TOO_DEEP = 'entity.too.deep';

const tooDeep = () =>
  Object.assign(new Error('JSON body nested too deeply'), { status: 400, type: TOO_DEEP });

/**
 * Entries any array of a body may have: above every DTO's `@ArrayMaxSize` (the pitch map's 2,000
 * pins), which the validation pipe then holds each list to (`input-shape.ts`).
 */
export const MAX_BODY_ENTRIES = 2000;
/** Keys any object of a body may have: far above any DTO's field count. */
export const MAX_BODY_KEYS = 1000;

/** The body-parser error for an array or object over those caps; answered with `input.tooWide`. */
export const TOO_WIDE = 'entity.too.wide';

const tooWide = (field: string, max: number, object: boolean) =>
  Object.assign(new Error('JSON body too wide'), {
    status: 400,
    type: TOO_WIDE,
    field: field || 'body',
    max,
    object,
  });

/**
 * One linear pass over the raw JSON text (outside strings) before it is parsed: brackets for the
 * depth, so a body like `[[[[...]]]]` is refused before anything recurses into it, and commas per
 * array and object, so `[{}, {}, … 100,000 times]` or an object of 50,000 keys is refused before
 * JSON.parse builds it (100,000 keys: ~150 ms to parse, more to walk) — about 1 ms a megabyte. Runs
 * as body-parser's `verify` step.
 */
export function assertJsonDepth(
  raw: Buffer,
  max = MAX_BODY_DEPTH,
  maxEntries = MAX_BODY_ENTRIES,
  maxKeys = MAX_BODY_KEYS,
): void {
  // Per open container: object or array, commas seen, and the last key read (objects).
  const isObject: boolean[] = [];
  const commas: number[] = [];
  const keyStart: number[] = [];
  const keyEnd: number[] = [];
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  let stringEnd = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) {
        inString = false;
        stringEnd = i;
      }
    } else if (c === 0x22) {
      inString = true;
      stringStart = i + 1;
    } else if (c === 0x3a /* : */) {
      keyStart[depth] = stringStart;
      keyEnd[depth] = stringEnd;
    } else if (c === 0x2c /* , */) {
      const entries = ++commas[depth] + 1;
      const limit = isObject[depth] ? maxKeys : maxEntries;
      if (entries > limit) {
        // The path of the container, named like a validation field (`persons`, `extras.3`).
        const path: string[] = [];
        for (let d = 1; d < depth; d++)
          path.push(isObject[d] ? raw.toString('utf8', keyStart[d], keyEnd[d]) : String(commas[d]));
        throw tooWide(path.join('.'), limit, isObject[depth]);
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) throw tooDeep();
      isObject[depth] = c === 0x7b;
      commas[depth] = 0;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
}

/**
 * A malformed percent-encoding (`/%E0%A4%A`, `?q=%ZZ`) is refused for the whole address, API and
 * front ends alike, before the router, the query parser or express.static try to decode it.
 */
export function rejectMalformedUrl(req: Request, _res: Response, next: NextFunction): void {
  try {
    decodeURIComponent(req.url);
  } catch {
    return next(new AppException(HttpStatus.BAD_REQUEST, 'input.malformedUrl'));
  }
  next();
}

/** NUL and unpaired UTF-16 surrogates: PostgreSQL cannot store them in text, and no person types them. */
export function isBadText(s: string): boolean {
  return s.includes('\u0000') || /\p{Cs}/u.test(s);
}

const MAX_WALK_DEPTH = MAX_BODY_DEPTH + 2;

/**
 * The first text (value or key) in `value` that `isBadText` refuses, named the way validation errors
 * name fields (`extras.0.code`); `undefined` when all is clean.
 */
export function findBadText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isBadText(value) ? path || 'value' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth > MAX_WALK_DEPTH) throw tooDeep();
  for (const [key, child] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (isBadText(key)) return path || 'value';
    const bad = findBadText(child, field, depth + 1);
    if (bad) return bad;
  }
  return undefined;
}

const DEFERRED = Symbol('body over the width caps');

/**
 * Express error handler right after the JSON parser. A body over the width caps is not parsed, and
 * not refused yet either: the request goes on with an empty body, so a route's own guards answer
 * first (a guest route's wrong token is its 403/404, whatever the body), and the global
 * `RefuseWideBody` interceptor then refuses it, before any pipe.
 */
export function deferWideBody(
  err: unknown,
  req: Request,
  _res: Response,
  next: NextFunction,
): void {
  if ((err as { type?: unknown } | null)?.type !== TOO_WIDE) return next(err);
  (req as Request & { [DEFERRED]?: unknown })[DEFERRED] = err;
  req.body = {};
  next();
}

/** The width error `deferWideBody` kept for this request, if any. */
export function deferredBodyError(req: Request): unknown {
  return (req as Request & { [DEFERRED]?: unknown })[DEFERRED];
}
