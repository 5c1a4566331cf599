import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue as BullQueue } from 'bullmq';
import { PURGE_SESSIONS_JOB } from 'src/modules/auth/session-purge.processor';
import { REFRESH_WEATHER_JOB } from 'src/modules/weather/weather-refresh.processor';
import { Queue } from 'src/queues/queue-names';
import { WorkerModule } from 'src/worker.module';
import { PrivateRedis } from './helpers/private-redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startWeatherStandIn, type WeatherStandIn } from './weather-stand-in';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Collects what the worker logs, to check what it says about a forced close. */
class LogCapture implements LoggerService {
  readonly lines: Array<{ level: string; message: string }> = [];
  log = (message: unknown) => this.add('log', message);
  warn = (message: unknown) => this.add('warn', message);
  error = (message: unknown) => this.add('error', message);
  private add(level: string, message: unknown) {
    this.lines.push({ level, message: String(message) });
  }
  at(level: string): string[] {
    return this.lines.filter((l) => l.level === level).map((l) => l.message);
  }
}

/** Closes the context and measures how long that took; a close that hangs fails after `limitMs`. */
async function timedClose(worker: INestApplicationContext, limitMs: number): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    worker.close().then(() => 'closed'),
    new Promise((resolve) => (timer = setTimeout(() => resolve('still closing'), limitMs))),
  ]);
  clearTimeout(timer);
  expect(outcome).toBe('closed');
  return Date.now() - started;
}

/**
 * The worker's connection to Redis breaks (Redis restarted, failed over, gone): jobs resume when it
 * is back, and stopping the worker never hangs, whatever state its Redis connections are in.
 */
describe('worker shutdown with Redis restarted or gone', () => {
  let t: TestApp;
  let redis: PrivateRedis;
  let standIn: WeatherStandIn;
  const env: Record<string, string> = {};

  /** A worker context on the private Redis, with its own log. */
  async function startWorker(extra: Record<string, string> = {}) {
    const logs = new LogCapture();
    const settings = { REDIS_URL: redis.url, OUTBOX_RELAY: 'off', ...env, ...extra };
    const saved = Object.keys(settings).map((key) => [key, process.env[key]] as const);
    Object.assign(process.env, settings);
    try {
      const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: logs });
      // The test app buffers its start-up logs (bufferLogs); from here on lines go to `logs` directly.
      worker.flushLogs();
      await worker.init();
      return { worker, logs };
    } finally {
      for (const [key, value] of saved) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  }

  async function completes(worker: INestApplicationContext, id: string): Promise<void> {
    const queue = worker.get<BullQueue>(getQueueToken(Queue.Maintenance));
    const job = await queue.add(PURGE_SESSIONS_JOB, {}, { jobId: id });
    const deadline = Date.now() + 20_000;
    while ((await job.getState()) !== 'completed') {
      if (Date.now() > deadline) throw new Error(`job ${id} is ${await job.getState()}`);
      await sleep(100);
    }
  }

  const restartRedis = async (downMs: number) => {
    await redis.stop();
    await sleep(downMs);
    await redis.start();
  };

  beforeAll(async () => {
    t = await createTestApp();
    redis = await PrivateRedis.create();
    standIn = await startWeatherStandIn();
    Object.assign(env, { WEATHER_API_URL: standIn.url, WEATHER_API_KEY: standIn.key });
  });
  afterAll(async () => {
    await redis.stop();
    await standIn.close();
    await t.close();
  });

  it('processes jobs after each of two Redis restarts, and closes at once right after a third', async () => {
    const { worker, logs } = await startWorker();
    await completes(worker, 'before-restarts');
    await restartRedis(1000);
    await completes(worker, 'after-first-restart');
    // Long enough for the reconnect delay to reach its 2 s cap: the workers' blocking connections
    // are then still between two attempts when Redis is back, the state close used to hang in.
    await restartRedis(4000);
    await completes(worker, 'after-second-restart');
    await restartRedis(4000);
    expect(await timedClose(worker, 8000)).toBeLessThan(6000);
    expect(logs.at('error')).toEqual([]);
  }, 90_000);

  it('closes within seconds while Redis is down, saying it did not wait for running jobs', async () => {
    const { worker, logs } = await startWorker();
    await completes(worker, 'before-outage');
    await redis.stop();
    await sleep(1000);
    expect(await timedClose(worker, 10_000)).toBeLessThan(8000);
    expect(logs.at('warn')).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'Queue maintenance: Redis is not reachable, closing without waiting for running jobs',
        ),
      ]),
    );
    await redis.start();
  }, 60_000);

  it('gives a job that does not finish WORKER_CLOSE_TIMEOUT_MS, then disconnects and logs it', async () => {
    standIn.mode = 'hang';
    try {
      const { worker, logs } = await startWorker({
        WORKER_CLOSE_TIMEOUT_MS: '1500',
        WEATHER_TIMEOUT_MS: '60000',
      });
      // The refresh asks the provider, which never answers.
      const queue = worker.get<BullQueue>(getQueueToken(Queue.Weather));
      await queue.add(REFRESH_WEATHER_JOB, {});
      const deadline = Date.now() + 20_000;
      while ((await queue.getActiveCount()) === 0) {
        if (Date.now() > deadline) throw new Error('the weather refresh never started');
        await sleep(100);
      }
      const took = await timedClose(worker, 8000);
      expect(took).toBeGreaterThanOrEqual(1400);
      expect(took).toBeLessThan(5000);
      expect(logs.at('error')).toEqual([
        'Queue weather: worker did not close within 1500 ms; disconnecting it by force',
      ]);
    } finally {
      standIn.mode = 'ok';
    }
  }, 60_000);
});
