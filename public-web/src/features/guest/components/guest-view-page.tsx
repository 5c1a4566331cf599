import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { telHref } from '@/config/company';
import { pathTo } from '@/config/paths';
import { useCompany } from '@/lib/company-settings';
import { useFeature } from '@/lib/feature-toggles';
import { currentLanguage } from '@/lib/i18n';
import { Icon, type IconName } from '@/components/ui/icons';

const AMENITIES: { key: 'wifi' | 'parking' | 'nature' | 'view'; icon: IconName }[] = [
  { key: 'wifi', icon: 'wifi' },
  { key: 'parking', icon: 'car' },
  { key: 'nature', icon: 'tree' },
  { key: 'view', icon: 'mountain' },
];

/** docs/product.md §2.4, in its order; the weather card is handed in by the route. */
export function GuestViewPage({ weather }: { weather: ReactNode }) {
  const { t } = useTranslation('guest');
  const { company } = useCompany();
  // Shown until the toggles say otherwise, so the prerendered page and its hydration agree.
  const story = useFeature('storyGenerator');
  const lang = currentLanguage();
  const rules = t('rules.items', { returnObjects: true });
  const region = t('region.items', { returnObjects: true });

  return (
    <div className="content guest">
      <div className="page-head">
        <h1>{t('welcome', { name: company.companyName })}</h1>
        <p className="section__intro">{t('intro')}</p>
      </div>

      {story !== false && (
        <Link className="card story-card" to={pathTo('storyGenerator', lang)}>
          <Icon name="camera" />
          <span>
            <strong>{t('story.title')}</strong>
            <span>{t('story.text')}</span>
          </span>
          <span className="button button--light">{t('story.button')}</span>
        </Link>
      )}

      <div className="guest__grid">
        <section className="card" aria-labelledby="guest-info">
          <h2 id="guest-info">{t('info.title')}</h2>
          <dl className="facts">
            <div>
              <dt>{t('info.address')}</dt>
              <dd>
                {company.address}, {company.postalCode} {company.city}
              </dd>
            </div>
            <div>
              <dt>{t('info.checkIn')}</dt>
              <dd>{t('info.time', { time: company.checkInTime })}</dd>
            </div>
            <div>
              <dt>{t('info.checkOut')}</dt>
              <dd>{t('info.time', { time: company.checkOutTime })}</dd>
            </div>
            <div>
              <dt>{t('info.reception')}</dt>
              <dd>
                {t('info.receptionHours', {
                  opens: company.receptionOpens,
                  closes: company.receptionCloses,
                })}
              </dd>
            </div>
          </dl>
        </section>

        <section className="card" aria-labelledby="guest-contact">
          <h2 id="guest-contact">{t('contact.title')}</h2>
          <dl className="facts">
            <div>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={telHref(company.phone)}>{company.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.emergency')}</dt>
              <dd>
                <a className="strong-link" href={telHref(company.emergencyPhone)}>
                  {company.emergencyPhone}
                </a>
              </dd>
            </div>
          </dl>
        </section>

        {weather}
      </div>

      <section className="section-block" aria-labelledby="guest-amenities">
        <h2 id="guest-amenities">{t('amenities.title')}</h2>
        <ul className="feature-grid">
          {AMENITIES.map(({ key, icon }) => (
            <li key={key} className="card feature">
              <span className="feature__icon">
                <Icon name={icon} />
              </span>
              <h3>{t(`amenities.${key}.title`)}</h3>
              <p>{t(`amenities.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="guest__grid guest__grid--two">
        <section className="card" aria-labelledby="guest-rules">
          <h2 id="guest-rules">{t('rules.title')}</h2>
          <ul className="check-list">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="guest-region">
          <h2 id="guest-region">{t('region.title')}</h2>
          <ul className="check-list">
            {region.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Link to={pathTo('activities', lang)}>{t('region.more')}</Link>
        </section>
      </div>

      <section className="card book-cta" aria-labelledby="guest-book">
        <h2 id="guest-book">{t('book.title')}</h2>
        <p>{t('book.text')}</p>
        <Link className="button" to={`${pathTo('landing', lang)}#booking-form`}>
          {t('book.button')}
        </Link>
      </section>
    </div>
  );
}
