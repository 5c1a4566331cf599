import { Injectable } from '@nestjs/common';
import { BookingLinks } from 'src/modules/bookings/booking-links.service';
import { WeatherCacheService } from 'src/modules/weather/weather-cache.service';
import { Env } from 'src/config/env';
import { SettingsService, type CompanySettings } from 'src/modules/settings/settings.service';
import { MailPayments } from './mail-payments';
import type { MailBooking, MailContext } from './mail-values';
import type { TemplateKey } from './mail.types';

/** Mails that tell a bank-transfer guest how to pay, as long as something is still to pay. */
const PAYMENT_MAILS: ReadonlySet<TemplateKey> = new Set([
  'booking_verification',
  'booking_confirmation',
  'invoice',
]);

/** The pre-arrival mail's forecast covers at most this many days from arrival (the provider's reach). */
const FORECAST_DAYS = 5;

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * What a mail shows besides its template's values: the company as mails show it, and a booking's
 * link, payment details and forecast. Shared by the sender (real mails) and the preview (the same
 * mail with sample or real data), so both render the same thing.
 */
@Injectable()
export class MailContexts {
  constructor(
    private readonly settings: SettingsService,
    private readonly links: BookingLinks,
    private readonly payments: MailPayments,
    private readonly weather: WeatherCacheService,
    private readonly env: Env,
  ) {}

  /** The company as mails show it: logo addresses made absolute, since a mail has no base URL. */
  async company(): Promise<CompanySettings> {
    const company = await this.settings.get();
    const absolute = (url?: string | null) =>
      url ? new URL(url, this.env.PUBLIC_URL).toString() : null;
    return {
      ...company,
      logoLight: absolute(company.logoLight),
      logoDark: absolute(company.logoDark),
    };
  }

  /**
   * What a guest mail shows besides its template's values: the link to the booking (every mail; the
   * token is derived, so a job days later can still make it) and, before arrival, the forecast for
   * the stay's first days — left out, never waited for again, when weather is off or unavailable.
   */
  async forBooking(template: TemplateKey, b: MailBooking): Promise<MailContext> {
    const context: MailContext = { detailsUrl: this.links.detailsUrl(b) };
    // A bank transfer still to pay: every mail that asks for the money says how to pay it.
    if (PAYMENT_MAILS.has(template) && b.paymentMethod === 'bank_transfer')
      context.payment = await this.payments.bankTransfer(b.id);
    if (template === 'pre_arrival') {
      const until = addDays(b.checkIn, FORECAST_DAYS - 1);
      context.forecast = await this.weather.forecastDays(
        b.checkIn,
        until < b.checkOut ? until : b.checkOut,
      );
    }
    return context;
  }
}
