import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import { usePageHead } from '@/lib/head';
import { currentLanguage } from '@/lib/i18n';

export function NotFound() {
  const { t } = useTranslation();
  usePageHead('notFound');
  return (
    <section className="content narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={pathTo('landing', currentLanguage())}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
