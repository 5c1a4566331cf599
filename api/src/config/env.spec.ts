import { loadEnv } from './env';

const base = {
  DATABASE_URL: 'postgres://u:p@localhost:5432/db',
  REDIS_URL: 'redis://localhost:6379',
};

describe('loadEnv', () => {
  it('fills defaults and converts numbers and flags', () => {
    const env = loadEnv({ ...base, PORT: '8080', COOKIE_SECURE: 'false' });
    expect(env.PORT).toBe(8080);
    expect(env.NODE_ENV).toBe('development');
    expect(env.SESSION_IDLE_MINUTES).toBe(60);
    expect(env.COOKIE_SECURE).toBe(false);
  });

  it('treats empty optional secrets (as docker compose passes them) as unset', () => {
    const env = loadEnv({ ...base, GATE_API_KEY: '', METRICS_TOKEN: '' });
    expect([env.GATE_API_KEY, env.METRICS_TOKEN]).toEqual([undefined, undefined]);
    expect(() => loadEnv({ ...base, GATE_API_KEY: 'short' })).toThrow(/GATE_API_KEY/);
  });

  it('has worker lock, stalled-check and close limits, refusing ones too small to be safe', () => {
    const env = loadEnv(base);
    expect([
      env.WORKER_LOCK_DURATION_MS,
      env.WORKER_STALLED_INTERVAL_MS,
      env.WORKER_CLOSE_TIMEOUT_MS,
    ]).toEqual([30_000, 30_000, 15_000]);
    expect(loadEnv({ ...base, WORKER_CLOSE_TIMEOUT_MS: '5000' }).WORKER_CLOSE_TIMEOUT_MS).toBe(
      5000,
    );
    expect(() => loadEnv({ ...base, WORKER_LOCK_DURATION_MS: '100' })).toThrow(
      /WORKER_LOCK_DURATION_MS/,
    );
    expect(() => loadEnv({ ...base, WORKER_CLOSE_TIMEOUT_MS: 'soon' })).toThrow(
      /WORKER_CLOSE_TIMEOUT_MS/,
    );
  });

  it('marks cookies Secure in production unless told otherwise', () => {
    expect(loadEnv({ ...base, NODE_ENV: 'production' }).COOKIE_SECURE).toBe(true);
  });

  it('stops the boot naming the missing or malformed variable', () => {
    expect(() => loadEnv({ REDIS_URL: base.REDIS_URL })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ ...base, REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ URL/,
    );
    expect(() => loadEnv({ ...base, NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});
