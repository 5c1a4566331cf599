import {
  ArgumentsHost,
  BadRequestException,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import {
  DriverException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { requestLang } from 'src/common/i18n/lang';
import { translate, type Lang, type MessageKey } from 'src/common/i18n/messages';
import { AppException } from './app-exception';
import { TOO_DEEP, TOO_WIDE } from './input-rules';
import {
  describeFieldProblems,
  describeValidationErrors,
  FieldsException,
  ValidationFailedException,
} from './validation';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  [extra: string]: unknown;
}

const SUCCESS_FLAG_PATHS = new Set(['/api/demo-login', '/api/auth/login']);

const reasonPhrase = (status: number): string =>
  (HttpStatus[status] ?? 'Error')
    .toString()
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const genericKeyByStatus: Partial<Record<number, MessageKey>> = {
  400: 'error.badRequest',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'error.payloadTooLarge',
  503: 'error.serviceUnavailable',
};

const logger = new Logger('Errors');

/**
 * The one place errors become HTTP answers: `{statusCode, error, message}` in the request's
 * language, database conflicts as 409, and never a stack trace. Unexpected errors are logged with
 * the request id and answered with a generic 500. Nest's routes reach it through the filter below;
 * plain Express handlers mounted beside them (the queue board) call it directly.
 */
export function sendError(exception: unknown, req: Request, res: Response): void {
  const lang = requestLang(req);
  const body = toBody(exception, lang, req);
  if (body.statusCode >= 500) {
    logger.error({ err: exception, reqId: req.id, path: req.originalUrl }, 'Unhandled error');
  }
  if (res.headersSent) return;
  if (typeof body.retryAfter === 'number') res.setHeader('Retry-After', String(body.retryAfter));
  // The login form reads `{success, message}` whatever the status (docs/product.md §7), including body-parser errors raised before routing.
  if (SUCCESS_FLAG_PATHS.has(req.path)) body.success = false;
  res.status(body.statusCode).json(body);
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    sendError(exception, ctx.getRequest<Request>(), ctx.getResponse<Response>());
  }
}

