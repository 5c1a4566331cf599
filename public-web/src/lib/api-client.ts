import { CSRF_COOKIE, CSRF_HEADER } from '@contract/constants';
import { env } from '@/config/env';
import { i18n } from '@/lib/i18n';

/** The API answers error texts (and the maintenance default message) in the page's language. */
export const languageHeader = (): Record<string, string> => ({
  'Accept-Language': i18n.language === 'en' ? 'en' : 'de',
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

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // A signed-in admin browsing the public site carries the session cookie, and the API then
  // demands the CSRF token on writes. Only writes read it: the browser's first read of
  // document.cookie waits on its cookie store (about 16 ms here, several times that on a phone),
  // and the first screen's requests are all reads.
  const csrf = method === 'GET' ? undefined : readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = decodeURIComponent(csrf);

  const response = await fetch(`${env.API_URL}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    // docs/product.md §8: the status leads the message; the retry rule reads `status` itself.
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
