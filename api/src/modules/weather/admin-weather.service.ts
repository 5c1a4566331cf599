import { HttpStatus, Injectable } from '@nestjs/common';
import { Env } from 'src/config/env';
import { AppException } from 'src/common/http/app-exception';
import { translate, type Lang, type MessageKey } from 'src/common/i18n/messages';
import type { WeatherErrorCode } from './openweathermap.client';
import type { WeatherCache, WeatherKind } from './weather-cache.entity';
import { WeatherCacheService } from './weather-cache.service';
import type { CurrentWeather, ForecastDay } from './weather-normalise';

const ERROR_KEYS: Record<WeatherErrorCode, MessageKey> = {
  unauthorized: 'weather.error.unauthorized',
  rate_limited: 'weather.error.rateLimited',
  not_found: 'weather.error.notFound',
  http_error: 'weather.error.httpError',
  timeout: 'weather.error.timeout',
  network: 'weather.error.network',
  invalid_response: 'weather.error.invalidResponse',
};

const errorText = (lang: Lang, code: string): string =>
  translate(lang, ERROR_KEYS[code as WeatherErrorCode] ?? 'weather.error.httpError');

export interface WeatherKindStatus<T> {
  /** Last successful refresh (ISO), null if never. */
  fetchedAt: string | null;
  /** Last attempt, successful or not. */
  attemptedAt: string | null;
  /** Older than WEATHER_MAX_AGE_MINUTES or fetched for other coordinates. */
  stale: boolean;
  latitude: number | null;
  longitude: number | null;
  /** The last failure (also after later successes; compare `at` with `fetchedAt`). */
  lastError: { code: string; message: string; detail: string | null; at: string } | null;
  data: T;
}

export interface AdminWeatherStatus {
  provider: 'openweathermap';
  enabled: boolean;
  apiUrl: string;
  location: { city: string; latitude: number; longitude: number };
  refreshMinutes: number;
  maxAgeMinutes: number;
  current: WeatherKindStatus<CurrentWeather | null>;
  forecast: WeatherKindStatus<ForecastDay[]>;
}

export type RefreshAnswer =
  | AdminWeatherStatus
  | {
      statusCode: 502;
      error: 'Bad Gateway';
      message: string;
      code: 'weather_refresh_failed';
      status: AdminWeatherStatus;
    };

/** The staff view of the weather cache and the "refresh now" button. */
@Injectable()
export class AdminWeatherService {
  constructor(
    private readonly cache: WeatherCacheService,
    private readonly env: Env,
  ) {}

  async status(lang: Lang): Promise<AdminWeatherStatus> {
    const at = await this.cache.coordinates();
    const rows = await this.cache.readAll();
    const kind = <T>(k: WeatherKind, empty: T): WeatherKindStatus<T> => {
      const row: WeatherCache | null = rows[k];
      return {
        fetchedAt: row?.fetchedAt?.toISOString() ?? null,
        attemptedAt: row?.attemptedAt?.toISOString() ?? null,
        stale: this.cache.isStale(row, at),
        latitude: row?.latitude ?? null,
        longitude: row?.longitude ?? null,
        lastError:
          row?.errorCode && row.errorAt
            ? {
                code: row.errorCode,
                message: errorText(lang, row.errorCode),
                detail: row.errorDetail ?? null,
                at: row.errorAt.toISOString(),
              }
            : null,
        data: (row?.data as T | null | undefined) ?? empty,
      };
    };
    return {
      provider: 'openweathermap',
      enabled: this.cache.enabled,
      apiUrl: this.env.WEATHER_API_URL,
      location: at,
      refreshMinutes: this.env.WEATHER_REFRESH_MINUTES,
      maxAgeMinutes: this.env.WEATHER_MAX_AGE_MINUTES,
      current: kind<CurrentWeather | null>('current', null),
      forecast: kind<ForecastDay[]>('forecast', []),
    };
  }

  /**
   * Refreshes both kinds now. 409 without a key; when the provider fails, 502 with the status in
   * the body (answered by the controller, as the exception filter would log it as a crash).
   */
  async refresh(lang: Lang): Promise<{ statusCode: 200 | 502; body: RefreshAnswer }> {
    if (!this.cache.enabled) throw new AppException(HttpStatus.CONFLICT, 'weather.notConfigured');
    const outcomes = await this.cache.refreshAll();
    const status = await this.status(lang);
    const failed = outcomes.find((o) => !o.ok);
    if (!failed || failed.ok) return { statusCode: 200, body: status };
    return {
      statusCode: 502,
      body: {
        statusCode: 502,
        error: 'Bad Gateway',
        message: translate(lang, 'weather.refreshFailed', {
          reason: errorText(lang, failed.code),
        }),
        code: 'weather_refresh_failed',
        status,
      },
    };
  }
}
