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
 * Fixed-window counters in Redis, shared by every API and worker process. One MULTI per hit:
 * count, start the window on the first hit, read how long it still runs — atomic, so parallel
 * requests can never all slip under the limit.
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts a hit on `key` and says whether it is within `limit` hits per `windowSeconds`. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const k = `rl:${key}`;
    const results = await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
    if (!results || results.some(([err]) => err)) throw new Error(`rate limit ${key}: no answer`);
    const count = Number(results[0][1]);
    const ttl = Number(results[2][1]);
    const allowed = count <= limit;
    return {
      allowed,
      count,
      retryAfterSeconds: allowed ? 0 : Math.max(1, ttl > 0 ? ttl : windowSeconds),
    };
  }
}
