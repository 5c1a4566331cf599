/**
 * The API's answers as its OpenAPI contract describes them. The types are generated from the
 * document (api/src/contract/openapi.d.ts, `npm run contract`), so renaming a field in the API
 * fails this app's type check instead of breaking a page at run time. Type-only: nothing of it
 * reaches the bundle.
 */
import type { components } from '@contract/openapi';

type Schemas = components['schemas'];

export type PublicCategory = Schemas['PublicCategoryDto'];
export type CompanySettings = Schemas['CompanySettingsDto'];
export type SiteLocation = Schemas['LocationDto'];
export type MaintenanceNotice = Schemas['MaintenanceNoticeDto'];
export type CurrentWeather = Schemas['CurrentWeatherDto'];
export type BookingWeather = Schemas['BookingWeatherDto'];
export type ForecastDay = Schemas['ForecastDayDto'];
export type Availability = Schemas['AvailabilityDto'];
export type AvailabilityPitch = Schemas['AvailabilityPitchDto'];
export type PublicPitch = Schemas['PublicPitchDto'];
export type GuestRegistration = Schemas['RegistrationDto'];
export type GuestRegistrationInput = Schemas['PutRegistrationDto'];
export type GuestRegistrationPerson = Schemas['RegistrationPersonInputDto'];
export type SitePlanImage = Schemas['SitePlanDto'];
export type StayRequest = Schemas['StayDto'];
export type Quote = Schemas['QuoteDto'];
export type NewBooking = Schemas['CreateBookingDto'];
export type CreatedBooking = Schemas['CreatedBookingDto'];
export type Booking = Schemas['BookingDto'];
export type BalancePayment = Schemas['BalancePaymentDto'];
export type ApiErrorBody = Schemas['ErrorDto'];
export type PublicFeatureToggles = Schemas['PublicFeatureTogglesDto'];
export type JoinWaitlist = Schemas['JoinWaitlistDto'];
export type WaitlistJoined = Schemas['WaitlistJoinedDto'];
export type WaitlistEntry = Schemas['WaitlistEntryDto'];
export type SeasonalRenewal = Schemas['SeasonalRenewalDto'];
