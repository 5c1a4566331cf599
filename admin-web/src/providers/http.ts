import { fetchUtils } from 'react-admin';

export const API_URL = '/api';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** The API rejects cookie-authenticated writes that do not echo the `csrf` cookie. */
export function csrfHeaders(method = 'GET'): Record<string, string> {
  const token = readCookie('csrf');
  return UNSAFE_METHODS.has(method.toUpperCase()) && token ? { 'X-CSRF-Token': token } : {};
}

export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  for (const [name, value] of Object.entries(csrfHeaders(options.method))) {
    headers.set(name, value);
  }
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
}
