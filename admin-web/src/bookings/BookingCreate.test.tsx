import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { dataProvider } from '@/providers/dataProvider';
import { i18nProvider } from '@/i18nProvider';
import { BookingCreate } from '@/bookings/BookingCreate';
import { jsonResponse, requestUrl } from '@/test/http';

const category = {
  id: 'c1',
  slug: 'motorhome',
  nameDe: 'Wohnmobil',
  nameEn: 'Motorhome',
  sortOrder: 3,
};
const pitch = {
  id: 'p1',
  code: 'C3',
  categoryId: 'c1',
  category,
  active: true,
  hasElectricity: true,
};
const extras = [
  {
    id: 'x1',
    code: 'electricity',
    nameDe: 'Strom',
    nameEn: 'Electricity',
    priceCents: 500,
    unit: 'per_night',
    maxQuantity: 1,
    active: true,
  },
];
const values = {
  categoryId: 'c1',
  pitchId: 'p1',
  checkIn: '2030-05-01',
  checkOut: '2030-05-04',
  adults: 2,
  children: 0,
  firstName: 'Josef',
  lastName: 'Gruber',
  email: 'josef@example.at',
};
const duplicate = {
  statusCode: 409,
  error: 'Conflict',
  message: 'Eine ähnliche Buchung wurde bereits gefunden',
  confirmationRequired: true,
  duplicates: [{ id: 'b0', number: '2030-00007', checkIn: '2030-05-02', checkOut: '2030-05-05' }],
};

/** The API as far as the phone booking form talks to it; `create` answers each POST in turn. */
function stubApi(create: (body: Record<string, unknown>) => Response) {
  const posts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(requestUrl(input), 'http://localhost');
      const list = (resource: string, rows: unknown[]) =>
        jsonResponse(200, rows, {
          'Content-Range': `${resource} 0-${rows.length - 1}/${rows.length}`,
        });
      if (url.pathname === '/api/admin/bookings' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push(body);
        return create(body);
      }
      if (url.pathname === '/api/admin/categories') return list('categories', [category]);
      if (url.pathname === '/api/admin/pitches') return list('pitches', [pitch]);
      if (url.pathname === '/api/admin/extras') return list('extras', extras);
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'nicht gefunden' });
    }),
  );
  return posts;
}

const openCreateForm = async () => {
  render(
    <MemoryRouter
      initialEntries={[`/bookings/create?source=${encodeURIComponent(JSON.stringify(values))}`]}
    >
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="bookings">
          <BookingCreate />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Aufenthalt' }, { timeout: 10_000 });
  // The prefilled pitch shows once its reference has loaded.
  await waitFor(
    () => expect((screen.getByLabelText(/^Stellplatz/) as HTMLInputElement).value).toMatch(/^C3/),
    { timeout: 10_000 },
  );
};

beforeEach(() => {});

describe('phone booking', { timeout: 30_000 }, () => {
  it('asks before booking a near-duplicate and repeats the request with the override', async () => {
    const posts = stubApi((body) =>
      body.confirmDuplicate
        ? jsonResponse(201, { id: 'b1', number: '2030-00008', ...body, status: 'confirmed' })
        : jsonResponse(409, duplicate),
    );
    await openCreateForm();

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Ähnliche Buchung gefunden')).toBeTruthy();
    expect(within(dialog).getByText('Eine ähnliche Buchung wurde bereits gefunden')).toBeTruthy();
    expect(within(dialog).getByText('Buchung 2030-00007: 02.05.2030 – 05.05.2030')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]).not.toHaveProperty('confirmDuplicate');
    expect(posts[0]).not.toHaveProperty('categoryId');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Trotzdem speichern' }));

    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({ ...posts[0], confirmDuplicate: true });
    expect(await screen.findByText('Buchung angelegt')).toBeTruthy();
  });

  it('books nothing when the staff member backs out of the confirmation', async () => {
    const posts = stubApi(() => jsonResponse(409, duplicate));
    await openCreateForm();

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toHaveLength(1);
  });

  it('shows any other refusal of the API as a notification in its words', async () => {
    stubApi(() =>
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'Dieser Stellplatz ist im gewählten Zeitraum leider nicht mehr frei.',
      }),
    );
    await openCreateForm();

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(
      await screen.findByText(
        'Dieser Stellplatz ist im gewählten Zeitraum leider nicht mehr frei.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
