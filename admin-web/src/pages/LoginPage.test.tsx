import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/App';
import { jsonResponse, requestUrl } from '@/test/http';
import type { AuthUser, Dashboard } from '@/api-types';

// The dashboard is a lazy page: compiled here, before any test's clock runs, so the wait for it
// below is for React only, not for jsdom compiling its chunk on a busy machine.
await import('@/pages/Dashboard');

const admin = {
  id: 'u1',
  email: 'chef@alpencamp.at',
  role: 'admin',
  name: 'Chef',
} satisfies AuthUser;

/** A dashboard answer of a quiet day: nobody arrives, every figure zero. */
const quietDay = {
  generatedAt: '2026-11-22T10:00:00.000Z',
  today: { date: '2026-11-22', arrivals: [], departures: [] },
  tomorrow: { date: '2026-11-23', arrivals: [], departures: [] },
  occupancyTonight: { pitches: 60, occupied: 0, blocked: 0, percent: 0 },
  openHolds: 0,
  unpaidConfirmed: { count: 0, totalCents: 0, bookings: [] },
  failedJobs: [],
  alerts: [],
} satisfies Dashboard;

/** A stand-in for the API's auth endpoints with a session that login and logout switch. */
function stubAuthApi(login: () => Response | Promise<Response>) {
  let signedIn = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      switch (requestUrl(input)) {
        case '/api/demo-login': {
          const response = await login();
          signedIn = response.ok;
          return response;
        }
        case '/api/auth/user':
          return signedIn
            ? jsonResponse(200, admin)
            : jsonResponse(401, {
                statusCode: 401,
                error: 'Unauthorized',
                message: 'Unauthorized',
              });
        case '/api/admin/dashboard':
          return jsonResponse(200, quietDay);
        case '/api/logout':
          signedIn = false;
          return jsonResponse(200, { success: true });
        default:
          return jsonResponse(404, { statusCode: 404, error: 'Not Found' });
      }
    }),
  );
}

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Passwort/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/login');
});

describe('login page', () => {
  it('shows the German sign-in form', async () => {
    stubAuthApi(() => jsonResponse(401, { success: false }));
    render(<App />);

    expect(await screen.findByRole('heading', { name: 'Admin-Anmeldung' })).toBeTruthy();
    const email = screen.getByLabelText(/^E-Mail/) as HTMLInputElement;
    const password = screen.getByLabelText(/^Passwort/) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('is what the staff entrance opens', async () => {
    window.history.replaceState(null, '', '/staff-entrance-1x9zq');
    stubAuthApi(() => jsonResponse(401, { success: false }));
    render(<App />);

    expect(await screen.findByRole('heading', { name: 'Admin-Anmeldung' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/login');
  });

  it('shows the busy label while sending, then the server message on failure', async () => {
    let answer!: (response: Response) => void;
    stubAuthApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<App />);
    await screen.findByRole('heading', { name: 'Admin-Anmeldung' });

    signIn('chef@alpencamp.at', 'falsch');

    expect(await screen.findByRole('button', { name: 'Anmeldung läuft...' })).toBeTruthy();
    answer(jsonResponse(401, { success: false, message: 'E-Mail oder Passwort ist falsch.' }));
    expect(await screen.findByText('E-Mail oder Passwort ist falsch.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('falls back to "Login failed" when the server gives no reason', async () => {
    stubAuthApi(() => jsonResponse(429, { success: false }));
    render(<App />);
    await screen.findByRole('heading', { name: 'Admin-Anmeldung' });

    signIn('chef@alpencamp.at', 'falsch');

    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('explains a network failure inline and in a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubAuthApi(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<App />);
    await screen.findByRole('heading', { name: 'Admin-Anmeldung' });

    signIn('chef@alpencamp.at', 'geheim');

    expect(await screen.findByText('Anmeldung fehlgeschlagen')).toBeTruthy();
    expect(
      screen.getAllByText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.').length,
    ).toBeGreaterThan(0);
  });

  it('opens the dashboard after signing in and says goodbye on sign-out', async () => {
    stubAuthApi(() => jsonResponse(200, { success: true, message: 'ok', user: admin }));
    render(<App />);
    await screen.findByRole('heading', { name: 'Admin-Anmeldung' });

    signIn(admin.email, 'richtig-und-lang');

    // The dashboard is a lazy page (compiled at the top of this file).
    expect(await screen.findByText('Belegung heute Nacht', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Keine Hinweise: alles in Ordnung.')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(screen.getByText('Buchungsverwaltung')).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect((await screen.findAllByText(admin.email)).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));

    expect(await screen.findByText('Abgemeldet')).toBeTruthy();
    expect(screen.getByText('Sie wurden erfolgreich abgemeldet.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Admin-Anmeldung' })).toBeTruthy();
    // After sign-in every admin page is preloaded, which jsdom has to compile first.
  }, 20_000);
});
