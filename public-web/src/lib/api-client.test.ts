import { describe, expect, it, vi } from 'vitest';
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
});
