import { localDate, SITE_TIME_ZONE } from 'src/common/clock';
import type { OwmCondition, OwmCurrent, OwmForecastSlot } from './openweathermap.types';

/**
 * OpenWeatherMap answers turned into the docs/product.md §3 shapes. Pure functions: no clock, no I/O, so the
 * rules below are pinned by unit specs.
 */

export interface TemperatureRange {
  max: number;
  min: number;
}

/** docs/product.md §3 "Weather current", plus the temperature now and when the provider observed it. */
export interface CurrentWeather {
  condition: string;
  temperature: TemperatureRange & { current: number };
  /** km/h */
  windSpeed: number;
  /** % */
  humidity: number;
  /** mm in the last hour (rain + snow) */
  precipitation: number;
  observedAt: string;
}

/** One local calendar day of the forecast (docs/product.md §3 "Booking weather" entry). */
export interface ForecastDay {
  /** YYYY-MM-DD in Europe/Vienna */
  date: string;
  condition: string;
  temperature: TemperatureRange;
  /** strongest 3-hour mean wind of the day, km/h */
  windSpeed: number;
  /** mm over the day (rain + snow) */
  precipitation: number;
}

/**
 * Conditions that bring weather a camper plans around, most severe first. If any slot of a day has
 * one, the day gets the most severe of them, night slots included (rain at night matters in a tent).
 */
const SIGNIFICANT = ['tornado', 'squall', 'thunderstorm', 'snow', 'rain', 'drizzle'];
/** The rest, most severe first; used to break ties in the daytime majority. */
const CALM = ['ash', 'sand', 'dust', 'smoke', 'haze', 'fog', 'mist', 'clouds', 'clear'];

/** Lower-cased `main` of the primary condition: the SPEC's eight, or anything else as received. */
export function conditionOf(weather: OwmCondition[]): string {
  return (weather[0]?.main ?? '').trim().toLowerCase();
}

/** m/s (OpenWeatherMap with units=metric) to whole km/h. */
export function toKmh(metresPerSecond: number): number {
  return Math.round(metresPerSecond * 3.6);
}

/** One decimal, halves away from zero (-0.55 °C → -0.6 like 0.55 → 0.6), never -0. */
function round1(n: number): number {
  const r = Math.round(Math.abs(n) * 10) / 10;
  return n < 0 && r !== 0 ? -r : r;
}

function severity(condition: string): number {
  const significant = SIGNIFICANT.indexOf(condition);
  if (significant >= 0) return significant;
  const calm = CALM.indexOf(condition);
  // A condition OpenWeatherMap adds later ranks between the significant and the calm ones.
  return calm >= 0 ? SIGNIFICANT.length + 1 + calm : SIGNIFICANT.length;
}

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The local hour (0-23, Europe/Vienna) at which a slot starts. */
export function localHour(at: Date): number {
  return Number(hourFormat.format(at));
}

const slotStart = (s: OwmForecastSlot): Date => new Date(s.dt * 1000);

function isDaytime(s: OwmForecastSlot): boolean {
  if (s.sys?.pod) return s.sys.pod === 'd';
  const hour = localHour(slotStart(s));
  return hour >= 6 && hour < 21;
}

/**
 * The condition of a day: the most severe significant one (thunderstorm, snow, rain, drizzle, and
 * the rare tornado/squall) if any slot has it; otherwise the most frequent condition of the daytime
 * slots (all slots if the day has none), a tie going to the more severe (fog > clouds > clear).
 */
export function dayCondition(slots: OwmForecastSlot[]): string {
  const all = slots.map((s) => conditionOf(s.weather));
  const significant = all.filter((c) => SIGNIFICANT.includes(c));
  if (significant.length > 0) return significant.sort((a, b) => severity(a) - severity(b))[0];
  const daytime = slots.filter(isDaytime).map((s) => conditionOf(s.weather));
  const counts = new Map<string, number>();
  for (const c of daytime.length > 0 ? daytime : all) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || severity(a[0]) - severity(b[0]))[0][0];
}

/**
 * 3-hour slots grouped by the local (Europe/Vienna) date of their start: highest maximum, lowest
 * minimum, strongest wind, summed rain and snow. The provider's `city.timezone` is not used: it is
 * the offset at fetch time and wrong for slots after a daylight-saving change.
 *
 * The last day is dropped when the forecast ends before its afternoon (no slot starting at 12:00
 * local or later): a "maximum" made of night and morning slots would mislead. The first day is
 * kept as what is left of it.
 */
export function aggregateForecast(slots: OwmForecastSlot[]): ForecastDay[] {
  const byDate = new Map<string, OwmForecastSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.dt - b.dt)) {
    const date = localDate(slotStart(slot));
    const list = byDate.get(date);
    if (list) list.push(slot);
    else byDate.set(date, [slot]);
  }
  const days = [...byDate.entries()];
  const last = days.at(-1);
  if (days.length > 1 && last && localHour(slotStart(last[1].at(-1)!)) < 12) days.pop();
  return days.map(([date, daySlots]) => ({
    date,
    condition: dayCondition(daySlots),
    temperature: {
      max: round1(Math.max(...daySlots.map((s) => s.main.temp_max))),
      min: round1(Math.min(...daySlots.map((s) => s.main.temp_min))),
    },
    windSpeed: toKmh(Math.max(...daySlots.map((s) => s.wind?.speed ?? 0))),
    precipitation: round1(
      daySlots.reduce((sum, s) => sum + (s.rain?.['3h'] ?? 0) + (s.snow?.['3h'] ?? 0), 0),
    ),
  }));
}

/** The current observation; max/min are the provider's, widened by `today` when a forecast exists. */
export function normaliseCurrent(owm: OwmCurrent): CurrentWeather {
  return {
    condition: conditionOf(owm.weather),
    temperature: {
      current: round1(owm.main.temp),
      max: round1(owm.main.temp_max),
      min: round1(owm.main.temp_min),
    },
    windSpeed: toKmh(owm.wind?.speed ?? 0),
    humidity: Math.round(owm.main.humidity),
    precipitation: round1((owm.rain?.['1h'] ?? 0) + (owm.snow?.['1h'] ?? 0)),
    observedAt: new Date(owm.dt * 1000).toISOString(),
  };
}

/**
 * The current observation's max/min are only the spread across the area right now; today's
 * forecast gives the day's real high and low, so the range shown is the wider of the two.
 */
export function withTodayRange(current: CurrentWeather, today?: ForecastDay): CurrentWeather {
  if (!today) return current;
  return {
    ...current,
    temperature: {
      current: current.temperature.current,
      max: Math.max(current.temperature.max, current.temperature.current, today.temperature.max),
      min: Math.min(current.temperature.min, current.temperature.current, today.temperature.min),
    },
  };
}
