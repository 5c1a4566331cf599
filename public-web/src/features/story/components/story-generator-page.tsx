import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import { StoryEditor } from '@/features/story/components/story-editor';
import { useFeature } from '@/lib/feature-toggles';
import { currentLanguage } from '@/lib/i18n';
import { QueryScope } from '@/lib/react-query';
import '@/features/story/story.css';

/** docs/product.md §2.1 story generator, behind the `storyGenerator` feature toggle. */
export function StoryGeneratorPage() {
  const { t } = useTranslation('story');
  const enabled = useFeature('storyGenerator');
  const [params] = useSearchParams();
  return (
    <div className="content story">
      <div className="page-head">
        <h1>{t('title')}</h1>
        <p className="section__intro">{t('intro')}</p>
      </div>
      {enabled === false ? (
        <section className="card" role="status">
          <p>{t('off')}</p>
          <Link className="button" to={pathTo('landing', currentLanguage())}>
            {t('home')}
          </Link>
        </section>
      ) : (
        <QueryScope>
          <StoryEditor bookingId={params.get('booking')} token={params.get('token')} />
        </QueryScope>
      )}
    </div>
  );
}
