import { useTranslation } from 'react-i18next';
import { setTheme, THEMES } from '@/lib/theme';
import { useTheme } from '@/lib/use-theme';
import { ShellIcon } from '@/components/ui/shell-icons';

const icons = { light: 'sun', dark: 'moon', system: 'monitor' } as const;

/** Cycles light → dark → system; the choice is stored under `vite-ui-theme` (docs/product.md §3). */
export function ThemeToggle({ className = 'icon-button' }: { className?: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
  const label = t('theme.switchTo', { current: t(`theme.${theme}`), next: t(`theme.${next}`) });
  return (
    <button
      type="button"
      className={className}
      onClick={() => setTheme(next)}
      aria-label={label}
      title={label}
      data-theme-choice={theme}
    >
      <ShellIcon name={icons[theme]} />
    </button>
  );
}
