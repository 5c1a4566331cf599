import { useTranslation } from 'react-i18next';
import type { PageId } from '@/config/paths';

/** Holds a registered address until its page is built, so links to it already work. */
export function ComingSoon({ page }: { page: PageId }) {
  const { t } = useTranslation();
  return (
    <section className="content">
      <h1>{t(`pages.${page}`)}</h1>
      <p>{t('comingSoon')}</p>
    </section>
  );
}
