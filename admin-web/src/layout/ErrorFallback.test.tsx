import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from 'react-error-boundary';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '@/i18nProvider';
import { ErrorFallback } from '@/layout/ErrorFallback';

const Fragile = ({ broken }: { broken: boolean }) => {
  if (broken) throw new Error('Kaputt');
  return <p>Alles gut</p>;
};

const Page = () => {
  const [broken, setBroken] = useState(true);
  return (
    <ErrorBoundary FallbackComponent={ErrorFallback} onReset={() => setBroken(false)}>
      <Fragile broken={broken} />
    </ErrorBoundary>
  );
};

describe('error fallback', () => {
  it('replaces a crashed page with the SPEC texts and recovers on "Erneut versuchen"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Page />
      </AdminContext>,
    );

    expect(screen.getByRole('alert').textContent).toBe('Ein Fehler ist aufgetreten');
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(screen.getByText('Technische Details')).toBeTruthy();
    expect(screen.getByText('Meldung: Kaputt')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(screen.getByText('Alles gut')).toBeTruthy();
  });
});
