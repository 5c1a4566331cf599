import { Queue as BullQueue, UnrecoverableError, Worker } from 'bullmq';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Clock } from 'src/common/clock';
import { AccessCode } from 'src/modules/access-codes/access-code.entity';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { Alert } from 'src/modules/alerts/alert.entity';
import { Booking } from 'src/modules/bookings/booking.entity';
import { Invoice, StornoInvoice } from 'src/modules/invoices/invoice.entity';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import type { Quote } from 'src/modules/pricing/quote';
import { ReconcilerService } from 'src/modules/reconciler/reconciler.service';
import { ReconcilerRepair } from 'src/modules/reconciler/repair.entity';
import { jobKey, Queue } from 'src/queues/queue-names';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { TestSmtpServer } from './helpers/smtp';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { WorkerProcess } from './helpers/worker-process';
import { until } from './helpers/wait';

/** The reconciler repairs on its sweep interval, so an effect may take a sweep or two: 90 s. */
const untilSwept = <T>(what: string, check: () => Promise<T | undefined | null | false>) =>
  until(what, check, 90_000);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The reconciler, against the real PostgreSQL, Redis, SMTP catcher and worker process. A job that
 * BullMQ failed for good (here: made to fail with an UnrecoverableError by a "poisoned" worker, as
 * after a worker crashed on it more than MAX_STALLED_COUNT times) loses its effect unless the
 * reconciler queues it again.
 */
