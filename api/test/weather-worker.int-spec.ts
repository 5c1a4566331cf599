import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue as BullQueue } from 'bullmq';
import request from 'supertest';
import { Clock } from 'src/common/clock';
import { WeatherCache } from 'src/modules/weather/weather-cache.entity';
import { REFRESH_WEATHER_JOB } from 'src/modules/weather/weather-refresh.processor';
import { Queue } from 'src/queues/queue-names';
import { WorkerModule } from 'src/worker.module';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startWeatherStandIn, type WeatherStandIn } from './weather-stand-in';

const NOW = new Date('2027-07-12T08:30:00Z');

/** The worker's weather refresh on the real queue, against the OpenWeatherMap stand-in. */
describe('worker: weather refresh', () => {
  let standIn: WeatherStandIn;
  let t: TestApp;
  let worker: INestApplicationContext;
  let queue: BullQueue;

  beforeAll(async () => {
    standIn = await startWeatherStandIn();
    t = await createTestApp({
      env: {
        WEATHER_API_URL: standIn.url,
        WEATHER_API_KEY: standIn.key,
        WEATHER_TIMEOUT_MS: '400',
      },
    });
    t.app.get(Clock).travelTo(NOW);
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    worker.get(Clock).travelTo(NOW);
    queue = worker.get<BullQueue>(getQueueToken(Queue.Weather));
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    for (const name of [Queue.Maintenance, Queue.Bookings, Queue.Mail, Queue.AccessCodes]) {
      await worker
        .get<BullQueue>(getQueueToken(name))
        .obliterate({ force: true })
        .catch(() => undefined);
    }
    await worker.close();
    await t.close();
    await standIn.close();
  });

  async function run(): Promise<unknown> {
    const { QueueEvents } = await import('bullmq');
    const events = new QueueEvents(Queue.Weather, {
      connection: queue.opts.connection,
      prefix: queue.opts.prefix,
    });
    await events.waitUntilReady();
    try {
      const job = await queue.add(REFRESH_WEATHER_JOB, {});
      return await job.waitUntilFinished(events, 10_000);
    } finally {
      await events.close();
    }
  }

  it('registers one schedule every WEATHER_REFRESH_MINUTES however often the worker starts', async () => {
    const second = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await second.close();
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.every])).toEqual([[REFRESH_WEATHER_JOB, 1_800_000]]);
  });

  it('fills the cache through the queue; the API then answers from it without calling out', async () => {
    expect(await run()).toEqual({ current: 'ok', forecast: 'ok' });
    const rows = await t.em().find(WeatherCache, {}, { orderBy: { kind: 'asc' } });
    expect(rows.map((r) => [r.kind, r.fetchedAt?.toISOString().slice(0, 16)])).toEqual([
      ['current', '2027-07-12T08:30'],
      ['forecast', '2027-07-12T08:30'],
    ]);
    expect((rows[1].data as unknown[]).length).toBe(5);

    const calls = standIn.requests.length;
    const res = await request(t.server).get('/api/weather/current').expect(200);
    expect(res.body).toMatchObject({ condition: 'clouds', stale: false });
    expect(standIn.requests).toHaveLength(calls);
  });

  it('records a provider failure, keeps the last data and completes the job (no retry storm)', async () => {
    standIn.mode = 401;
    try {
      worker.get(Clock).travelTo(new Date(NOW.getTime() + 30 * 60_000));
      const calls = standIn.requests.length;
      expect(await run()).toEqual({ current: 'unauthorized', forecast: 'unauthorized' });
      expect(standIn.requests.length - calls).toBe(2);
    } finally {
      standIn.mode = 'ok';
    }
    const current = await t.em().findOneOrFail(WeatherCache, { kind: 'current' });
    expect(current).toMatchObject({ errorCode: 'unauthorized' });
    expect(current.errorAt?.toISOString().slice(0, 16)).toBe('2027-07-12T09:00');
    expect(current.fetchedAt?.toISOString().slice(0, 16)).toBe('2027-07-12T08:30');
    expect(current.data).toMatchObject({ condition: 'clouds' });
  });

  it('removes the schedule when the worker starts without an API key', async () => {
    const key = process.env.WEATHER_API_KEY;
    process.env.WEATHER_API_KEY = '';
    try {
      const keyless = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
      await keyless.close();
    } finally {
      process.env.WEATHER_API_KEY = key;
    }
    expect(await queue.getJobSchedulers()).toEqual([]);
  });
});
