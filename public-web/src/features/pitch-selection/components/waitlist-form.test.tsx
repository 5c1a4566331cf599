import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady, loadNamespaces } from '@/lib/i18n';
import type { ApiErrorBody } from '@/lib/api-types';
import { json, stubApi } from '@/testing/render-app';
import { WaitlistForm } from '@/features/pitch-selection/components/waitlist-form';

const choice = {
  checkIn: '2027-08-01',
  checkOut: '2027-08-04',
  category: 'caravan',
  adults: 2,
  children: 0,
};

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces(['pitch-selection']);
});

const renderForm = async (lang: 'de' | 'en') => {
  await i18n.changeLanguage(lang);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <WaitlistForm choice={choice} categoryId="cat-caravan" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
};

describe('the waitlist form', () => {
  it("shows the API's message for the address without the field's name in front", async () => {
    stubApi({
      '/api/waitlist': () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'email: Please enter a valid email address',
          fields: { email: 'Please enter a valid email address' },
        } satisfies ApiErrorBody),
    });
    await renderForm('en');
    fireEvent.change(screen.getByLabelText('Your email address'), {
      target: { value: 'anna@' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Put me on the waitlist' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter a valid email address',
    );
  });

  it('asks for an empty address in the page language without sending anything', async () => {
    const fetch = stubApi({});
    await renderForm('de');
    fireEvent.click(screen.getByRole('button', { name: 'Auf die Warteliste setzen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    );
    expect(fetch).not.toHaveBeenCalledWith('/api/waitlist', expect.anything());
  });
});
