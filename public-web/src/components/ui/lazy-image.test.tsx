import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyImage } from '@/components/ui/lazy-image';

/** Stands in for the browser's IntersectionObserver; `reveal()` scrolls the image into view. */
function fakeObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    margin?: string;
    targets: Element[];
  }[] = [];
  class FakeObserver {
    targets: Element[] = [];
    margin?: string;
    constructor(
      readonly callback: IntersectionObserverCallback,
      options?: IntersectionObserverInit,
    ) {
      this.margin = options?.rootMargin;
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
    margins: () => observers.map((o) => o.margin),
    reveal: () =>
      act(() =>
        observers.forEach((o) =>
          o.callback(
            o.targets.map(
              (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
            ),
            o as unknown as IntersectionObserver,
          ),
        ),
      ),
  };
}

const image = () => screen.getByRole('img', { name: 'Sanitärgebäude' });

describe('LazyImage (docs/product.md §2.2)', () => {
  it('loads its picture only once it comes within 50 px of the screen', () => {
    const observer = fakeObserver();
    render(<LazyImage src="/media/sanitary.webp" alt="Sanitärgebäude" width={400} height={300} />);

    expect(image().getAttribute('src')).toBeNull();
    expect(observer.margins()).toEqual(['50px']);
    observer.reveal();
    expect(image().getAttribute('src')).toBe('/media/sanitary.webp');
  });

  it('loads at once in a browser that cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/media/sanitary.webp" alt="Sanitärgebäude" width={400} height={300} />);
    expect(image().getAttribute('src')).toBe('/media/sanitary.webp');
  });
});
