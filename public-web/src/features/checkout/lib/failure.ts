import { ApiError } from '@/lib/api-client';

/**
 * What went wrong with a call, in the terms the page speaks to the guest about (docs/product.md §8): no
 * connection, the server failed, the input was refused (with the API's field messages), the pitch
 * was taken meanwhile, or another refusal whose message the API wrote in the page's language.
 */
export type Failure =
  | { kind: 'network' }
  | { kind: 'server'; message?: string }
  | { kind: 'invalid'; message: string; fields?: Record<string, string> }
  | { kind: 'conflict'; message: string }
  | { kind: 'refused'; status: number; message: string };

interface ErrorBody {
  statusCode?: unknown;
  message?: unknown;
  fields?: unknown;
}

/** The JSON body behind an ApiError's `"<status>: <body>"` message, if it was JSON. */
function errorBody(error: ApiError): ErrorBody {
  const text = error.message.slice(error.message.indexOf(':') + 1).trim();
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
}

const stringFields = (fields: unknown): Record<string, string> | undefined => {
  if (!fields || typeof fields !== 'object') return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
};

export function describeFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { kind: 'network' };
  const body = errorBody(error);
  const message = typeof body.message === 'string' ? body.message : '';
  // Our API words its 5xx for guests too (e.g. "the payment could not be prepared"); a proxy's
  // error page or a bare status gets the general text.
  if (error.status >= 500)
    return typeof body.statusCode === 'number' && message
      ? { kind: 'server', message }
      : { kind: 'server' };
  if (error.status === 400) return { kind: 'invalid', message, fields: stringFields(body.fields) };
  if (error.status === 409) return { kind: 'conflict', message };
  return { kind: 'refused', status: error.status, message };
}
