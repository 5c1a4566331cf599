import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OwmCurrent, OwmForecast, OwmForecastSlot } from './openweathermap.types';
import {
  aggregateForecast,
  conditionOf,
  dayCondition,
  localHour,
  normaliseCurrent,
  toKmh,
  withTodayRange,
} from './weather-normalise';

const fixture = <T>(name: string): T =>
  JSON.parse(
    readFileSync(join(__dirname, '../../../test/fixtures/openweathermap', `${name}.json`), 'utf8'),
  ) as T;

const MAIN: Record<number, string> = {
  211: 'Thunderstorm',
  300: 'Drizzle',
  500: 'Rain',
  600: 'Snow',
  701: 'Mist',
  741: 'Fog',
  771: 'Squall',
  781: 'Tornado',
  800: 'Clear',
  801: 'Clouds',
};

/** A 3-hour slot starting at `utc`, as OpenWeatherMap sends it (metric). */
function slot(
  utc: string,
  id: number,
  props: {
    max?: number;
    min?: number;
    wind?: number;
    rain?: number;
    snow?: number;
    pod?: 'd' | 'n';
    main?: string;
  } = {},
): OwmForecastSlot {
  const max = props.max ?? 10;
  const min = props.min ?? max;
  return {
    dt: Date.parse(utc) / 1000,
    main: { temp: (max + min) / 2, temp_min: min, temp_max: max, humidity: 70 },
    weather: [{ id, main: props.main ?? MAIN[id], description: '', icon: '' }],
    wind: { speed: props.wind ?? 1 },
    ...(props.rain !== undefined ? { rain: { '3h': props.rain } } : {}),
    ...(props.snow !== undefined ? { snow: { '3h': props.snow } } : {}),
    ...(props.pod ? { sys: { pod: props.pod } } : {}),
  };
}

/** Eight slots of one UTC day with the given ids (00:00 … 21:00 UTC); pod from the local hour. */
const dayOf = (date: string, ids: number[]): OwmForecastSlot[] =>
  ids.map((id, i) => slot(`${date}T${String(i * 3).padStart(2, '0')}:00:00Z`, id));

describe('conditionOf', () => {
  it("lower-cases the primary condition's main, the SPEC's eight and unknown ones alike", () => {
    const c = (main: string) => conditionOf([{ id: 0, main, description: '', icon: '' }]);
    expect(
      [
        'Clear',
        'Clouds',
        'Rain',
        'Snow',
        'Thunderstorm',
        'Drizzle',
        'Mist',
        'Fog',
        'Squall',
        'Haze',
        'Tornado',
      ].map(c),
    ).toEqual([
      'clear',
      'clouds',
      'rain',
      'snow',
      'thunderstorm',
      'drizzle',
      'mist',
      'fog',
      'squall',
      'haze',
      'tornado',
    ]);
  });

  it('takes the first (primary) condition when the provider sends several', () => {
    expect(
      conditionOf([
        { id: 500, main: 'Rain', description: '', icon: '' },
        { id: 701, main: 'Mist', description: '', icon: '' },
      ]),
    ).toBe('rain');
  });
});

describe('toKmh', () => {
  it('converts m/s to whole km/h (× 3.6, rounded)', () => {
    expect(toKmh(0)).toBe(0);
    expect(toKmh(1)).toBe(4); // 3.6
    expect(toKmh(2.6)).toBe(9); // 9.36
    expect(toKmh(3.6)).toBe(13); // 12.96
    expect(toKmh(6.8)).toBe(24); // 24.48
    expect(toKmh(15.8)).toBe(57); // 56.88
  });
});

