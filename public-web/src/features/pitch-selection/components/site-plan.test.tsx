import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AvailabilityPitch, PublicPitch } from '@/lib/api-types';
import { i18n, i18nReady, loadNamespaces } from '@/lib/i18n';
import { nextPin } from '@/features/pitch-selection/components/pin-navigation';
import { PitchList } from '@/features/pitch-selection/components/pitch-list';
import { SitePlan } from '@/features/pitch-selection/components/site-plan';

const pitch = (
  code: string,
  x: number,
  y: number,
  state: AvailabilityPitch['state'] = 'available',
): AvailabilityPitch => ({
  id: `id-${code}`,
  code,
  categoryId: 'caravan',
  x,
  y,
  hasElectricity: code !== 'B3',
  state,
});

// Two rows of the plan: B above, C below.
const PITCHES = [
  pitch('B1', 10, 40, 'occupied'),
  pitch('B2', 20, 41),
  pitch('B3', 30, 42),
  pitch('C1', 10, 62, 'blocked'),
  pitch('C2', 20, 63),
];

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
  await loadNamespaces(['pitch-selection']);
});

const renderPlan = (selectedId: string | null = null) => {
  const onSelect = vi.fn();
  const onUnavailable = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SitePlan
        pitches={PITCHES}
        selectedId={selectedId}
        onSelect={onSelect}
        onUnavailable={onUnavailable}
      />
    </I18nextProvider>,
  );
  return { ...view, onSelect, onUnavailable };
};

describe('the site plan (docs/product.md §4 pin states)', () => {
  it('shows one button per pitch, named with its number and state', () => {
    renderPlan('id-B3');
    const plan = screen.getByRole('group', { name: 'Lageplan mit 5 Stellplätzen' });
    expect(
      within(plan)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Stellplatz B1, belegt',
      'Stellplatz B2, frei',
      'Stellplatz B3, ausgewählt',
      'Stellplatz C1, gesperrt',
      'Stellplatz C2, frei',
    ]);
    expect(screen.getByRole('button', { name: 'Stellplatz B3, ausgewählt' })).toHaveProperty(
      'ariaPressed',
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Stellplatz B1, belegt' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('draws the uploaded plan in its own shape, and the bundled plan without one', () => {
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <SitePlan
          pitches={PITCHES}
          selectedId={null}
          onSelect={vi.fn()}
          plan={{ imageUrl: '/api/assets/plan-1', width: 1200, height: 900 }}
        />
      </I18nextProvider>,
    );
    const canvas = screen.getByRole('group', { name: 'Lageplan mit 5 Stellplätzen' });
    expect(canvas.style.backgroundImage).toBe('url("/api/assets/plan-1")');
    expect(canvas.style.aspectRatio).toBe('1200 / 900');
    unmount();
    renderPlan();
    const bundled = screen.getByRole('group', { name: 'Lageplan mit 5 Stellplätzen' });
    expect(bundled.style.backgroundImage).toBe('url("/images/site-plan.svg")');
    expect(bundled.style.aspectRatio).toBe('16 / 10');
  });

  it('shows the bundled plan with its area labels in the page language', async () => {
    await i18n.changeLanguage('en');
    try {
      renderPlan();
      const plan = screen.getByRole('group', { name: 'Site plan with 5 pitches' });
      expect(plan.style.backgroundImage).toBe('url("/images/site-plan.en.svg")');
    } finally {
      await i18n.changeLanguage('de');
    }
  });

  it('labels the bundled plans in one language each ("A · Tent", not "Zelt · Tent")', () => {
    const labels = (file: string) =>
      [
        ...readFileSync(resolve(__dirname, '../../../../public/images', file), 'utf8').matchAll(
          /<text[^>]*>([^<]*)<\/text>/g,
        ),
      ].map((m) => m[1]);
    expect(labels('site-plan.svg').slice(0, 5)).toEqual([
      'A · Zelt',
      'B · Wohnwagen',
      'C · Wohnmobil',
      'D · Komfort',
      'Rezeption',
    ]);
    expect(labels('site-plan.en.svg').slice(0, 5)).toEqual([
      'A · Tent',
      'B · Caravan',
      'C · Motorhome',
      'D · Comfort',
      'Reception',
    ]);
  });

  it('has a legend of the four states', () => {
    renderPlan();
    const legend = screen.getByRole('heading', { name: 'Legende' }).parentElement!;
    expect(legend.textContent).toContain('frei');
    expect(legend.textContent).toContain('belegt');
    expect(legend.textContent).toContain('gesperrt');
    expect(legend.textContent).toContain('ausgewählt');
  });

  it('chooses a free pitch, and only says why for an occupied or blocked one', () => {
    const { onSelect, onUnavailable } = renderPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Stellplatz B1, belegt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stellplatz C1, gesperrt' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onUnavailable.mock.calls.map(([p]) => (p as AvailabilityPitch).code)).toEqual([
      'B1',
      'C1',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Stellplatz B2, frei' }));
    expect(onSelect).toHaveBeenCalledWith(PITCHES[1]);
  });

  it('keeps one pin in the tab order and moves between neighbours with the arrow keys', () => {
    renderPlan();
    const pins = () =>
      within(screen.getByRole('group', { name: /^Lageplan/ })).getAllByRole('button');
    const tabbable = pins().filter((b) => b.tabIndex === 0);
    // The first free pitch is where Tab enters the plan.
    expect(tabbable.map((b) => b.textContent)).toEqual(['B2']);
    const b2 = screen.getByRole('button', { name: 'Stellplatz B2, frei' });
    b2.focus();
    fireEvent.keyDown(b2, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('B3');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('C2');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('C1');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('C1');
    expect(pins().filter((b) => b.tabIndex === 0)).toEqual([document.activeElement]);
  });

  it('zooms with its buttons, within bounds', () => {
    renderPlan();
    const zoomOut = screen.getByRole('button', { name: 'Verkleinern' });
    expect(zoomOut).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Vergrößern' }));
    expect(screen.getByRole('status').textContent).toBe('150 %');
    expect(zoomOut).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Ganzer Plan' }));
    expect(screen.getByRole('status').textContent).toBe('100 %');
  });
});

