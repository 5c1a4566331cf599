// Stands in for the `use-sync-external-store/shim` package (see vite.config.ts): that polyfill is
// for React before 18, and react-i18next still imports it. React 19 has the hook built in.
export { useSyncExternalStore } from 'react';
