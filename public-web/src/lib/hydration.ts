import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the prerendered page hydrates, true right after: for what only
 * the browser can know (stored choices, browser features) without a hydration mismatch.
 */
export const useIsClient = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
