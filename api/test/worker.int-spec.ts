import { getQueueToken } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue as BullQueue } from 'bullmq';
import { PURGE_SESSIONS_JOB } from 'src/modules/auth/session-purge.processor';
import { Session } from 'src/modules/auth/session.entity';
import { Queue } from 'src/queues/queue-names';
import { WorkerModule } from 'src/worker.module';
import request from 'supertest';
import { Booking } from 'src/modules/bookings/booking.entity';
import { EXPIRE_HOLDS_JOB } from 'src/modules/bookings/hold-expiry.processor';
import { guest, withDemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type TestApp } from './helpers/test-app';

/** The worker process on real Redis: its scheduler registers once and the purge job ends old sessions only. */
describe('worker: session purge', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    t = await createTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  });
  afterAll(async () => {
    const queue = worker.get<BullQueue>(getQueueToken(Queue.Maintenance));
    await queue.obliterate({ force: true });
    await worker.get<BullQueue>(getQueueToken(Queue.Bookings)).obliterate({ force: true });
    await worker.close();
    await t.close();
  });

  it('serves no HTTP: none of its modules carries a controller', () => {
    const modules = [...worker.get(ModulesContainer).values()];
    expect(modules.map((m) => m.metatype.name)).toEqual(
      expect.arrayContaining(['BookingsCoreModule', 'AccessCodesCoreModule', 'MailCoreModule']),
    );
    const withControllers = modules
      .filter((m) => m.controllers.size > 0)
      .map(
        (m) => `${m.metatype.name}: ${[...m.controllers.values()].map((c) => c.name).join(', ')}`,
      );
    expect(withControllers).toEqual([]);
  });

  it('registers one hourly schedule however often the worker starts', async () => {
    const queue = worker.get<BullQueue>(getQueueToken(Queue.Maintenance));
    const second = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await second.init();
    await second.close();
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.every])).toEqual([[PURGE_SESSIONS_JOB, 3600000]]);
  });

  it('purges sessions that ended over a week ago and keeps the rest, idempotently', async () => {
    const live = await signInAs(t, 'staff');
    const stale = await signInAs(t, 'staff');
    await t
      .em()
      .nativeUpdate(
        Session,
        { user: stale.user.id },
        { expiresAt: new Date(Date.now() - 8 * 24 * 3600_000) },
      );
    const queue = worker.get<BullQueue>(getQueueToken(Queue.Maintenance));
    const { QueueEvents } = await import('bullmq');
    const events = new QueueEvents(Queue.Maintenance, {
      connection: queue.opts.connection,
      prefix: queue.opts.prefix,
    });
    await events.waitUntilReady();
    try {
      const first = await queue.add(PURGE_SESSIONS_JOB, {});
      expect(await first.waitUntilFinished(events, 10_000)).toEqual({ purged: 1 });
      const again = await queue.add(PURGE_SESSIONS_JOB, {});
      expect(await again.waitUntilFinished(events, 10_000)).toEqual({ purged: 0 });
    } finally {
      await events.close();
    }
    const em = worker.get(EntityManager).fork();
    expect(await em.count(Session, { user: stale.user.id })).toBe(0);
    expect(await em.count(Session, { user: live.user.id })).toBe(1);
    await live.agent.get('/api/auth/user').expect(200);
  });

  it('expires holds past their time through the bookings queue, once', async () => {
    const demo = await withDemoCatalog(t);
    const hold = await request(t.server)
      .post('/api/bookings')
      .send({
        ...guest,
        pitchId: demo.pitch('A9').id,
        checkIn: '2027-05-01',
        checkOut: '2027-05-03',
        adults: 2,
      })
      .expect(201);
    await t
      .em()
      .nativeUpdate(
        Booking,
        { id: hold.body.id },
        { holdExpiresAt: new Date(Date.now() - 60_000) },
      );
    const queue = worker.get<BullQueue>(getQueueToken(Queue.Bookings));
    expect((await queue.getJobSchedulers()).map((s) => [s.key, s.every])).toEqual([
      [EXPIRE_HOLDS_JOB, 60000],
    ]);
    const { QueueEvents } = await import('bullmq');
    const events = new QueueEvents(Queue.Bookings, {
      connection: queue.opts.connection,
      prefix: queue.opts.prefix,
    });
    await events.waitUntilReady();
    try {
      const first = await queue.add(EXPIRE_HOLDS_JOB, {});
      expect(await first.waitUntilFinished(events, 10_000)).toEqual({ expired: 1 });
      const again = await queue.add(EXPIRE_HOLDS_JOB, {});
      expect(await again.waitUntilFinished(events, 10_000)).toEqual({ expired: 0 });
    } finally {
      await events.close();
    }
    expect((await t.em().findOneOrFail(Booking, { id: hold.body.id })).status).toBe('expired');
  });
});
