import request from 'supertest';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { pdfArchival, pdfText } from './helpers/pdf-text';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...phoneGuest } = guest;

interface Booked {
  id: string;
  number: string;
  quote: { lines: Array<{ kind: string; totalCents: number; quantity: number }> };
}
interface Row {
  bookingNumber: string;
  nights: number;
  liablePersons: number;
  exemptPersons: number;
  liablePersonNights: number;
  exemptPersonNights: number;
  rateCents: number;
  amountCents: number;
}
interface Report {
  month: string;
  minAge: number;
  rows: Row[];
  seasonal: unknown[];
  totals: Record<string, number>;
}

/**
 * The tourist-tax return of May 2027 against a hand computation. The demo charges 2 € per person
 * aged 15+ and night; T4 is booked after the rate went up to 2.50 € and keeps its own rate.
 *
 *   T1 A1  04-29 → 05-03  2 adults, 1 child   May nights 05-01, 05-02 → liable 2×2 = 4, exempt 1×2 = 2, 4 × 200 = 800
 *                                             (April: 2 nights, 800; the whole stay's quote line: 1600)
 *   T2 B2  05-10 → 05-13  3 adults, 2 children 3 nights → liable 9, exempt 6, 9 × 200 = 1800
 *   T3 A3  05-30 → 06-04  1 adult             May nights 05-30, 05-31 → liable 2, 2 × 200 = 400
 *                                             (June: 3 nights, 600; quote line 1000)
 *   T4 D1  05-20 → 05-22  2 adults at 250      2 nights → liable 4, 4 × 250 = 1000
 *   X1 B3  05-05 → 05-08  cancelled: not reported;  X2 A4 06-01 → 06-03: another month
 *
 *   May: 4 bookings, 9 nights, 8 persons liable, 3 exempt, 19 person-nights liable, 8 exempt, 40.00 €
 */
