/**
 * The parts of OpenWeatherMap's 2.5 API that we read (docs/weather.md). Fields we ignore are
 * left out; everything optional on the wire is optional here.
 */
export interface OwmCondition {
  id: number;
  main: string;
  description: string;
  icon: string;
}

export interface OwmForecastSlot {
  /** Start of the 3-hour slot, unix seconds (UTC). */
  dt: number;
  dt_txt?: string;
  main: { temp: number; temp_min: number; temp_max: number; humidity: number };
  weather: OwmCondition[];
  wind?: { speed: number; deg?: number; gust?: number };
  rain?: { '3h'?: number };
  snow?: { '3h'?: number };
  pop?: number;
  sys?: { pod?: 'd' | 'n' };
}

export interface OwmForecast {
  cod: string;
  cnt: number;
  list: OwmForecastSlot[];
  city?: { name?: string; timezone?: number };
}

export interface OwmCurrent {
  dt: number;
  name?: string;
  weather: OwmCondition[];
  main: { temp: number; temp_min: number; temp_max: number; humidity: number };
  wind?: { speed: number; deg?: number; gust?: number };
  rain?: { '1h'?: number };
  snow?: { '1h'?: number };
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function hasMain(v: Record<string, unknown>): boolean {
  const main = v.main;
  return (
    isObj(main) &&
    isNum(main.temp) &&
    isNum(main.temp_min) &&
    isNum(main.temp_max) &&
    isNum(main.humidity)
  );
}

function hasConditions(v: Record<string, unknown>): boolean {
  return (
    Array.isArray(v.weather) &&
    v.weather.length > 0 &&
    v.weather.every((w) => isObj(w) && typeof w.main === 'string' && isNum(w.id))
  );
}

/** Enough of the shape to normalise without guessing; anything else is an invalid answer. */
export function isOwmForecast(v: unknown): v is OwmForecast {
  return (
    isObj(v) &&
    Array.isArray(v.list) &&
    v.list.every((s) => isObj(s) && isNum(s.dt) && hasMain(s) && hasConditions(s))
  );
}

export function isOwmCurrent(v: unknown): v is OwmCurrent {
  return isObj(v) && isNum(v.dt) && hasMain(v) && hasConditions(v);
}
