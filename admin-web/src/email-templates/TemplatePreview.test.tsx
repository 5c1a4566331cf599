import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, SimpleForm } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { dataProvider } from '@/providers/dataProvider';
import { i18nProvider } from '@/i18nProvider';
import { TemplatePreview } from '@/email-templates/TemplatePreview';
import { jsonResponse, requestUrl, type Partly } from '@/test/http';
import type { RenderedPreview } from '@/api-types';

describe('mail template preview', () => {
  it('shows the mail at a phone’s 390 px on request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(requestUrl(input), 'http://localhost').pathname.endsWith('/preview')
          ? jsonResponse(200, {
              subject: 'Ihre Buchung',
              html: '<p>Hallo</p>',
              text: 'Hallo',
              attachments: [],
            } satisfies Partly<RenderedPreview>)
          : jsonResponse(404, {}),
      ),
    );
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          queryClient={new QueryClient()}
        >
          <ResourceContextProvider value="email-templates">
            <SimpleForm
              record={{ id: 'booking_confirmation:de', subject: 'x', html: '<p>x</p>', text: 'x' }}
              onSubmit={() => undefined}
              toolbar={false}
            >
              <TemplatePreview />
            </SimpleForm>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    const frame = () => screen.getByTitle('Vorschau der E-Mail');
    await waitFor(() => expect(frame()).toBeTruthy(), { timeout: 3000 });
    expect(getComputedStyle(frame()).width).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: 'Telefon (390 px)' }));
    await waitFor(() => expect(getComputedStyle(frame()).width).toBe('390px'));
  });
});
