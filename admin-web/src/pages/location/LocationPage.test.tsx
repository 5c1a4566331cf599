import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../providers/dataProvider';
import { i18nProvider } from '../../i18nProvider';
import { jsonResponse, requestUrl, sentRequest } from '../../test/http';
import { LocationPage } from './LocationPage';
import type { Location } from '../settings/systemApi';

const location = {
  companyName: 'Alpencamp',
  address: 'Rohrmoosstraße 128',
  postalCode: '8970',
  city: 'Schladming',
  country: 'Österreich',
  latitude: 47.3935,
  longitude: 13.6872,
  mapsUrl: null,
  attractions: { de: ['Planai – 3 km'], en: ['Planai cable car – 3 km'] },
  accessInfo: { de: ['Mit dem Auto'], en: ['By car'] },
} satisfies Location;

function stubApi(answerPut: (body: Record<string, unknown>) => Response) {
  const puts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(requestUrl(input), 'http://localhost').pathname;
      if (path === '/api/auth/me' || path.endsWith('/me'))
        return jsonResponse(200, { id: 'u1', email: 'a@example.at', role: 'admin', name: 'A' });
      const sent = await sentRequest(input, init);
      if (sent.method === 'PUT') {
        const body = JSON.parse(String(sent.body)) as Record<string, unknown>;
        puts.push(body);
        return answerPut(body);
      }
      return jsonResponse(200, location);
    }),
  );
  return puts;
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
        authProvider={{
          login: async () => undefined,
          logout: async () => undefined,
          checkAuth: async () => undefined,
          checkError: async () => undefined,
          getPermissions: async () => 'admin',
        }}
      >
        <LocationPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('Standort page', { timeout: 20_000 }, () => {
  it('sends the edited lists without empty rows and a cleared map link as null', async () => {
    const puts = stubApi((body) => jsonResponse(200, { ...location, ...body }));
    renderPage();
    const german = await screen.findByDisplayValue('Planai – 3 km', {}, { timeout: 10_000 });
    fireEvent.change(german, { target: { value: '  Reiteralm – 6 km ' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    await screen.findByText('Standort gespeichert');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      address: 'Rohrmoosstraße 128',
      mapsUrl: null,
      attractions: { de: ['Reiteralm – 6 km'], en: ['Planai cable car – 3 km'] },
      accessInfo: { de: ['Mit dem Auto'], en: ['By car'] },
    });
  });

  it("marks the API's refusal at the field it names, in the API's words", async () => {
    stubApi(() =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Ungültig',
        fields: { city: 'Dieser Ort ist der API unbekannt' },
      }),
    );
    renderPage();
    const typed = await screen.findByDisplayValue('Schladming', {}, { timeout: 10_000 });
    fireEvent.change(typed, { target: { value: 'Atlantis' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    await screen.findByText('Nicht gespeichert: bitte die markierten Felder prüfen.');
    const city = screen.getByRole('textbox', { name: /^Ort/ });
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    const field = city.closest('.MuiFormControl-root') as HTMLElement;
    expect(within(field).getByText('Dieser Ort ist der API unbekannt')).toBeTruthy();
  });
});
