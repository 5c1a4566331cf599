import request from 'supertest';
import { withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { bookFamilyStay, dutchFamily, signature } from './helpers/registration';

/**
 * Guest registration at the front desk: staff enter or complete the sheet for guests who did not
 * register online, and the register (Gästeverzeichnis) of a period. Today is 2026-11-22 here.
 */
describe('guest registration at the desk and the register of a period', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn & { user: { email: string } };

  beforeAll(async () => {
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
  });
  afterAll(() => t.close());

  const book = (pitch: string, checkIn: string, checkOut: string, confirm = true) =>
    bookFamilyStay(t, demo, pitch, checkIn, checkOut, confirm);

  const party = dutchFamily;

  const desk = (who: SignedIn, id: string, body: object, lang = 'de') =>
    who.agent
      .put(`/api/admin/bookings/${id}/registration`)
      .set('X-CSRF-Token', who.csrf)
      .set('Accept-Language', lang)
      .send(body);

  const stored = (bookingId: string) =>
    t
      .em()
      .getConnection()
      .execute<
        Array<{ sheet_number: number; source: string; entered_by: string | null; persons: number }>
      >(
        `select r.sheet_number, r.source, r.entered_by,
                (select count(*) from guest_registration_persons p where p.registration_id = r.id)::int as persons
           from guest_registrations r where r.booking_id = ?`,
        [bookingId],
      );

  it('staff register a party of three at the desk: stored like the guest form, with who entered it, and printed', async () => {
    const b = await book('A3', '2027-06-10', '2027-06-14');
    const done = await desk(staff, b.id, { persons: party, signature }).expect(200);
    expect(done.body).toMatchObject({
      partySize: 3,
      registered: 3,
      complete: true,
      source: 'desk',
      enteredBy: staff.user.email,
      signature,
    });
    expect(done.body.persons[0]).toMatchObject({
      lastName: 'de Vries',
      documentNumber: 'NX4K81P02',
    });
    expect(await stored(b.id)).toEqual([
      {
        sheet_number: done.body.sheetNumber,
        source: 'desk',
        entered_by: staff.user.email,
        persons: 3,
      },
    ]);

    // The guest's own view says it is done, without the staff member's address.
    const mine = await request(t.server)
      .get(`/api/bookings/${b.id}/registration`)
      .query({ token: b.token })
      .expect(200);
    expect(mine.body).toMatchObject({ registered: 3, complete: true, enteredBy: null });

    const pdf = await staff.agent
      .get(`/api/admin/bookings/${b.id}/registration.pdf`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(`Meldeschein Nr. ${done.body.sheetNumber}`);
    expect(text).toContain('Gruber, Lotte');
    expect(text).toContain('Geschlecht: divers');
    expect(text).toContain('ausgestellt am 14.05.2019 von Gemeente Amsterdam');
    expect(text).toContain(`An der Rezeption erfasst am`);
    expect(text).toContain(staff.user.email);
  });

  it('refuses what the guest form refuses, with the same messages, and stores nothing', async () => {
    const b = await book('A4', '2027-06-10', '2027-06-14');
    const noDocument = party.map((p, i) => (i === 0 ? { ...p, documentNumber: undefined } : p));
    const de = await desk(staff, b.id, { persons: noDocument, signature }).expect(400);
    expect(de.body.message).toMatch(/Reisedokuments/);
    const en = await desk(staff, b.id, { persons: noDocument, signature }, 'en').expect(400);
    expect(en.body.message).toMatch(/travel document/);
    const four = await desk(staff, b.id, { persons: [...party, party[2]], signature }, 'en');
    expect(four.status).toBe(400);
    expect(four.body.message).toMatch(/for 3 persons/);
    const future = await desk(
      staff,
      b.id,
      { persons: [{ ...party[2], birthDate: '2030-01-01' }], signature },
      'en',
    ).expect(400);
    expect(future.body.message).toMatch(/date of birth in the past/);
    await desk(staff, b.id, { persons: party }, 'en').expect(400);
    // What the Meldegesetz asks besides: each person's sex, the foreign document's issue data.
    const noSex = await desk(
      staff,
      b.id,
      { persons: party.map((p, i) => (i === 1 ? { ...p, sex: undefined } : p)), signature },
      'en',
    ).expect(400);
    expect(Object.keys(noSex.body.fields)).toEqual(['persons.1.sex']);
    const noIssue = await desk(
      staff,
      b.id,
      { persons: party.map((p, i) => (i === 0 ? { ...p, documentAuthority: '' } : p)), signature },
      'de',
    ).expect(400);
    expect(noIssue.body.message).toMatch(/ausstellende Behörde/);
    const laterIssue = await desk(
      staff,
      b.id,
      {
        persons: party.map((p, i) => (i === 0 ? { ...p, documentIssuedOn: '2030-01-01' } : p)),
        signature,
      },
      'en',
    ).expect(400);
    expect(laterIssue.body.message).toMatch(/issue date/);
    const notPng = await desk(
      staff,
      b.id,
      {
        persons: party,
        signature: `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all-but-long-enough-to-pass-the-length-check').toString('base64')}`,
      },
      'en',
    ).expect(400);
    expect(notPng.body.message).toMatch(/PNG/);
    await desk(staff, b.id, { persons: party, signature, extra: 1 }).expect(400);
    // An unconfirmed hold cannot be registered, at the desk either; an unknown booking is 404.
    const hold = await book('A5', '2027-06-10', '2027-06-14', false);
    const pending = await desk(staff, hold.id, { persons: party, signature }, 'en').expect(409);
    expect(pending.body.message).toMatch(/confirmed bookings/);
    await desk(staff, '00000000-0000-4000-8000-000000000000', { persons: party, signature }).expect(
      404,
    );
    expect(await stored(b.id)).toEqual([]);
    expect(await stored(hold.id)).toEqual([]);
  });

  it('completing a sheet the guest began online keeps its one sheet and number and records the desk', async () => {
    const b = await book('B1', '2027-07-01', '2027-07-04');
    const online = await request(t.server)
      .put(`/api/bookings/${b.id}/registration`)
      .query({ token: b.token })
      .send({ persons: party.slice(0, 1), signature })
      .expect(200);
    expect(online.body).toMatchObject({ registered: 1, complete: false, source: 'guest' });
    expect(await stored(b.id)).toEqual([
      { sheet_number: online.body.sheetNumber, source: 'guest', entered_by: null, persons: 1 },
    ]);

    const completed = await desk(staff, b.id, { persons: party, signature }).expect(200);
    expect(completed.body).toMatchObject({
      sheetNumber: online.body.sheetNumber,
      registered: 3,
      complete: true,
      source: 'desk',
    });
    // A second desk entry (a correction) again updates the same sheet: never a second one.
    const admin = await signInAs(t, 'admin');
    const corrected = party.map((p, i) => (i === 2 ? { ...p, firstName: 'Lotta' } : p));
    const again = await desk(admin, b.id, { persons: corrected, signature }).expect(200);
    expect(again.body.sheetNumber).toBe(online.body.sheetNumber);
    expect(again.body.persons[2].firstName).toBe('Lotta');
    expect(await stored(b.id)).toEqual([
      {
        sheet_number: online.body.sheetNumber,
        source: 'desk',
        entered_by: admin.user.email,
        persons: 3,
      },
    ]);
  });

  it('needs a signed-in staff member: 401 without a session, 403 without the CSRF token', async () => {
    const b = await book('B2', '2027-07-01', '2027-07-04');
    await request(t.server)
      .put(`/api/admin/bookings/${b.id}/registration`)
      .send({ persons: party, signature })
      .expect(401);
    await request(t.server)
      .get('/api/admin/registrations')
      .query({ from: '2027-07-01', to: '2027-07-31' })
      .expect(401);
    await staff.agent
      .put(`/api/admin/bookings/${b.id}/registration`)
      .send({ persons: party, signature })
      .expect(403);
    expect(await stored(b.id)).toEqual([]);
  });

  it('lists the register of an arrival period with every person and document, and who is still missing', async () => {
    const online = await book('C1', '2027-08-02', '2027-08-06');
    const atDesk = await book('C2', '2027-08-05', '2027-08-09');
    const missing = await book('C3', '2027-08-07', '2027-08-10');
    const outside = await book('C4', '2027-08-20', '2027-08-23');
    await request(t.server)
      .put(`/api/bookings/${online.id}/registration`)
      .query({ token: online.token })
      .send({ persons: party, signature })
      .expect(200);
    await desk(staff, atDesk.id, { persons: party.slice(0, 2), signature }).expect(200);
    await desk(staff, outside.id, { persons: party, signature }).expect(200);

    const { body } = await staff.agent
      .get('/api/admin/registrations')
      .query({ from: '2027-08-01', to: '2027-08-10' })
      .expect(200);
    expect(body).toMatchObject({ from: '2027-08-01', to: '2027-08-10' });
    expect(
      body.sheets.map((s: { bookingNumber: string; source: string; enteredBy: string | null }) => [
        s.bookingNumber,
        s.source,
        s.enteredBy,
      ]),
    ).toEqual([
      [online.number, 'guest', null],
      [atDesk.number, 'desk', staff.user.email],
    ]);
    expect(body.sheets[0]).toMatchObject({ checkIn: '2027-08-02', checkOut: '2027-08-06' });
    expect(body.sheets[0].persons[0]).toEqual({
      position: 1,
      firstName: 'Jan',
      lastName: 'de Vries',
      birthDate: '1984-03-17',
      nationality: 'NL',
      street: 'Keizersgracht 12',
      postalCode: '1015 CS',
      city: 'Amsterdam',
      country: 'NL',
      documentType: 'passport',
      documentNumber: 'NX4K81P02',
      documentIssuedOn: '2019-05-14',
      documentAuthority: 'Gemeente Amsterdam',
      sex: 'male',
    });
    expect(body.sheets[0].persons).toHaveLength(3);
    // The party registered at the desk with two of three persons, and the one not registered.
    expect(
      body.missing.map((m: { bookingNumber: string; registered: number; partySize: number }) => [
        m.bookingNumber,
        m.registered,
        m.partySize,
      ]),
    ).toEqual([
      [atDesk.number, 2, 3],
      [missing.number, 0, 3],
    ]);

    // The printable register: every person under the sheet's number, the document, the desk.
    const pdf = await staff.agent
      .get('/api/admin/registrations.pdf')
      .query({ from: '2027-08-01', to: '2027-08-10' })
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('Gästeverzeichnis');
    expect(text).toContain('de Vries, Jan');
    expect(text).toContain('Reisepass NX4K81P02');
    expect(text).toMatch(/14\.05\.2019,\s+Gemeente\s+Amsterdam/);
    expect(text).toContain(staff.user.email);
    expect(text).toContain(`${body.sheets[1].sheetNumber}/2`);
    expect(text).not.toContain(`${body.sheets[1].sheetNumber}/3`);

    const reversed = await staff.agent
      .get('/api/admin/registrations')
      .set('Accept-Language', 'de')
      .query({ from: '2027-08-10', to: '2027-08-01' })
      .expect(400);
    expect(reversed.body.message).toMatch(/nicht vor seinem Beginn/);
    const long = await staff.agent
      .get('/api/admin/registrations')
      .set('Accept-Language', 'en')
      .query({ from: '2027-01-01', to: '2028-06-01' })
      .expect(400);
    expect(long.body.message).toMatch(/at most 366 days/);
    await staff.agent
      .get('/api/admin/registrations')
      .query({ from: '2027-02-30', to: '2027-03-01' })
      .expect(400);
  });
});
