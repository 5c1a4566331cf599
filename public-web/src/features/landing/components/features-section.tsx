import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/ui/icons';

const FEATURES: { key: 'access' | 'connectivity' | 'comfort' | 'facilities'; icon: IconName }[] = [
  { key: 'access', icon: 'key' },
  { key: 'connectivity', icon: 'wifi' },
  { key: 'comfort', icon: 'sofa' },
  { key: 'facilities', icon: 'shower' },
];

export function FeaturesSection() {
  const { t } = useTranslation('sections');
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="section__inner">
        <h2 id="features-title">{t('features.title')}</h2>
        <p className="section__intro">{t('features.intro')}</p>
        <ul className="feature-grid">
          {FEATURES.map(({ key, icon }) => (
            <li key={key} className="card feature">
              <span className="feature__icon">
                <Icon name={icon} />
              </span>
              <h3>{t(`features.items.${key}.title`)}</h3>
              <p>{t(`features.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
