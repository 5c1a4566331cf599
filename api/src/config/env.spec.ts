import { DEVELOPMENT_BOOKING_LINK_SECRET, DEVELOPMENT_REGISTRATION_KEY, loadEnv } from './env';

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

  it('requires the guest-link key in production, with a public development key elsewhere', () => {
    const key = 'k'.repeat(40);
    const regKey = { REGISTRATION_KEY: Buffer.alloc(32, 7).toString('base64') };
    expect(() => loadEnv({ ...base, NODE_ENV: 'production' })).toThrow(/BOOKING_LINK_SECRET/);
    expect(() => loadEnv({ ...base, NODE_ENV: 'production', BOOKING_LINK_SECRET: '' })).toThrow(
      /BOOKING_LINK_SECRET/,
    );
    expect(() => loadEnv({ ...base, BOOKING_LINK_SECRET: 'too-short' })).toThrow(
      /BOOKING_LINK_SECRET/,
    );
    expect(
      loadEnv({ ...base, ...regKey, NODE_ENV: 'production', BOOKING_LINK_SECRET: key })
        .BOOKING_LINK_SECRET,
    ).toBe(key);
    expect(loadEnv(base).BOOKING_LINK_SECRET).toBe(DEVELOPMENT_BOOKING_LINK_SECRET);
    expect(
      loadEnv({ ...base, BOOKING_LINK_SECRET_PREVIOUS: '' }).BOOKING_LINK_SECRET_PREVIOUS,
    ).toBe(undefined);
    // Tools that need only the database (the MikroORM CLI) are not stopped by it.
    expect(() => loadEnv({ ...base, NODE_ENV: 'production' }, ['DATABASE_URL'])).not.toThrow();
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

  it('requires the registration key (32 bytes, base64) in production, with a development key elsewhere', () => {
    const prod = { ...base, NODE_ENV: 'production', BOOKING_LINK_SECRET: 'k'.repeat(40) };
    expect(() => loadEnv(prod)).toThrow(/REGISTRATION_KEY/);
    expect(() => loadEnv({ ...base, REGISTRATION_KEY: 'c2hvcnQ=' })).toThrow(/REGISTRATION_KEY/);
    const key = Buffer.alloc(32, 9).toString('base64');
    expect(loadEnv({ ...prod, REGISTRATION_KEY: key }).REGISTRATION_KEY).toBe(key);
    expect(loadEnv(base).REGISTRATION_KEY).toBe(DEVELOPMENT_REGISTRATION_KEY);
    expect(Buffer.from(DEVELOPMENT_REGISTRATION_KEY, 'base64')).toHaveLength(32);
  });

  it('marks cookies Secure in production unless told otherwise', () => {
    const secret = {
      BOOKING_LINK_SECRET: 'k'.repeat(40),
      REGISTRATION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(loadEnv({ ...base, ...secret, NODE_ENV: 'production' }).COOKIE_SECURE).toBe(true);
  });

  it('stops the boot naming the missing or malformed variable', () => {
    expect(() => loadEnv({ REDIS_URL: base.REDIS_URL })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ ...base, REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ URL/,
    );
    expect(() => loadEnv({ ...base, NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('reads the listen address, pool size, outbox relay and bench switch, refusing nonsense', () => {
    const env = loadEnv(base);
    // No HOST: every address, IPv6 and IPv4 (see listen in app.setup.ts).
    expect([env.HOST, env.DATABASE_POOL_MAX, env.BENCH_ROUTES]).toEqual([undefined, 10, false]);
    expect([env.OUTBOX_RELAY, env.OUTBOX_POLL_MS, env.OUTBOX_ENQUEUE_TIMEOUT_MS]).toEqual([
      'on',
      500,
      5000,
    ]);
    const set = loadEnv({
      ...base,
      HOST: '127.0.0.1',
      DATABASE_POOL_MAX: '20',
      BENCH_ROUTES: 'true',
      OUTBOX_RELAY: 'off',
      OUTBOX_POLL_MS: '100',
    });
    expect([set.HOST, set.DATABASE_POOL_MAX, set.BENCH_ROUTES, set.OUTBOX_RELAY]).toEqual([
      '127.0.0.1',
      20,
      true,
      'off',
    ]);
    expect(set.OUTBOX_POLL_MS).toBe(100);
    expect(() => loadEnv({ ...base, DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadEnv({ ...base, OUTBOX_RELAY: 'no' })).toThrow(/OUTBOX_RELAY/);
    expect(() => loadEnv({ ...base, OUTBOX_POLL_MS: 'often' })).toThrow(/OUTBOX_POLL_MS/);
  });

  it('checks only the named settings for a tool that needs no more (the MikroORM CLI)', () => {
    const env = loadEnv({ DATABASE_URL: base.DATABASE_URL }, ['DATABASE_URL', 'DATABASE_POOL_MAX']);
    expect([env.DATABASE_URL, env.DATABASE_POOL_MAX]).toEqual([base.DATABASE_URL, 10]);
    expect(() => loadEnv({}, ['DATABASE_URL'])).toThrow(/DATABASE_URL/);
  });

  it('takes the three Stripe keys together or none, and the SDK address for a stand-in', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    const env = loadEnv({
      ...base,
      ...keys,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect([env.STRIPE_SECRET_KEY, env.STRIPE_API_PORT, env.STRIPE_API_PROTOCOL]).toEqual([
      'sk_test_abc',
      12111,
      'http',
    ]);
    expect(
      loadEnv({ ...base, STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '' }).STRIPE_SECRET_KEY,
    ).toBeUndefined();
    expect(() => loadEnv({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: Stripe needs all three/,
    );
    expect(() => loadEnv({ ...base, ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_oops' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY must start with pk_/,
    );
    expect(() => loadEnv({ ...base, STRIPE_API_PROTOCOL: 'ftp' })).toThrow(/STRIPE_API_PROTOCOL/);
  });
});
