import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { dataProvider } from '@/providers/dataProvider';
import { i18nProvider } from '@/i18nProvider';
import { BookingCreate } from '@/bookings/BookingCreate';
import { jsonResponse, requestUrl, sentRequest, type Partly } from '@/test/http';
import type { Category, Extra, Pitch, Quote } from '@/api-types';
import type { components } from '@contract/openapi';

type DuplicateConflict = components['schemas']['DuplicateConflictDto'];

const category = {
  id: 'c1',
  slug: 'motorhome',
  nameDe: 'Wohnmobil',
  nameEn: 'Motorhome',
  sortOrder: 3,
} satisfies Partly<Category>;
const pitch = {
  id: 'p1',
  code: 'C3',
  categoryId: 'c1',
  category,
  active: true,
  hasElectricity: true,
} satisfies Partly<Pitch>;
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
] satisfies Partly<Extra>[];
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
} satisfies DuplicateConflict;

/** A quote as the API prices it here: 30 € per adult and night, 10 % VAT, 2.50 € tourist tax each. */
function priceOf(body: { checkIn: string; checkOut: string; adults: number }) {
  const nights = (Date.parse(body.checkOut) - Date.parse(body.checkIn)) / 86_400_000;
  const grossCents = 3000 * body.adults * nights;
  const touristTaxCents = 250 * body.adults * nights;
  const netCents = Math.round(grossCents / 1.1);
  return {
    nights,
    minStayNights: 1,
    lines: [
      {
        code: 'pitch',
        label: { de: 'Stellplatz', en: 'Pitch' },
        unit: 'person_night',
        quantity: body.adults * nights,
        unitPriceCents: 3000,
        totalCents: grossCents,
        vatRateBp: 1000,
      },
      {
        code: 'tourist_tax',
        label: { de: 'Ortstaxe', en: 'Tourist tax' },
        unit: 'person_night',
        quantity: body.adults * nights,
        unitPriceCents: 250,
        totalCents: touristTaxCents,
        vatRateBp: 0,
      },
    ],
    vat: [{ rateBp: 1000, netCents, vatCents: grossCents - netCents }],
    netCents,
    vatCents: grossCents - netCents,
    grossCents,
    touristTaxCents,
    totalCents: grossCents + touristTaxCents,
  } satisfies Partly<Quote>;
}

type QuoteAnswer = (body: Record<string, unknown>) => Response | Promise<Response>;
const priced: QuoteAnswer = (body) =>
  jsonResponse(200, priceOf(body as Parameters<typeof priceOf>[0]));

/** The API as far as the phone booking form talks to it; `create` answers each POST in turn. */
function stubApi(create: (body: Record<string, unknown>) => Response, quote: QuoteAnswer = priced) {
  const posts: Record<string, unknown>[] = [];
  const quotes: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(requestUrl(input), 'http://localhost');
      const sent = await sentRequest(input, init);
      const list = (resource: string, rows: unknown[]) =>
        jsonResponse(200, rows, {
          'Content-Range': `${resource} 0-${rows.length - 1}/${rows.length}`,
        });
      if (url.pathname === '/api/admin/bookings/quote' && sent.method === 'POST') {
        const body = JSON.parse(String(sent.body)) as Record<string, unknown>;
        quotes.push(body);
        return quote(body);
      }
      if (url.pathname === '/api/admin/bookings' && sent.method === 'POST') {
        const body = JSON.parse(String(sent.body)) as Record<string, unknown>;
        posts.push(body);
        return create(body);
      }
      if (url.pathname === '/api/admin/categories') return list('categories', [category]);
      if (url.pathname === '/api/admin/pitches') return list('pitches', [pitch]);
      if (url.pathname === '/api/admin/extras') return list('extras', extras);
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'nicht gefunden' });
    }),
  );
  return Object.assign(posts, { quotes });
}

/** The total row of the price table the form shows. */
const shownTotal = () =>
  within(screen.getByTestId('quote-panel'))
    .getAllByRole('row')
    .find((r) => r.textContent?.startsWith('Gesamtbetrag'))
    ?.textContent?.replace(/\s/g, ' ');

