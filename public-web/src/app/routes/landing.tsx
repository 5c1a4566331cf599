import { useTranslation } from 'react-i18next';
import { BookingSection } from '@/features/booking/components/booking-section';
import { ActivitiesTeaser } from '@/features/landing/components/activities-teaser';
import { FacilitiesGallery } from '@/features/landing/components/facilities-gallery';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { LocationSection } from '@/features/landing/components/location-section';
import { usePageHead } from '@/lib/head';
import { currentLanguage } from '@/lib/i18n';

/** SPEC §2.2, sections in order; the footer comes from the layout. */
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
