import { useTranslation } from 'react-i18next';
import { countryName } from '@/config/country';
import { useCompany } from '@/lib/company-settings';
import { currentLanguage } from '@/lib/i18n';

interface Section {
  title: string;
  paragraphs: string[];
  items?: string[];
  after?: string[];
}

/** Headed sections with paragraphs and lists, the operator's details filled in from settings. */
export function LegalSections({ sections }: { sections: Section[] }) {
  return sections.map((section) => (
    <section key={section.title} className="legal__section">
      <h2>{section.title}</h2>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {section.after?.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  ));
}

export function LegalDocument({ doc }: { doc: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const { company: settings } = useCompany();
  const company = { ...settings, country: countryName(settings.country, currentLanguage()) };
  const sections = t(`${doc}.sections`, { returnObjects: true, ...company }) as Section[];
  return (
    <article className="content narrow legal">
      <h1>{t(`${doc}.title`)}</h1>
      <p className="legal__intro">{t(`${doc}.intro`, { ...company })}</p>
      <LegalSections sections={sections} />
      <p className="muted">{t('updated')}</p>
    </article>
  );
}
