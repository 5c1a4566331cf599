import request from 'supertest';
import { GdprService } from 'src/modules/gdpr/gdpr.service';
import { RegistrationRequests } from 'src/modules/registrations/registration-requests.service';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { pdfArchival, pdfText } from './helpers/pdf-text';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { bookFamilyStay, dutchFamily, signature } from './helpers/registration';

/** Online guest registration (Meldeschein). Today is 2026-11-22 here. */
describe('guest registration (Meldeschein)', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
  });
  afterAll(() => t.close());

  const book = (pitch: string, checkIn: string, checkOut: string, confirm = true) =>
    bookFamilyStay(t, demo, pitch, checkIn, checkOut, confirm);

  const party = dutchFamily;

  const put = (b: { id: string; token: string }, body: object, lang = 'de') =>
    request(t.server)
      .put(`/api/bookings/${b.id}/registration`)
      .query({ token: b.token })
      .set('Accept-Language', lang)
      .send(body);

  it('a foreign party of three registers online; staff read it, print it, and the database holds no document number in clear', async () => {
    const b = await book('A3', '2027-06-10', '2027-06-14');
    const before = await request(t.server)
      .get(`/api/bookings/${b.id}/registration`)
      .query({ token: b.token })
      .expect(200);
    expect(before.body).toMatchObject({
      partySize: 3,
      registered: 0,
      complete: false,
      sheetNumber: null,
      editable: true,
    });

    const done = await put(b, { persons: party, signature }).expect(200);
    expect(done.body).toMatchObject({ partySize: 3, registered: 3, complete: true });
    expect(done.body.sheetNumber).toBeGreaterThan(0);
    expect(done.body.persons[0]).toMatchObject({
      firstName: 'Jan',
      birthDate: '1984-03-17',
      documentType: 'passport',
      documentNumber: 'NX4K81P02',
    });
    expect(done.body.persons[2]).toMatchObject({ nationality: 'AT', documentNumber: null });

    const desk = await staff.agent.get(`/api/admin/bookings/${b.id}/registration`).expect(200);
    expect(desk.body.persons.map((p: { lastName: string }) => p.lastName)).toEqual([
      'de Vries',
      'de Vries',
      'Gruber',
    ]);
    expect(desk.body.signature).toBe(signature);

    const pdf = await staff.agent
      .get(`/api/admin/bookings/${b.id}/registration.pdf`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(`Meldeschein Nr. ${done.body.sheetNumber}`);
    expect(text).toContain('de Vries, Jan');
    expect(text).toContain('de Vries, Sanne');
    expect(text).toContain('Gruber, Lotte');
    expect(text).toContain('Reisepass Nr. NX4K81P02');
    expect(text).toContain('17.03.1984');
    // Kept for years: PDF/A-3b with its fonts embedded.
    const archival = pdfArchival(pdf.body as Buffer);
    expect(archival.pdfa).toBe('3B');
    expect(archival.fonts.filter((f) => !f.embedded)).toEqual([]);

    // At rest: no column of the stored persons shows the document number, birth date or street.
    const raw = await t
      .em()
      .getConnection()
      .execute<Array<{ row: string }>>(
        `select p::text as row from guest_registration_persons p
           join guest_registrations r on r.id = p.registration_id
          where r.booking_id = ?`,
        [b.id],
      );
    expect(raw).toHaveLength(3);
    for (const { row } of raw) {
      expect(row).not.toMatch(/NX4K81P02|IR7Y3Q2K9|1984-03-17|Keizersgracht/);
      expect(row).toMatch(/v1\./);
    }
  });

  it('refuses bad input with 400 in the guest language, a wrong token with 403, an unknown booking with 404', async () => {
    const b = await book('A4', '2027-06-10', '2027-06-14');
    const noDocument = party.map((p, i) => (i === 0 ? { ...p, documentNumber: undefined } : p));
    const en = await put(b, { persons: noDocument, signature }, 'en').expect(400);
    expect(en.body.message).toMatch(/travel document/);
    const de = await put(b, { persons: noDocument, signature }, 'de').expect(400);
    expect(de.body.message).toMatch(/Reisedokuments/);

    const four = await put(b, { persons: [...party, party[2]], signature }, 'en').expect(400);
    expect(four.body.message).toMatch(/for 3 persons/);
    const future = await put(
      b,
      { persons: [{ ...party[2], birthDate: '2030-01-01' }], signature },
      'en',
    ).expect(400);
    expect(future.body.message).toMatch(/date of birth in the past/);
    const notPng = await put(
      b,
      {
        persons: party,
        signature: `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all-but-long-enough-to-pass-the-length-check').toString('base64')}`,
      },
      'en',
    ).expect(400);
    expect(notPng.body.message).toMatch(/PNG/);
    await put(b, { persons: party }, 'en').expect(400);
    await put(b, { persons: party, signature, extra: 1 }, 'en').expect(400);

    await put({ id: b.id, token: 'x'.repeat(43) }, { persons: party, signature }).expect(403);
    await request(t.server)
      .get(`/api/bookings/${b.id}/registration`)
      .query({ token: 'wrong' })
      .expect(403);
    await put(
      { id: '00000000-0000-4000-8000-000000000000', token: b.token },
      { persons: party, signature },
    ).expect(404);
    // An unconfirmed hold cannot be registered yet.
    const hold = await book('A5', '2027-06-10', '2027-06-14', false);
    const pending = await put(hold, { persons: party, signature }, 'en').expect(409);
    expect(pending.body.message).toMatch(/confirmed bookings/);
    // Nothing was stored by any of these.
    const sheets = await t
      .em()
      .getConnection()
      .execute(`select 1 from guest_registrations where booking_id in (?, ?)`, [b.id, hold.id]);
    expect(sheets).toHaveLength(0);
  });

  it('numbers sheets one after the other; a correction keeps its number; the database refuses changing or deleting one', async () => {
    const first = await book('B1', '2027-07-01', '2027-07-04');
    const second = await book('B2', '2027-07-01', '2027-07-04');
    const one = (await put(first, { persons: party.slice(0, 1), signature }).expect(200)).body;
    const two = (await put(second, { persons: party, signature }).expect(200)).body;
    expect(two.sheetNumber).toBe(one.sheetNumber + 1);
    expect(one).toMatchObject({ registered: 1, complete: false });

    // The guest completes the first sheet later: same number, all three now.
    const again = (await put(first, { persons: party, signature }).expect(200)).body;
    expect(again).toMatchObject({ sheetNumber: one.sheetNumber, registered: 3, complete: true });
    const third = await book('B3', '2027-07-01', '2027-07-04');
    expect((await put(third, { persons: party, signature }).expect(200)).body.sheetNumber).toBe(
      two.sheetNumber + 1,
    );

    const conn = t.em().getConnection();
    await expect(
      conn.execute(`update guest_registrations set sheet_number = 999 where booking_id = ?`, [
        first.id,
      ]),
    ).rejects.toThrow(/keeps its number/);
    await expect(
      conn.execute(`delete from guest_registrations where booking_id = ?`, [first.id]),
    ).rejects.toThrow(/kept for 7 years/);
    await expect(conn.execute(`update registration_counter set last_number = 1`)).rejects.toThrow(
      /never go back/,
    );
  });

  it('GDPR erase keeps the sheet and says so; the retention job erases sheets 7 years after departure', async () => {
    const admin = await signInAs(t, 'admin');
    const b = await book('C1', '2027-08-01', '2027-08-05');
    await put(b, { persons: party, signature }).expect(200);
    const erased = await admin.agent
      .post('/api/admin/gdpr/erase')
      .set('X-CSRF-Token', admin.csrf)
      .send({ bookingIds: [b.id], confirm: true })
      .expect(200);
    expect(erased.body).toMatchObject({ bookings: 1, registrationsKept: 1 });
    const kept = await staff.agent.get(`/api/admin/bookings/${b.id}/registration`).expect(200);
    expect(kept.body).toMatchObject({ registered: 3, complete: true });
    expect(kept.body.persons[0].documentNumber).toBe('NX4K81P02');

    // The same stay, moved 12 years back: past the Meldegesetz period, so the nightly job erases it.
    const conn = t.em().getConnection();
    await conn.execute(
      `update bookings set check_in = '2014-08-01', check_out = '2014-08-05' where id = ?`,
      [b.id],
    );
    await t.app.get(GdprService).applyRetention();
    const left = await conn.execute(`select 1 from guest_registrations where booking_id = ?`, [
      b.id,
    ]);
    expect(left).toHaveLength(0);
    const desk = await staff.agent.get(`/api/admin/bookings/${b.id}/registration`).expect(200);
    expect(desk.body).toMatchObject({ registered: 0, sheetNumber: null });
  });

  it('asks guests arriving within 3 days to register, once, and only while their sheet is incomplete', async () => {
    const soon = await book('D1', '2026-11-24', '2026-11-27');
    const registered = await book('D2', '2026-11-24', '2026-11-27');
    await put(registered, { persons: party, signature }).expect(200);
    const later = await book('D3', '2026-12-20', '2026-12-23');

    const requests = t.app.get(RegistrationRequests);
    await requests.send();
    await requests.send();
    const jobs = await t
      .em()
      .find(OutboxMessage, { jobId: { $like: 'mail.registration_request.%' } });
    const asked = jobs.map((j) => j.jobId);
    expect(asked).toContain(`mail.registration_request.${soon.id}`);
    expect(asked).not.toContain(`mail.registration_request.${registered.id}`);
    expect(asked).not.toContain(`mail.registration_request.${later.id}`);
    expect(asked.filter((id) => id.endsWith(soon.id))).toHaveLength(1);
    const claims = await t
      .em()
      .getConnection()
      .execute(`select 1 from registration_reminders where booking_id = ?`, [soon.id]);
    expect(claims).toHaveLength(1);
  });

  it("counts on the front desk's arrivals the persons whose registration is missing", async () => {
    const partly = await book('A10', '2026-11-22', '2026-11-25');
    const full = await book('A11', '2026-11-22', '2026-11-25');
    const none = await book('A12', '2026-11-22', '2026-11-25');
    await put(partly, { persons: party.slice(0, 1), signature }).expect(200);
    await put(full, { persons: party, signature }).expect(200);
    const { body } = await staff.agent.get('/api/admin/dashboard').expect(200);
    const missing = (id: string) =>
      (body.today.arrivals as Array<{ id: string; registrationMissing?: number }>).find(
        (s) => s.id === id,
      )?.registrationMissing;
    expect([missing(partly.id), missing(full.id), missing(none.id)]).toEqual([2, 0, 3]);
  });
});
