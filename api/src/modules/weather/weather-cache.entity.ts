import { Entity, Enum, OptionalProps, Property } from '@mikro-orm/core';
import type { CurrentWeather, ForecastDay } from './weather-normalise';

export const WEATHER_KINDS = ['current', 'forecast'] as const;
export type WeatherKind = (typeof WEATHER_KINDS)[number];

/**
 * The last good provider answer of one kind, already normalised, with the state of the last
 * attempts. In PostgreSQL so every API process serves the same data and it survives restarts; one
 * row per kind because the two calls fail independently.
 */
@Entity({ tableName: 'weather_cache' })
export class WeatherCache {
  [OptionalProps]?:
    | 'latitude'
    | 'longitude'
    | 'data'
    | 'fetchedAt'
    | 'attemptedAt'
    | 'errorCode'
    | 'errorDetail'
    | 'errorAt';

  @Enum({ items: () => WEATHER_KINDS, primary: true })
  kind!: WeatherKind;

  /** Where `data` is for; a change of the campsite's coordinates makes it stale. */
  @Property({ type: 'double', nullable: true }) latitude?: number | null;
  @Property({ type: 'double', nullable: true }) longitude?: number | null;

  /** CurrentWeather for `current`, ForecastDay[] for `forecast`; null until the first success. */
  @Property({ type: 'jsonb', nullable: true }) data?: CurrentWeather | ForecastDay[] | null;
  /** When `data` was fetched. */
  @Property({ type: 'timestamptz', nullable: true }) fetchedAt?: Date | null;
  /** Last attempt, successful or not; also the claim that keeps API processes from all refreshing at once. */
  @Property({ type: 'timestamptz', nullable: true }) attemptedAt?: Date | null;
  /** The last failure (kept after later successes, so staff can see what went wrong and when). */
  @Property({ type: 'text', nullable: true }) errorCode?: string | null;
  @Property({ type: 'text', nullable: true }) errorDetail?: string | null;
  @Property({ type: 'timestamptz', nullable: true }) errorAt?: Date | null;
}
