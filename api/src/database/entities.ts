import { AuthEvent } from 'src/modules/auth/auth-event.entity';
import { GateApiKey } from 'src/modules/auth/gate-api-key.entity';
import { Session } from 'src/modules/auth/session.entity';
import { User } from 'src/modules/auth/user.entity';
import { MaintenanceState } from 'src/modules/health/maintenance-state.entity';
import { CompanySettings } from 'src/modules/settings/company-settings.entity';
import { FeatureToggle, FeatureToggleEvent } from 'src/modules/settings/feature-toggle.entity';
import { Alert, AlertRule, AlertSettings } from 'src/modules/alerts/alert.entity';
import { GdprAction, GdprSettings } from 'src/modules/gdpr/gdpr.entity';

import { Block } from 'src/modules/catalog/block.entity';
import { PitchCategory } from 'src/modules/catalog/pitch-category.entity';
import { Pitch } from 'src/modules/catalog/pitch.entity';
import { SitePlan } from 'src/modules/catalog/site-plan.entity';
import { Asset } from 'src/modules/assets/asset.entity';
import { Booking } from 'src/modules/bookings/booking.entity';
import { BookingPlate } from 'src/modules/bookings/booking-plate.entity';
import { OccupancyVersion, PitchOccupancy } from 'src/modules/bookings/pitch-occupancy.entity';
import { CatalogVersion } from 'src/modules/bookings/catalog-version.entity';
import { DeskVersion } from 'src/modules/analytics/desk-version.entity';
import { Extra } from 'src/modules/pricing/extra.entity';
import { DemandRule } from 'src/modules/pricing/demand-rule.entity';
import { PricingSettings } from 'src/modules/pricing/pricing-settings.entity';
import { Season, SeasonRate } from 'src/modules/pricing/season.entity';

import { AccessCode, GateEvent } from 'src/modules/access-codes/access-code.entity';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { EmailTemplate } from 'src/modules/mail/email-template.entity';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { WeatherCache } from 'src/modules/weather/weather-cache.entity';
import { Payment } from 'src/modules/payments/payment.entity';
import { Invoice, InvoiceCounter, StornoInvoice } from 'src/modules/invoices/invoice.entity';
import { StripePaymentIntent } from 'src/modules/payments/providers/stripe-payment-intent.entity';
import { StripeEvent } from 'src/modules/payments/stripe/stripe-event.entity';
import { BookingReminder } from 'src/modules/payments/reminders/booking-reminder.entity';
import { WaitlistEntry } from 'src/modules/waitlist/waitlist-entry.entity';
import {
  GuestRegistration,
  RegistrationCounter,
  RegistrationPerson,
  RegistrationReminder,
} from 'src/modules/registrations/registration.entity';
import { IcalExportKey } from 'src/modules/ical/ical-export-key.entity';
import { IcalFeed } from 'src/modules/ical/ical-feed.entity';
import { ReconcilerRepair } from 'src/modules/reconciler/repair.entity';
import { MeterReading } from 'src/modules/electricity/meter-reading.entity';
import {
  SeasonalContract,
  SeasonalInstalment,
} from 'src/modules/seasonal/seasonal-contract.entity';

/** Every entity, for the ORM config and the migration generator. Modules register their own via forFeature. */
export const entities = [
  ReconcilerRepair,
  SeasonalContract,
  SeasonalInstalment,
  User,
  Session,
  AuthEvent,
  GateApiKey,
  CompanySettings,
  FeatureToggle,
  FeatureToggleEvent,
  AlertRule,
  Alert,
  AlertSettings,
  GdprAction,
  GdprSettings,
  MaintenanceState,
  PitchCategory,
  Pitch,
  Block,
  SitePlan,
  Asset,
  Season,
  SeasonRate,
  Extra,
  DemandRule,
  PricingSettings,
  Booking,
  BookingPlate,
  PitchOccupancy,
  OccupancyVersion,
  CatalogVersion,
  DeskVersion,
  OutboxMessage,
  AccessCode,
  GateEvent,
  EmailTemplate,
  MailMessage,
  WeatherCache,
  Payment,
  Invoice,
  StornoInvoice,
  InvoiceCounter,
  StripePaymentIntent,
  StripeEvent,
  BookingReminder,
  WaitlistEntry,
  GuestRegistration,
  RegistrationPerson,
  RegistrationCounter,
  RegistrationReminder,
  IcalFeed,
  IcalExportKey,
  MeterReading,
];