describe('dayCondition', () => {
  it('takes the most severe significant condition of any slot, night included', () => {
    expect(dayCondition(dayOf('2027-07-13', [800, 800, 801, 801, 500, 211, 500, 800]))).toBe(
      'thunderstorm',
    );
    expect(dayCondition(dayOf('2027-07-13', [500, 800, 800, 800, 800, 800, 800, 800]))).toBe(
      'rain',
    );
    expect(dayCondition(dayOf('2027-01-13', [600, 500, 300, 800, 800, 800, 800, 800]))).toBe(
      'snow',
    );
    expect(dayCondition(dayOf('2027-07-13', [300, 800, 800, 801, 801, 801, 800, 800]))).toBe(
      'drizzle',
    );
    expect(dayCondition(dayOf('2027-10-30', [801, 771, 500, 801, 801, 801, 801, 801]))).toBe(
      'squall',
    );
  });

  it('otherwise takes the most frequent daytime condition; night slots do not vote', () => {
    // Local daytime (06:00-21:00 CEST) is 03Z-18Z here: clear ×3, clouds ×2 by day; clouds at night.
    const day = dayOf('2027-07-15', [801, 801, 800, 800, 801, 800, 801, 801]);
    expect(dayCondition(day)).toBe('clear');
  });

  it('uses the provider’s day/night flag when it is there', () => {
    const day = [
      slot('2027-07-15T00:00:00Z', 801, { pod: 'n' }),
      slot('2027-07-15T03:00:00Z', 801, { pod: 'n' }),
      slot('2027-07-15T06:00:00Z', 800, { pod: 'd' }),
      slot('2027-07-15T09:00:00Z', 800, { pod: 'd' }),
      slot('2027-07-15T21:00:00Z', 801, { pod: 'n' }),
    ];
    expect(dayCondition(day)).toBe('clear');
  });

  it('breaks a tie towards the more severe: fog > mist > clouds > clear', () => {
    expect(dayCondition(dayOf('2027-07-15', [800, 800, 800, 801, 801, 800, 801, 800]))).toBe(
      'clouds',
    );
    expect(dayCondition(dayOf('2027-11-01', [800, 800, 741, 741, 800, 800, 800, 800]))).toBe(
      'clear',
    );
    expect(dayCondition(dayOf('2027-11-01', [800, 741, 741, 741, 701, 800, 800, 800]))).toBe('fog');
    expect(dayCondition(dayOf('2027-11-01', [800, 800, 701, 701, 801, 801, 800, 800]))).toBe(
      'mist',
    );
  });

  it('lets an unknown calm condition win by majority, passed through as received', () => {
    const day = [800, 800, 721, 721, 721, 800, 800, 800].map((id, i) =>
      slot(`2027-07-15T${String(i * 3).padStart(2, '0')}:00:00Z`, id, {
        main: id === 721 ? 'Haze' : undefined,
      }),
    );
    expect(dayCondition(day)).toBe('haze');
  });

  it('falls back to all slots when a day has no daytime slot', () => {
    expect(dayCondition([slot('2027-07-16T21:00:00Z', 801, { pod: 'n' })])).toBe('clouds');
  });
});

