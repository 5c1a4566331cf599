/**
 * The API's records as its OpenAPI contract describes them. The types are generated from the
 * document (api/src/contract/openapi.d.ts, `npm run contract`), so renaming a field in the API
 * fails this app's type check instead of breaking a screen at run time. Screens import their
 * shapes from here; nothing here is written by hand.
 */
import type { components } from '@contract/openapi';

type Schemas = components['schemas'];

export type AdminBooking = Schemas['AdminBookingDto'];
export type Quote = Schemas['QuoteDto'];
export type StayChangeQuote = Schemas['StayChangeQuoteDto'];
export type StayChange = Schemas['AdminStayChangeDto'];
export type QuoteLine = Schemas['QuoteLineDto'];
export type SelectedExtra = Schemas['SelectedExtraDto'];
export type DuplicateBooking = Schemas['DuplicateBookingDto'];
export type Extra = Schemas['ExtraResponseDto'];
export type Season = Schemas['SeasonResponseDto'];
export type DemandRule = Schemas['DemandRuleResponseDto'];
export type PricingSettings = Schemas['PricingSettingsResponseDto'];
export type PricingPreview = Schemas['PricingPreviewDto'];
export type Category = Schemas['CategoryResponseDto'];
export type Pitch = Schemas['PitchResponseDto'];
export type PitchClosure = Schemas['BlockResponseDto'];
export type AccessCode = Schemas['AccessCodeDto'];
export type EmailTemplate = Schemas['EmailTemplateResponseDto'];
export type MailVariable = Schemas['MailVariableDto'];
export type RenderedPreview = Schemas['PreviewResponseDto'];
export type LoggedMessage = Schemas['MessageResponseDto'];
export type StaffUser = Schemas['UserResponseDto'];
export type AuthUser = Schemas['AuthUserDto'];
export type LoginResponse = Schemas['LoginResponseDto'];
export type MaintenanceState = Schemas['MaintenanceStateDto'];
export type MaintenanceChange = Schemas['MaintenanceDto'];
export type Dashboard = Schemas['DashboardDto'];
export type AlertRecord = Schemas['AlertDto'];
export type AlertRule = Schemas['AlertRuleDto'];
export type AlertSettings = Schemas['AlertSettingsDto'];
export type AlertEvaluation = Schemas['EvaluationDto'];
export type FeatureToggle = Schemas['FeatureToggleDto'];
export type FeatureToggleEvent = Schemas['FeatureToggleEventDto'];
export type GuestMatch = Schemas['GuestMatchDto'];
export type ErasureResult = Schemas['ErasureResultDto'];
export type Registration = Schemas['RegistrationDto'];
export type GdprAction = Schemas['GdprActionDto'];
export type GdprSettings = Schemas['GdprSettingsDto'];
export type DeskStay = Schemas['DeskStayDto'];
export type BookingDashboard = Schemas['BookingDashboardDto'];
export type Cancellation = Schemas['CancellationDto'];
export type CalendarRange = Schemas['CalendarDto'];
export type CalendarBooking = Schemas['CalendarBookingDto'];
export type CalendarBlock = Schemas['CalendarBlockDto'];
export type CalendarSeasonal = Schemas['CalendarSeasonalDto'];
export type CalendarPitch = Schemas['CalendarPitchDto'];
export type Analytics = Schemas['AnalyticsDto'];
export type OccupancyFigures = Schemas['OccupancyFiguresDto'];
export type Invoice = Schemas['InvoiceDto'];
export type StornoInvoice = Schemas['StornoInvoiceDto'];
export type InvoiceResent = Schemas['InvoiceResentDto'];
export type LedgerRow = Schemas['PaymentDto'];
export type RecordPayment = Schemas['RecordPaymentDto'];
export type AdminWeatherStatus = Schemas['AdminWeatherStatusDto'];
export type WeatherRefreshFailed = Schemas['WeatherRefreshFailedDto'];
export type ForecastDay = Schemas['ForecastDayDto'];
export type PitchMap = Schemas['PitchMapDto'];
export type PitchPin = Schemas['PitchPinDto'];
export type SitePlanImage = Schemas['SitePlanDto'];
export type Logos = Schemas['LogosDto'];
export type LogoImage = Schemas['LogoImageDto'];
export type StaffSession = Schemas['SessionDto'];
export type AuthEvent = Schemas['AuthEventDto'];
export type GateApiKey = Schemas['GateApiKeyDto'];
export type CreatedGateApiKey = Schemas['CreatedGateApiKeyDto'];
export type ChangePassword = Schemas['ChangePasswordDto'];
export type ChangePasswordResponse = Schemas['ChangePasswordResponseDto'];
export type AdminWaitlistEntry = Schemas['AdminWaitlistEntryDto'];
export type SeasonalContract = Schemas['SeasonalContractDto'];
export type SeasonalInstalment = Schemas['SeasonalInstalmentDto'];
export type CreateSeasonalContract = Schemas['CreateSeasonalContractDto'];
export type SeasonalHolder = Schemas['SeasonalHolderDto'];
