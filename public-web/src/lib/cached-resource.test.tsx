import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedResource, type UseResourceOptions } from '@/lib/cached-resource';

const MINUTE = 60_000;

function setup(answers: Array<() => Promise<string>>, retry?: (n: number, e: Error) => boolean) {
  const fetch = vi.fn(() => (answers.shift() ?? (() => Promise.resolve('last')))());
  const resource = cachedResource({ fetch, staleTime: 20 * MINUTE, gcTime: 40 * MINUTE, retry });
  function Reader({ id, ...options }: { id: string } & UseResourceOptions) {
    const { data, status } = resource.use(options);
    return <p data-testid={id}>{`${status}:${data ?? ''}`}</p>;
  }
  return { fetch, Reader };
}

const text = (id: string) => screen.getByTestId(id).textContent;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('cachedResource (health and company settings on the first screen)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once for every part of the page that needs it, and answers them all', async () => {
    const { fetch, Reader } = setup([() => Promise.resolve('Alpencamp')]);
    render(
      <>
        <Reader id="logo" />
        <Reader id="hero" />
      </>,
    );
    expect(text('logo')).toBe('pending:');
    await flush();
    expect(text('logo')).toBe('success:Alpencamp');
    expect(text('hero')).toBe('success:Alpencamp');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not ask again while the data is fresh, and does once it is stale', async () => {
    const { fetch, Reader } = setup([() => Promise.resolve('v1'), () => Promise.resolve('v2')]);
    const first = render(<Reader id="a" />);
    await flush();
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    const second = render(<Reader id="b" />);
    await flush();
    expect(text('b')).toBe('success:v1');
    expect(fetch).toHaveBeenCalledTimes(1);
    second.unmount();
    await act(() => vi.advanceTimersByTimeAsync(15 * MINUTE));
    render(<Reader id="c" />);
    expect(text('c')).toBe('success:v1');
    await flush();
    expect(text('c')).toBe('success:v2');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('forgets the data once nobody used it for the kept time', async () => {
    const { Reader } = setup([() => Promise.resolve('v1'), () => new Promise<string>(() => {})]);
    const first = render(<Reader id="a" />);
    await flush();
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(41 * MINUTE));
    render(<Reader id="b" />);
    expect(text('b')).toBe('pending:');
  });

  it('polls while in use and stops when the page is gone', async () => {
    const { fetch, Reader } = setup([]);
    const view = render(<Reader id="gate" staleTime={0} refetchInterval={5 * MINUTE} />);
    await flush();
    // Each poll's request goes out in a task of its own, a moment after the poll.
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE + 1));
    expect(fetch).toHaveBeenCalledTimes(3);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('retries a failure by the rule, keeps pending meanwhile, then reports the error', async () => {
    const fail = () => Promise.reject(new Error('503: Service Unavailable'));
    const { fetch, Reader } = setup([fail, fail, fail], (failures) => failures < 3);
    render(<Reader id="footer" />);
    await flush();
    expect(text('footer')).toBe('pending:');
    await act(() => vi.advanceTimersByTimeAsync(1000 + 2000));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(text('footer')).toBe('error:');
  });

  it('does not ask while disabled (the gate under /admin)', async () => {
    const { fetch, Reader } = setup([]);
    render(<Reader id="gate" enabled={false} />);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
  });
});
