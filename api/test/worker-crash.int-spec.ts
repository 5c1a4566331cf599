import { Queue as BullQueue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { localDate } from 'src/common/clock';
import { AccessCode } from 'src/modules/access-codes/access-code.entity';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { Booking } from 'src/modules/bookings/booking.entity';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { MAIL_SEND_JOB, mailJobId } from 'src/modules/mail/mail.types';
import type { Quote } from 'src/modules/pricing/quote';
import { jobKey, Queue } from 'src/queues/queue-names';
import { guest, withDemoCatalog } from './helpers/catalog';
import { TestSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';
import { WorkerProcess } from './helpers/worker-process';
import { until } from './helpers/wait';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The worker is a separate process that can die at any instruction. Here it is SIGKILLed twice in
 * the middle of real jobs (issuing a gate code, then mailing it) and restarted each time: BullMQ's
 * stalled-job check hands each job to the next worker, and the code and the mail each happen once.
 */
describe('worker killed mid-job (SIGKILL) and restarted', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let queues: Record<'codes' | 'mail', BullQueue>;
  const workers: WorkerProcess[] = [];

  const startWorker = async () => {
    const w = await WorkerProcess.start({
      DATABASE_URL: t.databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: t.redisPrefix,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '100',
      // A dead worker's job is taken over about 3 s after the kill instead of 30 to 60 s.
      WORKER_LOCK_DURATION_MS: '2000',
      WORKER_STALLED_INTERVAL_MS: '1000',
    });
    workers.push(w);
    return w;
  };

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp();
    const connection = { url: process.env.REDIS_URL, maxRetriesPerRequest: null };
    const prefix = `${t.redisPrefix}:bull`;
    queues = {
      codes: new BullQueue(Queue.AccessCodes, { connection, prefix }),
      mail: new BullQueue(Queue.Mail, { connection, prefix }),
    };
  });
  afterAll(async () => {
    for (const w of workers) await w.kill('SIGKILL');
    await Promise.all(Object.values(queues).map((q) => q.close()));
    // The workers' schedulers filled every queue of this suite's prefix.
    for (const name of Object.values(Queue)) {
      const q = new BullQueue(name, {
        connection: { url: process.env.REDIS_URL },
        prefix: `${t.redisPrefix}:bull`,
      });
      await q.obliterate({ force: true }).catch(() => undefined);
      await q.close();
    }
    await t.close();
    await smtp.stop();
  });

  /**
   * A confirmed stay of two nights from today plus `inDays`, on the real clock the worker runs on:
   * from today its gate code is due now; from the day after tomorrow on no code is due yet.
   */
  async function confirmedStay(pitchCode: string, number: string, inDays = 0) {
    const demo = await withDemoCatalog(t);
    const pitch = demo.pitch(pitchCode);
    const today = addDays(localDate(new Date()), inDays);
    const quote = await request(t.server)
      .post('/api/bookings/quote')
      .send({ pitchId: pitch.id, checkIn: '2027-05-01', checkOut: '2027-05-03', adults: 2 })
      .expect(200);
    const em = t.em();
    const booking = em.create(Booking, {
      number,
      tokenHash: randomUUID(),
      status: 'confirmed',
      pitch,
      category: pitch.category,
      checkIn: today,
      checkOut: addDays(today, 2),
      adults: 2,
      children: 0,
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: `kill-${randomUUID().slice(0, 8)}@example.at`,
      language: 'de',
      // The price snapshot only feeds mail texts; these mails show a code or an amount, not it.
      quote: quote.body as Quote,
      totalCents: (quote.body as Quote).totalCents,
      confirmedAt: new Date(),
    });
    await em.flush();
    return { booking, email: booking.email!, today };
  }

  /** Holds a row lock in a transaction of its own until `release`. */
  async function lockRow(table: string, column: string, value: string) {
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    await client.query('begin');
    await client.query(`select 1 from ${table} where ${column} = $1 for update`, [value]);
    return {
      /**
       * Someone (a worker's statement) waits for a lock in this database. Inside a transaction
       * PostgreSQL keeps the first look at pg_stat_activity for the whole transaction: it is
       * dropped before each look, or a wait that began after the first look would never show.
       */
      waitedFor: async () =>
        (await client.query('select pg_stat_clear_snapshot()')) &&
        (
          await client.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows[0].n > 0,
      release: async () => {
        await client.query('rollback');
        await client.end();
      },
    };
  }

  it('issues one code and sends one mail although each job’s worker was killed mid-job', async () => {
    const { booking, email, today } = await confirmedStay('B3', '2026-90001');
    const issueJobId = jobKey(
      'access-code',
      booking.id,
      booking.pitch.id,
      today,
      addDays(today, 2),
    );

    // 1. The issue job blocks inside its transaction: the test holds the booking row lock.
    const lock = await lockRow('bookings', 'id', booking.id);
    const first = await startWorker();
    await t
      .em()
      .transactional(async (tx) =>
        t.app
          .get(AccessCodesService)
          .scheduleIssue(tx, await tx.findOneOrFail(Booking, booking.id)),
      );
    // The queue runs one job at a time: the issue job, or the sweeper that got there first (it
    // issues missing codes the same way). Either is now stuck inside its transaction.
    let killedJobs: string[] = [];
    await until('an access-code job waits for the row lock', async () => {
      killedJobs = (await queues.codes.getActive()).map((j) => j.id ?? '');
      return (await lock.waitedFor()) && killedJobs.length > 0;
    });
    expect((await first.kill('SIGKILL')).signal).toBe('SIGKILL');
    await lock.release();
    expect(await t.em().count(AccessCode, { booking: booking.id })).toBe(0);

    // 2. The next worker takes the stalled job over and issues the code; its mail then hangs at
    // the SMTP server, which has read the message but not yet accepted it, and that worker dies too.
    const release = smtp.hold();
    const second = await startWorker();
    await smtp.waitFor(() => smtp.held === 1, 60_000);
    const [code] = await t.em().find(AccessCode, { booking: booking.id });
    const mailJobId = jobKey('mail', 'access_code', booking.id, code.id);
    expect(await (await queues.mail.getJob(mailJobId))?.getState()).toBe('active');
    expect((await t.em().findOneOrFail(MailMessage, { dedupeKey: mailJobId })).status).toBe(
      'sending',
    );
    await second.kill('SIGKILL');
    await smtp.waitFor(() => smtp.connections === 0);
    release();

    // 3. A third worker finishes the mail job: the message is sent once, with the one live code.
    const third = await startWorker();
    const sent = await smtp.waitFor((received) => received.length > 0, 60_000);
    await until('the killed jobs, the issue job and the mail job completed', async () => {
      const jobs = await Promise.all([
        ...[...killedJobs, issueJobId].map((id) => queues.codes.getJob(id)),
        queues.mail.getJob(mailJobId),
      ]);
      const states = await Promise.all(jobs.map((job) => job?.getState()));
      return states.every((state) => state === 'completed');
    });
    await new Promise((r) => setTimeout(r, 1500)); // time for a stray second run to show itself

    const codes = await t.em().find(AccessCode, { booking: booking.id });
    expect(codes.map((c) => [c.id, c.status])).toEqual([[code.id, 'active']]);
    expect((await queues.codes.getJob(issueJobId))?.returnvalue).toEqual({ issued: code.id });
    expect(await queues.codes.getFailedCount()).toBe(0);
    expect(await queues.mail.getFailedCount()).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toEqual([email]);
    expect(sent[0].parsed.text).toContain(code.code);
    const message = await t.em().findOneOrFail(MailMessage, { dedupeKey: mailJobId });
    expect(message).toMatchObject({ status: 'sent', attempts: 2, recipient: email });
    expect(sent[0].parsed.messageId).toBe(message.messageId);
    expect(await t.em().count(MailMessage, { bookingId: booking.id })).toBe(1);

    // A graceful stop of the survivor is prompt.
    const stopping = Date.now();
    expect((await third.kill('SIGTERM')).signal).toBe('SIGTERM');
    expect(Date.now() - stopping).toBeLessThan(5000);
    expect(third.lines.some((l) => l.includes('Worker stopping (SIGTERM)'))).toBe(true);
  }, 300_000);

  it('sends again, as the same message, when the worker died after the SMTP server accepted', async () => {
    // The one window no idempotency key closes: SMTP has answered "250 accepted", the row is not yet
    // marked `sent`. The next run cannot know the mail went out; it sends it again rather than risk
    // losing it (at least once), and the copy carries the same Message-ID.
    const { booking, email } = await confirmedStay('B4', '2026-90002', 5);
    const jobId = mailJobId('payment_received', booking.id);
    // PostgreSQL is to notice a client that died while its statement waits for a lock (by default it
    // would only find out when answering, after running the statement).
    await t
      .em()
      .getConnection()
      .execute(
        `alter database "${t.em().getConnection().getConnectionOptions().database}" set client_connection_check_interval = 100`,
      );
    const release = smtp.hold();
    const first = await startWorker();
    const data = {
      template: 'payment_received',
      bookingId: booking.id,
      extra: { amountCents: 4200 },
    };
    await queues.mail.add(MAIL_SEND_JOB, data, { jobId });
    await smtp.waitFor(() => smtp.held === 1, 60_000);
    // The run has claimed the row (`sending`); hold the row so that marking it `sent` must wait.
    const lock = await lockRow('mail_messages', 'dedupe_key', jobId);
    release();
    await smtp.waitFor(() => smtp.to(email).length === 1);
    await until('the worker waits to mark the mail sent', () => lock.waitedFor());
    await first.kill('SIGKILL');
    await until(
      'PostgreSQL dropped the dead worker’s statement',
      async () => !(await lock.waitedFor()),
    );
    await lock.release();
    expect((await t.em().findOneOrFail(MailMessage, { dedupeKey: jobId })).status).toBe('sending');

    const second = await startWorker();
    await smtp.waitFor(() => smtp.to(email).length === 2, 60_000);
    await until(
      'the mail job completed',
      async () => (await (await queues.mail.getJob(jobId))?.getState()) === 'completed',
    );
    const row = await t.em().findOneOrFail(MailMessage, { dedupeKey: jobId });
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const copies = smtp.to(email);
    expect(copies.map((m) => m.parsed.messageId)).toEqual([row.messageId, row.messageId]);
    expect(copies[1].parsed.text).toBe(copies[0].parsed.text);
    expect(copies[0].parsed.text).toContain('42,00');
    await second.kill('SIGTERM');
  }, 300_000);
});
