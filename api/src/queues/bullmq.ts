import { BullModule } from '@nestjs/bullmq';
import { Env } from 'src/config/env';

/** BullMQ on the shared Redis; queue keys carry REDIS_PREFIX like every other key. */
export const BullRootModule = BullModule.forRootAsync({
  inject: [Env],
  useFactory: (env: Env) => ({
    connection: {
      url: env.REDIS_URL,
      maxRetriesPerRequest: null,
      // Reconnect within two seconds after Redis comes back (BullMQ's default backs off up to 20 s).
      retryStrategy: (times: number) => Math.min(200 * times, 2000),
    },
    prefix: `${env.REDIS_PREFIX}:bull`,
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  }),
});
