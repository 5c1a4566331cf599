export const THEME_STORAGE_KEY = 'vite-ui-theme';

type Theme = 'light' | 'dark' | 'system';

function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'system' ? value : 'light';
  } catch {
    return 'light';
  }
}

/** Light unless the visitor chose otherwise; "system" follows the OS setting. */
export function applyStoredTheme(root: HTMLElement = document.documentElement) {
  const theme = storedTheme();
  const dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  root.dataset.theme = dark ? 'dark' : 'light';
}
