import { Clock } from 'src/common/clock';
import { Invoice } from 'src/modules/invoices/invoice.entity';
import { guest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...phoneGuest } = guest;

interface Contract {
  id: string;
  number: string;
  instalments: { id: string; amountCents: number }[];
}

/**
 * Seasonal pitches in the business figures and the tourist-tax return, against the instalment
 * invoices themselves. Demo prices: the pitch rental's VAT is 10 % inside the price; the flat
 * seasonal tourist tax is set to 60 € and lands on each contract's first instalment.
 *
 *   K1 on A3, 2027-04-01 → 11-01, 1000 € in three: 333.33 (invoiced 2027-05-20, + 60 € tax),
 *      333.33 (invoiced 2027-06-16), 333.34 (due in September: not invoiced)
 *   K2 on B3, 2027-05-01 → 10-01, 1850 € in one (invoiced 2027-06-16, + 60 € tax)
 *   a stay on A1, 2027-06-10 → 06-12, confirmed: the nights' figures are its quote alone
 *
 *   May:  1 invoice, net 30303 + VAT 3030 = 33333, tax 6000
 *   June: 2 invoices, net 30303 + 168182 = 198485, VAT 3030 + 16818 = 19848, tax 6000
 *   Held nights May–June: 61 (K1) + 61 (K2) = 122; available 60 pitches × 61 − 122 = 3538
 */
