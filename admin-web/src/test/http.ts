/** A JSON answer as the API gives it, for fetch stubs in browser unit tests. */
export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The URL a fetch stub was called with; same-origin ones (the typed client's) as path and query. */
export function requestUrl(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const origin = window.location.origin;
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/**
 * What a stubbed fetch was sent, whether called with (url, init) like react-admin's httpClient or
 * with a Request like the typed client (providers/api.ts): method, headers, body and credentials.
 */
export async function sentRequest(input: RequestInfo | URL, init?: RequestInit) {
  if (input instanceof Request) {
    return {
      url: requestUrl(input),
      method: input.method,
      headers: input.headers,
      body: input.body === null ? undefined : await input.clone().text(),
      credentials: input.credentials,
    };
  }
  return {
    url: requestUrl(input),
    method: init?.method ?? 'GET',
    headers: new Headers(init?.headers),
    body: init?.body == null ? undefined : String(init.body),
    credentials: init?.credentials,
  };
}

/**
 * An API answer a test builds by hand with only the fields the screen reads: `satisfies
 * Partly<Dto>` still refuses a field the contract does not know or a value of the wrong type.
 */
export type Partly<T> = T extends readonly (infer Item)[]
  ? Partly<Item>[]
  : T extends object
    ? { [K in keyof T]?: Partly<T[K]> }
    : T;
