import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { Env } from 'src/config/env';
import { SettingsService } from 'src/modules/settings/settings.service';
import {
  OpenWeatherMapClient,
  WeatherProviderError,
  type Coordinates,
  type WeatherErrorCode,
} from './openweathermap.client';
import { WEATHER_KINDS, WeatherCache, type WeatherKind } from './weather-cache.entity';
import { aggregateForecast, normaliseCurrent, type ForecastDay } from './weather-normalise';

/** A forecast fetched longer ago than this is not told to guests (the provider has been down a day). */
const FORECAST_TELL_LIMIT_MS = 24 * 3600_000;

/** After one on-demand attempt (good or bad), other requests wait this long before trying again. */
const ON_DEMAND_RETRY_MS = 5 * 60_000;

export type RefreshOutcome =
  | { kind: WeatherKind; ok: true }
  | { kind: WeatherKind; ok: false; code: WeatherErrorCode; detail: string };

/**
 * Keeps the weather cache (table weather_cache) filled: the worker's job refreshes it every
 * WEATHER_REFRESH_MINUTES; readers refresh a kind on demand once it is older than
 * WEATHER_MAX_AGE_MINUTES (or was fetched for other coordinates). A failed refresh keeps the last
 * good data and records the error.
 */
@Injectable()
export class WeatherCacheService {
  private readonly logger = new Logger(WeatherCacheService.name);
  private readonly inFlight = new Map<WeatherKind, Promise<RefreshOutcome>>();

  constructor(
    private readonly em: EntityManager,
    private readonly client: OpenWeatherMapClient,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    private readonly env: Env,
  ) {}

  get enabled(): boolean {
    return this.client.enabled;
  }

  get maxAgeMs(): number {
    return this.env.WEATHER_MAX_AGE_MINUTES * 60_000;
  }

  async coordinates(): Promise<Coordinates & { city: string }> {
    const s = await this.settings.getCached();
    return { latitude: s.latitude, longitude: s.longitude, city: s.city };
  }

  async read(kind: WeatherKind): Promise<WeatherCache | null> {
    return this.em.fork().findOne(WeatherCache, { kind }, { refresh: true });
  }

  async readAll(): Promise<Record<WeatherKind, WeatherCache | null>> {
    const rows = await this.em.fork().find(WeatherCache, {});
    const byKind = new Map(rows.map((r) => [r.kind, r]));
    return { current: byKind.get('current') ?? null, forecast: byKind.get('forecast') ?? null };
  }

  /** Too old, or fetched for a place other than the campsite's current coordinates. */
  isStale(row: WeatherCache | null, at: Coordinates): boolean {
    if (!row?.data || !row.fetchedAt) return true;
    if (row.latitude !== at.latitude || row.longitude !== at.longitude) return true;
    return this.clock.now().getTime() - row.fetchedAt.getTime() > this.maxAgeMs;
  }

  /**
   * The cached row, refreshed first when stale, unless another request or process is already on it
   * or tried within ON_DEMAND_RETRY_MS (then the last data is served as it is).
   */
  async readFresh(kind: WeatherKind): Promise<WeatherCache | null> {
    const row = await this.read(kind);
    if (!this.enabled) return row;
    const at = await this.coordinates();
    if (!this.isStale(row, at)) return row;
    const running = this.inFlight.get(kind);
    if (running) await running;
    else if (await this.claim(kind)) await this.singleFlight(kind, at);
    else return row;
    return this.read(kind);
  }

  /**
   * The cached forecast's days from `from` to `until` (inclusive), for other modules (the
   * pre-arrival mail), refreshed on demand like every reader's. Null when weather is off, nothing
   * usable is cached (none, over a day old, or for other coordinates) or anything fails: the caller
   * goes on without weather, it never fails or retries because of it.
   */
  async forecastDays(from: string, until: string): Promise<ForecastDay[] | null> {
    if (!this.enabled) return null;
    try {
      const row = await this.readFresh('forecast');
      const days = row?.data as ForecastDay[] | null | undefined;
      const at = await this.coordinates();
      if (!row?.fetchedAt || !Array.isArray(days)) return null;
      if (row.latitude !== at.latitude || row.longitude !== at.longitude) return null;
      if (this.clock.now().getTime() - row.fetchedAt.getTime() > FORECAST_TELL_LIMIT_MS)
        return null;
      const found = days.filter((d) => d.date >= from && d.date <= until);
      return found.length > 0 ? found : null;
    } catch (err) {
      this.logger.warn(
        `Forecast not available: ${err instanceof Error ? err.message : String(err)}`,
      );
      return null;
    }
  }

  /** Refreshes every kind now, whatever the cache's age (the job and the admin's button). */
  async refreshAll(): Promise<RefreshOutcome[]> {
    const at = await this.coordinates();
    const outcomes: RefreshOutcome[] = [];
    for (const kind of WEATHER_KINDS) {
      await this.ensureRow(kind);
      await this.em.fork().nativeUpdate(WeatherCache, { kind }, { attemptedAt: this.clock.now() });
      outcomes.push(await this.singleFlight(kind, at));
    }
    return outcomes;
  }

  private singleFlight(kind: WeatherKind, at: Coordinates): Promise<RefreshOutcome> {
    const running = this.inFlight.get(kind);
    if (running) return running;
    const promise = this.refreshOne(kind, at).finally(() => this.inFlight.delete(kind));
    this.inFlight.set(kind, promise);
    return promise;
  }

  private async refreshOne(kind: WeatherKind, at: Coordinates): Promise<RefreshOutcome> {
    try {
      const data =
        kind === 'current'
          ? normaliseCurrent(await this.client.current(at))
          : aggregateForecast((await this.client.forecast(at)).list);
      await this.ensureRow(kind);
      await this.em.fork().nativeUpdate(
        WeatherCache,
        { kind },
        {
          data,
          fetchedAt: this.clock.now(),
          latitude: at.latitude,
          longitude: at.longitude,
        },
      );
      return { kind, ok: true };
    } catch (err) {
      const failure =
        err instanceof WeatherProviderError
          ? { code: err.code, detail: err.message }
          : {
              code: 'invalid_response' as const,
              detail: `${kind}: ${err instanceof Error ? err.message : String(err)}`,
            };
      this.logger.warn(`Weather refresh (${kind}) failed: ${failure.code}: ${failure.detail}`);
      await this.ensureRow(kind);
      await this.em.fork().nativeUpdate(
        WeatherCache,
        { kind },
        {
          errorCode: failure.code,
          errorDetail: failure.detail,
          errorAt: this.clock.now(),
        },
      );
      return { kind, ok: false, ...failure };
    }
  }

  private async ensureRow(kind: WeatherKind): Promise<void> {
    await this.em
      .fork()
      .getConnection()
      .execute(`insert into weather_cache (kind) values (?) on conflict (kind) do nothing`, [kind]);
  }

  /**
   * One attempt per kind per ON_DEMAND_RETRY_MS across all API processes: the row's attempted_at is
   * set only if it was older, in one statement, and only the process that set it calls out.
   */
  private async claim(kind: WeatherKind): Promise<boolean> {
    const now = this.clock.now();
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ kind: string }[]>(
        `insert into weather_cache (kind, attempted_at) values (?, ?)
         on conflict (kind) do update set attempted_at = excluded.attempted_at
         where weather_cache.attempted_at is null or weather_cache.attempted_at <= ?
         returning kind`,
        [kind, now, new Date(now.getTime() - ON_DEMAND_RETRY_MS)],
      );
    return rows.length > 0;
  }
}
