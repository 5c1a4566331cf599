import { MAIL_SEND_JOB, mailJobId } from 'src/modules/mail/mail.types';
import { startMailStack, type MailStack } from './mail-fixtures';
import { signInAs, type SignedIn } from './helpers/test-app';

type Row = Record<string, unknown> & { id: string };

/** Without SMTP_URL (npm start on a laptop) nothing leaves the machine and nothing is lost. */
describe('mail: caught without SMTP_URL', () => {
  let s: MailStack;
  let staff: SignedIn & { user: { email: string } };

  beforeAll(async () => {
    s = await startMailStack();
    staff = await signInAs(s.t, 'staff');
  });
  afterAll(async () => {
    await s.close();
  });

  it('keeps a queued mail, fully rendered, as caught; staff read it under /api/admin/messages', async () => {
    const b = await s.book({ language: 'en', email: 'caught@example.at' });
    const jobId = mailJobId('booking_confirmation', b.id);
    const job = await s
      .mailQueue()
      .add(MAIL_SEND_JOB, { template: 'booking_confirmation', bookingId: b.id }, { jobId });
    const caught = await s.waitForMessage(jobId, ['caught']);
    expect(caught.sentAt).toBeInstanceOf(Date);
    expect(caught.attempts).toBe(1);

    const list = await staff.agent
      .get(
        `/api/admin/messages?filter=${encodeURIComponent(JSON.stringify({ status: 'caught', bookingId: b.id }))}`,
      )
      .expect(200);
    expect(list.body).toHaveLength(1);
    const one = await staff.agent
      .get(`/api/admin/messages/${(list.body as Row[])[0].id}`)
      .expect(200);
    expect(one.body).toMatchObject({
      status: 'caught',
      recipient: 'caught@example.at',
      subject: `Your booking ${b.number} is confirmed – Alpencamp Dachsteinblick`,
    });
    expect(one.body.html).toContain('Dear Anna,');
    expect(one.body.text).toContain('Your price breakdown:');
    expect(one.body.attachments[0]).toMatchObject({ filename: `booking-${b.number}.ics` });

    // Running the job again does not catch it twice.
    await job.remove();
    await s
      .mailQueue()
      .add(MAIL_SEND_JOB, { template: 'booking_confirmation', bookingId: b.id }, { jobId });
    await new Promise((r) => setTimeout(r, 500));
    const again = await staff.agent
      .get(`/api/admin/messages?filter=${encodeURIComponent(JSON.stringify({ bookingId: b.id }))}`)
      .expect(200);
    expect(again.body).toHaveLength(1);
  });

  it('catches test mails and composed messages too', async () => {
    const list = await staff.agent
      .get('/api/admin/email-templates?filter={"key":"invoice","language":"de"}')
      .expect(200);
    const test = await staff.agent
      .post(`/api/admin/email-templates/${(list.body as Row[])[0].id}/test`)
      .set('X-CSRF-Token', staff.csrf)
      .send({})
      .expect(200);
    expect(test.body).toMatchObject({
      status: 'caught',
      recipient: staff.user.email,
      kind: 'test',
    });
    expect(test.body.subject).toMatch(
      /^\[Test\] Ihre Rechnung \d{4}-00017 – Alpencamp Dachsteinblick$/,
    );

    const b = await s.book({ email: 'note@example.at' });
    const composed = await staff.agent
      .post('/api/admin/messages')
      .set('X-CSRF-Token', staff.csrf)
      .send({ bookingId: b.id, subject: 'Ihr Stellplatz', text: 'Bis bald!' })
      .expect(201);
    const caught = await s.waitForMessage(composed.body.dedupeKey as string, ['caught']);
    expect(caught.createdBy).toBe(staff.user.email);
  });
});
