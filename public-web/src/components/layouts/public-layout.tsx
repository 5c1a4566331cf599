import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { fallbackCompany } from '@/config/company';
import { pathTo, type Language } from '@/config/paths';
import { useCompanySettings } from '@/lib/company-settings';
import { LanguageSwitch } from '@/components/ui/language-switch';

export function PublicLayout({ lang, children }: { lang: Language; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: company } = useCompanySettings();
  const companyName = company?.companyName ?? fallbackCompany.companyName;

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <Link className="site-header__brand" to={pathTo('landing', lang)}>
          {companyName}
        </Link>
        <LanguageSwitch current={lang} />
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <span>{companyName}</span>
        <span>
          {company?.postalCode ?? fallbackCompany.postalCode}{' '}
          {company?.city ?? fallbackCompany.city}
        </span>
      </footer>
    </div>
  );
}
