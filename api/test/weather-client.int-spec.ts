import { loadEnv } from 'src/config/env';
import {
  OpenWeatherMapClient,
  WeatherProviderError,
} from 'src/modules/weather/openweathermap.client';
import { fixture, startWeatherStandIn, type WeatherStandIn } from './weather-stand-in';

const SCHLADMING = { latitude: 47.3935, longitude: 13.6872 };

const clientFor = (standIn: WeatherStandIn, env: Record<string, string> = {}) =>
  new OpenWeatherMapClient(
    loadEnv({
      DATABASE_URL: 'postgres://u:p@localhost/db',
      REDIS_URL: 'redis://localhost',
      WEATHER_API_URL: standIn.url,
      WEATHER_API_KEY: standIn.key,
      WEATHER_TIMEOUT_MS: '400',
      ...env,
    }),
  );

const failure = async (promise: Promise<unknown>): Promise<WeatherProviderError> => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WeatherProviderError);
  return err as WeatherProviderError;
};

/** The real client (Node's fetch) against a local stand-in speaking OpenWeatherMap's recorded wire format. */
describe('OpenWeatherMap client', () => {
  let standIn: WeatherStandIn;
  beforeAll(async () => {
    standIn = await startWeatherStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.mode = 'ok';
    standIn.requests.length = 0;
  });

  it('asks for the 5 day / 3 hour forecast in metric units at the coordinates and returns it', async () => {
    const body = await clientFor(standIn).forecast(SCHLADMING);
    expect(body).toEqual(fixture('forecast'));
    expect(standIn.requests).toEqual([
      {
        path: '/data/2.5/forecast',
        query: {
          lat: '47.3935',
          lon: '13.6872',
          appid: standIn.key,
          units: 'metric',
          lang: 'de',
        },
      },
    ]);
  });

  it('asks for the current weather', async () => {
    const body = await clientFor(standIn).current(SCHLADMING);
    expect(body.weather[0].main).toBe('Clouds');
    expect(standIn.requests.map((r) => r.path)).toEqual(['/data/2.5/weather']);
  });

  it('keeps a path prefix of the base URL (a proxy in front of the provider)', async () => {
    const client = clientFor(standIn, { WEATHER_API_URL: `${standIn.url}/owm/` });
    await failure(client.current(SCHLADMING));
    expect(standIn.requests.map((r) => r.path)).toEqual(['/owm/data/2.5/weather']);
  });

  it('reports a rejected key as unauthorized, without the key in the message', async () => {
    const err = await failure(
      clientFor(standIn, { WEATHER_API_KEY: 'wrong-key' }).forecast(SCHLADMING),
    );
    expect(err.code).toBe('unauthorized');
    expect(err.message).toBe(
      'HTTP 401 /data/2.5/forecast: Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
    );
    expect(err.message).not.toContain('wrong-key');
  });

  it('reports 429 as rate_limited and 500 as http_error', async () => {
    standIn.mode = 429;
    const limited = await failure(clientFor(standIn).current(SCHLADMING));
    expect(limited.code).toBe('rate_limited');
    expect(limited.message).toMatch(
      /^HTTP 429 \/data\/2\.5\/weather: Your account is temporarily blocked/,
    );
    standIn.mode = 500;
    expect((await failure(clientFor(standIn).forecast(SCHLADMING))).code).toBe('http_error');
  });

  it('gives up on a provider that never answers after WEATHER_TIMEOUT_MS', async () => {
    standIn.mode = 'hang';
    const started = Date.now();
    const err = await failure(clientFor(standIn).forecast(SCHLADMING));
    expect(err.code).toBe('timeout');
    expect(err.message).toBe('no answer within 400 ms (/data/2.5/forecast)');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('also gives up on one that sends its headers and then stalls mid-body', async () => {
    standIn.mode = 'stall';
    const err = await failure(clientFor(standIn).forecast(SCHLADMING));
    expect(err.code).toBe('timeout');
  });

  it('rejects an answer that is not JSON or not shaped like a forecast', async () => {
    standIn.mode = 'garbage';
    expect((await failure(clientFor(standIn).forecast(SCHLADMING))).code).toBe('invalid_response');
    standIn.mode = 'ok';
    standIn.fixtures.forecast = 'current'; // a current-weather body where a forecast belongs
    try {
      expect((await failure(clientFor(standIn).forecast(SCHLADMING))).code).toBe(
        'invalid_response',
      );
    } finally {
      standIn.fixtures.forecast = 'forecast';
    }
  });

  it('reports a provider that cannot be reached as a network error', async () => {
    const closed = await startWeatherStandIn();
    await closed.close();
    const err = await failure(clientFor(closed).current(SCHLADMING));
    expect(err.code).toBe('network');
    expect(err.message).toContain('ECONNREFUSED');
  });

  it('is disabled without a key', () => {
    expect(clientFor(standIn, { WEATHER_API_KEY: '' }).enabled).toBe(false);
    expect(clientFor(standIn).enabled).toBe(true);
  });
});
