/**
 * The console's typed API client for every call outside react-admin's CRUD resources.
 *
 * openapi-fetch bound to the generated contract (`paths` in @contract/openapi): the path, its path
 * and query parameters, the request body and the answer are all checked against the API's OpenAPI
 * document, so nothing here casts a JSON answer to a hand-picked type. It sends what `httpClient`
 * (providers/http.ts, used by the CRUD dataProvider) sends: the session cookie, the panel language,
 * and the CSRF header on writes.
 *
 * `ok()` turns a refusal into react-admin's HttpError with the API's message, exactly as
 * `fetchUtils.fetchJson` does, so screens keep notifying `error.message` and the auth provider
 * still signs out on a 401. Calls that read a refusal's body themselves (sign-in) use `api` alone.
 */
import type { CSRF_HEADER } from '@contract/constants';
import createClient, { type Middleware } from 'openapi-fetch';
import { HttpError } from 'react-admin';
import type { paths } from '@contract/openapi';
import { apiHeaders } from '@/providers/http';

/**
 * The contract lists the CSRF header as a required parameter of every write; the middleware below
 * sends it from the cookie on every call, so call sites are typed without it.
 */
type WithoutCsrf<Params> = Params extends { header: infer Header }
  ? Omit<Params, 'header'> & { header?: Omit<Header, typeof CSRF_HEADER> }
  : Params;
type Operation<Op> = Op extends { parameters: infer Params }
  ? Omit<Op, 'parameters'> & { parameters: WithoutCsrf<Params> }
  : Op;
export type ConsolePaths = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]: Operation<paths[Path][Method]> };
};

const sessionHeaders: Middleware = {
  onRequest({ request }) {
    for (const [name, value] of Object.entries(apiHeaders(request.method))) {
      if (!request.headers.has(name)) request.headers.set(name, value);
    }
    return request;
  },
};

export const api = createClient<ConsolePaths>({
  // Absolute, because fetch's Request needs one; the API is served from the panel's own origin.
  baseUrl: window.location.origin,
  credentials: 'include',
  // Looked up per call (not captured once), so a stubbed or patched fetch sees every request.
  fetch: (request) => globalThis.fetch(request),
});
api.use(sessionHeaders);

/** What every openapi-fetch call resolves to: the answer's body on success, its error otherwise. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

const messageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : undefined;

/** The answer's body and status, or the HttpError react-admin knows (API message, status, body). */
export async function okAnswer<T>(call: Promise<Answer<T>>): Promise<{ data: T; status: number }> {
  const { data, error, response } = await call;
  if (!response.ok) {
    throw new HttpError(messageOf(error) || response.statusText, response.status, error);
  }
  // openapi-fetch leaves `data` optional in its type; on a success it is the documented answer.
  return { data: data as T, status: response.status };
}

/** The answer's body, or the HttpError react-admin knows on a refusal. */
export const ok = async <T>(call: Promise<Answer<T>>): Promise<T> => (await okAnswer(call)).data;

/** A multipart upload body: the contract types `format: binary` fields as Blob. */
export const asFormData = (fields: Record<string, Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
