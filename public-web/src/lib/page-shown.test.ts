import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_CONTENT_ATTRIBUTE, pageShown } from './page-shown';

type Entry = { entryType: string; name: string; element?: Element | null };

/** A browser's paint reports, as PerformanceObserver delivers them. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static live = new Set<FakeObserver>();
  types: string[] = [];
  constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {}
  observe({ type }: { type: string }) {
    this.types.push(type);
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  static report(entry: Entry) {
    for (const o of [...FakeObserver.live])
      if (o.types.includes(entry.entryType)) o.callback({ getEntries: () => [entry] });
  }
}

/** Whether the promise has settled, after pending callbacks ran. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.live.clear();
  FakeObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

describe('pageShown', () => {
  it('waits for the paint of the page’s marked largest content, not for the text before it', async () => {
    document.body.innerHTML = `<h1>Alpencamp</h1><video ${MAIN_CONTENT_ATTRIBUTE}=""></video>`;
    const shown = pageShown(document);
    const heading = document.querySelector('h1');
    FakeObserver.report({ entryType: 'largest-contentful-paint', name: '', element: heading });
    expect(await settled(shown)).toBe(false);
    const video = document.querySelector('video');
    FakeObserver.report({ entryType: 'largest-contentful-paint', name: '', element: video });
    expect(await settled(shown)).toBe(true);
    expect(FakeObserver.live.size).toBe(0);
  });

  it('without marked content, waits for the first contentful paint', async () => {
    document.body.innerHTML = '<h1>Impressum</h1>';
    const shown = pageShown(document);
    FakeObserver.report({ entryType: 'paint', name: 'first-paint' });
    expect(await settled(shown)).toBe(false);
    FakeObserver.report({ entryType: 'paint', name: 'first-contentful-paint' });
    expect(await settled(shown)).toBe(true);
  });

  it('goes on shortly after the first paint when the marked content is not the largest', async () => {
    document.body.innerHTML = `<h1>Alpencamp</h1><video ${MAIN_CONTENT_ATTRIBUTE}=""></video>`;
    const shown = pageShown(document, { afterFirstPaintMs: 500 });
    FakeObserver.report({ entryType: 'paint', name: 'first-contentful-paint' });
    const heading = document.querySelector('h1');
    FakeObserver.report({ entryType: 'largest-contentful-paint', name: '', element: heading });
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(shown)).toBe(true);
  });

  it('goes on at once when the visitor scrolls or taps before the content was painted', async () => {
    for (const input of ['scroll', 'pointerdown']) {
      document.body.innerHTML = `<video ${MAIN_CONTENT_ATTRIBUTE}=""></video>`;
      const shown = pageShown(document);
      expect(await settled(shown)).toBe(false);
      window.dispatchEvent(new Event(input));
      expect(await settled(shown)).toBe(true);
      expect(FakeObserver.live.size).toBe(0);
    }
  });

  it('gives up waiting after the longest wait (a tab in the background paints nothing)', async () => {
    document.body.innerHTML = `<video ${MAIN_CONTENT_ATTRIBUTE}=""></video>`;
    const shown = pageShown(document, { maxWaitMs: 2500 });
    await vi.advanceTimersByTimeAsync(2499);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(shown)).toBe(true);
    expect(FakeObserver.live.size).toBe(0);
  });

  it('in a browser that reports no paints, goes on after the next frame', async () => {
    FakeObserver.supportedEntryTypes = [];
    const shown = pageShown(document);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(shown)).toBe(true);
  });

  it('falls back to the first contentful paint where the largest one is not reported', async () => {
    FakeObserver.supportedEntryTypes = ['paint'];
    document.body.innerHTML = `<video ${MAIN_CONTENT_ATTRIBUTE}=""></video>`;
    const shown = pageShown(document);
    FakeObserver.report({ entryType: 'paint', name: 'first-contentful-paint' });
    expect(await settled(shown)).toBe(true);
  });
});
