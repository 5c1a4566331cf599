import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, SimpleForm } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { dataProvider } from '@/providers/dataProvider';
import { i18nProvider } from '@/i18nProvider';
import { SeasonInputs } from '@/seasons/SeasonInputs';
import type { Category, Quote } from '@/api-types';
import { jsonResponse, requestUrl, sentRequest, type Partly } from '@/test/http';

const tent = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'tent',
  nameDe: 'Zelt',
  nameEn: 'Tent',
  basePriceCents: 2500,
  active: true,
  sortOrder: 1,
} satisfies Partly<Category>;

/** The API's preview, answering with the typed season's rate (the base price without one). */
function stubApi() {
  const previews: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(requestUrl(input), 'http://localhost');
      if (url.pathname === '/api/admin/categories')
        return jsonResponse(200, [tent], { 'Content-Range': 'categories 0-0/1' });
      if (url.pathname === '/api/admin/pricing/preview') {
        const body = JSON.parse(String((await sentRequest(input, init)).body)) as {
          season?: { rates: { nightlyPriceCents: number }[] };
        };
        previews.push(body);
        const night = body.season?.rates[0]?.nightlyPriceCents ?? 2500;
        return jsonResponse(200, {
          lines: [{ kind: 'pitch', unitPriceCents: night, quantity: 3, totalCents: 3 * night }],
          totalCents: 3 * night + 1200,
        } satisfies Partly<Quote>);
      }
      return jsonResponse(404, {});
    }),
  );
  return previews;
}

describe('season form', () => {
  it('previews the prices while a rate is typed, before saving', async () => {
    const previews = stubApi();
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          queryClient={new QueryClient()}
        >
          <ResourceContextProvider value="seasons">
            <SimpleForm
              record={{
                name: 'Winter',
                startDate: '2099-01-01',
                endDate: '2099-03-31',
                minStayNights: 1,
              }}
              onSubmit={() => undefined}
            >
              <SeasonInputs />
            </SimpleForm>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    const preview = await screen.findByTestId('season-preview', {}, { timeout: 3000 });
    await waitFor(() => expect(within(preview).getByText(/25,00/)).toBeTruthy());
    fireEvent.change(screen.getByLabelText(/Zelt/), { target: { value: '31,50' } });
    await waitFor(() => expect(within(preview).getByText(/31,50\s€/)).toBeTruthy(), {
      timeout: 3000,
    });
    // 3 nights at 31,50 € and 12,00 € tourist tax, as the API priced the typed season.
    expect(within(preview).getByText(/106,50\s€/)).toBeTruthy();
    expect(previews.at(-1)).toMatchObject({
      checkIn: '2099-01-01',
      checkOut: '2099-01-04',
      season: {
        startDate: '2099-01-01',
        rates: [{ categoryId: tent.id, nightlyPriceCents: 3150 }],
      },
    });
  });
});