export function toBody(exception: unknown, lang: Lang, req: Request): ErrorBody {
  const inputError = fromBadInput(exception, lang);
  if (inputError) return inputError;
  if (exception instanceof ValidationFailedException) {
    const { message, fields } = describeValidationErrors(exception.errors, lang);
    return { statusCode: 400, error: 'Bad Request', message, fields };
  }
  if (exception instanceof FieldsException) {
    const { message, fields } = describeFieldProblems(exception.problems, lang, exception.more);
    return { statusCode: 400, error: 'Bad Request', message, fields };
  }
  if (exception instanceof AppException) {
    const status = exception.getStatus();
    return {
      statusCode: status,
      error: reasonPhrase(status),
      // A refusal that names its Retry-After may say the wait in words ({retryAfterSeconds}).
      message: translate(lang, exception.key, {
        ...(typeof exception.extra.retryAfter === 'number'
          ? { retryAfterSeconds: exception.extra.retryAfter }
          : {}),
        ...exception.params,
      }),
      ...exception.extra,
    };
  }
  // Nest turns body-parser's SyntaxError into a bare BadRequestException carrying only the parser's text.
  if (
    exception?.constructor === BadRequestException &&
    /JSON/.test((exception as BadRequestException).message)
  ) {
    return {
      statusCode: 400,
      error: 'Bad Request',
      message: translate(lang, 'error.malformedJson'),
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // Nest's own parameter pipes (ParseUUIDPipe...) phrase their complaint in English only.
    if (status === 400 && /^Validation failed \(.+ is expected\)$/.test(exception.message)) {
      return { statusCode: 400, error: 'Bad Request', message: translate(lang, 'input.badId') };
    }
    if (status === 404 && exception.message.startsWith('Cannot ')) {
      return {
        statusCode: 404,
        error: 'Not Found',
        message: translate(lang, 'error.routeNotFound', { method: req.method, path: req.path }),
      };
    }
    const key = genericKeyByStatus[status];
    const response = exception.getResponse();
    const raw =
      typeof response === 'object' && response && 'message' in response
        ? response.message
        : response;
    const serverMessage = Array.isArray(raw) ? raw.join('; ') : String(raw);
    return {
      statusCode: status,
      error: reasonPhrase(status),
      message:
        key && status !== 400
          ? translate(lang, key)
          : serverMessage || translate(lang, key ?? 'error.badRequest'),
    };
  }
  const bodyParserError = exception as { type?: string; status?: number };
  if (bodyParserError?.type === 'entity.parse.failed') {
    return {
      statusCode: 400,
      error: 'Bad Request',
      message: translate(lang, 'error.malformedJson'),
    };
  }
  if (bodyParserError?.type === 'entity.too.large') {
    return {
      statusCode: 413,
      error: 'Payload Too Large',
      message: translate(lang, 'error.payloadTooLarge'),
    };
  }
  if (
    typeof bodyParserError?.status === 'number' &&
    bodyParserError.status >= 400 &&
    bodyParserError.status < 500
  ) {
    return {
      statusCode: bodyParserError.status,
      error: reasonPhrase(bodyParserError.status),
      message: translate(lang, 'error.badRequest'),
    };
  }
  if (exception instanceof UniqueConstraintViolationException) {
    return { statusCode: 409, error: 'Conflict', message: translate(lang, 'error.duplicate') };
  }
  if (exception instanceof ForeignKeyConstraintViolationException) {
    return { statusCode: 409, error: 'Conflict', message: translate(lang, 'error.conflict') };
  }
  if (exception instanceof DriverException && CONFLICT_CODES.has(String(exception.code))) {
    return { statusCode: 409, error: 'Conflict', message: translate(lang, 'error.conflict') };
  }
  if (exception instanceof NotFoundError) {
    return { statusCode: 404, error: 'Not Found', message: translate(lang, 'error.notFound') };
  }
  if (isUnreachable(exception)) {
    return {
      statusCode: 503,
      error: 'Service Unavailable',
      message: translate(lang, 'error.unavailable'),
      retryAfter: 5,
    };
  }
  return {
    statusCode: 500,
    error: 'Internal Server Error',
    message: translate(lang, 'error.internal'),
  };
}

/**
 * SQLSTATEs that mean "conflicts with what is stored", answered 409: 23001, a row still referenced
 * through an `on delete restrict` key (MikroORM leaves it a plain DriverException); 23P01, an
 * exclusion constraint (overlapping stays or seasons); 40P01, a concurrent write and this one
 * waited for each other and PostgreSQL aborted this one, storing nothing (writes that know their
 * conflict retry it, see isDeadlock; anywhere else it is "changed meanwhile", never a 500).
 */
const CONFLICT_CODES = new Set(['23001', '23P01', '40P01']);

/**
 * PostgreSQL (or Redis) out of reach for a moment — restarting, failing over, the network between,
 * or every pooled connection busy for the pool's whole wait — is no bug of the request: 503 with
 * Retry-After, so clients and load balancers try again, instead of a 500. Socket errors of the connection, and the SQLSTATEs of a server shutting down or starting up
 * (class 08 connection exceptions, 57P01–57P03).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
function isUnreachable(exception: unknown): boolean {
  type Cause = {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    previous?: unknown;
  };
  for (
    let e = exception as Cause | undefined, i = 0;
    e && i < 3;
    e = (e.previous ?? e.cause) as Cause, i++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_CODES.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code)) return true;
    // Every pool connection stayed busy for the whole acquire timeout: overloaded, not broken.
    if (e.name === 'KnexTimeoutError') return true;
    if (typeof e.message === 'string' && /Knex: Timeout acquiring a connection/.test(e.message))
      return true;
    // pg's dropped connection has no code; MikroORM appends the text to the statement's.
    if (
      typeof e.message === 'string' &&
      /(^|- )Connection terminated( unexpectedly)?$/.test(e.message)
    )
      return true;
  }
  return false;
}

const badRequest = (lang: Lang, key: MessageKey): ErrorBody => ({
  statusCode: 400,
  error: 'Bad Request',
  message: translate(lang, key),
});

/** SQLSTATEs that only bad input causes: untranslatable text, NUL, invalid date/time, invalid literal. */
const INPUT_SQLSTATES = new Set(['22P05', '22021', '22007', '22008', '22P02']);

const camelCase = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Errors only bad input causes. Each has an owning rule that refuses the input first (the body
 * parser's depth check, the URL check, the validation pipe, the DTOs); this is the last line, so
 * whatever slips past still answers 400, never 500.
 */
function fromBadInput(exception: unknown, lang: Lang): ErrorBody | undefined {
  if ((exception as { type?: unknown } | null)?.type === TOO_DEEP)
    return badRequest(lang, 'input.tooDeep');
  if ((exception as { type?: unknown } | null)?.type === TOO_WIDE) {
    const { field, max, object } = exception as { field: string; max: number; object: boolean };
    return {
      statusCode: 400,
      error: 'Bad Request',
      message: translate(lang, object ? 'input.tooManyKeys' : 'input.tooManyEntries', {
        field,
        max,
      }),
    };
  }
  // A malformed percent-encoding, from decodeURIComponent or the router's parameter decoding.
  if (exception instanceof URIError) return badRequest(lang, 'input.malformedUrl');
  if (exception instanceof NotNullConstraintViolationException) {
    const column = /column "([^"]+)"/.exec(exception.message)?.[1];
    if (!column) return badRequest(lang, 'validation.required');
    const { message, fields } = describeFieldProblems(
      { [camelCase(column)]: { key: 'validation.required' } },
      lang,
    );
    return { statusCode: 400, error: 'Bad Request', message, fields };
  }
  const code = exception instanceof DriverException ? (exception as { code?: string }).code : '';
  if (code && INPUT_SQLSTATES.has(code)) return badRequest(lang, 'error.badRequest');
  return undefined;
}
