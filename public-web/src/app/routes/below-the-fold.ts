// The landing page's sections below the first screen, and the features (texts only, kept as the
// server sent them until the visitor interacts): one chunk, loaded when the first of them comes
// near the screen (see landing.tsx). The page composes two features here, since no feature
// imports another (CONTRIBUTING.md).
export { BookingSection } from '@/features/booking/components/booking-section';
export { ActivitiesTeaser } from '@/features/landing/components/activities-teaser';
export { FacilitiesGallery } from '@/features/landing/components/facilities-gallery';
export { FeaturesSection } from '@/features/landing/components/features-section';
export { LocationSection } from '@/features/landing/components/location-section';
