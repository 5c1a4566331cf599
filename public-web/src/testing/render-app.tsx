import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import type { CompanySettings } from '@/lib/api-types';

/** Shows the address bar, so tests can assert where the visitor ended up. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

export function renderApp(path: string) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <AddressBar />
      </MemoryRouter>
    </AppProvider>,
  );
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const company = {
  companyName: 'Alpencamp Dachsteinblick',
  postalCode: '8970',
  city: 'Schladming',
  address: 'Rohrmoosstraße 128',
  country: 'Österreich',
  phone: '+43 3687 61234',
  emergencyPhone: '+43 664 1234567',
  email: 'info@alpencamp-dachstein.at',
} satisfies Partial<CompanySettings>;

type Route = () => Response | Promise<Response>;

/** Stands in for the API at the fetch boundary; unknown paths answer 404. */
export function stubApi(routes: Record<string, Route> = {}) {
  const all: Record<string, Route> = {
    '/api/health': () => json(200, { status: 'ok' }),
    '/api/company-settings': () => json(200, company),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return all[url]?.() ?? json(404, { statusCode: 404, error: 'Not Found', message: url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