describe('reconciler: effects whose job failed for good are queued again', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let queues: Record<'invoices' | 'mail' | 'codes', BullQueue>;
  const workers: WorkerProcess[] = [];
  const connection = { url: process.env.REDIS_URL, maxRetriesPerRequest: null };

  const startWorker = async () => {
    const w = await WorkerProcess.start({
      DATABASE_URL: t.databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: t.redisPrefix,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '100',
      WORKER_LOCK_DURATION_MS: '2000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      RECONCILER_INTERVAL_MS: '2000',
      ...RELAXED_ABUSE_LIMITS,
    });
    workers.push(w);
    return w;
  };
  const stopWorkers = async () => {
    while (workers.length) await workers.pop()!.kill('SIGTERM');
  };

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({
      env: { ...RELAXED_ABUSE_LIMITS, RECONCILER_INTERVAL_MS: '1000', RECONCILER_MAX_REPAIRS: '2' },
    });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    const prefix = `${t.redisPrefix}:bull`;
    queues = {
      invoices: new BullQueue(Queue.Invoices, { connection, prefix }),
      mail: new BullQueue(Queue.Mail, { connection, prefix }),
      codes: new BullQueue(Queue.AccessCodes, { connection, prefix }),
    };
  }, 180_000);
  afterAll(async () => {
    for (const w of workers) await w.kill('SIGKILL');
    await Promise.all(Object.values(queues).map((q) => q.close()));
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

  const write = (path: string) => staff.agent.post(path).set('X-CSRF-Token', staff.csrf);
  const sql = <T>(query: string, params: unknown[] = []) =>
    t.em().getConnection().execute<T[]>(query, params);

  /** A phone booking (confirmed at once), paid in full in cash. */
  async function paidBooking(pitch: string, checkIn: string) {
    const res = await write('/api/admin/bookings').send({
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: `reconcile.${pitch.toLowerCase()}.${checkIn}@example.at`,
      pitchId: demo.pitch(pitch).id,
      checkIn,
      checkOut: addDays(checkIn, 3),
      adults: 2,
      paymentMethod: 'on_arrival',
      language: 'de',
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    const b = res.body as { id: string; number: string; totalCents: number; email: string };
    await write(`/api/admin/bookings/${b.id}/payments`)
      .send({ amountCents: b.totalCents, method: 'cash', reference: `REC-${b.number}` })
      .expect(201);
    return b;
  }

  /**
   * The job `jobId` (queue, name and data as its outbox row has them) is taken by a worker that
   * fails it for good, as BullMQ does after its retries or stalls. Nothing else runs meanwhile:
   * the real worker is stopped, so the outbox row is still unrelayed.
   */
  async function poison(queue: BullQueue, jobId: string) {
    const [row] = await sql<{ name: string; data: Record<string, unknown> }>(
      'select name, data from outbox where job_id = ?',
      [jobId],
    );
    if (!row) throw new Error(`no outbox row ${jobId}`);
    const existing = await queue.getJob(jobId);
    if (!existing) await queue.add(row.name, row.data, { jobId, attempts: 1 });
    const worker = new Worker(
      queue.name,
      (job) => {
        if (job.id === jobId) throw new UnrecoverableError('poisoned');
        throw new Error('left for the real worker');
      },
      { connection, prefix: `${t.redisPrefix}:bull` },
    );
    await untilSwept(`${jobId} failed`, async () => (await queue.getJob(jobId))?.isFailed());
    await worker.close();
  }

  it('a paid booking gets its invoice, a cancelled one its storno, a mail left in `sending` goes out once: within one cycle after the worker starts', async () => {
    const worker = await startWorker();
    // A first booking, paid and invoiced normally: its number is the one before.
    const first = await paidBooking('D1', '2027-06-01');
    const firstInvoice = await untilSwept('the first invoice', () =>
      t.em().findOne(Invoice, { booking: first.id }),
    );
    await untilSwept('its invoice mail', async () => smtp.to(first.email).length >= 2);
    await stopWorkers();
    expect(worker.lines.some((l) => l.includes('Worker stopping'))).toBe(true);

    // While no worker runs: a booking paid, the first one cancelled, and their jobs fail for good.
    const second = await paidBooking('D2', '2027-06-01');
    await write(`/api/admin/bookings/${first.id}/cancel`).send({ reason: 'reconciler test' });
    expect((await t.em().findOneOrFail(Booking, first.id)).status).toBe('cancelled');
    const invoiceJob = jobKey('invoice', 'booking', second.id);
    const stornoJob = jobKey('storno', 'booking', first.id);
    await poison(queues.invoices, invoiceJob);
    await poison(queues.invoices, stornoJob);
    // The payment mail's run was killed after it claimed its row: `sending`, under a dead token.
    const [{ job_id: mailJob }] = await sql<{ job_id: string }>(
      `select job_id from outbox where job_id like ? and relayed_at is null`,
      [`mail.payment_received.${second.id}%`],
    );
    await sql(
      `insert into mail_messages (id, kind, template, language, recipient, subject, html, text,
         attachments, status, attempts, booking_id, dedupe_key, claim_token, claimed_at, message_id,
         created_at, updated_at)
       values (?, 'automatic', 'payment_received', 'de', ?, '-', '-', '-', '[]', 'sending', 1, ?, ?,
         'dead-run', now(), ?, now(), now())`,
      [randomUUID(), second.email, second.id, mailJob, `<${mailJob}@killed.example>`],
    );
    await poison(queues.mail, mailJob);

    const before = smtp.to(second.email).length;
    await startWorker();
    const invoice = await untilSwept('the reconciler had the invoice issued', () =>
      t.em().findOne(Invoice, { booking: second.id }),
    );
    expect(invoice.sequence).toBe(firstInvoice.sequence + 1);
    const storno = await untilSwept('the reconciler had the storno issued', () =>
      t.em().findOne(StornoInvoice, { booking: first.id }),
    );
    expect(storno.original.id).toBe(firstInvoice.id);
    const mail = await untilSwept('the payment mail was sent', async () => {
      const m = await t.em().findOne(MailMessage, { dedupeKey: mailJob });
      return m?.status === 'sent' && m;
    });
    // The new run took the dead run's `sending` row over at once: one row, sent once.
    expect(await t.em().count(MailMessage, { dedupeKey: mailJob })).toBe(1);
    expect(mail.attempts).toBe(2);
    await untilSwept('the invoice mail went out too', async () =>
      t.em().findOne(MailMessage, {
        dedupeKey: jobKey('mail', 'invoice', second.id),
        status: 'sent',
      }),
    );
    const payments = smtp
      .to(second.email)
      .slice(before)
      .filter((m) => m.parsed.messageId === mail.messageId);
    expect(payments).toHaveLength(1);

    // Gap-free: every invoice number of the year taken once, none skipped.
    const sequences = (await t.em().find(Invoice, {}, { orderBy: { sequence: 'asc' } })).map(
      (i) => i.sequence,
    );
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    const repairs = await t.em().find(ReconcilerRepair, {}, { orderBy: { jobId: 'asc' } });
    expect(repairs.map((r) => [r.jobId, r.effect, r.repairs])).toEqual(
      [
        [invoiceJob, 'invoice', 1],
        [mailJob, 'mail', 1],
        [stornoJob, 'storno', 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    for (const [queue, id] of [
      [queues.invoices, invoiceJob],
      [queues.invoices, stornoJob],
      [queues.mail, mailJob],
    ] as const)
      await untilSwept(`${id} completed`, async () => (await queue.getJob(id))?.isCompleted());
    // Staff see the repairs counted on /api/metrics.
    const metrics = await staff.agent.get('/api/metrics').expect(200);
    expect(metrics.text).toContain('reconciler_repairs_total{effect="invoice"} 1');
    expect(metrics.text).toContain('reconciler_repairs_total{effect="storno"} 1');
    expect(metrics.text).toContain('reconciler_repairs_total{effect="mail"} 1');
    await stopWorkers();
  }, 300_000);

  it('a changed stay whose storno-and-new-invoice job failed for good gets both once; the invoice chain owes nothing else', async () => {
    await startWorker();
    const b = await paidBooking('D5', '2027-06-10');
    const first = await untilSwept('the invoice', () => t.em().findOne(Invoice, { booking: b.id }));
    await stopWorkers();
    // Staff add a night while no worker runs; the job that would replace the invoice fails for good.
    await staff.agent
      .put(`/api/admin/bookings/${b.id}`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ checkOut: '2027-06-14' })
      .expect(200);
    const reissueJob = jobKey('reissue', 'booking', b.id, '2');
    await poison(queues.invoices, reissueJob);

    await startWorker();
    const second = await untilSwept('the reconciler had the new invoice issued', () =>
      t.em().findOne(Invoice, { booking: b.id, revision: 2 }),
    );
    expect(second.snapshot.servicePeriod.to).toBe('2027-06-14');
    const stornos = await t.em().find(StornoInvoice, { booking: b.id });
    expect(stornos.map((st) => st.original.id)).toEqual([first.id]);
    await untilSwept(`${reissueJob} completed`, async () =>
      (await queues.invoices.getJob(reissueJob))?.isCompleted(),
    );
    // Nothing more is owed for the booking: its first invoice exists (the chain's start), and the
    // reissue's revision is current.
    const owed = await t.app.get(ReconcilerService).owed();
    expect(owed.filter((o) => o.bookingId === b.id && o.queue === Queue.Invoices)).toEqual([]);
    const repairs = await t.em().find(ReconcilerRepair, { bookingId: b.id });
    expect(repairs.map((r) => [r.jobId, r.effect, r.repairs])).toEqual([
      [reissueJob, 'reissue', 1],
    ]);
    expect(await t.em().count(Invoice, { booking: b.id })).toBe(2);
    await stopWorkers();
  }, 300_000);

  it('a gate code due now: queued again with backoff, an alert on the second repair, left failed and alerted after the last', async () => {
    // No worker runs in this test: the reconciler's rounds are called here, one by one.
    await stopWorkers();
    const pitch = demo.pitch('C4');
    // The API's clock (the reconciler runs in this process here), which the suite set.
    const today = t.app.get(Clock).today();
    const quote = await request(t.server)
      .post('/api/bookings/quote')
      .send({ pitchId: pitch.id, checkIn: '2027-05-01', checkOut: '2027-05-03', adults: 2 })
      .expect(200);
    const em = t.em();
    const booking = em.create(Booking, {
      number: '2026-91001',
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
      email: 'gate.reconcile@example.at',
      language: 'de',
      quote: quote.body as Quote,
      totalCents: (quote.body as Quote).totalCents,
      confirmedAt: new Date(),
    });
    await em.flush();
    await t
      .em()
      .transactional(async (tx) =>
        t.app
          .get(AccessCodesService)
          .scheduleIssue(tx, await tx.findOneOrFail(Booking, booking.id)),
      );
    const jobId = jobKey('access-code', booking.id, pitch.id, today, addDays(today, 2));
    await poison(queues.codes, jobId);
    // The relay took it (BullMQ kept the failed job of that id).
    await sql('update outbox set relayed_at = now() where job_id = ?', [jobId]);
    const reconciler = t.app.get(ReconcilerService);
    const repairsOf = async () => (await t.em().findOne(ReconcilerRepair, { jobId }))?.repairs ?? 0;
    const alerts = (rule: string) => t.em().find(Alert, { rule: rule as Alert['rule'] });

    const owed = (await reconciler.owed()).filter((o) => o.jobId === jobId);
    expect(owed.map((o) => o.effect)).toEqual(['access_code']);
    await reconciler.reconcileOnce();
    expect(await (await queues.codes.getJob(jobId))?.getState()).toBe('waiting');
    expect(await repairsOf()).toBe(1);
    // Still waiting: a second round leaves it alone.
    await reconciler.reconcileOnce();
    expect(await repairsOf()).toBe(1);
    expect(await alerts('effect_repaired')).toHaveLength(0);

    // It fails again: held back for one interval, then repaired a second time, and staff alerted.
    await poison(queues.codes, jobId);
    await reconciler.reconcileOnce();
    const afterFirst = await t.em().findOneOrFail(ReconcilerRepair, { jobId });
    const clock = t.app.get(Clock);
    if (clock.now().getTime() < afterFirst.nextAt.getTime()) {
      expect(afterFirst.repairs).toBe(1);
      expect(await (await queues.codes.getJob(jobId))?.getState()).toBe('failed');
      await new Promise((r) =>
        setTimeout(r, afterFirst.nextAt.getTime() - clock.now().getTime() + 50),
      );
      await reconciler.reconcileOnce();
    }
    expect(await repairsOf()).toBe(2);
    expect(await (await queues.codes.getJob(jobId))?.getState()).toBe('waiting');
    const repaired = await alerts('effect_repaired');
    expect(repaired.map((a) => [a.conditionKey, a.value])).toEqual([
      [`effect_repaired.${jobId}`, 2],
    ]);
    expect(await t.em().count(MailMessage, { dedupeKey: `mail.alert.${repaired[0].id}` })).toBe(1);

    // RECONCILER_MAX_REPAIRS is 2 here: after its backoff the third failure is left failed.
    await poison(queues.codes, jobId);
    const second = await t.em().findOneOrFail(ReconcilerRepair, { jobId });
    await new Promise((r) =>
      setTimeout(r, Math.max(0, second.nextAt.getTime() - clock.now().getTime() + 50)),
    );
    const result = await reconciler.reconcileOnce();
    expect(result.abandoned).toBe(1);
    await reconciler.reconcileOnce();
    expect(await repairsOf()).toBe(2);
    expect(await (await queues.codes.getJob(jobId))?.getState()).toBe('failed');
    expect((await t.em().findOneOrFail(ReconcilerRepair, { jobId })).gaveUpAt).not.toBeNull();
    const abandoned = await alerts('effect_abandoned');
    expect(abandoned.map((a) => [a.conditionKey, a.value, a.params.effect])).toEqual([
      [`effect_abandoned.${jobId}`, 2, 'access_code'],
    ]);
    expect(await t.em().count(AccessCode, { booking: booking.id })).toBe(0);
  }, 120_000);
});
