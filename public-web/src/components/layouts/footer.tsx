import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { telHref } from '@/config/company';
import { countryName } from '@/config/country';
import { pathTo, type Language } from '@/config/paths';
import { chromeCacheTimes, useCompanyOnceHydrated } from '@/lib/company-settings';
import { openConsentSettings } from '@/lib/cookie-consent';
import { Icon } from '@/components/ui/icons';

/** docs/product.md §2.2: company contact from the settings (with fallbacks) and the fixed links. */
export function Footer({ lang }: { lang: Language }) {
  const { t } = useTranslation('footer');
  const company = useCompanyOnceHydrated(chromeCacheTimes);
  const home = pathTo('landing', lang);
  return (
    <footer id="contact" className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('contactTitle')}</h2>
          <address>
            <strong>{company.companyName}</strong>
            <br />
            {company.address}
            <br />
            {company.postalCode} {company.city}
            <br />
            {countryName(company.country, lang)}
          </address>
          <ul className="contact-list">
            <li>
              <Icon name="phone" />
              <span className="visually-hidden">{t('phone')}: </span>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </li>
            <li>
              <Icon name="mail" />
              <span className="visually-hidden">{t('email')}: </span>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <Icon name="key" />
              <span>
                {t('emergency')}:{' '}
                <a href={telHref(company.emergencyPhone)}>{company.emergencyPhone}</a>
              </span>
            </li>
          </ul>
          <p className="muted">
            {t('reception', {
              opens: company.receptionOpens,
              closes: company.receptionCloses,
            })}
          </p>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t('linksTitle')}</h2>
          <ul className="footer-links">
            <li>
              <Link to={`${home}#features`}>{t('features')}</Link>
            </li>
            <li>
              <Link to={`${home}#booking-form`}>{t('bookingForm')}</Link>
            </li>
            <li>
              <Link to={`${home}#location`}>{t('location')}</Link>
            </li>
            <li>
              <Link to={pathTo('activities', lang)}>{t('pages.activities')}</Link>
            </li>
            <li>
              <Link to={pathTo('guestView', lang)}>{t('pages.guestView')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('legalTitle')}</h2>
          <ul className="footer-links">
            <li>
              <Link to={pathTo('imprint', lang)}>{t('pages.imprint')}</Link>
            </li>
            <li>
              <Link to={pathTo('privacy', lang)}>{t('pages.privacy')}</Link>
            </li>
            <li>
              <Link to={pathTo('terms', lang)}>{t('pages.terms')}</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={openConsentSettings}>
                {t('cookieSettings')}
              </button>
            </li>
          </ul>
        </section>
      </div>
      {/* The prerendered page may date from last year; the browser's year then simply wins. */}
      <p className="site-footer__copy" suppressHydrationWarning>
        {t('copyright', { year: new Date().getFullYear(), name: company.legalName })}
      </p>
    </footer>
  );
}
