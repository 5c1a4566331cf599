import { EntityManager } from '@mikro-orm/postgresql';
import { QueueEvents, type Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Booking } from 'src/modules/bookings/booking.entity';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { MailSender } from 'src/modules/mail/mail-sender.service';
import { MAIL_SEND_JOB, mailJobId } from 'src/modules/mail/mail.types';
import { OutboxService } from 'src/queues/outbox.service';
import { Queue } from 'src/queues/queue-names';
import request from 'supertest';
import { guest } from './helpers/catalog';
import { confirmByMail, RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { startMailStack, type MailStack } from './mail-fixtures';
import { TestSmtpServer, type ReceivedMail } from './helpers/smtp';

/** Mail through the real outbox relay, BullMQ on Redis, the worker and a real SMTP server. */
describe('mail: queue and SMTP', () => {
  let smtp: TestSmtpServer;
  let s: MailStack;
  let events: QueueEvents;
  let n = 0;
  const email = () => `gast${++n}-${randomUUID().slice(0, 6)}@example.at`;
  const ics = (m: ReceivedMail) =>
    m.parsed.attachments.find((a) => a.contentType === 'text/calendar');
  const finished = (job: Job) => job.waitUntilFinished(events, 20_000) as Promise<unknown>;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    s = await startMailStack(smtp, RELAXED_ABUSE_LIMITS);
    const queue = s.mailQueue();
    events = new QueueEvents(Queue.Mail, {
      connection: queue.opts.connection,
      prefix: queue.opts.prefix,
    });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await events.close();
    await s.close();
    await smtp.stop();
  });

  it('delivers the confirmation in the booking language with HTML, text and the .ics, once', async () => {
    const de = await s.book({ language: 'de', email: email() });
    const en = await s.book({ language: 'en', email: email() });
    // As the booking's confirming transaction does: an outbox row, relayed to BullMQ by the worker.
    const em = s.t.app.get(EntityManager).fork();
    await em.transactional(async (tx) => {
      for (const b of [de, en]) {
        await s.t.app.get(OutboxService).add(tx, {
          queue: Queue.Mail,
          name: MAIL_SEND_JOB,
          jobId: mailJobId('booking_confirmation', b.id),
          data: { template: 'booking_confirmation', bookingId: b.id },
        });
      }
    });
    const [rowDe, rowEn] = await Promise.all(
      [de, en].map((b) => s.waitForMessage(mailJobId('booking_confirmation', b.id), ['sent'])),
    );
    const bookingDe = await s.t.em().findOneOrFail(Booking, { id: de.id });
    const bookingEn = await s.t.em().findOneOrFail(Booking, { id: en.id });
    await smtp.waitFor(
      () => smtp.to(bookingDe.email!).length >= 1 && smtp.to(bookingEn.email!).length >= 1,
    );

    const [mailDe] = smtp.to(bookingDe.email!);
    expect(mailDe.user).toBe(smtp.user);
    expect(mailDe.from).toBe('info@alpencamp-dachstein.at');
    expect(mailDe.parsed.from?.text).toBe(
      '"Alpencamp Dachsteinblick" <info@alpencamp-dachstein.at>',
    );
    expect(mailDe.parsed.replyTo?.text).toBe('info@alpencamp-dachstein.at');
    expect(mailDe.parsed.subject).toBe(
      `Ihre Buchung ${de.number} ist bestätigt – Alpencamp Dachsteinblick`,
    );
    expect(mailDe.parsed.messageId).toBe(rowDe.messageId);
    expect(mailDe.parsed.headers.get('content-language')).toBe('de');
    expect(mailDe.parsed.html).toContain('Grüß Gott Anna Huber,');
    expect(mailDe.parsed.html).toContain('Samstag, 1. Mai 2027, ab 14:00 Uhr');
    expect(mailDe.parsed.html).toContain(
      '<th style="padding:6px 8px;border-bottom:1px solid #e3e7e4;vertical-align:top;text-align:left;">Leistung</th>',
    );
    expect(mailDe.parsed.html).toContain('Strom');
    expect(mailDe.parsed.text).toContain(`Buchungsnummer: ${de.number}`);
    expect(mailDe.parsed.text).toContain('- Strom: 3 Nächte × 5,00\u00a0€ = 15,00\u00a0€');
    expect(mailDe.parsed.text).toContain(
      `Gesamtbetrag: ${(bookingDe.totalCents / 100).toFixed(2).replace('.', ',')}\u00a0€`,
    );
    const calDe = ics(mailDe);
    expect(calDe?.filename).toBe(`buchung-${de.number}.ics`);
    const calText = calDe!.content.toString('utf8').replace(/\r\n /g, '');
    expect(calText).toContain(`UID:${de.id}\r\n`);
    expect(calText).toContain('DTSTART:20270501T120000Z\r\n');
    expect(calText).toContain('DTEND:20270504T090000Z\r\n');
    expect(calText).toContain(
      'LOCATION:Alpencamp Dachsteinblick\\, Rohrmoosstraße 128\\, 8970 Schladming',
    );

    const [mailEn] = smtp.to(bookingEn.email!);
    expect(mailEn.parsed.subject).toBe(
      `Your booking ${en.number} is confirmed – Alpencamp Dachsteinblick`,
    );
    expect(mailEn.parsed.html).toContain('<html lang="en">');
    expect(mailEn.parsed.html).toContain('Saturday, 1 May 2027, from 14:00');
    expect(mailEn.parsed.text).toContain('- Electricity: 3 nights × €5.00 = €15.00');
    expect(ics(mailEn)?.filename).toBe(`booking-${en.number}.ics`);

    for (const row of [rowDe, rowEn]) {
      expect(row).toMatchObject({
        status: 'sent',
        kind: 'automatic',
        template: 'booking_confirmation',
        attempts: 1,
        error: null,
      });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.attachments).toHaveLength(1);
    }
    expect(rowEn.language).toBe('en');
    expect(rowEn.bookingId).toBe(en.id);
    // Give a stray duplicate time to show up: still one each.
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.to(bookingDe.email!)).toHaveLength(1);
    expect(smtp.to(bookingEn.email!)).toHaveLength(1);
  });

  it('mails the confirmation once the guest followed the link (the booking flow as producer)', async () => {
    const address = email();
    const hold = await request(s.t.server)
      .post('/api/bookings')
      .set('Accept-Language', 'en')
      .send({
        ...guest,
        email: address,
        pitchId: s.demo.pitch('D15').id,
        checkIn: '2027-06-01',
        checkOut: '2027-06-03',
        adults: 2,
      })
      .expect(201);
    await confirmByMail(s.t, hold.body);
    const row = await s.waitForMessage(mailJobId('booking_confirmation', hold.body.id), ['sent']);
    expect(row.language).toBe('en');
    // The verification mail's own job, however long its retries take on a busy machine (a failed
    // attempt waits 2 s, then 4 s, 8 s): once the log says it went out, the SMTP server has it.
    // A mail that never goes out fails here, with its status in the message.
    await s.waitForMessage(mailJobId('booking_verification', hold.body.id), ['sent'], 60_000);
    await smtp.waitFor(() => smtp.to(address).length === 2);
    const subjects = smtp.to(address).map((m) => m.parsed.subject);
    expect(subjects).toContain(
      `Please confirm your booking ${hold.body.number} – Alpencamp Dachsteinblick`,
    );
    const mail = smtp.to(address).find((m) => m.parsed.subject?.startsWith('Your booking'))!;
    expect(mail.parsed.subject).toBe(
      `Your booking ${hold.body.number} is confirmed – Alpencamp Dachsteinblick`,
    );
    expect(ics(mail)?.content.toString('utf8')).toContain('DTSTART:20270601T120000Z');
  });

  it('runs a job twice and sends once', async () => {
    const b = await s.book({ email: email() });
    const jobId = mailJobId('payment_received', b.id);
    const data = { template: 'payment_received', bookingId: b.id, extra: { amountCents: 12345 } };
    const first = await s.mailQueue().add(MAIL_SEND_JOB, data, { jobId });
    expect(await finished(first)).toBe('sent');
    // The same job again (BullMQ would drop a duplicate id, so remove the finished one first).
    await first.remove();
    const second = await s.mailQueue().add(MAIL_SEND_JOB, data, { jobId });
    expect(await finished(second)).toBe('skipped');
    const to = (await s.t.em().findOneOrFail(Booking, { id: b.id })).email!;
    const received = smtp.to(to).filter((m) => m.parsed.subject?.startsWith('Zahlung erhalten'));
    expect(received).toHaveLength(1);
    expect(received[0].parsed.text).toContain('über 123,45\u00a0€');
    const row = await s.t.em().findOneOrFail(MailMessage, { dedupeKey: jobId });
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends once when the same mail is started several times at once', async () => {
    const b = await s.book({ email: email() });
    const mail = s.worker.get(MailSender);
    const dedupeKey = mailJobId('pre_arrival', b.id);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        mail.sendTemplate({ template: 'pre_arrival', bookingId: b.id, dedupeKey }),
      ),
    );
    const sent = results.filter((r) => r.status === 'fulfilled' && r.value === 'sent');
    expect(sent).toHaveLength(1);
    // The others found it done ('skipped') or in progress (an error BullMQ would retry later).
    for (const r of results)
      if (r.status === 'rejected') expect(String(r.reason)).toMatch(/being sent/);
    const to = (await s.t.em().findOneOrFail(Booking, { id: b.id })).email!;
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(to).filter((m) => m.parsed.subject?.startsWith('Bald geht'))).toHaveLength(1);
  });

  it('takes over the row of a run that died mid-send, and never resends a sent mail', async () => {
    const b = await s.book({ email: email() });
    const jobId = mailJobId('access_code', b.id, 'code-1');
    // A worker killed between claiming and marking left this behind.
    await s.t
      .em()
      .getConnection()
      .execute(
        `insert into mail_messages (id, kind, template, language, recipient, subject, html, text, attachments,
         status, attempts, booking_id, dedupe_key, claim_token, claimed_at, created_at, updated_at)
       values (gen_random_uuid(), 'automatic', 'access_code', 'de', 'x@example.at', 's', 'h', 't', '[]',
         'sending', 1, ?, ?, 'dead-worker:1', now(), now(), now())`,
        [b.id, jobId],
      );
    const data = {
      template: 'access_code',
      bookingId: b.id,
      extra: {
        accessCode: '739164',
        validFrom: '2027-05-01T12:00:00.000Z',
        validUntil: '2027-05-04T09:00:00.000Z',
      },
    };
    const job = await s.mailQueue().add(MAIL_SEND_JOB, data, { jobId });
    expect(await finished(job)).toBe('sent');
    const row = await s.t.em().findOneOrFail(MailMessage, { dedupeKey: jobId });
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 2,
      recipient: expect.stringMatching(/^gast/),
    });
    const to = row.recipient;
    const [mail] = smtp.to(to);
    expect(mail.parsed.subject).toBe(`Ihr Zugangscode für die Schranke – Buchung ${b.number}`);
    expect(mail.parsed.text).toContain('    739164');
    expect(mail.parsed.text).toContain('Gültig ab:      Samstag, 1. Mai 2027 um 14:00');
    expect(mail.parsed.text).toContain('Gültig bis:     Dienstag, 4. Mai 2027 um 11:00');

    await job.remove();
    const again = await s.mailQueue().add(MAIL_SEND_JOB, data, { jobId });
    expect(await finished(again)).toBe('skipped');
    expect(smtp.to(to)).toHaveLength(1);
  });

  it('keeps retrying while the SMTP server is down and delivers once when it is back', async () => {
    const b = await s.book({ email: email() });
    const to = (await s.t.em().findOneOrFail(Booking, { id: b.id })).email!;
    await smtp.stop();
    try {
      const jobId = mailJobId('cancellation', b.id);
      await s
        .mailQueue()
        .add(MAIL_SEND_JOB, { template: 'cancellation', bookingId: b.id }, { jobId });
      const failed = await s.waitForMessage(jobId, ['failed']);
      expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
      const job = await s.mailQueue().getJob(jobId);
      expect(await job!.getState()).toMatch(/delayed|waiting|active/);
      await smtp.start();
      const sent = await s.waitForMessage(jobId, ['sent'], 20_000);
      expect(sent.attempts).toBeGreaterThanOrEqual(2);
      expect(sent.error).toBeNull();
    } finally {
      if (!smtp.running) await smtp.start();
    }
    await new Promise((r) => setTimeout(r, 300));
    const cancellations = smtp
      .to(to)
      .filter((m) => m.parsed.subject?.startsWith('Stornobestätigung'));
    expect(cancellations).toHaveLength(1);
  });

  it('fails at once, without retries, when the server refuses the recipient for good', async () => {
    const address = email();
    const b = await s.book({ email: address });
    smtp.refuse.add(address);
    const jobId = mailJobId('invoice', b.id);
    const job = await s
      .mailQueue()
      .add(
        MAIL_SEND_JOB,
        { template: 'invoice', bookingId: b.id, extra: { invoiceNumber: '2027-00017' } },
        { jobId },
      );
    await expect(finished(job)).rejects.toThrow(/550|Mailbox unavailable/);
    const done = await s.mailQueue().getJob(jobId);
    expect(done!.attemptsMade).toBe(1);
    const row = await s.waitForMessage(jobId, ['failed']);
    expect(row.error).toMatch(/Mailbox unavailable/);
    expect(smtp.to(address)).toHaveLength(0);
  });

  it('fails at once for an unknown booking; skips a guest without email and a cancelled stay', async () => {
    const unknown = randomUUID();
    const job = await s
      .mailQueue()
      .add(
        MAIL_SEND_JOB,
        { template: 'hold_expired', bookingId: unknown },
        { jobId: mailJobId('hold_expired', unknown) },
      );
    await expect(finished(job)).rejects.toThrow(/not found/);

    const b = await s.book({ email: email() });
    await s.t.em().nativeUpdate(Booking, { id: b.id }, { email: null });
    const jobId = mailJobId('hold_expired', b.id);
    const skipped = await s
      .mailQueue()
      .add(MAIL_SEND_JOB, { template: 'hold_expired', bookingId: b.id }, { jobId });
    expect(await finished(skipped)).toBe('skipped');
    expect(await s.t.em().count(MailMessage, { dedupeKey: jobId })).toBe(0);

    // A confirmation that reaches the worker only after the guest cancelled is not sent.
    const cancelled = await s.book({ email: email() });
    await s.t.em().nativeUpdate(Booking, { id: cancelled.id }, { status: 'cancelled' });
    const late = await s
      .mailQueue()
      .add(
        MAIL_SEND_JOB,
        { template: 'booking_confirmation', bookingId: cancelled.id },
        { jobId: mailJobId('booking_confirmation', cancelled.id) },
      );
    expect(await finished(late)).toBe('skipped');
  });
});
