import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo, type Language } from '@/config/paths';
import { Icon } from '@/components/ui/icons';
import { LazyImage } from '@/components/ui/lazy-image';

const ACTIVITIES = ['hiking', 'biking', 'lakes', 'skiing'] as const;

export function ActivitiesTeaser({ lang }: { lang: Language }) {
  const { t } = useTranslation('sections');
  return (
    <section id="activities" className="section" aria-labelledby="activities-title">
      <div className="section__inner">
        <h2 id="activities-title">{t('activities.title')}</h2>
        <p className="section__intro">{t('activities.intro')}</p>
        <ul className="tile-grid">
          {ACTIVITIES.map((key) => (
            <li key={key} className="card tile">
              <LazyImage src={`/images/activities/${key}.svg`} alt="" width={480} height={320} />
              <div className="tile__body">
                <h3>{t(`activities.items.${key}.title`)}</h3>
                <p>{t(`activities.items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <Link className="button" to={pathTo('activities', lang)}>
          {t('activities.more')}
          <Icon name="arrowRight" />
        </Link>
      </div>
    </section>
  );
}
