import { Injectable } from '@nestjs/common';
import { Env } from 'src/config/env';
import {
  isOwmCurrent,
  isOwmForecast,
  type OwmCurrent,
  type OwmForecast,
} from './openweathermap.types';

export const WEATHER_ERROR_CODES = [
  'unauthorized',
  'rate_limited',
  'not_found',
  'http_error',
  'timeout',
  'network',
  'invalid_response',
] as const;
export type WeatherErrorCode = (typeof WEATHER_ERROR_CODES)[number];

/** A failed provider call, classified so staff see why (the message never carries the API key). */
export class WeatherProviderError extends Error {
  constructor(
    readonly code: WeatherErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WeatherProviderError';
  }
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * OpenWeatherMap 2.5 over Node's fetch: 5 day / 3 hour forecast and current weather, metric units.
 * Base URL, key and timeout come from the environment, so tests point the same client at a local
 * stand-in. Without WEATHER_API_KEY the client is disabled and never calls out.
 */
@Injectable()
export class OpenWeatherMapClient {
  constructor(private readonly env: Env) {}

  get enabled(): boolean {
    return Boolean(this.env.WEATHER_API_KEY);
  }

  async forecast(at: Coordinates): Promise<OwmForecast> {
    const body = await this.get('/data/2.5/forecast', at);
    if (!isOwmForecast(body))
      throw new WeatherProviderError('invalid_response', 'forecast answer has an unexpected shape');
    return body;
  }

  async current(at: Coordinates): Promise<OwmCurrent> {
    const body = await this.get('/data/2.5/weather', at);
    if (!isOwmCurrent(body))
      throw new WeatherProviderError('invalid_response', 'weather answer has an unexpected shape');
    return body;
  }

  private async get(path: string, at: Coordinates): Promise<unknown> {
    const key = this.env.WEATHER_API_KEY;
    if (!key) throw new Error('OpenWeatherMap is not configured (WEATHER_API_KEY)');
    // Joined as text so a base URL with a path prefix (a proxy) keeps it.
    const url = new URL(this.env.WEATHER_API_URL.replace(/\/+$/, '') + path);
    url.search = new URLSearchParams({
      lat: String(at.latitude),
      lon: String(at.longitude),
      appid: key,
      units: 'metric',
      lang: 'de',
    }).toString();
    let res: Response;
    let text: string;
    try {
      // The signal also bounds reading the body: a provider that sends headers and then stalls times out too.
      res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.env.WEATHER_TIMEOUT_MS),
      });
      text = await res.text();
    } catch (err) {
      const name = (err as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new WeatherProviderError(
          'timeout',
          `no answer within ${this.env.WEATHER_TIMEOUT_MS} ms (${path})`,
        );
      const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
      throw new WeatherProviderError(
        'network',
        `${path}: ${cause?.code ?? cause?.message ?? (err as Error)?.message ?? 'request failed'}`,
      );
    }
    if (!res.ok) {
      throw new WeatherProviderError(codeForStatus(res.status), describe(res.status, path, text));
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new WeatherProviderError('invalid_response', `${path}: answer is not JSON`);
    }
  }
}

function codeForStatus(status: number): WeatherErrorCode {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rate_limited';
  if (status === 404) return 'not_found';
  return 'http_error';
}

/** "HTTP 401 /data/2.5/forecast: Invalid API key…" from the provider's `{cod, message}` body. */
function describe(status: number, path: string, text: string): string {
  let message = '';
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body?.message === 'string') message = body.message;
  } catch {
    message = text.replace(/\s+/g, ' ').trim();
  }
  return `HTTP ${status} ${path}${message ? `: ${message}` : ''}`.slice(0, 300);
}
