import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, localizePath, type Language } from '@/config/paths';
import { storeLanguage } from '@/lib/i18n';

/** Language switch (DE/EN/NL): the same page (and its trailing parameters) in another language. */
export function LanguageSwitch({ current }: { current: Language }) {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();

  return (
    <nav className="language-switch" aria-label={t('language.label')}>
      {LANGUAGES.map((lang) => (
        <Link
          key={lang}
          to={`${localizePath(pathname, lang)}${search}${hash}`}
          hrefLang={lang}
          lang={lang}
          title={t(`language.${lang}Name`)}
          aria-current={lang === current ? 'true' : undefined}
          onClick={() => {
            storeLanguage(lang);
            void i18n.changeLanguage(lang);
          }}
        >
          {t(`language.${lang}`)}
        </Link>
      ))}
    </nav>
  );
}
