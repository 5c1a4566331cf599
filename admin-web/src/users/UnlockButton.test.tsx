import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../i18nProvider';
import type { components } from '@contract/openapi';
import { jsonResponse, sentRequest } from '../test/http';
import { UnlockButton } from './UnlockButton';

const record = { id: 'u1', email: 'anna@example.at' };

function stubApi(answer: () => Response) {
  const calls: Awaited<ReturnType<typeof sentRequest>>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(await sentRequest(input, init));
      return answer();
    }),
  );
  return calls;
}

const renderButton = () =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <RecordContextProvider value={record}>
          <UnlockButton />
        </RecordContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('lifting the sign-in lock', { timeout: 20_000 }, () => {
  it('asks first, then posts the unlock with the CSRF token and confirms it', async () => {
    document.cookie = 'csrf=token-123; path=/';
    const calls = stubApi(() =>
      jsonResponse(200, {
        id: 'u1',
        email: record.email,
        message: 'aufgehoben',
      } satisfies components['schemas']['UnlockUserResponseDto']),
    );
    renderButton();

    fireEvent.click(await screen.findByRole('button', { name: 'Anmeldesperre aufheben' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Anmeldesperre für anna@example.at aufheben?')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Aufheben' }));
    expect(await screen.findByText('Anmeldesperre für anna@example.at aufgehoben')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/admin/users/u1/unlock');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('X-CSRF-Token')).toBe('token-123');
  });

  it('shows the API’s message when the unlock is refused', async () => {
    stubApi(() =>
      jsonResponse(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Dafür sind Administratorrechte nötig.',
      }),
    );
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Anmeldesperre aufheben' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aufheben' }),
    );
    await waitFor(() =>
      expect(screen.getByText('Dafür sind Administratorrechte nötig.')).toBeTruthy(),
    );
  });
});
