import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredSection } from '@/lib/deferred-section';

/** A section below the fold with something to click. */
function Gallery({ title }: { title: string }) {
  const [open, setOpen] = useState(true);
  return (
    <section id="gallery">
      <h2>{title}</h2>
      <button type="button" aria-pressed={open} onClick={() => setOpen(!open)}>
        Toggle
      </button>
    </section>
  );
}

const Page = ({ Section }: { Section: ComponentType<{ title: string }> }) => (
  <div className="landing">
    <section id="hero">
      <h1>Alpencamp</h1>
    </section>
    <Section title="Unsere Anlage" />
  </div>
);

/** Stands in for the browser's IntersectionObserver; `reveal()` scrolls everything into view. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    watched: () => observers.flatMap((o) => o.targets),
    reveal: () =>
      observers.forEach((o) =>
        o.callback(
          o.targets.map(
            (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
          ),
          o as unknown as IntersectionObserver,
        ),
      ),
  };
}

/** The page as the build prerenders it (vite/site-plugin.ts), in a container in the document. */
async function prerendered() {
  const ServerSection = deferredSection('.landing > #gallery', async () => Gallery);
  const { prelude } = await prerender(<Page Section={ServerSection} />);
  const html = await new Response(prelude).text();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('deferredSection', () => {
  it('keeps the prerendered section until it comes near the screen, then hydrates it', async () => {
    const container = await prerendered();
    const observer = fakeObserver();
    const load = vi.fn(async () => Gallery);
    const Section = deferredSection('.landing > #gallery', load);
    const hydrationErrors: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, <Page Section={Section} />, {
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
    });
    const section = container.querySelector('#gallery')!;
    // Readable as the server sent it, but no code loaded yet.
    expect(section.textContent).toContain('Unsere Anlage');
    expect(load).not.toHaveBeenCalled();
    expect(observer.watched()).toEqual([section]);
    expect(section.hasAttribute('data-hydrated')).toBe(false);

    await act(async () => observer.reveal());
    await waitFor(() => expect(section.hasAttribute('data-hydrated')).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
    // The very element the server rendered is now live.
    expect(container.querySelector('#gallery')).toBe(section);
    const toggle = screen.getByRole('button', { name: 'Toggle' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(hydrationErrors).toEqual([]);
  });

  it('loads at once when the visitor starts interacting with the page', async () => {
    const container = await prerendered();
    fakeObserver();
    const load = vi.fn(async () => Gallery);
    const Section = deferredSection('.landing > #gallery', load);
    await act(async () => {
      hydrateRoot(container, <Page Section={Section} />);
    });
    expect(load).not.toHaveBeenCalled();

    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() =>
      expect(container.querySelector('#gallery')?.hasAttribute('data-hydrated')).toBe(true),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the page standing when the section cannot be loaded (offline)', async () => {
    const container = await prerendered();
    const observer = fakeObserver();
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn((): Promise<typeof Gallery> =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const Section = deferredSection('.landing > #gallery', load);
    await act(async () => {
      hydrateRoot(container, <Page Section={Section} />);
    });
    await act(async () => observer.reveal());
    await waitFor(() => expect(failed).toHaveBeenCalled());
    // The prerendered section stays readable, and the rest of the page is live.
    expect(container.querySelector('#gallery')?.textContent).toContain('Unsere Anlage');
    expect(container.querySelector('h1')?.textContent).toBe('Alpencamp');
    expect(container.querySelector('#gallery')?.hasAttribute('data-hydrated')).toBe(false);
  });

  it('renders at once where there is no prerendered section (after a client-side navigation)', async () => {
    fakeObserver();
    const load = vi.fn(async () => Gallery);
    const Section = deferredSection('.landing > #gallery', load);
    render(<Page Section={Section} />);
    expect(await screen.findByRole('heading', { name: 'Unsere Anlage' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
