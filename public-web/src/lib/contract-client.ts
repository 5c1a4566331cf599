import createClient from 'openapi-fetch';
import type { paths } from '@contract/openapi';
import { env } from '@/config/env';
import { ApiError, send } from '@/lib/api-client';

/**
 * The API's calls, bound to its contract: openapi-fetch takes the path, its parameters and the
 * body as the OpenAPI document (api/src/contract/openapi.d.ts, `npm run contract`) describes
 * them, and answers the route's own type; a renamed route or field fails the type check.
 *
 *   answer(apiClient.GET('/api/bookings/{id}', { params: { path: { id }, query: { token } } }))
 *
 * Everything around the call stays in lib/api-client.ts (`send`: language, cookies, CSRF token,
 * ApiError with the status); retries stay with TanStack Query (lib/retry.ts). This module, and so
 * the library (2.5 kB gzip), loads only with the parts that query, never on the first screen.
 */

/**
 * openapi-fetch builds a Request and hands it to `fetch`. This carrier keeps the address and the
 * options as built instead, so `send` makes the one fetch(url, init) call every request of the
 * site goes through (and tests stand in for the API at). A real Request would also need an
 * absolute address, where the site asks its own origin by path.
 */
class Outgoing {
  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {}
}

export const apiClient = createClient<paths>({
  baseUrl: env.API_URL,
  Request: Outgoing as unknown as typeof Request,
  fetch: (request) => {
    const { url, init } = request as unknown as Outgoing;
    return send(url, init);
  },
});

/**
 * The answer's body of a call. Refusals never get here: `send` threw them as ApiError (status
 * first), which the retry rule and the pages' failure texts read.
 */
export async function answer<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (!response.ok)
    throw new ApiError(response.status, `${response.status}: ${response.statusText}`);
  // An empty answer (204) is undefined, as its contract type says.
  return data as T;
}
