import { useSyncExternalStore } from 'react';
import { getTheme, subscribeTheme, type Theme } from '@/lib/theme';

/** The colour scheme the visitor picked (theme.ts itself stays free of React: main.tsx uses it). */
export const useTheme = () =>
  useSyncExternalStore(subscribeTheme, getTheme, () => 'light' as Theme);
