import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { MAIL_SEND_JOB, mailJobId } from 'src/modules/mail/mail.types';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { fromAddress } from './helpers/client-address';
import { guest } from './helpers/catalog';
import { TestSmtpServer } from './helpers/smtp';
import { verificationLink } from './helpers/verification';
import { startMailStack, type MailStack } from './mail-fixtures';

/**
 * The site cannot be made to mail anyone anything: a mail to an address nobody has confirmed
 * carries only a cleaned, short name of what the requester typed; public routes cause at most
 * MAIL_PER_RECIPIENT_PER_HOUR mails to one address; the worker sends at most
 * MAIL_SEND_PER_RECIPIENT per window to one address, the rest later. Real outbox, BullMQ, worker
 * and SMTP server.
 */
describe('mail abuse limits', () => {
  let smtp: TestSmtpServer;
  let s: MailStack;
  let base: string;
  let n = 0;
  const victim = () => `opfer${++n}@example.at`;
  const stay = { checkIn: '2027-06-01', checkOut: '2027-06-03', adults: 2 };
  const pitches = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10'];
  let next = 0;
  const hold = (addr: string, body: object) =>
    fromAddress(base, addr).post('/api/bookings', {
      ...guest,
      ...stay,
      pitchId: s.demo.pitch(pitches[next++]).id,
      ...body,
    });

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    s = await startMailStack(smtp, {
      MAIL_PER_RECIPIENT_PER_HOUR: '2',
      MAIL_SEND_PER_RECIPIENT: '2',
      MAIL_SEND_WINDOW_SECONDS: '3',
      METRICS_TOKEN: 'scraper-token-0123456789',
    });
    await s.t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(s.t.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await s.close();
    await smtp.stop();
  });

  it('mails an unconfirmed address only a cleaned, short name and the link; full details after the link', async () => {
    const to = victim();
    const h = await hold('127.0.0.2', {
      email: to,
      firstName: 'Gewinn! https://evil.example/claim',
      lastName: '<b>Jetzt</b> www.evil.example Zahlen!!' + 'x'.repeat(60),
      notes: 'Überweisen Sie 500 € an evil-bank.example, IBAN AT00',
    });
    expect(h.status).toBe(201);
    const confirm = await fromAddress(base, '127.0.0.2').post(
      `/api/bookings/${h.body.id}/confirm?token=${h.body.token}`,
    );
    expect(confirm.status).toBe(200);
    await smtp.waitFor(() => smtp.to(to).length === 1);
    const [mail] = smtp.to(to);
    expect(mail.parsed.subject).toBe(
      `Bitte bestätigen Sie Ihre Buchung ${h.body.number} – Alpencamp Dachsteinblick`,
    );
    const text = mail.parsed.text ?? '';
    const html = String(mail.parsed.html);
    for (const part of [text, html, mail.parsed.subject ?? '']) {
      expect(part).not.toContain('evil');
      // The guest's notes never reach the mail; a bank-transfer hold's own payment block may name
      // the campsite's account, never one the requester typed.
      expect(part).not.toContain('AT00');
      expect(part).not.toContain('500 €');
      expect(part).not.toContain('<b>');
      expect(part).not.toContain('x'.repeat(31));
    }
    expect(text).toContain('Grüß Gott Gewinn! Jetzt Zahlen!!');
    const link = await verificationLink(s.t, h.body.id);
    expect(text).toContain(link.toString());

    // Following the link makes the booking binding and the confirmation goes out.
    await request(s.t.server)
      .post(`/api/bookings/${h.body.id}/verify`)
      .query({ token: link.searchParams.get('token'), key: link.searchParams.get('verify') })
      .expect(200);
    const row = await s.waitForMessage(mailJobId('booking_confirmation', h.body.id), ['sent']);
    expect(row.recipient).toBe(to);
  });

  it('a hold its requester cancels mails nobody', async () => {
    const to = victim();
    const h = await hold('127.0.0.3', { email: to });
    await request(s.t.server)
      .post(`/api/bookings/${h.body.id}/cancel`)
      .query({ token: h.body.token })
      .expect(200);
    expect(await s.t.em().count(OutboxMessage, { jobId: { $like: `mail.%${h.body.id}%` } })).toBe(
      0,
    );
  });

  it('public routes cause at most 2 mails per recipient per hour (setting); the third is refused and counted', async () => {
    const to = victim();
    const statuses = [];
    for (const addr of ['127.0.0.4', '127.0.0.5', '127.0.0.6']) {
      const h = await hold(addr, { email: to });
      expect(h.status).toBe(201);
      const c = await fromAddress(base, addr).post(
        `/api/bookings/${h.body.id}/confirm?token=${h.body.token}`,
        undefined,
        { 'accept-language': 'en' },
      );
      statuses.push(c.status);
      if (c.status === 429) {
        // The address got too many mails, whoever asked; the wait is the hour's rest, in words.
        const wait = Number(c.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        expect(c.body.message).toBe(
          `We have already sent too many emails to this address in the last hour. Please try again in ${Math.ceil(wait / 60)} minutes.`,
        );
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
    const queued = await s.t
      .em()
      .getConnection()
      .execute<Array<{ n: number }>>(
        `select count(*)::int as n from outbox o join bookings b on o.job_id = 'mail.booking_verification.' || b.id
          where b.email = ?`,
        [to],
      );
    expect(queued[0].n).toBe(2);
    const metrics = await request(s.t.server)
      .get('/api/metrics')
      .set('Authorization', 'Bearer scraper-token-0123456789')
      .expect(200);
    expect(metrics.text).toMatch(/abuse_blocked_total\{reason="mail_per_recipient"\} [1-9]/);
  });

  it('the worker sends at most 2 mails per address per window; the rest wait in the queue and go out later', async () => {
    const to = victim();
    const bookings = [];
    for (let i = 0; i < 4; i++) bookings.push(await s.book({ email: to }));
    const jobs = await Promise.all(
      bookings.map((b) =>
        s
          .mailQueue()
          .add(
            MAIL_SEND_JOB,
            { template: 'payment_received', bookingId: b.id },
            { jobId: mailJobId('payment_received', b.id) },
          ),
      ),
    );
    await smtp.waitFor(() => smtp.to(to).length >= 2);
    // The other two were put back, delayed until the window ends — not sent, not failed.
    const states = await Promise.all(jobs.map((j) => s.mailQueue().getJobState(j.id!)));
    expect(states.filter((x) => x === 'delayed')).toHaveLength(2);
    expect(smtp.to(to)).toHaveLength(2);
    await smtp.waitFor(() => smtp.to(to).length >= 4, 20_000);
    for (const b of bookings) await s.waitForMessage(mailJobId('payment_received', b.id), ['sent']);
    expect(smtp.to(to)).toHaveLength(4);
  }, 40_000);
});
