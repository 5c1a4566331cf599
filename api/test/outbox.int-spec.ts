import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue as BullQueue } from 'bullmq';
import request from 'supertest';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { OutboxRelay } from 'src/queues/outbox-relay.service';
import { Queue } from 'src/queues/queue-names';
import { WorkerModule } from 'src/worker.module';
import { guest as onlineGuest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { PrivateRedis } from './helpers/private-redis';
import { TestSmtpServer } from './helpers/smtp';
import { confirmByMail } from './helpers/verification';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...guest } = onlineGuest;

/** Redis down means delay, never loss: bookings commit, their follow-up work waits in the outbox. */
describe('outbox relay with Redis stopped and started again', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let redis: PrivateRedis;
  let worker: INestApplicationContext;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    redis = await PrivateRedis.create();
    smtp = await TestSmtpServer.start();
    const shared = process.env.REDIS_URL;
    Object.assign(process.env, {
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      OUTBOX_RELAY: 'off',
      // Short, so the Redis-down phase is quick; a loaded machine may still exceed it now and then,
      // which the assertions below allow for (a timed-out add is tried again, never lost).
      OUTBOX_ENQUEUE_TIMEOUT_MS: '2000',
    });
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    process.env.REDIS_URL = shared;
  });
  afterAll(async () => {
    await worker.close();
    await redis.stop();
    await smtp.stop();
    await t.close();
    delete process.env.OUTBOX_RELAY;
    delete process.env.SMTP_URL;
  });

  it('keeps 20 confirmations while Redis is down and relays each exactly once when it is back', async () => {
    await redis.stop();
    const codes = [
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      'A6',
      'A7',
      'A8',
      'A9',
      'A10',
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
      'B6',
      'B7',
      'B8',
      'B9',
      'B10',
    ];
    const ids: string[] = [];
    for (const [i, code] of codes.entries()) {
      const res = await staff.agent
        .post('/api/admin/bookings')
        .set('X-CSRF-Token', staff.csrf)
        .send({
          ...guest,
          email: `guest${i}@example.at`,
          pitchId: demo.pitch(code).id,
          checkIn: '2027-05-03',
          checkOut: '2027-05-06',
          adults: 2,
        })
        .expect(201);
      ids.push(res.body.id);
    }
    const relay = worker.get(OutboxRelay);
    expect(await relay.relayOnce()).toBe(0);
    const waiting = await t
      .em()
      .find(OutboxMessage, { jobId: { $like: 'mail.booking_confirmation.%' } });
    expect(waiting).toHaveLength(20);
    expect(waiting.every((m) => m.relayedAt === null)).toBe(true);
    const first = await t
      .em()
      .findOneOrFail(OutboxMessage, { jobId: `mail.booking_confirmation.${ids[0]}` });
    expect(first.lastError).toMatch(/Redis|connect|ECONNREFUSED|closed/i);
    // Redis away is not the row's fault: an outage longer than the attempts a row has (a refused
    // row is left for an operator after 20) must not strand the rows at the head of the outbox.
    expect(first.attempts).toBe(0);

    await redis.start();
    for (let i = 0; i < 10 && (await t.em().count(OutboxMessage, { relayedAt: null })) > 0; i++)
      await relay.relayOnce();
    // 20 confirmation mails + 20 access-code schedules, all relayed. An add that answered after the
    // timeout is added again on the next pass; BullMQ keeps one job per id (checked below). Only
    // these bookings' rows count: the worker's own timers (alerts, sweeps) may add rows meanwhile.
    const ours = {
      $or: [
        { jobId: { $like: 'mail.booking_confirmation.%' } },
        { jobId: { $like: 'access-code.%' } },
      ],
    };
    expect(await t.em().count(OutboxMessage, { ...ours, relayedAt: { $ne: null } })).toBe(40);
    expect(await t.em().count(OutboxMessage, { ...ours, relayedAt: null })).toBe(0);

    const mail = worker.get<BullQueue>(getQueueToken(Queue.Mail));
    const jobIds = new Set<string>();
    for (const state of ['waiting', 'active', 'completed', 'failed', 'delayed'] as const) {
      for (const job of await mail.getJobs([state]))
        if (job.id?.startsWith('mail.booking_confirmation.')) jobIds.add(job.id);
    }
    expect([...jobIds].sort()).toEqual(ids.map((id) => `mail.booking_confirmation.${id}`).sort());
    const codesQueue = worker.get<BullQueue>(getQueueToken(Queue.AccessCodes));
    expect(await codesQueue.getDelayedCount()).toBe(20); // due at 14:00 the day before arrival

    // The worker's mail processor delivers each confirmation to the real SMTP server, once. (Staff
    // may also get an alert about the Redis outage; only the guests' mails are counted here.)
    const toGuests = () =>
      smtp.received.map((m) => m.to[0]).filter((to) => to.endsWith('@example.at'));
    const deadline = Date.now() + 30_000;
    while (toGuests().length < 20 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await relay.relayOnce();
    await new Promise((r) => setTimeout(r, 500));
    expect(toGuests().sort()).toEqual(codes.map((_, i) => `guest${i}@example.at`).sort());
  }, 60_000);

  it('a guest confirmation writes its mails to the outbox in the confirming transactions', async () => {
    const hold = await request(t.server)
      .post('/api/bookings')
      .send({
        ...onlineGuest,
        pitchId: demo.pitch('C1').id,
        checkIn: '2027-05-03',
        checkOut: '2027-05-06',
        adults: 2,
      })
      .expect(201);
    // Pay on arrival first sends the link that proves the address; following it confirms.
    await confirmByMail(t, hold.body);
    for (const template of ['booking_verification', 'booking_confirmation'])
      expect(
        await t.em().count(OutboxMessage, {
          jobId: `mail.${template}.${hold.body.id}`,
          relayedAt: null,
        }),
      ).toBe(1);
  });

  it('does not let a row BullMQ refuses hold up the rows behind it', async () => {
    const em = t.em();
    await em.getConnection().execute(
      `insert into outbox (queue, name, job_id, data, created_at, attempts) values
        ('mail', 'send', 'bad:id:with:colons', '{}', now(), 0),
        ('mail', 'send', 'mail.test.after-bad-row', '{"template":"hold_expired","bookingId":"00000000-0000-4000-8000-000000000000"}', now(), 0)`,
    );
    const relay = worker.get(OutboxRelay);
    const goodRow = () => t.em().findOneOrFail(OutboxMessage, { jobId: 'mail.test.after-bad-row' });
    // One pass relays the good row; a pass that timed out on a loaded machine stops like Redis
    // being away, so a few passes are allowed. A relay that stopped at the bad row never gets there.
    for (let pass = 0; pass < 3 && !(await goodRow()).relayedAt; pass++) await relay.relayOnce();
    expect((await goodRow()).relayedAt).toBeInstanceOf(Date);
    const bad = await t.em().findOneOrFail(OutboxMessage, { jobId: 'bad:id:with:colons' });
    expect(bad.relayedAt).toBeNull();
    expect(bad.attempts).toBeGreaterThanOrEqual(1);
    expect(bad.lastError).toContain('cannot contain');
  });
});