describe('aggregateForecast', () => {
  it('groups by the local date in Europe/Vienna, not by the UTC date', () => {
    const days = aggregateForecast([
      slot('2027-07-12T12:00:00Z', 800, { max: 25 }),
      slot('2027-07-12T21:00:00Z', 800, { max: 17 }), // 23:00 CEST, still the 12th
      slot('2027-07-12T22:30:00Z', 800, { max: 15 }), // 00:30 CEST: the 13th
      slot('2027-07-13T12:00:00Z', 800, { max: 24 }),
    ]);
    expect(days.map((d) => [d.date, d.temperature.max, d.temperature.min])).toEqual([
      ['2027-07-12', 25, 17],
      ['2027-07-13', 24, 15],
    ]);
  });

  it('uses the offset in force for each slot across the end of daylight saving time', () => {
    // Clocks go back on 2027-10-31 at 01:00 UTC. 22:00 UTC on the 30th is 00:00 CEST on the 31st;
    // 22:00 UTC on the 31st is 23:00 CET, still the 31st (a fixed +2 h would say 1 November).
    const days = aggregateForecast([
      slot('2027-10-30T12:00:00Z', 800, { max: 10 }),
      slot('2027-10-30T22:00:00Z', 800, { max: 1 }),
      slot('2027-10-31T12:00:00Z', 800, { max: 5 }),
      slot('2027-10-31T22:00:00Z', 800, { max: 2 }),
      slot('2027-11-01T12:00:00Z', 800, { max: 6 }),
    ]);
    expect(days.map((d) => [d.date, d.temperature.min])).toEqual([
      ['2027-10-30', 10],
      ['2027-10-31', 1],
      ['2027-11-01', 6],
    ]);
    expect(localHour(new Date('2027-10-31T00:00:00Z'))).toBe(2);
    expect(localHour(new Date('2027-10-31T03:00:00Z'))).toBe(4);
  });

  it('takes the highest maximum, the lowest minimum, the strongest wind and sums rain and snow', () => {
    const [day] = aggregateForecast([
      slot('2027-10-31T06:00:00Z', 500, { max: 3.04, min: 2.5, wind: 3.2, rain: 0.35 }),
      slot('2027-10-31T09:00:00Z', 600, { max: 1.2, min: -0.55, wind: 5.1, snow: 1.8 }),
      slot('2027-10-31T12:00:00Z', 600, { max: 2.87, min: 0.1, wind: 2.6, rain: 0.2, snow: 0.7 }),
    ]);
    expect(day).toEqual({
      date: '2027-10-31',
      condition: 'snow',
      temperature: { max: 3, min: -0.6 },
      windSpeed: 18, // 5.1 m/s
      precipitation: 3.1, // 0.35 + 1.8 + 0.2 + 0.7 = 3.05 → one decimal
    });
  });

  it('drops a last day that ends before its afternoon, keeps a partial first day', () => {
    const days = aggregateForecast([
      slot('2027-07-12T21:00:00Z', 800), // 23:00, the only slot of the first day
      ...dayOf('2027-07-13', [800, 800, 800, 800, 800, 800, 800, 800]),
      slot('2027-07-14T00:00:00Z', 800), // 02:00
      slot('2027-07-14T03:00:00Z', 800), // 05:00
      slot('2027-07-14T06:00:00Z', 800), // 08:00
      slot('2027-07-14T09:00:00Z', 800), // 11:00: still before noon
    ]);
    expect(days.map((d) => d.date)).toEqual(['2027-07-12', '2027-07-13']);
    const withAfternoon = aggregateForecast([
      ...dayOf('2027-07-13', [800, 800, 800, 800, 800, 800, 800, 800]),
      slot('2027-07-14T10:00:00Z', 800), // 12:00
    ]);
    expect(withAfternoon.map((d) => d.date)).toEqual(['2027-07-13', '2027-07-14']);
  });

  it('turns the recorded summer forecast (40 slots) into five days', () => {
    const owm = fixture<OwmForecast>('forecast');
    expect(owm.list).toHaveLength(40);
    expect(aggregateForecast(owm.list)).toEqual([
      {
        date: '2027-07-12',
        condition: 'clear',
        temperature: { max: 26.7, min: 16.9 },
        windSpeed: 12,
        precipitation: 0,
      },
      {
        date: '2027-07-13',
        condition: 'thunderstorm',
        temperature: { max: 25.4, min: 13.2 },
        windSpeed: 24,
        precipitation: 5.3,
      },
      {
        date: '2027-07-14',
        condition: 'rain',
        temperature: { max: 20.5, min: 13.9 },
        windSpeed: 10,
        precipitation: 6.8,
      },
      {
        date: '2027-07-15',
        condition: 'clear',
        temperature: { max: 25.4, min: 11.5 },
        windSpeed: 10,
        precipitation: 0,
      },
      {
        date: '2027-07-16',
        condition: 'drizzle',
        temperature: { max: 20.6, min: 14 },
        windSpeed: 12,
        precipitation: 0.2,
      },
    ]);
  });

  it('turns the recorded forecast across the October clock change into five days', () => {
    const owm = fixture<OwmForecast>('forecast-dst');
    expect(owm.list).toHaveLength(40);
    const days = aggregateForecast(owm.list);
    expect(days.map((d) => [d.date, d.condition, d.windSpeed, d.precipitation])).toEqual([
      ['2027-10-29', 'clouds', 8, 0],
      ['2027-10-30', 'squall', 57, 4.2],
      ['2027-10-31', 'snow', 12, 6.1],
      ['2027-11-01', 'fog', 5, 0],
      ['2027-11-02', 'clear', 7, 0],
    ]);
    expect(days[2].temperature).toEqual({ max: 3, min: -1.5 });
  });
});

describe('normaliseCurrent', () => {
  it('maps the recorded current weather to the SPEC shape', () => {
    expect(normaliseCurrent(fixture<OwmCurrent>('current'))).toEqual({
      condition: 'clouds',
      temperature: { current: 19.6, max: 20.4, min: 18.9 },
      windSpeed: 9,
      humidity: 64,
      precipitation: 0,
      observedAt: '2027-07-12T08:04:31.000Z',
    });
  });

  it('adds up the last hour of rain and snow', () => {
    const owm = fixture<OwmCurrent>('current-dst');
    expect(normaliseCurrent(owm)).toMatchObject({ condition: 'rain', precipitation: 0.8 });
    expect(normaliseCurrent({ ...owm, snow: { '1h': 0.4 } }).precipitation).toBe(1.2);
  });

  it("widens max/min to today's forecast", () => {
    const current = normaliseCurrent(fixture<OwmCurrent>('current'));
    const [today] = aggregateForecast(fixture<OwmForecast>('forecast').list);
    expect(withTodayRange(current, today).temperature).toEqual({
      current: 19.6,
      max: 26.7,
      min: 16.9,
    });
    expect(withTodayRange(current, undefined)).toBe(current);
  });
});
