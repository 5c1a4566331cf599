import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiQuery,
  ApiResponse,
} from '@nestjs/swagger';

/**
 * Extensions @Public() and @Roles() (modules/auth/auth.decorators.ts) put on an operation, so the
 * document learns who may call it from the same decorators the guard reads; finishDocument()
 * turns them into `security`.
 */
export const PUBLIC_EXTENSION = 'x-public';
export const ROLES_EXTENSION = 'x-roles';

/** Every error answer: `{statusCode, error, message}` in the request's language (exception.filter.ts). */
export class ErrorDto {
  @ApiProperty({ example: 404 }) statusCode!: number;
  @ApiProperty({ example: 'Not Found' }) error!: string;
  @ApiProperty({ example: 'Nicht gefunden.' }) message!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'On 400: the message for each field that failed, by field name',
  })
  fields?: Record<string, string>;

  @ApiPropertyOptional({
    description: 'On 429: seconds until another attempt is accepted (also in Retry-After)',
  })
  retryAfter?: number;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (the message names the field)',
  401: 'No valid session (or key)',
  403: 'Not allowed: wrong role, missing CSRF token, or wrong booking token',
  404: 'Not found',
  409: 'Conflicts with the current state (taken, already changed, still referenced)',
  413: 'Body too large',
  429: 'Too many attempts; see retryAfter',
  502: 'The upstream provider failed',
  503: 'Temporarily unavailable',
};

/** Documents the error answers a route can give, each with the common error body. */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERROR_TEXT[status] ?? 'Error', type: ErrorDto }),
    ),
  );

/**
 * A ra-data-simple-rest list: `sort`, `range` and `filter` as JSON in the query string, the page as
 * a JSON array, the total in `Content-Range` (common/list/list-query.ts).
 */
export const ApiList = (type: Type<unknown>, example: { sort: string; filter: string }) =>
  applyDecorators(
    ApiQuery({
      name: 'sort',
      required: false,
      description: 'JSON `[field, "ASC"|"DESC"]`; only the resource\'s sortable fields',
      schema: { type: 'string', example: example.sort },
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description: 'JSON `[first, last]`, zero-based and inclusive; at most 500 rows',
      schema: { type: 'string', example: '[0,24]' },
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: "JSON object of the resource's filters; `id` takes one id or a list",
      schema: { type: 'string', example: example.filter },
    }),
    ApiOkResponse({
      description: 'One page of records',
      type: [type],
      headers: {
        'Content-Range': {
          description: '`<resource> <first>-<last>/<total>` (`<resource> */0` when empty)',
          schema: { type: 'string', example: 'bookings 0-24/319' },
        },
      },
    }),
    ApiErrors(400),
  );