const saveButton = () => screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;

const openCreateForm = async ({ priced = true } = {}) => {
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
  // Saving waits for the price.
  if (priced) await waitFor(() => expect(saveButton().disabled).toBe(false), { timeout: 5_000 });
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

  it('shows the live quote, follows the party, drops a late answer and stores the price shown', async () => {
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let calls = 0;
    const posts = stubApi(
      (body) => jsonResponse(201, { id: 'b1', number: '2030-00008', ...body, status: 'confirmed' }),
      async (body) => {
        // The answer for 2 adults arrives only after the one for 3 adults.
        if (calls++ === 0) await firstHeld;
        return priced(body);
      },
    );
    await openCreateForm({ priced: false });
    expect(await screen.findByLabelText('Preis wird berechnet …')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await waitFor(() => expect(posts.quotes).toHaveLength(1), { timeout: 5_000 });

    fireEvent.change(screen.getByLabelText(/^Erwachsene/), { target: { value: '3' } });
    // 3 adults × 3 nights: 270,00 € + 22,50 € tourist tax.
    await waitFor(() => expect(shownTotal()).toBe('Gesamtbetrag292,50 €'), { timeout: 5_000 });
    releaseFirst();
    // The late answer for 2 adults does not replace it, nor what is saved.
    await firstHeld;
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(posts.quotes.map((q) => q.adults)).toEqual([2, 3]);
    expect(screen.getByText('Ortstaxe')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ adults: 3, quotedTotalCents: 29250 });
    expect(shownTotal()).toBe('Gesamtbetrag292,50 €');
    expect(posts[0]).not.toHaveProperty('status');
  });

  it("shows the API's refusal of the stay in its words and saves nothing", async () => {
    const posts = stubApi(
      () => jsonResponse(201, {}),
      () =>
        jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'In diesem Zeitraum beträgt der Mindestaufenthalt 3 Nächte',
        }),
    );
    await openCreateForm({ priced: false });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toBe('In diesem Zeitraum beträgt der Mindestaufenthalt 3 Nächte');

    // Without a price there is nothing to save.
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(saveButton());
    expect(posts).toHaveLength(0);
  });

  it('shows the new price when the save is refused because the price changed, and saves that one', async () => {
    let quoted = 0;
    const posts = stubApi(
      (body) =>
        body.quotedTotalCents === 19500
          ? jsonResponse(409, {
              statusCode: 409,
              error: 'Conflict',
              message: 'Der Preis hat sich inzwischen geändert (jetzt € 201,00).',
            })
          : jsonResponse(201, { id: 'b1', number: '2030-00008', ...body, status: 'confirmed' }),
      (body) => {
        const quote = priceOf(body as Parameters<typeof priceOf>[0]);
        // The season's price went up between the first quote and the save.
        return jsonResponse(
          200,
          quoted++ === 0 ? quote : { ...quote, totalCents: quote.totalCents + 600 },
        );
      },
    );
    await openCreateForm();
    fireEvent.click(saveButton());
    expect(
      await screen.findByText('Der Preis hat sich inzwischen geändert (jetzt € 201,00).'),
    ).toBeTruthy();
    await waitFor(() => expect(shownTotal()).toBe('Gesamtbetrag201,00 €'), { timeout: 5_000 });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts.map((p) => p.quotedTotalCents)).toEqual([19500, 20100]);
  });

  it('creates a pending booking held until the chosen day', async () => {
    const posts = stubApi((body) =>
      jsonResponse(201, { id: 'b1', number: '2030-00008', ...body, status: 'pending' }),
    );
    await openCreateForm();
    await waitFor(() => expect(shownTotal()).toBe('Gesamtbetrag195,00 €'), { timeout: 5_000 });
    fireEvent.click(screen.getByLabelText('Ausstehend (wartet auf Zahlung)'));
    fireEvent.change(await screen.findByLabelText(/^Stellplatz reserviert bis/), {
      target: { value: '2030-04-28' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      status: 'pending',
      holdUntil: '2030-04-28',
      quotedTotalCents: 19500,
    });
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
