import { describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@contract/constants';
import { ApiError, read } from '@/lib/api-client';
import type { NewBooking } from '@/lib/api-types';
import { answer, apiClient } from '@/lib/contract-client';
import { i18n } from '@/lib/i18n';

describe('api client', () => {
  it('reports a failed call as "{status}: {body}"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Buchung nicht gefunden', { status: 404 })),
    );

    const error = await answer(
      apiClient.GET('/api/bookings/{id}', { params: { path: { id: 'x' } } }),
    ).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: Buchung nicht gefunden');
    expect((error as ApiError).status).toBe(404);
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(answer(apiClient.GET('/api/pitches'))).rejects.toThrow('502: Bad Gateway');
    await expect(read('/api/company-settings')).rejects.toThrow('502: Bad Gateway');
  });

  it('sends the cookies along and JSON in and out', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ id: 'b1' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    // Only what the client does with a body matters here, not a whole booking.
    const body = { adults: 2 } as NewBooking;
    await expect(answer(apiClient.POST('/api/bookings', { body }))).resolves.toEqual({ id: 'b1' });

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
    await answer(apiClient.GET('/api/categories'));
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Accept-Language')).toBe('de');

    await i18n.changeLanguage('en');
    await read('/api/categories');
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('Accept-Language')).toBe('en');
    await i18n.changeLanguage('de');
  });

  it("sends a signed-in admin's CSRF token on writes, and reads no cookie for the first screen's reads", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = `${CSRF_COOKIE}=${encodeURIComponent('token/1')}; path=/`;
    const cookieReads = vi.spyOn(document, 'cookie', 'get');

    await read('/api/company-settings');
    expect(cookieReads).not.toHaveBeenCalled();
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).has(CSRF_HEADER)).toBe(false);

    await answer(apiClient.POST('/api/bookings', { body: { adults: 2 } as NewBooking }));
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get(CSRF_HEADER)).toBe('token/1');
    document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it("puts the contract's path and query parameters into the address, encoded", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response('{"status":"confirmed"}'),
    );
    vi.stubGlobal('fetch', fetchMock);

    await answer(
      apiClient.POST('/api/bookings/{id}/confirm', {
        params: { path: { id: 'b/1' }, query: { token: 'a&b' } },
      }),
    );

    const [url, init = {}] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/bookings/b%2F1/confirm?token=a%26b');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('leaves a call that never got an answer a TypeError, which the pages call a network failure', async () => {
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw offline;
      }),
    );
    await expect(answer(apiClient.GET('/api/extras'))).rejects.toBe(offline);
  });

  it('answers nothing for an empty answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(
      answer(
        apiClient.POST('/api/waitlist/{id}/leave', {
          params: { path: { id: 'w1' }, query: { token: 't' } },
        }),
      ),
    ).resolves.toBeUndefined();
  });
});
