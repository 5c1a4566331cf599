import { useTranslation } from 'react-i18next';
import { countryName } from '@/config/country';
import { currentLanguage } from '@/lib/i18n';
import { useCompanyOnceHydrated } from '@/lib/company-settings';
import { useSiteLocation } from '@/features/landing/api/get-location';
import { Icon } from '@/components/ui/icons';
import { LazyImage } from '@/components/ui/lazy-image';
import { CONTENT_LANGUAGE } from '@/config/paths';

/** A route to the site in OpenStreetMap (no tracking, no key), opened in a new tab. */
const mapsLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/directions?route=%3B${latitude}%2C${longitude}#map=14/${latitude}/${longitude}`;

/**
 * docs/product.md §2.2: the address from the company settings, attractions, arrival and a maps link, as the
 * staff set them on the Standort page (GET /api/location). Until that answer is here (and when
 * the API cannot answer) the shipped texts and the company settings stand in.
 */
export function LocationSection() {
  const { t } = useTranslation('sections');
  const company = useCompanyOnceHydrated();
  const site = useSiteLocation();
  const lang = currentLanguage();
  const place = site ?? company;
  const attractions =
    site?.attractions[CONTENT_LANGUAGE[lang]] ?? t('location.attractions', { returnObjects: true });
  const access =
    site?.accessInfo[CONTENT_LANGUAGE[lang]] ?? t('location.access', { returnObjects: true });
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
              {place.companyName}
              <br />
              {place.address}
              <br />
              {place.postalCode} {place.city}, {countryName(place.country, lang)}
            </span>
          </address>
          <a
            className="button"
            href={site?.mapsUrl ?? mapsLink(place.latitude, place.longitude)}
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
          {attractions.length > 0 && (
            <>
              <h3>{t('location.attractionsTitle')}</h3>
              <ul className="check-list">
                {attractions.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </>
          )}
          {access.length > 0 && (
            <>
              <h3>{t('location.accessTitle')}</h3>
              <ul className="check-list">
                {access.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
