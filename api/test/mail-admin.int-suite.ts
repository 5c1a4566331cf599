import { EntityManager } from '@mikro-orm/postgresql';
import { seedMailTemplates } from 'src/modules/mail/default-templates';
import { EmailTemplate } from 'src/modules/mail/email-template.entity';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import {
  MAIL_LANGUAGES,
  MAIL_SEND_JOB,
  mailJobId,
  TEMPLATE_KEYS,
} from 'src/modules/mail/mail.types';
import { Booking } from 'src/modules/bookings/booking.entity';
import { OutboxService } from 'src/queues/outbox.service';
import { Queue } from 'src/queues/queue-names';
import request from 'supertest';
import { startMailStack, type MailStack } from './mail-fixtures';
import { TestSmtpServer } from './helpers/smtp';
import { signInAs, type SignedIn } from './helpers/test-app';

type Row = Record<string, unknown> & { id: string };

/** The admin console's email-templates and messages resources against a real SMTP server. */
describe('mail: admin email-templates and messages', () => {
  let smtp: TestSmtpServer;
  let s: MailStack;
  let admin: SignedIn & { user: { email: string } };
  let staff: SignedIn & { user: { email: string } };
  const write = (who: SignedIn, method: 'post' | 'put', path: string) =>
    who.agent[method](path).set('X-CSRF-Token', who.csrf);
  const template = async (key: string, language: string): Promise<Row> => {
    const res = await admin.agent
      .get(
        `/api/admin/email-templates?filter=${encodeURIComponent(JSON.stringify({ key, language }))}`,
      )
      .expect(200);
    return (res.body as Row[])[0];
  };

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    s = await startMailStack(smtp);
    admin = await signInAs(s.t, 'admin');
    staff = await signInAs(s.t, 'staff');
  });
  afterAll(async () => {
    await s.close();
    await smtp.stop();
  });

  it('lists the seeded templates, one per key and language, with the variable list', async () => {
    const res = await staff.agent
      .get('/api/admin/email-templates?sort=["key","ASC"]&range=[0,99]')
      .expect(200);
    const count = TEMPLATE_KEYS.length * MAIL_LANGUAGES.length;
    expect(res.headers['content-range']).toBe(`email-templates 0-${count - 1}/${count}`);
    const rows = res.body as Row[];
    expect(new Set(rows.map((r) => `${String(r.key)}/${String(r.language)}`)).size).toBe(count);
    expect([...new Set(rows.map((r) => r.key))].sort()).toEqual([...TEMPLATE_KEYS].sort());
    const de = await template('booking_confirmation', 'de');
    expect(de.subject).toBe('Ihre Buchung {{bookingNumber}} ist bestätigt – {{companyName}}');
    const one = await staff.agent.get(`/api/admin/email-templates/${de.id}`).expect(200);
    const variables = (one.body as { variables: Array<{ name: string }> }).variables.map(
      (v) => v.name,
    );
    expect(variables).toEqual(
      expect.arrayContaining(['bookingNumber', 'quoteTable', 'accessCode', 'validUntil']),
    );
    await staff.agent.get('/api/admin/email-templates?filter={"nope":1}').expect(400);
  });

  it('lets admins edit subject and texts; key and language stay; unknown variables are refused', async () => {
    const t = await template('payment_received', 'en');
    await write(staff, 'put', `/api/admin/email-templates/${t.id}`)
      .send({ subject: 'x' })
      .expect(403);

    const bad = await write(admin, 'put', `/api/admin/email-templates/${t.id}`)
      .send({ ...t, subject: 'Paid {{amout}}', text: 'Thanks {{firstName}} {{ bookingNo }}' })
      .expect(400);
    expect(bad.body.message).toContain('{{amout}}');
    expect(bad.body.message).toContain('{{bookingNo}}');
    const badDe = await write(admin, 'put', `/api/admin/email-templates/${t.id}`)
      .set('Accept-Language', 'de')
      .send({ html: '<p>{{wrong}}</p>' })
      .expect(400);
    expect(badDe.body.message).toBe(
      'Unbekannte Variable in html: {{wrong}}. Erlaubt sind nur die Variablen der Liste.',
    );

    const ok = await write(admin, 'put', `/api/admin/email-templates/${t.id}`)
      .send({
        ...t,
        key: 'invoice',
        language: 'de',
        subject: 'Thank you, {{firstName}}: {{amount}} received',
      })
      .expect(200);
    expect(ok.body).toMatchObject({
      id: t.id,
      key: 'payment_received',
      language: 'en',
      subject: 'Thank you, {{firstName}}: {{amount}} received',
      html: t.html,
      updatedBy: admin.user.email,
    });
    await write(admin, 'put', `/api/admin/email-templates/${t.id}`)
      .send({ subject: '' })
      .expect(400);

    // Seeding again (every boot, every `db:seed`) adds what is missing and never overwrites edits.
    const em = s.t.app.get(EntityManager).fork();
    await em.nativeDelete(EmailTemplate, { key: 'hold_expired', language: 'de' });
    expect(await seedMailTemplates(em)).toBe(1);
    expect(await seedMailTemplates(em)).toBe(0);
    expect((await template('payment_received', 'en')).subject).toBe(
      'Thank you, {{firstName}}: {{amount}} received',
    );
  });

  it('previews with sample data, with unsaved edits and with a real booking, sending nothing', async () => {
    const t = await template('booking_confirmation', 'de');
    const before = smtp.received.length;
    const sample = await write(staff, 'post', `/api/admin/email-templates/${t.id}/preview`)
      .send({})
      .expect(200);
    expect(sample.body.subject).toMatch(
      /^Ihre Buchung \d{4}-00042 ist bestätigt – Alpencamp Dachsteinblick$/,
    );
    expect(sample.body.html).toContain('Grüß Gott Anna Huber,');
    expect(sample.body.html).toContain('Leistung');
    expect(sample.body.text).toContain(
      '- Stellplatz Wohnmobil: 3 Nächte × 40,00\u00a0€ = 120,00\u00a0€',
    );
    expect(sample.body.attachments[0]).toMatchObject({ filename: expect.stringMatching(/\.ics$/) });

    const draft = await write(staff, 'post', `/api/admin/email-templates/${t.id}/preview`)
      .send({ subject: 'Servus {{firstName}} – {{pitch}}', html: '<p>{{guestName}} {{nope}}</p>' })
      .expect(400);
    expect(draft.body.message).toContain('{{nope}}');
    const b = await s.book({ language: 'en', email: 'preview@example.at' });
    await s.t.em().nativeUpdate(Booking, { id: b.id }, { firstName: '<Zoë>' });
    const real = await write(staff, 'post', `/api/admin/email-templates/${t.id}/preview`)
      .send({
        subject: 'Servus {{firstName}} – {{pitch}}',
        html: '<p>{{guestName}}</p>',
        bookingId: b.id,
      })
      .expect(200);
    // The template's language (de) with the booking's data; values are escaped in HTML.
    expect(real.body.subject).toBe('Servus <Zoë> – B1');
    expect(real.body.html).toContain('<p>&lt;Zoë&gt; Huber</p>');
    expect(real.body.html).toContain('<html lang="de">');
    expect((await template('booking_confirmation', 'de')).subject).toBe(t.subject);
    await write(staff, 'post', `/api/admin/email-templates/${t.id}/preview`)
      .send({ bookingId: '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b' })
      .expect(404);
    expect(smtp.received.length).toBe(before);
  });

  it('sends a test to the signed-in staff member and logs it', async () => {
    const t = await template('access_code', 'en');
    const res = await write(staff, 'post', `/api/admin/email-templates/${t.id}/test`)
      .send({})
      .expect(200);
    expect(res.body).toMatchObject({
      kind: 'test',
      template: 'access_code',
      language: 'en',
      recipient: staff.user.email,
      status: 'sent',
      createdBy: staff.user.email,
      bookingId: null,
    });
    expect(res.body.subject).toMatch(/^\[Test\] Your gate access code – booking \d{4}-00042$/);
    const [mail] = await smtp
      .waitFor(() => smtp.to(staff.user.email).length > 0)
      .then(() => smtp.to(staff.user.email));
    expect(mail.parsed.subject).toBe(res.body.subject);
    expect(mail.parsed.text).toContain('    482915');
    expect(mail.parsed.html).toContain('482915');
  });

  it('lists the message log with filters and shows one message with its content', async () => {
    const b = await s.book({ email: 'log@example.at' });
    const mailQueue = s.mailQueue();
    await mailQueue.add(
      MAIL_SEND_JOB,
      { template: 'booking_confirmation', bookingId: b.id },
      { jobId: mailJobId('booking_confirmation', b.id) },
    );
    const row = await s.waitForMessage(mailJobId('booking_confirmation', b.id), ['sent']);

    const q = (filter: object) =>
      staff.agent
        .get(`/api/admin/messages?filter=${encodeURIComponent(JSON.stringify(filter))}`)
        .expect(200);
    const byBooking = await q({ bookingId: b.id });
    expect(byBooking.headers['content-range']).toBe('messages 0-0/1');
    expect(byBooking.body[0]).toMatchObject({
      id: row.id,
      status: 'sent',
      template: 'booking_confirmation',
      recipient: 'log@example.at',
    });
    expect(byBooking.body[0].html).toBeUndefined();
    expect(
      (await q({ status: 'sent', template: 'booking_confirmation' })).body.map((m: Row) => m.id),
    ).toContain(row.id);
    expect((await q({ q: 'LOG@example' })).body.map((m: Row) => m.id)).toEqual([row.id]);
    expect((await q({ status: 'failed' })).body).toEqual([]);
    await staff.agent.get('/api/admin/messages?filter={"status":"lost"}').expect(400);

    const one = await staff.agent.get(`/api/admin/messages/${row.id}`).expect(200);
    expect(one.body.html).toContain('Grüß Gott Anna Huber,');
    expect(one.body.text).toContain(`Buchungsnummer: ${b.number}`);
    expect(one.body.attachments[0].content).toContain(`UID:${b.id}`);
    expect(one.body.claimToken).toBeUndefined();
    await staff.agent.get('/api/admin/messages/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b').expect(404);
  });

  it('composes a message to a booking guest: queued through the outbox, sent by the worker, logged with its author', async () => {
    const b = await s.book({ email: 'compose@example.at', language: 'en' });
    await staff.agent
      .post('/api/admin/messages')
      .send({ bookingId: b.id, subject: 'x', text: 'y' })
      .expect(403);
    const res = await write(staff, 'post', '/api/admin/messages')
      .send({
        bookingId: b.id,
        subject: 'Your pitch B1',
        text: 'Dear Anna,\n\nyour pitch is ready <early>.\nSee you!',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      kind: 'staff',
      template: null,
      status: 'queued',
      recipient: 'compose@example.at',
      bookingId: b.id,
      createdBy: staff.user.email,
      language: 'en',
    });
    const sent = await s.waitForMessage(res.body.dedupeKey as string, ['sent']);
    expect(sent.attempts).toBe(1);
    await smtp.waitFor(() => smtp.to('compose@example.at').length > 0);
    const [mail] = smtp.to('compose@example.at');
    expect(mail.parsed.subject).toBe('Your pitch B1');
    expect(mail.parsed.text).toMatch(
      /^Dear Anna,\n\nyour pitch is ready <early>\.\nSee you!\n\n-- \n/,
    );
    expect(mail.parsed.html).toContain('your pitch is ready &lt;early&gt;.<br>See you!');
    expect(mail.parsed.messageId).toBe(sent.messageId);

    const list = await staff.agent
      .get(
        `/api/admin/messages?filter=${encodeURIComponent(JSON.stringify({ bookingId: b.id, kind: 'staff' }))}`,
      )
      .expect(200);
    expect(list.body).toHaveLength(1);

    const noEmail = await s.book();
    await s.t.em().nativeUpdate(Booking, { id: noEmail.id }, { email: null });
    const refused = await write(staff, 'post', '/api/admin/messages')
      .set('Accept-Language', 'en')
      .send({ bookingId: noEmail.id, subject: 'Hi', text: 'Hello' })
      .expect(400);
    expect(refused.body.message).toContain('This booking has no email address.');
    await write(staff, 'post', '/api/admin/messages')
      .send({ bookingId: '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b', subject: 'Hi', text: 'Hello' })
      .expect(400);
    await write(staff, 'post', '/api/admin/messages')
      .send({ bookingId: b.id, subject: '  ', text: 'Hello' })
      .expect(400);
    expect(await s.t.em().count(MailMessage, { kind: 'staff' })).toBe(1);
  });

  it("delivers a mail written to the outbox in a transaction (the producers' contract)", async () => {
    const b = await s.book({ email: 'outbox@example.at' });
    const jobId = mailJobId('pre_arrival', b.id);
    await s.t.app
      .get(EntityManager)
      .fork()
      .transactional(async (em) => {
        const outbox = s.t.app.get(OutboxService);
        const job = {
          queue: Queue.Mail,
          name: MAIL_SEND_JOB,
          jobId,
          data: { template: 'pre_arrival', bookingId: b.id },
        };
        await outbox.add(em, job);
        await outbox.add(em, job);
      });
    await s.waitForMessage(jobId, ['sent']);
    await smtp.waitFor(() => smtp.to('outbox@example.at').length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to('outbox@example.at')).toHaveLength(1);
    expect(smtp.to('outbox@example.at')[0].parsed.subject).toBe(
      'Bald geht’s los: Ihre Anreise am Samstag, 1. Mai 2027',
    );
  });

  it('answers 401 without a session', async () => {
    await request(s.t.server).get('/api/admin/email-templates').expect(401);
    await request(s.t.server).get('/api/admin/messages').expect(401);
  });
});
