import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicFeatureToggles } from '@/lib/api-types';
import { json, renderApp, stubApi } from '@/testing/render-app';

// Only the toggle this page reads.
const toggles = (storyGenerator: boolean) =>
  ({ storyGenerator }) satisfies Partial<PublicFeatureToggles>;

afterEach(() => vi.unstubAllGlobals());

describe('story generator behind its feature toggle', () => {
  it('offers the templates and the download while the toggle is on', async () => {
    stubApi({ '/api/feature-toggles': () => json(200, toggles(true)) });
    renderApp('/de/story-generator');
    expect(await screen.findByRole('heading', { name: 'Story-Generator' })).toBeTruthy();
    for (const name of ['Panorama', 'Postkarte', 'Schlicht'])
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PNG herunterladen' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Vorschau Ihrer Story' })).toBeTruthy();
  });

  it('is not offered once staff switched it off, nor linked from the guest view', async () => {
    stubApi({ '/api/feature-toggles': () => json(200, toggles(false)) });
    renderApp('/en/story-generator');
    expect(await screen.findByText('The story generator is currently not available.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PNG' })).toBeNull();
  });

  it('hides the guest view card when off', async () => {
    stubApi({ '/api/feature-toggles': () => json(200, toggles(false)) });
    renderApp('/de/gast-ansicht');
    expect(await screen.findByRole('heading', { name: 'Campingplatz' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Story erstellen')).toBeNull());
  });

  it('shows the guest view card when on', async () => {
    stubApi({ '/api/feature-toggles': () => json(200, toggles(true)) });
    renderApp('/de/gast-ansicht');
    expect(await screen.findByText('Story erstellen')).toBeTruthy();
  });
});
