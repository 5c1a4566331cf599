// The landing page's sections below the first screen: one chunk, loaded when the first of them
// comes near the screen (see app/routes/landing.tsx).
export { BookingSection } from '@/features/booking/components/booking-section';
export { ActivitiesTeaser } from './activities-teaser';
export { FacilitiesGallery } from './facilities-gallery';
export { LocationSection } from './location-section';
