import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '@/config/company';
import { countryName } from '@/config/country';
import { currentLanguage } from '@/lib/i18n';
import { useCompany } from '@/lib/company-settings';
import { LegalSections } from '@/features/legal/components/legal-document';

/** § 5 ECG, § 14 UGB, § 63 GewO and § 25 MedienG details, from the company settings. */
export function ImprintPage() {
  const { t } = useTranslation('legal');
  const { company: settings } = useCompany();
  // The country in the page language ("Austria"), in the address and in the texts alike.
  const company = { ...settings, country: countryName(settings.country, currentLanguage()) };
  const rows: [string, ReactNode][] = [
    [t('imprint.seat'), company.city],
    [t('imprint.phone'), <a href={telHref(company.phone)}>{company.phone}</a>],
    [t('imprint.email'), <a href={`mailto:${company.email}`}>{company.email}</a>],
    [t('imprint.website'), company.website],
    [t('imprint.uid'), company.uid],
    [t('imprint.register'), company.companyRegister],
    [t('imprint.court'), company.registerCourt],
    [t('imprint.purpose'), t('imprint.purposeValue')],
    [t('imprint.authority'), t('imprint.authorityValue')],
    [t('imprint.chamber'), t('imprint.chamberValue')],
    [t('imprint.law'), t('imprint.lawValue')],
  ];
  const sections = t('imprint.sections', { returnObjects: true, ...company });
  return (
    <article className="content narrow legal">
      <h1>{t('imprint.title')}</h1>
      <p className="legal__intro">{t('imprint.intro')}</p>
      <section className="legal__section" aria-labelledby="imprint-operator">
        <h2 id="imprint-operator">{t('imprint.operator')}</h2>
        <address>
          <strong>{company.legalName}</strong>
          <br />
          {company.address}
          <br />
          {company.postalCode} {company.city}
          <br />
          {company.country}
        </address>
        <dl className="facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <LegalSections sections={sections} />
    </article>
  );
}
