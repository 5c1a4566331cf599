import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue as BullQueue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Booking } from 'src/modules/bookings/booking.entity';
import { MailMessage, type MessageStatus } from 'src/modules/mail/mail-message.entity';
import type { Quote } from 'src/modules/pricing/quote';
import { Queue } from 'src/queues/queue-names';
import { WorkerModule } from 'src/worker.module';
import request from 'supertest';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import type { TestSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The HTTP app and a real worker process context on one suite database and Redis prefix. */
export interface MailStack {
  t: TestApp;
  worker: INestApplicationContext;
  demo: DemoCatalog;
  mailQueue(): BullQueue;
  /** A confirmed booking on its own pitch (so bookings never overlap), priced by the real quote. */
  book(props?: { language?: 'de' | 'en'; email?: string }): Promise<BookedStay>;
  waitForMessage(
    dedupeKey: string,
    statuses: MessageStatus[],
    timeoutMs?: number,
  ): Promise<MailMessage>;
  /**
   * Waits until the follow-up work is done: no outbox row due within seconds is left to relay and
   * no queue holds a job waiting, running or due within seconds (the periodic schedulers' next
   * runs aside). A test asserting that something was NOT sent waits for this first: right after
   * the action, a mail on its way would not be there yet either.
   */
  settled(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface BookedStay {
  id: string;
  number: string;
}

// Rows B to D: every pitch there has electricity.
const PITCHES = ['B', 'C', 'D'].flatMap((row) =>
  Array.from({ length: 15 }, (_, i) => `${row}${i + 1}`),
);

/** Starts app and worker; with `smtp` they send through it, without it mails are caught. */
export async function startMailStack(
  smtp?: TestSmtpServer,
  env: Record<string, string> = {},
): Promise<MailStack> {
  const previous = process.env.SMTP_URL;
  if (smtp) process.env.SMTP_URL = smtp.url;
  else delete process.env.SMTP_URL;
  const t = await createTestApp({ env: { OUTBOX_POLL_MS: '100', ...env } });
  const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
  await worker.init();
  const demo = await withDemoCatalog(t);
  let next = 0;

  const book: MailStack['book'] = async (props = {}) => {
    const pitch = demo.pitch(PITCHES[next++ % PITCHES.length]);
    // The real quote, but the row written directly: the booking flow's own outbox rows (confirmation,
    // access code) belong to the bookings module and are tested there; these suites add their own.
    const quote = await request(t.server)
      .post('/api/bookings/quote')
      .send({
        pitchId: pitch.id,
        checkIn: '2027-05-01',
        checkOut: '2027-05-04',
        adults: 2,
        children: 1,
        extras: [{ code: 'electricity', quantity: 1 }],
      })
      .expect(200);
    const em = t.em();
    const booking = em.create(Booking, {
      number: `2027-${String(90000 + next).padStart(5, '0')}`,
      tokenHash: randomUUID(),
      status: 'confirmed',
      pitch,
      category: pitch.category,
      checkIn: '2027-05-01',
      checkOut: '2027-05-04',
      adults: 2,
      children: 1,
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: props.email ?? guest.email,
      language: props.language ?? 'de',
      quote: quote.body as Quote,
      totalCents: (quote.body as Quote).totalCents,
      confirmedAt: new Date(),
    });
    await em.flush();
    return { id: booking.id, number: booking.number };
  };

  const waitForMessage: MailStack['waitForMessage'] = async (
    dedupeKey,
    statuses,
    timeoutMs = 15_000,
  ) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const m = await t.em().findOne(MailMessage, { dedupeKey });
      if (m && statuses.includes(m.status)) return m;
      if (Date.now() > deadline)
        throw new Error(
          `message ${dedupeKey} is ${m?.status ?? 'missing'}, expected ${statuses.join('|')}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const SOON_MS = 5_000;
  const busy = async (): Promise<string | undefined> => {
    const [{ count }] = await t
      .em()
      .getConnection()
      .execute<{ count: string }[]>(
        `select count(*) from outbox where relayed_at is null
           and (run_at is null or run_at < now() + make_interval(secs => ${SOON_MS / 1000}))`,
      );
    if (Number(count)) return `${count} outbox rows to relay`;
    for (const name of Object.values(Queue)) {
      const queue = worker.get<BullQueue>(getQueueToken(name), { strict: false });
      const c = await queue.getJobCounts('waiting', 'active', 'prioritized', 'waiting-children');
      const open = Object.values(c).reduce((a, b) => a + b, 0);
      if (open) return `${open} jobs open in ${name}`;
      const due = (await queue.getDelayed()).filter(
        (job) => !job.repeatJobKey && job.timestamp + (job.delay ?? 0) < Date.now() + SOON_MS,
      );
      if (due.length) return `${due.length} jobs due soon in ${name}`;
    }
    return undefined;
  };
  const settled: MailStack['settled'] = async (timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    // Twice in a row: a job finishing between the outbox query and the queue counts could have
    // written its follow-up row after the first looked.
    for (let quiet = 0; quiet < 2;) {
      const reason = await busy();
      quiet = reason ? 0 : quiet + 1;
      if (reason && Date.now() > deadline) throw new Error(`not settled: ${reason}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  return {
    t,
    worker,
    demo,
    mailQueue: () => worker.get<BullQueue>(getQueueToken(Queue.Mail)),
    book,
    waitForMessage,
    settled,
    close: async () => {
      for (const name of Object.values(Queue)) {
        const queue = worker.get<BullQueue>(getQueueToken(name), { strict: false });
        await queue.obliterate({ force: true }).catch(() => undefined);
      }
      await worker.close();
      await t.close();
      if (previous === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = previous;
    },
  };
}
