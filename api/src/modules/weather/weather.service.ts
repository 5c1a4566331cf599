import { Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import type { MessageKey } from 'src/common/i18n/messages';
import { GuestBookings } from 'src/modules/bookings/guest-bookings.service';
import { WeatherCacheService } from './weather-cache.service';
import { withTodayRange, type CurrentWeather, type ForecastDay } from './weather-normalise';

/** Forecasts reach this many days past today (docs/product.md §9). */
const FORECAST_DAYS_AHEAD = 5;
/** An observation older than this is no longer "current", even when the provider is down. */
const CURRENT_SERVE_LIMIT_MS = 6 * 3600_000;

export interface CurrentWeatherView extends CurrentWeather {
  location: string;
  /** When the cache was filled from the provider. */
  updatedAt: string;
  /** True when the provider could not be reached lately and older data is served. */
  stale: boolean;
}

export interface BookingWeatherView {
  location: string;
  forecast: ForecastDay[];
  /** Null when the stay is outside the forecast window and no forecast was needed. */
  updatedAt: string | null;
  stale: boolean;
}

export type WeatherUnavailableReason = 'not_configured' | 'no_data';

/**
 * What guests see: current weather and the forecast of a stay, both from the cache. Provider trouble
 * never becomes a 500: last cached data, else WeatherUnavailableError, which the controller answers
 * as 503 `{code:'weather_unavailable', reason}` with the docs/product.md §8 text in the request's language.
 */
@Injectable()
export class WeatherService {
  private readonly logger = new Logger(WeatherService.name);

  constructor(
    private readonly cache: WeatherCacheService,
    private readonly bookings: GuestBookings,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<CurrentWeatherView> {
    this.requireEnabled();
    return this.orUnavailable(async () => {
      const at = await this.cache.coordinates();
      // Both at once: today's forecast gives the day's high and low (see withTodayRange).
      const [row, forecastRow] = await Promise.all([
        this.cache.readFresh('current'),
        this.cache.readFresh('forecast'),
      ]);
      const data = row?.data as CurrentWeather | null | undefined;
      if (!row?.fetchedAt || !data) throw unavailable('no_data');
      if (this.clock.now().getTime() - row.fetchedAt.getTime() > CURRENT_SERVE_LIMIT_MS)
        throw unavailable('no_data');
      const forecast = forecastRow?.data as ForecastDay[] | null | undefined;
      const today = forecast?.find((d) => d.date === this.clock.today());
      return {
        location: at.city,
        ...withTodayRange(data, today),
        updatedAt: row.fetchedAt.toISOString(),
        stale: this.cache.isStale(row, at),
      };
    });
  }

  /**
   * The forecast for the days of a stay (arrival day through departure day) that lie within
   * today + 5 days and that the cached forecast covers. The booking's token is required, as on
   * every guest booking route (404 unknown id, 403 wrong token).
   */
  async forBooking(bookingId: string, token: string | undefined): Promise<BookingWeatherView> {
    const booking = await this.bookings.getForGuest(bookingId, token);
    this.requireEnabled();
    return this.orUnavailable(async () => {
      const at = await this.cache.coordinates();
      const today = this.clock.today();
      const from = maxDate(booking.checkIn, today);
      const until = minDate(booking.checkOut, addDays(today, FORECAST_DAYS_AHEAD));
      if (from > until) return { location: at.city, forecast: [], updatedAt: null, stale: false };
      const row = await this.cache.readFresh('forecast');
      const days = row?.data as ForecastDay[] | null | undefined;
      if (!row?.fetchedAt || !days) throw unavailable('no_data');
      return {
        location: at.city,
        forecast: days.filter((d) => d.date >= from && d.date <= until),
        updatedAt: row.fetchedAt.toISOString(),
        stale: this.cache.isStale(row, at),
      };
    });
  }

  /** Cache-Control for a served answer: shorter while serving old data, so recovery shows soon. */
  static cacheControl(view: { stale: boolean }, scope: 'public' | 'private'): string {
    return `${scope}, max-age=${view.stale ? 60 : 600}`;
  }

  private requireEnabled(): void {
    if (!this.cache.enabled) throw unavailable('not_configured');
  }

  private async orUnavailable<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof WeatherUnavailableError) throw err;
      this.logger.error({ err }, 'Weather answer failed; answering 503');
      throw unavailable('no_data');
    }
  }
}

/**
 * Provider trouble, answered by the controller as 503 `{statusCode, error, message, code, reason}`.
 * Not an HttpException: the exception filter would log every such answer as an unhandled error.
 */
export class WeatherUnavailableError extends Error {
  constructor(readonly reason: WeatherUnavailableReason) {
    super(`weather unavailable: ${reason}`);
    this.name = 'WeatherUnavailableError';
  }

  get messageKey(): MessageKey {
    return this.reason === 'not_configured' ? 'weather.activating' : 'weather.unavailable';
  }
}

const unavailable = (reason: WeatherUnavailableReason) => new WeatherUnavailableError(reason);

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const maxDate = (a: string, b: string): string => (a > b ? a : b);
const minDate = (a: string, b: string): string => (a < b ? a : b);
