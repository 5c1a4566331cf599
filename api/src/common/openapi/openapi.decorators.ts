import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiQuery,
  ApiResponse,
} from '@nestjs/swagger';
import type { FilterDef, ListSpec } from 'src/common/list/list-query';

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

  @ApiPropertyOptional({ description: 'On the sign-in routes: always false' })
  success?: boolean;
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

const filterText = ([name, def]: [string, FilterDef]): string => {
  switch (def.kind) {
    case 'enum':
      return `\`${name}\` (${def.values.join(' | ')})`;
    case 'search':
      return `\`${name}\` (text search)`;
    case 'gte':
    case 'lte':
      return `\`${name}\` (${def.kind === 'gte' ? 'from' : 'up to'} ${def.type})`;
    default:
      return `\`${name}\` (${def.type})`;
  }
};

/**
 * A ra-data-simple-rest list: `sort`, `range` and `filter` as JSON in the query string, the page as
 * a JSON array, the total in `Content-Range` (common/list/list-query.ts). The allowed fields come
 * from the resource's own ListSpec, so the document cannot promise a filter the parser refuses.
 */
export const ApiList = (type: Type<unknown>, spec: ListSpec) =>
  applyDecorators(
    ApiQuery({
      name: 'sort',
      required: false,
      description: `JSON \`[field, "ASC"|"DESC"]\`; fields: ${Object.keys(spec.sortable).join(', ')}`,
      schema: { type: 'string', example: JSON.stringify(spec.defaultSort) },
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description: `JSON \`[first, last]\`, zero-based and inclusive; at most ${spec.maxPage ?? 500} rows`,
      schema: { type: 'string', example: '[0,24]' },
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: `JSON object; keys: ${[['id', { kind: 'eq', type: 'uuid' }] as [string, FilterDef], ...Object.entries(spec.filters)].map(filterText).join(', ')}. A list value matches any of its items.`,
      schema: { type: 'string', example: '{}' },
    }),
    ApiOkResponse({
      description: 'One page of records',
      type: [type],
      headers: {
        'Content-Range': {
          description:
            '`<resource> <first>-<last>/<total>` (`<resource> */<total>` when the page is empty)',
          schema: { type: 'string', example: `${spec.resource} 0-24/319` },
        },
      },
    }),
    ApiErrors(400),
  );

/**
 * A text in German and English; in Dutch too where the API writes it itself (a quote line's
 * pitch, extra person and tourist tax). Staff-written texts have no Dutch: show `en` then.
 */
export class LocalizedTextDto {
  @ApiProperty() de!: string;
  @ApiProperty() en!: string;
  @ApiPropertyOptional() nl?: string;
}
