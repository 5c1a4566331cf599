import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/ui/lazy-image';

const FACILITIES = ['entrance', 'pitches', 'sanitary', 'showers', 'comfort', 'panorama'] as const;
type Facility = (typeof FACILITIES)[number];

/** Six tiles; each toggles its text overlay, and all overlays are shown at first (docs/product.md §2.2). */
export function FacilitiesGallery() {
  const { t } = useTranslation('sections');
  const [hidden, setHidden] = useState<ReadonlySet<Facility>>(new Set());
  const toggle = (key: Facility) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <section id="facilities" className="section section--alt" aria-labelledby="facilities-title">
      <div className="section__inner">
        <h2 id="facilities-title">{t('facilities.title')}</h2>
        <p className="section__intro">{t('facilities.intro')}</p>
        <ul className="gallery">
          {FACILITIES.map((key) => {
            const title = t(`facilities.items.${key}.title`);
            const shown = !hidden.has(key);
            return (
              <li key={key} className="gallery__item">
                <button
                  type="button"
                  className="gallery__tile"
                  // Named by its visible title and text (WCAG 2.5.3); pressed = text shown.
                  aria-pressed={shown}
                  onClick={() => toggle(key)}
                >
                  <LazyImage
                    src={`/images/facilities/${key}.svg`}
                    alt=""
                    width={480}
                    height={320}
                  />
                  <span className={`gallery__overlay${shown ? ' is-shown' : ''}`}>
                    <strong>{title}</strong>
                    <span>{t(`facilities.items.${key}.text`)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
