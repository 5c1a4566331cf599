import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '@/providers/dataProvider';
import { i18nProvider } from '@/i18nProvider';
import { jsonResponse } from '@/test/http';

afterEach(() => {
  document.cookie = 'csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('dataProvider', () => {
  it('lists users from /api/admin with the session cookie', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, [{ id: 'u1', email: 'a@b.at' }], { 'Content-Range': 'users 0-0/1' }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const { data, total } = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'a' },
    });

    expect(data).toEqual([{ id: 'u1', email: 'a@b.at' }]);
    expect(total).toBe(1);
    const [url, init = {}] = fetchMock.mock.calls[0];
    expect(url).toMatch(/^\/api\/admin\/users\?/);
    expect(init.credentials).toBe('include');
  });

  it('asks the API for answers in the panel language, so error messages are German by default', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, [], { 'Content-Range': 'users */0' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'email', order: 'ASC' as const },
      filter: {},
    };

    await dataProvider.getList('users', params);
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Accept-Language')).toBe('de');

    await i18nProvider.changeLocale('en');
    await dataProvider.getList('users', params);
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('Accept-Language')).toBe('en');
    await i18nProvider.changeLocale('de');
  });

  it('echoes the csrf cookie on writes so the API accepts the change', async () => {
    document.cookie = 'csrf=abc%20123; path=/';
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, { id: 'u1', name: 'Neu' }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await dataProvider.update('users', {
      id: 'u1',
      data: { name: 'Neu' },
      previousData: { id: 'u1', name: 'Alt' },
    });

    const [url, init = {}] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/users/u1');
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('X-CSRF-Token')).toBe('abc 123');
  });
});
