import { useTranslation } from 'react-i18next';
import { fallbackCompany } from '@/config/company';
import { useCompanySettings } from '@/lib/company-settings';

export function Landing() {
  const { t } = useTranslation('landing');
  const { data: company } = useCompanySettings();

  return (
    <section className="hero">
      <p className="hero__eyebrow">{t('eyebrow')}</p>
      <h1>{company?.companyName ?? fallbackCompany.companyName}</h1>
      <p className="hero__text">{t('welcome')}</p>
    </section>
  );
}