describe('seasonal pitches in the business figures and the tourist-tax return', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn;
  let k1: Contract;
  let k2: Contract;
  let stay: { id: string; number: string; quote: Record<string, number> };
  const write = (path: string) => admin.agent.post(path).set('X-CSRF-Token', admin.csrf);
  const at = (iso: string) => t.app.get(Clock).travelTo(new Date(iso));
  const contract = async (body: Record<string, unknown>) =>
    (
      await write('/api/admin/seasonal-contracts')
        .send({ firstName: 'Franz', email: 'franz@example.at', language: 'de', ...body })
        .expect((r) => expect([r.status, r.body.message]).toEqual([201, undefined]))
    ).body as Contract;
  const issue = (c: Contract, i: number) =>
    write(`/api/admin/seasonal-contracts/${c.id}/instalments/${c.instalments[i].id}/issue`).expect(
      200,
    );

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
    await admin.agent
      .put('/api/admin/pricing-settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ seasonalTouristTaxCents: 6_000 })
      .expect(200);
    k1 = await contract({
      lastName: 'Eins',
      country: 'AT',
      pitchId: demo.pitch('A3').id,
      startDate: '2027-04-01',
      endDate: '2027-11-01',
      feeCents: 100_000,
      instalmentDates: ['2027-05-15', '2027-06-15', '2027-09-01'],
    });
    k2 = await contract({
      lastName: 'Zwei',
      country: 'DE',
      pitchId: demo.pitch('B3').id,
      startDate: '2027-05-01',
      endDate: '2027-10-01',
      feeCents: 185_000,
      instalmentDates: ['2027-06-01'],
    });
    stay = (
      await write('/api/admin/bookings')
        .send({
          ...phoneGuest,
          pitchId: demo.pitch('A1').id,
          checkIn: '2027-06-10',
          checkOut: '2027-06-12',
          adults: 2,
        })
        .expect(201)
    ).body;
    at('2027-05-20T08:00:00Z');
    await issue(k1, 0);
    at('2027-06-16T08:00:00Z');
    await issue(k1, 1);
    await issue(k2, 0);
    at(`${TODAY}T10:00:00Z`);
  });
  afterAll(() => t.close());

  /** The instalment invoices' own sums, per month of their invoice date. */
  const invoiced = async () => {
    const sums = new Map<string, { invoices: number; net: number; vat: number; tax: number }>();
    for (const i of await t.em().find(Invoice, { kind: 'instalment' })) {
      const m = i.invoiceDate.slice(0, 7);
      const s = sums.get(m) ?? { invoices: 0, net: 0, vat: 0, tax: 0 };
      s.invoices += 1;
      s.net += i.snapshot.netCents;
      s.vat += i.snapshot.vatCents;
      s.tax += i.snapshot.touristTax?.totalCents ?? 0;
      expect(i.totalCents).toBe(
        i.snapshot.netCents + i.snapshot.vatCents + (i.snapshot.touristTax?.totalCents ?? 0),
      );
      sums.set(m, s);
    }
    return sums;
  };

  it('shows the season fees apart, by invoice date, equal to the instalment invoices to the cent', async () => {
    const r = (
      await admin.agent.get('/api/admin/analytics?from=2027-05-01&to=2027-07-01').expect(200)
    ).body;
    const sums = await invoiced();
    expect([...sums.keys()].sort()).toEqual(['2027-05', '2027-06']);
    expect(r.seasonal.byMonth).toEqual(
      ['2027-05', '2027-06'].map((month) => {
        const s = sums.get(month)!;
        return {
          month,
          invoices: s.invoices,
          netCents: s.net,
          vatCents: s.vat,
          grossCents: s.net + s.vat,
          touristTaxCents: s.tax,
        };
      }),
    );
    // The hand computation, so a wrong snapshot could not pass unnoticed either.
    expect(r.seasonal.byMonth).toEqual([
      {
        month: '2027-05',
        invoices: 1,
        netCents: 30_303,
        vatCents: 3_030,
        grossCents: 33_333,
        touristTaxCents: 6_000,
      },
      {
        month: '2027-06',
        invoices: 2,
        netCents: 198_485,
        vatCents: 19_848,
        grossCents: 218_333,
        touristTaxCents: 6_000,
      },
    ]);
    expect(r.seasonal.totals).toEqual({
      invoices: 3,
      netCents: 228_788,
      vatCents: 22_878,
      grossCents: 251_666,
      touristTaxCents: 12_000,
    });
    expect(r.seasonal.pitchNights).toBe(122);
    // The nights' figures are the stay's alone: no season fee in revenue, ADR or RevPAR, and the
    // pitches let for the season are not counted as available for stays.
    const q = stay.quote;
    expect(r.totals).toEqual({
      pitchNightsAvailable: 60 * 61 - 122,
      pitchNightsSold: 2,
      occupancyBp: Math.round((2 * 10_000) / 3538),
      revenue: {
        netCents: q.netCents,
        vatCents: q.vatCents,
        grossCents: q.netCents + q.vatCents,
        touristTaxCents: q.touristTaxCents,
      },
      adrCents: Math.round(q.netCents / 2),
      revparCents: Math.round(q.netCents / 3538),
    });
    // A period with no instalment invoice but held nights: zero revenue, the nights still held.
    const september = (
      await admin.agent.get('/api/admin/analytics?from=2027-09-01&to=2027-09-08').expect(200)
    ).body;
    expect(september.seasonal).toMatchObject({
      pitchNights: 14,
      totals: { invoices: 0, netCents: 0, vatCents: 0, grossCents: 0, touristTaxCents: 0 },
    });
  });

  it('lists the flat seasonal tourist tax apart in the month of its invoice, to the cent', async () => {
    const may = (await admin.agent.get('/api/admin/reports/tourist-tax?month=2027-05').expect(200))
      .body;
    const june = (await admin.agent.get('/api/admin/reports/tourist-tax?month=2027-06').expect(200))
      .body;
    const sums = await invoiced();
    const first = await t
      .em()
      .findOneOrFail(Invoice, { kind: 'instalment', invoiceDate: '2027-05-20' });
    expect(may.rows).toEqual([]);
    expect(may.seasonal).toEqual([
      {
        contractId: k1.id,
        contractNumber: k1.number,
        holderName: 'Franz Eins',
        country: 'AT',
        pitchCode: 'A3',
        startDate: '2027-04-01',
        endDate: '2027-11-01',
        invoiceNumber: first.number,
        invoiceDate: '2027-05-20',
        amountCents: 6_000,
      },
    ]);
    expect(may.totals).toMatchObject({
      amountCents: 0,
      seasonalContracts: 1,
      seasonalAmountCents: sums.get('2027-05')!.tax,
      totalCents: 6_000,
    });
    // June: K2's first instalment carries its flat tax; K1's second carries none.
    expect(june.seasonal.map((s: { contractNumber: string }) => s.contractNumber)).toEqual([
      k2.number,
    ]);
    expect(june.rows.map((s: { bookingNumber: string }) => s.bookingNumber)).toEqual([stay.number]);
    const nightsTax = june.rows[0].amountCents as number;
    expect(nightsTax).toBe(stay.quote.touristTaxCents);
    expect(june.totals).toMatchObject({
      amountCents: nightsTax,
      seasonalAmountCents: sums.get('2027-06')!.tax,
      totalCents: nightsTax + 6_000,
    });

    // The file for the municipality carries the same section and sums.
    const csv = await admin.agent
      .get('/api/admin/reports/tourist-tax.csv?month=2027-06&lang=en')
      .expect(200);
    const lines = (csv.text as string).replace('\uFEFF', '').trim().split('\r\n');
    const second = (await t.em().find(Invoice, { kind: 'instalment' })).find(
      (i) => i.snapshot.bookingNumber === k2.number,
    )!;
    expect(lines.slice(-6)).toEqual([
      '',
      'Flat seasonal amounts (seasonal pitches)',
      'Contract,Holder,Country,Start,End,Pitch,Invoice,Invoice date,Amount',
      `${k2.number},Franz Zwei,DE,2027-05-01,2027-10-01,B3,${second.number},2027-06-16,60.00`,
      'Total flat seasonal amounts,,,,,,,,60.00',
      `Grand total,,,,,,,,${((nightsTax + 6_000) / 100).toFixed(2)}`,
    ]);
    const pdf = await admin.agent
      .get('/api/admin/reports/tourist-tax.pdf?month=2027-06&lang=de')
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('Saisonpauschalen (Saisonplätze)');
    expect(text).toContain(k2.number);
    expect(text).toContain('Franz Zwei · B3 · Rechnung');
    expect(text).toContain(second.number);
    expect(text).toContain('Summe 1 Saisonverträge 60,00 €');
    expect(text).toContain(`Gesamt ${((nightsTax + 6_000) / 100).toFixed(2).replace('.', ',')} €`);
  });
});
