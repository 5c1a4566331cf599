import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo, type Language } from '@/config/paths';
import { jumpTo } from '@/lib/scroll';

/** docs/product.md §2.2 header entries: book, features, activities, location, contact (to the footer). */
export function NavLinks({ lang, onNavigate }: { lang: Language; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const home = pathTo('landing', lang);
  return (
    <ul className="nav-links">
      <li>
        <Link to={`${home}#booking-form`} onClick={onNavigate}>
          {t('nav.book')}
        </Link>
      </li>
      <li>
        <Link to={`${home}#features`} onClick={onNavigate}>
          {t('nav.features')}
        </Link>
      </li>
      <li>
        <Link to={pathTo('activities', lang)} onClick={onNavigate}>
          {t('nav.activities')}
        </Link>
      </li>
      <li>
        <Link to={`${home}#location`} onClick={onNavigate}>
          {t('nav.location')}
        </Link>
      </li>
      <li>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onNavigate?.();
            jumpTo('contact');
          }}
        >
          {t('nav.contact')}
        </button>
      </li>
    </ul>
  );
}
