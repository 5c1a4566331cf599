import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  toast,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  useToasts,
} from '@/lib/toast';

afterEach(() => vi.useRealTimers());

describe('toasts (docs/product.md §2.10, §9)', () => {
  it('shows one at a time: a new toast replaces the one shown', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Eins' }));
    act(() => void toast({ title: 'Zwei' }));
    expect(result.current.map((t) => t.title)).toEqual(['Zwei']);
  });

  it('keeps a dismissed toast until the removal delay has passed', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => void (id = toast({ title: 'Gespeichert' })));
    act(() => dismissToast(id));
    expect(result.current[0].open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(result.current).toEqual([]);
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
