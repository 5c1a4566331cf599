import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { RateLimiter } from 'src/common/rate-limit/rate-limiter';

/** The one Redis rate limiter, on the real Redis: fixed windows, atomic under parallel hits. */
describe('RateLimiter (real Redis)', () => {
  let redis: Redis;
  let limiter: RateLimiter;
  const key = () => `test:${randomBytes(4).toString('hex')}`;
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL!, {
      keyPrefix: `test_rl_${randomBytes(4).toString('hex')}:`,
    });
    limiter = new RateLimiter(redis);
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('allows the limit per window, then refuses with the seconds left, then allows again', async () => {
    const k = key();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(k, 3, 2));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(results[0].retryAfterSeconds).toBe(0);
    expect(results[3].retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(2);
    // The window started at the first hit and does not grow with refused ones.
    expect(await redis.ttl(`rl:${k}`)).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await limiter.hit(k, 3, 2)).allowed).toBe(true);
  });

  it('lets exactly the limit through when 50 hits arrive at once', async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(k, 7, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(results.filter((r) => !r.allowed).every((r) => r.retryAfterSeconds > 0)).toBe(true);
  });

  it('keeps counting after Redis forgot its scripts (a restart, SCRIPT FLUSH)', async () => {
    const k = key();
    await limiter.hit(k, 2, 60);
    await redis.script('FLUSH');
    expect(await limiter.hit(k, 2, 60)).toMatchObject({ allowed: true, count: 2 });
    expect(await limiter.hit(k, 2, 60)).toMatchObject({ allowed: false, count: 3 });
  });

  it('keeps keys apart', async () => {
    const [a, b] = [key(), key()];
    await limiter.hit(a, 1, 60);
    expect((await limiter.hit(a, 1, 60)).allowed).toBe(false);
    expect((await limiter.hit(b, 1, 60)).allowed).toBe(true);
  });
});
