import { useState } from 'react';
import { useCompany, chromeCacheTimes } from '@/lib/company-settings';
import { useTheme } from '@/lib/use-theme';

/**
 * docs/product.md §3: the company name as text while settings load, when there is no logo for the scheme,
 * or when the image fails to load.
 */
export function Logo() {
  const { company, loaded } = useCompany(chromeCacheTimes);
  const theme = useTheme();
  const dark =
    theme === 'dark' ||
    (theme === 'system' &&
      typeof document !== 'undefined' &&
      document.documentElement.dataset.theme === 'dark');
  const src = dark ? company.logoDark : company.logoLight;
  const [failed, setFailed] = useState<string | null>(null);

  if (!loaded || !src || failed === src)
    return <span className="logo logo--text">{company.companyName}</span>;
  return (
    <img
      className="logo"
      src={src}
      alt={company.companyName}
      height={40}
      onError={() => {
        console.error('Logo failed to load', src);
        setFailed(src);
      }}
    />
  );
}
