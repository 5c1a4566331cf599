import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { LazyImage } from '@/components/ui/lazy-image';

/** Tab id, its address value (`?tab=`) and its picture. */
const TABS = [
  { id: 'summer', slug: 'summer', image: '/images/activities/hiking.svg' },
  { id: 'winter', slug: 'winter', image: '/images/activities/skiing.svg' },
  { id: 'planai', slug: 'planai', image: '/images/mountains/planai.svg' },
  { id: 'hochwurzen', slug: 'hochwurzen', image: '/images/mountains/hochwurzen.svg' },
  { id: 'hauserKaibling', slug: 'hauser-kaibling', image: '/images/mountains/hauser-kaibling.svg' },
  { id: 'reiteralm', slug: 'reiteralm', image: '/images/mountains/reiteralm.svg' },
] as const;

type Tab = (typeof TABS)[number];

function TabPanel({ tab }: { tab: Tab }) {
  const { t } = useTranslation('activities');
  const base = `tabs.${tab.id}` as const;
  const items = t(`${base}.items`, { returnObjects: true });
  const mountain = tab.id !== 'summer' && tab.id !== 'winter' ? tab.id : null;
  return (
    <div
      role="tabpanel"
      id={`panel-${tab.slug}`}
      aria-labelledby={`tab-${tab.slug}`}
      className="tab-panel"
      tabIndex={0}
    >
      <div className="tab-panel__head">
        <LazyImage src={tab.image} alt="" width={480} height={320} className="tab-panel__image" />
        <div>
          <h2>{t(`${base}.title`)}</h2>
          <p>{t(`${base}.intro`)}</p>
          {mountain && (
            <dl className="facts facts--inline">
              <div>
                <dt>{t('heightLabel')}</dt>
                <dd>{t(`tabs.${mountain}.height`)}</dd>
              </div>
              <div>
                <dt>{t('distanceLabel')}</dt>
                <dd>{t(`tabs.${mountain}.distance`)}</dd>
              </div>
            </dl>
          )}
        </div>
      </div>
      <ul className="activity-list">
        {items.map((item) => (
          <li key={item.title} className="card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docs/product.md §2.1: tabs for summer, winter and the four mountains; the tab is kept in the address. */
export function ActivitiesPage() {
  const { t } = useTranslation('activities');
  const [params, setParams] = useSearchParams();
  const active = TABS.find((tab) => tab.slug === params.get('tab')) ?? TABS[0];
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tablist = useRef<HTMLDivElement>(null);
  // The prerendered tabs take focus before this route's code has hydrated them; from this mark on
  // they answer the arrow keys (the layout's html[data-hydrated] comes before a lazy route's).
  useEffect(() => tablist.current?.setAttribute('data-hydrated', ''), []);

  const select = (tab: Tab, focus = false) => {
    setParams(tab === TABS[0] ? {} : { tab: tab.slug }, {
      replace: true,
      preventScrollReset: true,
    });
    if (focus) tabRefs.current[TABS.indexOf(tab)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(active);
    const next = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[next], true);
  };

  return (
    <div className="content">
      <div className="page-head">
        <h1>{t('title')}</h1>
        <p className="section__intro">{t('intro')}</p>
      </div>
      <div
        ref={tablist}
        role="tablist"
        aria-label={t('tabsLabel')}
        className="tabs"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab, i) => (
          <button
            key={tab.slug}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.slug}`}
            aria-selected={tab === active}
            aria-controls={`panel-${tab.slug}`}
            tabIndex={tab === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(tab)}
          >
            {t(`tabs.${tab.id}.label`)}
          </button>
        ))}
      </div>
      <TabPanel tab={active} />
      <p>
        <Link className="button" to={`${pathTo('landing', currentLanguage())}#booking-form`}>
          {t('book')}
        </Link>
      </p>
    </div>
  );
}
