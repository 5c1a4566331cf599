import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Booking } from 'src/modules/bookings/booking.entity';
import { mailboxKey } from 'src/common/mailbox-key';
import { fromAddress } from './helpers/client-address';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * One mailbox is one guest for every cap: `"x"@example.at` (quoted local part), `x+tag@example.at`
 * and `X@EXAMPLE.AT` all reach x@example.at, so the live holds per email, the mails per recipient
 * and the waitlist entries per email count them together. The booking keeps what the guest typed.
 */
describe('caps keyed on the canonical mailbox', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let base: string;
  let addr = 10;
  const nextClient = () => fromAddress(base, `127.0.3.${++addr}`);
  const hold = (pitch: string, email: string, checkIn = '2027-07-01') =>
    nextClient().post('/api/bookings', {
      ...guest,
      email,
      checkIn,
      checkOut: checkIn.replace(/-01$/, '-04'),
      adults: 2,
      pitchId: demo.pitch(pitch).id,
      paymentMethod: 'on_arrival',
    });

  beforeAll(async () => {
    t = await createTestApp({
      env: { MAIL_PER_RECIPIENT_PER_HOUR: '2', WAITLIST_ENTRIES_PER_EMAIL_MAX: '2' },
    });
    demo = await withDemoCatalog(t);
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('the database and the API derive the same key', async () => {
    const samples = [
      'x@example.at',
      '"x"@example.at',
      'x+tag@example.at',
      'X+Tag+More@EXAMPLE.AT',
      '"X+y"@Example.At',
      '"a@b"@example.at',
      'Anna.Huber@Example.AT',
    ];
    const rows = await t
      .em()
      .getConnection()
      .execute<{ key: string }[]>(
        `select mailbox_key(e) as key from jsonb_array_elements_text(?::jsonb) with ordinality as s(e, i) order by i`,
        [JSON.stringify(samples)],
      );
    expect(rows.map((r) => r.key)).toEqual(samples.map(mailboxKey));
    expect(samples.slice(0, 5).map(mailboxKey)).toEqual(Array(5).fill('x@example.at'));
  });

  it('live holds per email: three aliases of one mailbox use up its 3 holds; the fourth alias is refused', async () => {
    const typed = ['"alias.one"@example.at', 'Alias.One+a@EXAMPLE.AT', 'alias.one+b@example.at'];
    const answers = [];
    for (const [i, email] of typed.entries()) answers.push(await hold(`B${i + 1}`, email));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const fourth = await hold('B4', 'ALIAS.ONE@example.at');
    expect(fourth.status).toBe(429);
    expect(await t.em().count(Booking, { pitch: demo.pitch('B4').id })).toBe(0);
    // What the guest typed is stored and shown as typed.
    const view = await request(t.server)
      .get(`/api/bookings/${answers[1].body.id}`)
      .query({ token: answers[1].body.token })
      .expect(200);
    expect(view.body.guest.email).toBe('Alias.One+a@EXAMPLE.AT');
  });

  it('mails per recipient: the verification mails to aliases of one mailbox count together', async () => {
    const typed = ['mail.cap+1@example.at', '"mail.cap"@example.at', 'MAIL.CAP+2@example.at'];
    const statuses = [];
    for (const [i, email] of typed.entries()) {
      const h = await hold(`C${i + 1}`, email);
      expect(h.status).toBe(201);
      const c = await nextClient().post(`/api/bookings/${h.body.id}/confirm?token=${h.body.token}`);
      statuses.push(c.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('waitlist entries per email: aliases of one mailbox share its cap', async () => {
    // Every tent pitch is blocked for June, so the category is full and a guest may wait.
    const conn = t.em().getConnection();
    const tents = await conn.execute<{ id: string }[]>(
      `select p.id from pitches p join pitch_categories c on c.id = p.category_id where c.slug = 'tent'`,
    );
    for (const p of tents)
      await conn.execute(
        `insert into pitch_blocks (id, pitch_id, start_date, end_date, reason, created_at)
           values (?, ?, '2027-06-01', '2027-06-30', 'test', now())`,
        [randomUUID(), p.id],
      );
    const wish = (email: string, day: number) => ({
      email,
      categoryId: demo.category('tent').id,
      checkIn: `2027-06-${String(day).padStart(2, '0')}`,
      checkOut: `2027-06-${String(day + 2).padStart(2, '0')}`,
      adults: 1,
    });
    expect((await nextClient().post('/api/waitlist', wish('wait+a@example.at', 3))).status).toBe(
      202,
    );
    expect((await nextClient().post('/api/waitlist', wish('"wait"@example.at', 6))).status).toBe(
      202,
    );
    const third = await nextClient().post('/api/waitlist', wish('WAIT+c@Example.at', 9));
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/Warteliste/);
  });
});
