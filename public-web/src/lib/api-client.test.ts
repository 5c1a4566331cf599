import { describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@contract/constants';
import { api, ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

describe('api client', () => {
  it('reports a failed call as "{status}: {body}"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Buchung nicht gefunden', { status: 404 })),
    );

    const error = await api.get('/api/bookings/x').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: Buchung nicht gefunden');
    expect((error as ApiError).status).toBe(404);
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(api.get('/api/pitches')).rejects.toThrow('502: Bad Gateway');
  });

  it('sends the cookies along and JSON in and out', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ id: 'b1' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('/api/bookings', { adults: 2 })).resolves.toEqual({ id: 'b1' });

    const [url, init = {}] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/bookings');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"adults":2}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it("asks for answers in the page's language, so API messages match the page", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);

    await i18n.changeLanguage('de');
    await api.get('/api/categories');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Accept-Language')).toBe('de');

    await i18n.changeLanguage('en');
    await api.get('/api/categories');
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('Accept-Language')).toBe('en');
    await i18n.changeLanguage('de');
  });

  it("sends a signed-in admin's CSRF token on writes, and reads no cookie for the first screen's reads", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = `${CSRF_COOKIE}=${encodeURIComponent('token/1')}; path=/`;
    const cookieReads = vi.spyOn(document, 'cookie', 'get');

    await api.get('/api/company-settings');
    expect(cookieReads).not.toHaveBeenCalled();
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).has(CSRF_HEADER)).toBe(false);

    await api.post('/api/bookings', { adults: 2 });
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get(CSRF_HEADER)).toBe('token/1');
    document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
