import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue as BullQueue } from 'bullmq';
import { Env } from 'src/config/env';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import type { RefreshOutcome } from './weather-cache.service';
import { WeatherCacheService } from './weather-cache.service';

export const REFRESH_WEATHER_JOB = 'weather:refresh';

export type RefreshJobResult = { disabled: true } | Record<RefreshOutcome['kind'], 'ok' | string>;

/**
 * Fills the weather cache from OpenWeatherMap. A provider failure is recorded in the cache row and
 * the job still completes: retrying a rate-limited or unauthorised call within seconds helps no one,
 * the next run (or a guest's on-demand refresh) tries again.
 */
@Processor(Queue.Weather)
export class WeatherRefreshProcessor extends AppWorkerHost {
  private readonly logger = new Logger(WeatherRefreshProcessor.name);

  constructor(private readonly cache: WeatherCacheService) {
    super();
  }

  async process(job: Job): Promise<RefreshJobResult | undefined> {
    if (job.name !== REFRESH_WEATHER_JOB) return undefined;
    if (!this.cache.enabled) return { disabled: true };
    const outcomes = await this.cache.refreshAll();
    const failed = outcomes.filter((o) => !o.ok);
    if (failed.length) this.logger.warn(`Weather refresh: ${failed.length} call(s) failed`);
    return Object.fromEntries(
      outcomes.map((o) => [o.kind, o.ok ? 'ok' : o.code]),
    ) as RefreshJobResult;
  }
}

/**
 * Registers the refresh every WEATHER_REFRESH_MINUTES once per deployment (upsert). Without an API
 * key there is nothing to fetch, so a schedule left from an earlier configuration is removed.
 */
@Injectable()
export class WeatherRefreshScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(Queue.Weather) private readonly queue: BullQueue,
    private readonly cache: WeatherCacheService,
    private readonly env: Env,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.cache.enabled) {
      await this.queue.removeJobScheduler(REFRESH_WEATHER_JOB);
      return;
    }
    await this.queue.upsertJobScheduler(
      REFRESH_WEATHER_JOB,
      { every: this.env.WEATHER_REFRESH_MINUTES * 60_000 },
      { name: REFRESH_WEATHER_JOB },
    );
  }
}
