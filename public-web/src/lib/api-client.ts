import { CSRF_COOKIE, CSRF_HEADER } from '@contract/constants';
import type { paths } from '@contract/openapi';
import type { Client, MethodResponse } from 'openapi-fetch';
import { env } from '@/config/env';
import { DEFAULT_LANGUAGE, isLanguage } from '@/config/paths';
import { i18n } from '@/lib/i18n';

/**
 * The site's one way to its API: `send` makes every call (the contract client in
 * lib/contract-client.ts hands its requests here), and `read` is the contract-typed GET for the
 * first screen's few answers (company settings, feature toggles, location; see
 * lib/cached-resource.ts). Those stay off openapi-fetch: the landing page's JavaScript budget has
 * no room for its 2.5 kB (gzip), so the library loads with TanStack Query, in the parts that query.
 * Only types come from openapi-fetch here; nothing of it reaches this file's chunk.
 */

/** The API answers error texts (and the maintenance default message) in the page's language. */
export const languageHeader = (): Record<string, string> => ({
  'Accept-Language': isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
});

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/**
 * One call to the API: JSON accepted, answers in the page's language, the cookies along, the CSRF
 * token on writes; a refusal becomes an ApiError. `url` already carries the API's origin.
 */
export async function send(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  for (const [name, value] of Object.entries(languageHeader())) headers.set(name, value);
  // A signed-in admin browsing the public site carries the session cookie, and the API then
  // demands the CSRF token on writes. Only writes read it: the browser's first read of
  // document.cookie waits on its cookie store (about 16 ms here, several times that on a phone),
  // and the first screen's requests are all reads.
  const csrf = method === 'GET' ? undefined : readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, decodeURIComponent(csrf));

  const response = await fetch(url, { ...init, method, headers, credentials: 'include' });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    // docs/product.md §8: the status leads the message; the retry rule reads `status` itself.
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  }
  return response;
}

type Contract = Client<paths>;

/** A GET route of the contract without path parameters (its address is the whole request). */
export type ReadPath = {
  [P in keyof paths]: paths[P] extends { get: { parameters: { path?: never } } } ? P : never;
}[keyof paths];

/** What the contract says a GET route answers. */
export type ReadAnswer<P extends ReadPath> = MethodResponse<Contract, 'get', P>;

/** GETs a route of the contract and answers its body, typed as the contract describes it. */
export async function read<P extends ReadPath>(path: P): Promise<ReadAnswer<P>> {
  const response = await send(`${env.API_URL}${path}`);
  const body: unknown = response.status === 204 ? undefined : await response.json();
  // The one place a parsed body takes its type: the contract's, for the route asked.
  return body as ReadAnswer<P>;
}
