import { useEffect, useSyncExternalStore } from 'react';

/**
 * A small cache for the two answers every page needs on its first screen: the health check
 * (maintenance, docs/product.md §2.6) and the company settings (logo, hero, footer). TanStack Query serves
 * everything else, but it costs about 12 kB (gzip) of the landing page's 100 kB budget; it loads
 * with the parts that use it (see lib/react-query.ts). This keeps the same rules for these two:
 * stale and kept times (docs/product.md §9), one request at a time, retries, and polling.
 */
export interface ResourceState<T> {
  data: T | undefined;
  error: Error | undefined;
  status: 'pending' | 'success' | 'error';
  /** When the data last arrived (ms since the epoch); 0 while there is none. */
  updatedAt: number;
}

export interface ResourceOptions<T> {
  fetch: () => Promise<T>;
  /** How long the data counts as fresh: a component that mounts later does not ask again. */
  staleTime: number;
  /** How long the data is kept once no component uses it. */
  gcTime: number;
  /** Whether a failed request is tried again (after 1 s, 2 s, 4 s … at most 30 s). */
  retry?: (failureCount: number, error: Error) => boolean;
}

export interface UseResourceOptions {
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  /** Asks again this often while a component uses the resource. */
  refetchInterval?: number;
}

const EMPTY = { data: undefined, error: undefined, status: 'pending', updatedAt: 0 } as const;

/** Every resource, so tests can start each case with empty caches. */
const registry = new Set<{ reset: () => void }>();

export function resetResources() {
  registry.forEach((resource) => resource.reset());
}

export function cachedResource<T>(options: ResourceOptions<T>) {
  let state: ResourceState<T> = EMPTY;
  let inflight: Promise<void> | undefined;
  let users = 0;
  let keptFor = options.gcTime;
  let gcTimer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  const listeners = new Set<() => void>();

  const set = (next: Partial<ResourceState<T>>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Asks once (and again per the retry rule); concurrent callers share the request. */
  function refetch(): Promise<void> {
    if (inflight) return inflight;
    const started = generation;
    inflight = (async () => {
      // The request goes out in a task of its own: a browser's first fetch() calls cost several
      // ms each, which would otherwise lengthen the task that mounted the page (its hydration).
      await wait(0);
      for (let failures = 0; ;) {
        try {
          const data = await options.fetch();
          if (started === generation)
            set({ data, error: undefined, status: 'success', updatedAt: Date.now() });
          return;
        } catch (caught) {
          const error = caught instanceof Error ? caught : new Error(String(caught));
          failures += 1;
          if (started !== generation) return;
          if (!options.retry?.(failures, error)) {
            set({ error, status: state.data === undefined ? 'error' : state.status });
            return;
          }
          await wait(Math.min(1000 * 2 ** (failures - 1), 30_000));
        }
      }
    })().finally(() => {
      if (started === generation) inflight = undefined;
    });
    return inflight;
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => state;
  const serverSnapshot = () => EMPTY as ResourceState<T>;

  function use({
    enabled = true,
    staleTime = options.staleTime,
    gcTime = options.gcTime,
    refetchInterval,
  }: UseResourceOptions = {}): ResourceState<T> {
    const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
    useEffect(() => {
      if (!enabled) return;
      users += 1;
      keptFor = Math.max(keptFor, gcTime);
      clearTimeout(gcTimer);
      const stale = state.updatedAt === 0 || Date.now() - state.updatedAt >= staleTime;
      if (stale) void refetch();
      const poll = refetchInterval ? setInterval(() => void refetch(), refetchInterval) : undefined;
      return () => {
        clearInterval(poll);
        users -= 1;
        if (users === 0) gcTimer = setTimeout(() => set(EMPTY), keptFor);
      };
    }, [enabled, staleTime, gcTime, refetchInterval]);
    return current;
  }

  const resource = {
    use,
    refetch,
    reset() {
      generation += 1;
      inflight = undefined;
      clearTimeout(gcTimer);
      keptFor = options.gcTime;
      state = EMPTY;
    },
  };
  registry.add(resource);
  return resource;
}
