import { useTranslation } from 'react-i18next';
import { countryName } from '@/config/country';
import { currentLanguage } from '@/lib/i18n';
import { useCompanyOnceHydrated } from '@/lib/company-settings';
import { Icon } from '@/components/ui/icons';
import { LazyImage } from '@/components/ui/lazy-image';

/** A route to the site in OpenStreetMap (no tracking, no key), opened in a new tab. */
const mapsLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/directions?route=%3B${latitude}%2C${longitude}#map=14/${latitude}/${longitude}`;

export function LocationSection() {
  const { t } = useTranslation('sections');
  const company = useCompanyOnceHydrated();
  const attractions = t('location.attractions', { returnObjects: true });
  const access = t('location.access', { returnObjects: true });
  return (
    <section id="location" className="section section--alt" aria-labelledby="location-title">
      <div className="section__inner location">
        <div>
          <h2 id="location-title">{t('location.title')}</h2>
          <p className="section__intro">{t('location.intro')}</p>
          <h3>{t('location.addressTitle')}</h3>
          <address className="location__address">
            <Icon name="pin" />
            <span>
              {company.companyName}
              <br />
              {company.address}
              <br />
              {company.postalCode} {company.city}, {countryName(company.country, currentLanguage())}
            </span>
          </address>
          <a
            className="button"
            href={mapsLink(company.latitude, company.longitude)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('location.mapButton')}
            <Icon name="external" />
            <span className="visually-hidden"> {t('location.newTab')}</span>
          </a>
        </div>
        <div>
          <LazyImage
            className="location__map"
            src="/images/location-map.svg"
            alt=""
            width={640}
            height={400}
          />
          <h3>{t('location.attractionsTitle')}</h3>
          <ul className="check-list">
            {attractions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h3>{t('location.accessTitle')}</h3>
          <ul className="check-list">
            {access.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
