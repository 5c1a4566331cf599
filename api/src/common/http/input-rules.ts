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
 * Counts brackets in the raw JSON text (outside strings) before it is parsed, so a body like
 * `[[[[...]]]]` is refused in one linear pass, before class-transformer or class-validator recurse
 * into it. Runs as body-parser's `verify` step.
 */
export function assertJsonDepth(raw: Buffer, max = MAX_BODY_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) throw tooDeep();
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