describe('the pin an arrow key leads to', () => {
  it('stays in the row going sideways and takes the nearest pin below going down', () => {
    expect(nextPin(PITCHES, PITCHES[0]!, 'right')?.code).toBe('B2');
    expect(nextPin(PITCHES, PITCHES[1]!, 'down')?.code).toBe('C2');
    expect(nextPin(PITCHES, PITCHES[4]!, 'up')?.code).toBe('B2');
    expect(nextPin(PITCHES, PITCHES[0]!, 'left')).toBeNull();
  });
});

describe('the list view', () => {
  it('offers the free pitches as radio buttons and lists the others disabled, with facts', () => {
    const onSelect = vi.fn();
    const details = new Map<string, PublicPitch>([
      [
        'id-B2',
        {
          id: 'id-B2',
          code: 'B2',
          categoryId: 'caravan',
          x: 20,
          y: 41,
          hasElectricity: true,
          metered: false,
          sizeM2: 90,
          maxVehicleLengthM: 8,
        },
      ],
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <PitchList
          pitches={PITCHES.slice(0, 3)}
          details={details}
          selectedId="id-B3"
          onSelect={onSelect}
        />
      </I18nextProvider>,
    );
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.disabled, r.checked])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    const b2 = radios[1]!.closest('label')!.textContent;
    expect(b2).toContain('Stellplatz B2');
    expect(b2).toContain('90 m²');
    expect(b2).toContain('mit Stromanschluss');
    expect(radios[2]!.closest('label')!.textContent).toContain('ohne Stromanschluss');
    fireEvent.click(radios[1]!);
    expect(onSelect).toHaveBeenCalledWith(PITCHES[1]);
  });
});
