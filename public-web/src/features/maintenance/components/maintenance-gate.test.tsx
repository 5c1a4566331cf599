import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompanySettings, MaintenanceNotice } from '@/lib/api-types';
import { json, renderApp, stubApi } from '@/testing/render-app';

/** The 503 of maintenance; the page also reads a message sent as null. */
type Notice = { [K in keyof MaintenanceNotice]?: MaintenanceNotice[K] | null };
const unavailable = (body: Notice) => () =>
  json(503, { error: 'Service Unavailable', ...body } satisfies Notice);

describe('maintenance mode', () => {
  it('replaces the page with the maintenance screen when the API is in maintenance', async () => {
    const end = '2031-01-15T15:30:00.000Z';
    stubApi({
      '/api/health': unavailable({ message: null, estimatedEndTime: end }),
      '/api/company-settings': () => json(503, { error: 'Service Unavailable' }),
    });
    renderApp('/de');

    expect(await screen.findByRole('heading', { name: 'Wartungsmodus' })).toBeTruthy();
    expect(screen.getByText('System vorübergehend nicht verfügbar')).toBeTruthy();
    expect(
      screen.getByText('Das System wird derzeit gewartet. Wir sind bald wieder für Sie da.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Geplantes Ende' })).toBeTruthy();
    const endText = new Date(end).toLocaleString('de-DE', {
      dateStyle: 'full',
      timeStyle: 'short',
    });
    expect(endText).toContain('Januar 2031');
    expect(screen.getByText(endText)).toBeTruthy();
    expect(screen.getByText('Bitte versuchen Sie es später erneut.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notfall-Kontakt' })).toBeTruthy();
    expect(
      screen.getByText(/Bei dringenden Anliegen erreichen Sie uns rund um die Uhr:/),
    ).toBeTruthy();
    // The settings are unreachable during maintenance, so the known emergency number stands in.
    expect(screen.getByRole('link', { name: '+43 664 1234567' })).toBeTruthy();
    expect(screen.queryByText(/Willkommen auf unserem Campingplatz/)).toBeNull();
  });

  it("shows the operator's own message and emergency number", async () => {
    stubApi({
      '/api/health': unavailable({
        message: 'Wir spielen ein Update ein.',
        estimatedEndTime: null,
      }),
      '/api/company-settings': () =>
        json(200, {
          companyName: 'Camp',
          emergencyPhone: '+43 660 9999999',
        } satisfies Partial<CompanySettings>),
    });
    renderApp('/en/checkout');

    expect(await screen.findByText('Wir spielen ein Update ein.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '+43 660 9999999' })).toBeTruthy();
    expect(screen.queryByText('Geplantes Ende')).toBeNull();
  });

  it('keeps the pages when the answer is a 503 of another kind', async () => {
    stubApi({ '/api/health': () => json(503, { error: 'Bad Gateway' }) });
    renderApp('/de');
    expect(await screen.findByText(/Willkommen auf unserem Campingplatz/)).toBeTruthy();
    expect(screen.queryByText('Wartungsmodus')).toBeNull();
  });

  it('only logs a health check that fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      '/api/health': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/de');

    expect(await screen.findByText(/Willkommen auf unserem Campingplatz/)).toBeTruthy();
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('Health check failed', expect.any(TypeError)),
    );
    expect(screen.queryByText('Wartungsmodus')).toBeNull();
  });
});
