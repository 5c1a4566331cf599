import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo, type PageId } from '@/config/paths';
import { usePageHead } from '@/lib/head';
import { currentLanguage } from '@/lib/i18n';
import { readStayChoice } from '@/lib/stay-search';

/**
 * Holds a registered address until its page is built, so links to it already work. Its way back
 * to the booking form keeps the guest's search from the address.
 */
export function ComingSoon({ page }: { page: PageId }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageHead(page);
  const { pitch: _pitch, ...search } = readStayChoice(params);
  const query = new URLSearchParams(
    Object.entries(search).map(([key, value]) => [key, String(value)]),
  ).toString();
  return (
    <section className="content narrow">
      <h1>{t(`pages.${page}`)}</h1>
      <p>{t('comingSoon')}</p>
      <Link
        className="button"
        to={`${pathTo('landing', currentLanguage())}${query ? `?${query}` : ''}#booking-form`}
      >
        {t('comingSoonBook')}
      </Link>
    </section>
  );
}
