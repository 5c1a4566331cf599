import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo, type PageId } from '@/config/paths';
import { usePageHead } from '@/lib/head';
import { currentLanguage } from '@/lib/i18n';

/** Holds a registered address until its page is built, so links to it already work. */
export function ComingSoon({ page }: { page: PageId }) {
  const { t } = useTranslation();
  usePageHead(page);
  return (
    <section className="content narrow">
      <h1>{t(`pages.${page}`)}</h1>
      <p>{t('comingSoon')}</p>
      <Link className="button" to={`${pathTo('landing', currentLanguage())}#booking-form`}>
        {t('comingSoonBook')}
      </Link>
    </section>
  );
}
