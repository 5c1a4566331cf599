const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

export function getTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'system' ? value : 'light';
  } catch {
    return 'light';
  }
}

/** Light unless the visitor chose otherwise; "system" follows the OS setting. */
export function applyStoredTheme(root: HTMLElement = document.documentElement) {
  const theme = getTheme();
  const dark = theme === 'dark' || (theme === 'system' && Boolean(darkQuery()?.matches));
  root.dataset.theme = dark ? 'dark' : 'light';
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* applies to this page only */
  }
  applyStoredTheme();
  listeners.forEach((notify) => notify());
}

/** Keeps "system" in step with the OS while the page is open. */
export function followSystemTheme() {
  darkQuery()?.addEventListener?.('change', () => {
    if (getTheme() === 'system') applyStoredTheme();
  });
}

/** Calls `notify` whenever the visitor picks another colour scheme; returns the unsubscribe. */
export const subscribeTheme = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};