describe('tourist-tax report', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let admin: SignedIn;
  const booked: Record<string, Booked> = {};
  const book = async (
    key: string,
    pitch: string,
    checkIn: string,
    checkOut: string,
    adults: number,
    children = 0,
  ) => {
    const res = await staff.agent
      .post('/api/admin/bookings')
      .set('X-CSRF-Token', staff.csrf)
      .send({
        ...phoneGuest,
        lastName: `Gast ${key}`,
        email: `${key.toLowerCase()}@example.at`,
        pitchId: demo.pitch(pitch).id,
        checkIn,
        checkOut,
        adults,
        children,
      })
      .expect(201);
    booked[key] = res.body as Booked;
  };
  const taxLine = (key: string) =>
    booked[key].quote.lines.find((l) => l.kind === 'tourist_tax')!.totalCents;
  const report = async (month: string) =>
    (await staff.agent.get(`/api/admin/reports/tourist-tax?month=${month}`).expect(200))
      .body as Report;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    admin = await signInAs(t, 'admin');
    await book('T1', 'A1', '2027-04-29', '2027-05-03', 2, 1);
    await book('T2', 'B2', '2027-05-10', '2027-05-13', 3, 2);
    await book('T3', 'A3', '2027-05-30', '2027-06-04', 1);
    await book('X1', 'B3', '2027-05-05', '2027-05-08', 2);
    await book('X2', 'A4', '2027-06-01', '2027-06-03', 2);
    await staff.agent
      .post(`/api/admin/bookings/${booked.X1.id}/cancel`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ reason: 'Storniert' })
      .expect(201);
    await admin.agent
      .put('/api/admin/pricing-settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ touristTaxCents: 250 })
      .expect(200);
    await book('T4', 'D1', '2027-05-20', '2027-05-22', 2);
    // The quote lines the report must agree with.
    expect([taxLine('T1'), taxLine('T2'), taxLine('T3'), taxLine('T4')]).toEqual([
      1600, 1800, 1000, 1000,
    ]);
  });
  afterAll(() => t.close());

  it('equals the hand-computed return of the month, per booking and in total', async () => {
    const may = await report('2027-05');
    expect(may.minAge).toBe(15);
    expect(may.rows.map((r) => r.bookingNumber)).toEqual(
      [booked.T1, booked.T2, booked.T4, booked.T3].map((b) => b.number),
    );
    const byNumber = new Map(may.rows.map((r) => [r.bookingNumber, r]));
    expect(byNumber.get(booked.T1.number)).toMatchObject({
      nights: 2,
      liablePersons: 2,
      exemptPersons: 1,
      liablePersonNights: 4,
      exemptPersonNights: 2,
      rateCents: 200,
      amountCents: 800,
    });
    expect(byNumber.get(booked.T2.number)).toMatchObject({
      nights: 3,
      liablePersonNights: 9,
      exemptPersonNights: 6,
      amountCents: 1800,
    });
    expect(byNumber.get(booked.T3.number)).toMatchObject({ nights: 2, amountCents: 400 });
    expect(byNumber.get(booked.T4.number)).toMatchObject({
      nights: 2,
      rateCents: 250,
      amountCents: 1000,
    });
    expect(may.totals).toEqual({
      bookings: 4,
      nights: 9,
      liablePersons: 8,
      exemptPersons: 3,
      liablePersonNights: 19,
      exemptPersonNights: 8,
      amountCents: 4000,
      // No seasonal contract with a flat amount: the stays' sum is all that is due.
      seasonalContracts: 0,
      seasonalAmountCents: 0,
      totalCents: 4000,
    });
    expect(may.seasonal).toEqual([]);
  });

  it('splits a stay across a month boundary by night: its months add up to its quote line to the cent', async () => {
    const [april, may, june] = await Promise.all([
      report('2027-04'),
      report('2027-05'),
      report('2027-06'),
    ]);
    const amount = (r: Report, key: string) =>
      r.rows.find((x) => x.bookingNumber === booked[key].number)?.amountCents ?? 0;
    expect([amount(april, 'T1'), amount(may, 'T1')]).toEqual([800, 800]);
    expect(amount(april, 'T1') + amount(may, 'T1')).toBe(taxLine('T1'));
    expect([amount(may, 'T3'), amount(june, 'T3')]).toEqual([400, 600]);
    expect(amount(may, 'T3') + amount(june, 'T3')).toBe(taxLine('T3'));
    expect(june.totals).toMatchObject({ bookings: 2, amountCents: 600 + 800 });
    // The cancelled stay is in no month.
    for (const r of [april, may, june])
      expect(r.rows.map((x) => x.bookingNumber)).not.toContain(booked.X1.number);
  });

  it('gives the same figures as CSV and PDF for the municipality', async () => {
    const csv = await staff.agent
      .get('/api/admin/reports/tourist-tax.csv?month=2027-05')
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('naechtigungsabgabe-2027-05.csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0].split(';').slice(0, 3)).toEqual(['Buchung', 'Gast', 'Land']);
    expect(lines).toHaveLength(1 + 4 + 1);
    expect(lines.find((l) => l.startsWith(booked.T4.number))).toContain(';2;2;0;4;0;2,50;10,00');
    expect(lines[5]).toBe('Summe;4 Buchungen;;;;9;8;3;19;8;;40,00');

    const en = await staff.agent
      .get('/api/admin/reports/tourist-tax.csv?month=2027-05&lang=en')
      .expect(200);
    expect(en.text.trim().split('\r\n').at(-1)).toBe('Total,4 Bookings,,,,9,8,3,19,8,,40.00');

    const pdf = await staff.agent
      .get('/api/admin/reports/tourist-tax.pdf?month=2027-05')
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('Nächtigungsabgabe');
    expect(text).toContain('Meldung für Mai 2027');
    expect(text).toContain(booked.T2.number);
    expect(text).toMatch(/Summe 4 Buchungen 9 8 3 19 8 40,00 €/);
    expect(text).toContain('Befreit: Personen unter 15 Jahren');
    const archival = pdfArchival(pdf.body as Buffer);
    expect(archival.pdfa).toBe('3B');
    expect(archival.fonts.filter((f) => !f.embedded)).toEqual([]);
  });

  it('answers a month with no stays with zeros, and a malformed month with a 400 in the request language', async () => {
    expect((await report('2031-02')).totals).toMatchObject({ bookings: 0, amountCents: 0 });
    const de = await staff.agent.get('/api/admin/reports/tourist-tax?month=2027-13').expect(400);
    expect(JSON.stringify(de.body)).toContain('Bitte einen Monat im Format JJJJ-MM angeben');
    const en = await staff.agent
      .get('/api/admin/reports/tourist-tax.pdf?month=May')
      .set('Accept-Language', 'en')
      .expect(400);
    expect(JSON.stringify(en.body)).toContain('Please give a month as YYYY-MM');
    await request(t.server).get('/api/admin/reports/tourist-tax?month=2027-05').expect(401);
    await request(t.server).get('/api/admin/reports/tourist-tax.csv?month=2027-05').expect(401);
  });
});
