import { CSRF_COOKIE, CSRF_HEADER } from '@contract/constants';
import { fetchUtils } from 'react-admin';
import { i18nProvider } from '@/i18nProvider';

export const API_URL = '/api';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** The API rejects cookie-authenticated writes that do not echo the `csrf` cookie. */
export function csrfHeaders(method = 'GET'): Record<string, string> {
  const token = readCookie(CSRF_COOKIE);
  return UNSAFE_METHODS.has(method.toUpperCase()) && token ? { [CSRF_HEADER]: token } : {};
}

/** Headers of every API call: JSON, the panel's language (the API answers errors in it) and CSRF on writes. */
export function apiHeaders(method = 'GET'): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Language': i18nProvider.getLocale(),
    ...csrfHeaders(method),
  };
}

export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries(apiHeaders(options.method))) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
}
