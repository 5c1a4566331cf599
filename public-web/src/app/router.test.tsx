import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveTo } from '@/lib/navigation';
import { renderApp, stubApi } from '@/testing/render-app';

vi.mock('@/lib/navigation', () => ({ leaveTo: vi.fn() }));

const address = () => screen.getByTestId('address').textContent;

describe('language prefix rules', () => {
  it('sends / to the German landing page by default', async () => {
    stubApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Alpencamp Dachsteinblick' })).toBeTruthy();
    expect(address()).toBe('/de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('sends / to the language the visitor chose before', async () => {
    localStorage.setItem('language', 'en');
    stubApi();
    renderApp('/');
    expect(await screen.findByText(/Welcome to our campsite/)).toBeTruthy();
    expect(address()).toBe('/en');
  });

  it('sends an old unprefixed checkout link to the German checkout', async () => {
    stubApi();
    renderApp('/checkout?step=2');
    expect(await screen.findByRole('heading', { name: 'Kasse' })).toBeTruthy();
    expect(address()).toBe('/de/kasse?step=2');
  });

  it('puts other unprefixed paths under the remembered language', async () => {
    localStorage.setItem('language', 'en');
    stubApi();
    renderApp('/story-generator');
    expect(await screen.findByRole('heading', { name: 'Story generator' })).toBeTruthy();
    expect(address()).toBe('/en/story-generator');
  });

  it('shows the not-found page for unknown paths', async () => {
    stubApi();
    renderApp('/de/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
  });

  it('hands password links over to the admin panel', async () => {
    stubApi();
    renderApp('/reset-password?token=x');
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/admin'));
  });
});

describe('DE/EN switch', () => {
  it('opens the same booking in English and remembers the choice', async () => {
    // The stand-in API knows no booking: the page says so, in each language.
    stubApi();
    renderApp('/de/buchung-details/4f1c-9a?token=t1');
    expect(await screen.findByRole('heading', { name: 'Buchung nicht gefunden' })).toBeTruthy();

    const switcher = screen.getByRole('navigation', { name: 'Sprache' });
    fireEvent.click(within(switcher).getByText('EN'));

    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeTruthy();
    expect(address()).toBe('/en/booking-details/4f1c-9a?token=t1');
    expect(localStorage.getItem('language')).toBe('en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});
