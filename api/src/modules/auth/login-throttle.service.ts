import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Env } from 'src/config/env';
import { REDIS } from 'src/queues/redis.module';

/**
 * Sign-in throttling in Redis, shared by every API process: failures per account (guessing one
 * password) and attempts per client IP (spraying many accounts). Windows are fixed and start at the
 * first counted try.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly env: Env,
  ) {}

  private accountKey = (email: string) => `login:fail:acct:${email}`;
  private ipKey = (ip: string) => `login:try:ip:${ip}`;

  /** Seconds until the next try is allowed, or 0 when the caller may try now. Counts this try against the IP. */
  async check(email: string, ip: string): Promise<number> {
    const window = this.env.LOGIN_WINDOW_SECONDS;
    const results = await this.redis
      .multi()
      .get(this.accountKey(email))
      .ttl(this.accountKey(email))
      .incr(this.ipKey(ip))
      .expire(this.ipKey(ip), window, 'NX')
      .ttl(this.ipKey(ip))
      .exec();
    if (!results) return 0;
    const value = (i: number) => Number(results[i][1] ?? 0);
    const accountFailures = value(0);
    const ipAttempts = value(2);
    let wait = 0;
    if (accountFailures >= this.env.LOGIN_MAX_FAILURES_PER_ACCOUNT)
      wait = Math.max(wait, value(1), 1);
    if (ipAttempts > this.env.LOGIN_MAX_ATTEMPTS_PER_IP) wait = Math.max(wait, value(4), 1);
    return wait;
  }

  async recordFailure(email: string): Promise<void> {
    await this.redis
      .multi()
      .incr(this.accountKey(email))
      .expire(this.accountKey(email), this.env.LOGIN_WINDOW_SECONDS, 'NX')
      .exec();
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(this.accountKey(email));
  }
}
