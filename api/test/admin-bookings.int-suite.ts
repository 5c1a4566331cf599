import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Booking } from 'src/modules/bookings/booking.entity';
import { guest as onlineGuest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

// Staff bookings carry no online consent checkbox.
const { consent: _consent, ...guest } = onlineGuest;

describe('admin bookings resource', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  const write = (method: 'post' | 'put' | 'delete', path: string) =>
    staff.agent[method](path).set('X-CSRF-Token', staff.csrf);

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
  });
  afterAll(() => t.close());

  it('takes a phone booking without email: confirmed at once, channel phone, created by the staff member', async () => {
    const res = await write('post', '/api/admin/bookings')
      .send({
        pitchId: demo.pitch('C3').id,
        checkIn: '2027-05-01',
        checkOut: '2027-05-04',
        adults: 2,
        firstName: 'Josef',
        lastName: 'Gruber',
        phone: '+43 3687 22222',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      channel: 'phone',
      paymentMethod: 'on_arrival',
      email: null,
      pitchCode: 'C3',
      nights: 3,
    });
    expect(res.body.createdBy).toMatch(/@example\.at$/);
    expect(res.body.totalCents).toBe(res.body.quote.totalCents);
  });

  it('answers "pitch taken" (409, not 500) when a concurrent write of the same nights deadlocks with it', async () => {
    const pitchId = demo.pitch('C8').id;
    // Another session blocks the same nights and keeps its transaction open.
    const other = new Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      const block = randomUUID();
      await other.query(
        `insert into pitch_blocks (id, pitch_id, start_date, end_date, reason, created_at)
         values ($1, $2, '2027-08-02', '2027-08-05', 'Hecke schneiden', now())`,
        [block, pitchId],
      );
      // The staff booking of those nights waits for it in the exclusion constraint ...
      const booking = write('post', '/api/admin/bookings')
        .send({
          pitchId,
          checkIn: '2027-08-01',
          checkOut: '2027-08-04',
          adults: 2,
          firstName: 'Maria',
          lastName: 'Huber',
          phone: '+43 3687 23456',
        })
        .then((res) => res);
      await waitForLockWait(other);
      // ... and the other session's next change waits for the booking: a cycle, which PostgreSQL
      // breaks by aborting one of them (deadlock_timeout later).
      await other.query(`update pitch_blocks set end_date = '2027-08-06' where id = $1`, [block]);
      await other.query('commit');
      const res = await booking;
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/Stellplatz/);
      expect(await t.em().count(Booking, { pitch: pitchId, checkIn: '2027-08-01' })).toBe(0);
    } finally {
      await other.end();
    }
  });

  it('asks for confirmation on a near-duplicate (same email, overlapping dates) and books after the override', async () => {
    const body = {
      ...guest,
      email: 'dup@example.at',
      pitchId: demo.pitch('C4').id,
      checkIn: '2027-06-01',
      checkOut: '2027-06-04',
      adults: 2,
    };
    await write('post', '/api/admin/bookings').send(body).expect(201);
    const again = {
      ...body,
      pitchId: demo.pitch('C6').id,
      checkIn: '2027-06-03',
      checkOut: '2027-06-05',
    };
    const res = await write('post', '/api/admin/bookings')
      .set('Accept-Language', 'en')
      .send(again)
      .expect(409);
    expect(res.body).toMatchObject({
      message: 'A similar booking has already been found',
      confirmationRequired: true,
    });
    expect(res.body.duplicates).toHaveLength(1);
    await write('post', '/api/admin/bookings')
      .send({ ...again, confirmDuplicate: true })
      .expect(201);
  });

  it('lists with filters by status, payment status, dates, pitch and guest, with Content-Range', async () => {
    const c3 = demo.pitch('C3').id;
    const byPitch = await staff.agent
      .get('/api/admin/bookings')
      .query({ filter: JSON.stringify({ pitchId: c3 }) })
      .expect(200);
    expect(byPitch.body.map((b: { pitchCode: string }) => b.pitchCode)).toEqual(['C3']);
    const byGuest = await staff.agent
      .get('/api/admin/bookings')
      .query({ filter: JSON.stringify({ q: 'grub' }) })
      .expect(200);
    expect(byGuest.body[0].lastName).toBe('Gruber');
    const byDates = await staff.agent
      .get('/api/admin/bookings')
      .query({
        filter: JSON.stringify({
          from: '2027-06-04',
          to: '2027-06-10',
          status: 'confirmed',
          paymentStatus: 'unpaid',
        }),
        sort: '["checkIn","ASC"]',
        range: '[0,9]',
      })
      .expect(200);
    expect(byDates.headers['content-range']).toBe('bookings 0-0/1');
    expect(byDates.body[0].checkIn).toBe('2027-06-03');
    await staff.agent.get('/api/admin/bookings').query({ filter: '{"tokenHash":"x"}' }).expect(400);
  });

  it('re-prices an edited stay and refuses an edit that would overlap another booking', async () => {
    const created = await write('post', '/api/admin/bookings')
      .send({
        ...guest,
        email: 'edit@example.at',
        pitchId: demo.pitch('C7').id,
        checkIn: '2027-05-10',
        checkOut: '2027-05-12',
        adults: 2,
      })
      .expect(201);
    const longer = await write('put', `/api/admin/bookings/${created.body.id}`)
      .send({
        ...created.body,
        checkOut: '2027-05-15',
        extras: [{ code: 'electricity', quantity: 1 }],
      })
      .expect(200);
    expect(longer.body.nights).toBe(5);
    expect(longer.body.totalCents).toBe(5 * 4000 + 5 * 500 + 2 * 5 * 200);

    await write('post', '/api/admin/bookings')
      .send({
        ...guest,
        email: 'other@example.at',
        pitchId: demo.pitch('C8').id,
        checkIn: '2027-05-10',
        checkOut: '2027-05-20',
        adults: 2,
      })
      .expect(201);
    const clash = await write('put', `/api/admin/bookings/${created.body.id}`)
      .send({ pitchId: demo.pitch('C8').id })
      .expect(409);
    expect(clash.body.message).toContain('nicht mehr frei');
    const unchanged = await t
      .em()
      .findOneOrFail(Booking, { id: created.body.id }, { populate: ['pitch'] });
    expect([unchanged.pitch.code, unchanged.totalCents]).toEqual(['C7', longer.body.totalCents]);
  });

  it('records payment and guest changes without touching the price', async () => {
    const created = await write('post', '/api/admin/bookings')
      .send({
        ...guest,
        email: 'pay@example.at',
        pitchId: demo.pitch('C9').id,
        checkIn: '2027-05-10',
        checkOut: '2027-05-12',
        adults: 2,
      })
      .expect(201);
    await write('post', `/api/admin/bookings/${created.body.id}/payments`)
      .send({ amountCents: created.body.totalCents, method: 'cash' })
      .expect(201);
    const paid = await write('put', `/api/admin/bookings/${created.body.id}`)
      .send({ ...created.body, paymentStatus: 'paid', phone: '+43 660 1111111' })
      .expect(200);
    expect(paid.body).toMatchObject({
      paymentStatus: 'paid',
      phone: '+43 660 1111111',
      totalCents: created.body.totalCents,
    });
  });

  it("refuses a business guest's Austrian UID with a wrong check digit, on a new booking and on an edit", async () => {
    const body = {
      ...guest,
      email: 'firma@example.at',
      pitchId: demo.pitch('C5').id,
      checkIn: '2027-08-20',
      checkOut: '2027-08-23',
      adults: 2,
    };
    const bad = await write('post', '/api/admin/bookings')
      .set('Accept-Language', 'en')
      .send({ ...body, uid: 'ATU87654321' })
      .expect(400);
    expect(bad.body.fields).toEqual({
      uid: 'This VAT number does not exist: its check digit (the last digit) does not match the digits before it. Please check the number.',
    });
    const created = await write('post', '/api/admin/bookings')
      .send({ ...body, uid: 'ATU87654324' })
      .expect(201);
    expect(created.body.uid).toBe('ATU87654324');
    const edit = await write('put', `/api/admin/bookings/${created.body.id}`)
      .set('Accept-Language', 'de')
      .send({ uid: 'ATU87654325' })
      .expect(400);
    expect(edit.body.fields).toEqual({
      uid: 'Diese UID-Nummer gibt es nicht: Die Prüfziffer (die letzte Ziffer) passt nicht zu den Ziffern davor. Bitte prüfen Sie die Nummer.',
    });
    const shown = await staff.agent.get(`/api/admin/bookings/${created.body.id}`).expect(200);
    expect(shown.body.uid).toBe('ATU87654324');
  });

  it('cancels on DELETE (kept for the books) and frees the pitch', async () => {
    const created = await write('post', '/api/admin/bookings')
      .send({
        ...guest,
        email: 'cancel@example.at',
        pitchId: demo.pitch('C12').id,
        checkIn: '2027-05-10',
        checkOut: '2027-05-12',
        adults: 2,
      })
      .expect(201);
    const res = await write('delete', `/api/admin/bookings/${created.body.id}`).expect(200);
    expect(res.body.status).toBe('cancelled');
    await staff.agent.get(`/api/admin/bookings/${created.body.id}`).expect(200);
    await write('post', '/api/admin/bookings')
      .send({
        ...guest,
        email: 'next@example.at',
        pitchId: demo.pitch('C12').id,
        checkIn: '2027-05-10',
        checkOut: '2027-05-12',
        adults: 2,
      })
      .expect(201);
  });
});

/** Until some other session of this database waits for a lock (the booking request, here). */
async function waitForLockWait(client: Client): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the booking never waited for the other session');
}
