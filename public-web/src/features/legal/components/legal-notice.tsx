import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGE, pathTo, type Language } from '@/config/paths';

type LegalPage = 'imprint' | 'privacy' | 'terms';

/**
 * A legal page in a language the legal texts are not written in (Dutch): no binding translation
 * exists, so the page says so and leads to the German text, which is binding, and to the English one.
 */
export function LegalNotice({ page }: { page: LegalPage }) {
  const { t } = useTranslation('legal');
  return (
    <article className="content narrow legal">
      <h1>{t(`${page}.title`)}</h1>
      <p className="legal__intro">{t('notice.text')}</p>
      <ul>
        <li>
          <Link to={pathTo(page, 'de')} hrefLang="de" lang="de">
            {t('notice.german')}
          </Link>
        </li>
        <li>
          <Link to={pathTo(page, 'en')} hrefLang="en">
            {t('notice.english')}
          </Link>
        </li>
      </ul>
    </article>
  );
}

/** Whether the legal texts exist in `lang` (they are written in the staff's languages only). */
export const hasLegalTexts = (lang: Language) => CONTENT_LANGUAGE[lang] === lang;
