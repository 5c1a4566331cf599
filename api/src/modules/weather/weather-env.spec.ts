import { loadEnv } from 'src/config/env';

const base = {
  DATABASE_URL: 'postgres://u:p@localhost:5432/db',
  REDIS_URL: 'redis://localhost:6379',
};

describe('weather settings in the environment', () => {
  it('defaults to OpenWeatherMap, disabled without a key, 5 s timeout, 30 min refresh, 60 min max age', () => {
    const env = loadEnv(base);
    expect(env.WEATHER_API_URL).toBe('https://api.openweathermap.org');
    expect(env.WEATHER_API_KEY).toBeUndefined();
    expect(env.WEATHER_TIMEOUT_MS).toBe(5000);
    expect(env.WEATHER_REFRESH_MINUTES).toBe(30);
    expect(env.WEATHER_MAX_AGE_MINUTES).toBe(60);
  });

  it('treats an empty key as no key and reads numbers', () => {
    expect(loadEnv({ ...base, WEATHER_API_KEY: '' }).WEATHER_API_KEY).toBeUndefined();
    const env = loadEnv({ ...base, WEATHER_API_KEY: 'abc123', WEATHER_REFRESH_MINUTES: '15' });
    expect(env.WEATHER_API_KEY).toBe('abc123');
    expect(env.WEATHER_REFRESH_MINUTES).toBe(15);
  });

  it('stops the boot on a malformed value, naming the variable', () => {
    expect(() => loadEnv({ ...base, WEATHER_API_URL: 'api.openweathermap.org' })).toThrow(
      /WEATHER_API_URL must be an http\(s\):\/\/ URL/,
    );
    expect(() => loadEnv({ ...base, WEATHER_TIMEOUT_MS: 'soon' })).toThrow(/WEATHER_TIMEOUT_MS/);
    expect(() => loadEnv({ ...base, WEATHER_REFRESH_MINUTES: '1' })).toThrow(
      /WEATHER_REFRESH_MINUTES/,
    );
  });
});
