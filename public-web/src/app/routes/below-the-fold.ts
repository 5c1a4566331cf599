// The landing page's sections below the first screen: one chunk, loaded when the first of them
// comes near the screen (see landing.tsx). The page composes two features here, since no
// feature imports another (CONVENTIONS 18).
export { BookingSection } from '@/features/booking/components/booking-section';
export { ActivitiesTeaser } from '@/features/landing/components/activities-teaser';
export { FacilitiesGallery } from '@/features/landing/components/facilities-gallery';
export { LocationSection } from '@/features/landing/components/location-section';
