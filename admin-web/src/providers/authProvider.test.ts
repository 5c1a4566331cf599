import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, LoginRejectedError } from '@/providers/authProvider';
import { jsonResponse, requestUrl, sentRequest } from '@/test/http';
import type { AuthUser } from '@/api-types';

const admin = {
  id: 'u1',
  email: 'chef@alpencamp.at',
  role: 'admin',
  name: 'Chef',
} satisfies AuthUser;

function stubApi(routes: Record<string, () => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const route = routes[requestUrl(input)];
    if (!route) throw new Error(`unexpected request ${requestUrl(input)}`);
    return route();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('login', () => {
  it('signs in and opens the dashboard once the session is confirmed', async () => {
    const fetchMock = stubApi({
      '/api/demo-login': () => jsonResponse(200, { success: true, message: 'ok', user: admin }),
      '/api/auth/user': () => jsonResponse(200, admin),
    });

    await expect(authProvider.login({ email: admin.email, password: 'secret' })).resolves.toEqual({
      redirectTo: '/admin/dashboard',
    });
    const sent = await sentRequest(...fetchMock.mock.calls[0]);
    expect(JSON.parse(sent.body!)).toEqual({ email: admin.email, password: 'secret' });
    expect(sent.credentials).toBe('include');
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'u1',
      fullName: admin.email,
    });
  });

  it('still opens the dashboard after three failed session checks', async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({
      '/api/demo-login': () => jsonResponse(200, { success: true, message: 'ok' }),
      '/api/auth/user': () => jsonResponse(401, { statusCode: 401, error: 'Unauthorized' }),
    });

    const result = authProvider.login({ email: admin.email, password: 'secret' });
    await vi.runAllTimersAsync();

    await expect(result).resolves.toEqual({ redirectTo: '/admin/dashboard' });
    const checks = fetchMock.mock.calls.filter(([url]) => requestUrl(url) === '/api/auth/user');
    expect(checks).toHaveLength(3);
  });

  it('rejects with the message the server gives for wrong credentials', async () => {
    stubApi({
      '/api/demo-login': () =>
        jsonResponse(401, { success: false, message: 'E-Mail oder Passwort ist falsch.' }),
    });

    const error = await authProvider
      .login({ email: admin.email, password: 'nope' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(LoginRejectedError);
    expect(error.message).toBe('E-Mail oder Passwort ist falsch.');
  });

  it('rejects with "Login failed" when the server gives no message', async () => {
    stubApi({ '/api/demo-login': () => jsonResponse(429, { success: false }) });

    await expect(authProvider.login({ email: admin.email, password: 'x' })).rejects.toThrow(
      'Login failed',
    );
  });
});

describe('checkAuth', () => {
  it('rejects when the API answers 401', async () => {
    stubApi({ '/api/auth/user': () => jsonResponse(401, { statusCode: 401 }) });
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('resolves for a signed-in user', async () => {
    stubApi({ '/api/auth/user': () => jsonResponse(200, admin) });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('checkError', () => {
  it('signs out on 401 but keeps the session on 403', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
  });
});

describe('logout', () => {
  it('sends the CSRF token and reports a confirmed sign-out', async () => {
    document.cookie = 'csrf=token-123; path=/';
    const fetchMock = stubApi({ '/api/logout': () => jsonResponse(200, { success: true }) });
    const onSignedOut = vi.fn();

    await expect(authProvider.logout({ onSignedOut })).resolves.toBe('/admin/login');

    const sent = await sentRequest(...fetchMock.mock.calls[0]);
    expect(sent.headers.get('X-CSRF-Token')).toBe('token-123');
    expect(onSignedOut).toHaveBeenCalledWith(true);
  });

  it('clears local data even when the server cannot be reached', async () => {
    localStorage.setItem('RaStore.locale', '"en"');
    sessionStorage.setItem('draft', 'x');
    document.cookie = 'csrf=token-123; path=/';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      '/api/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const onSignedOut = vi.fn();

    await expect(authProvider.logout({ onSignedOut })).resolves.toBe('/admin/login');

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain('csrf=');
    expect(onSignedOut).toHaveBeenCalledWith(false);
  });
});
