import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from 'src/queues/redis.module';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends and a hit is allowed again; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * One hit, atomic in Redis: count it, start the window on the first hit (or on a key left without
 * one), and answer the count with the seconds the window still runs.
 */
const HIT = `local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

type WithHit = Redis & {
  rateLimitHit(key: string, windowSeconds: number): Promise<[number, number]>;
};

/**
 * Fixed-window counters in Redis, shared by every API and worker process. One script per hit
 * (EVALSHA, ioredis sends the script again when Redis does not know it): a single command, where
 * the MULTI it replaced took five (MULTI, INCR, EXPIRE, TTL, EXEC) and their answers, on every
 * hold and every other limited request. Atomic as before, so parallel requests can never all slip
 * under the limit.
 */
@Injectable()
export class RateLimiter {
  private readonly redis: WithHit;

  constructor(@Inject(REDIS) redis: Redis) {
    if (!('rateLimitHit' in redis))
      redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT });
    this.redis = redis as WithHit;
  }

  /** Counts a hit on `key` and says whether it is within `limit` hits per `windowSeconds`. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const [count, ttl] = await this.redis.rateLimitHit(`rl:${key}`, windowSeconds);
    const allowed = count <= limit;
    return {
      allowed,
      count,
      retryAfterSeconds: allowed ? 0 : Math.max(1, ttl > 0 ? ttl : windowSeconds),
    };
  }
}
