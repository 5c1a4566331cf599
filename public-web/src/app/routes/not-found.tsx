import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo, type Language } from '@/config/paths';

export function NotFound() {
  const { t, i18n } = useTranslation();
  return (
    <section className="content">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={pathTo('landing', i18n.language as Language)}>{t('notFound.home')}</Link>
    </section>
  );
}
