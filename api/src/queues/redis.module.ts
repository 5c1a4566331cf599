import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Env } from 'src/config/env';

export const REDIS = Symbol('REDIS');

/** The app's own Redis connection (rate limits, caches). Keys carry REDIS_PREFIX. */
@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    // QUIT waits for an answer that never comes while Redis is away; then just drop the socket.
    if (this.redis.status !== 'ready') return this.redis.disconnect();
    await Promise.race([
      this.redis.quit().catch(() => undefined),
      new Promise((r) => setTimeout(r, 1000)),
    ]);
    this.redis.disconnect();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [Env],
      useFactory: (env: Env) =>
        new Redis(env.REDIS_URL, {
          keyPrefix: `${env.REDIS_PREFIX}:`,
          maxRetriesPerRequest: 2,
          enableOfflineQueue: true,
        }),
    },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}
