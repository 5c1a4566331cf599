import { useTranslation } from 'react-i18next';
import { Hero } from '@/features/landing/components/hero';
import { deferredSection } from '@/lib/deferred-section';
import { usePageHead } from '@/lib/head';
import { currentLanguage } from '@/lib/i18n';

// Below the fold: each loads (with its texts) when it comes near the screen; until then the
// prerendered HTML stands in for it (see deferredSection). Their code is one chunk.
const belowTheFold = () => import('@/app/routes/below-the-fold');
// Texts and icons only, and partly on a phone's first screen: the server's HTML serves until the
// visitor interacts with the page (which loads every section), not as soon as it is near.
const FeaturesSection = deferredSection(
  '.landing > #features',
  () => belowTheFold().then((m) => m.FeaturesSection),
  ['sections'],
  { whenNear: false },
);
const BookingSection = deferredSection(
  '.landing > #booking-form',
  () => belowTheFold().then((m) => m.BookingSection),
  ['booking'],
);
const FacilitiesGallery = deferredSection(
  '.landing > #facilities',
  () => belowTheFold().then((m) => m.FacilitiesGallery),
  ['sections'],
);
const ActivitiesTeaser = deferredSection(
  '.landing > #activities',
  () => belowTheFold().then((m) => m.ActivitiesTeaser),
  ['sections'],
);
const LocationSection = deferredSection(
  '.landing > #location',
  () => belowTheFold().then((m) => m.LocationSection),
  ['sections'],
);

/** docs/product.md §2.2, sections in order; the footer comes from the layout. */
export function Landing() {
  useTranslation('landing');
  usePageHead('landing');
  const lang = currentLanguage();
  return (
    <div className="landing">
      <Hero lang={lang} />
      <FeaturesSection />
      <BookingSection />
      <FacilitiesGallery />
      <ActivitiesTeaser lang={lang} />
      <LocationSection />
    </div>
  );
}
