import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { dataProvider } from '@/providers/dataProvider';
import { i18nProvider } from '@/i18nProvider';
import { BookingList } from '@/bookings/BookingList';
import { siteToday } from '@/format';
import { jsonResponse, requestUrl } from '@/test/http';

/** The list requests the console makes: filter and sort of each GET /api/admin/bookings. */
function stubApi() {
  const lists: { filter: Record<string, unknown>; sort: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(requestUrl(input), 'http://localhost');
      if (url.pathname === '/api/admin/bookings') {
        lists.push({
          filter: JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>,
          sort: JSON.parse(url.searchParams.get('sort') ?? 'null'),
        });
        return jsonResponse(200, [], { 'Content-Range': 'bookings 0-0/0' });
      }
      return jsonResponse(200, [], { 'Content-Range': 'x 0-0/0' });
    }),
  );
  return lists;
}

describe('bookings list', () => {
  it('opens on the upcoming arrivals, soonest first, and staff can still see all', async () => {
    const lists = stubApi();
    render(
      <MemoryRouter initialEntries={['/bookings']}>
        <AdminContext
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          queryClient={new QueryClient()}
        >
          <ResourceContextProvider value="bookings">
            <BookingList />
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(lists[0]).toEqual({ filter: { checkInFrom: siteToday() }, sort: ['checkIn', 'ASC'] });

    // The arrival filter is an ordinary one: removing it lists every booking.
    fireEvent.click(await screen.findByTitle('Diesen Filter entfernen'));
    await waitFor(() => expect(lists.at(-1)!.filter).toEqual({}));
  });
});
