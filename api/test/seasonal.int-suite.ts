import request from 'supertest';
import { Clock } from 'src/common/clock';
import { InvoiceIssuing } from 'src/modules/invoices/invoice-issuing.service';
import type { InvoiceSnapshot } from 'src/modules/invoices/invoice-snapshot';
import { SeasonalInstalments } from 'src/modules/seasonal/seasonal-instalments.service';
import { SeasonalRenewals } from 'src/modules/seasonal/seasonal-renewals.service';
import { binary, pdfText } from './helpers/pdf-text';
import { guest as onlineGuest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...guest } = onlineGuest;
const GATE_KEY = 'gate-key-seasonal-0123456789';

interface Instalment {
  id: string;
  sequence: number;
  dueDate: string;
  amountCents: number;
  state: string;
  invoiceNumber: string | null;
  invoiceTotalCents: number;
}
interface Contract {
  id: string;
  number: string;
  status: string;
  terminatedOn: string | null;
  renewal: string;
  renewedToId: string | null;
  plates: string[];
  instalments: Instalment[];
}

/**
 * Seasonal pitches end to end: the database keeps the pitch for the holder, instalments are
 * invoices of the one gap-free series, the plates open the gate for the period, renewal by link,
 * termination frees the nights.
 */
describe('seasonal pitch contracts', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let admin: SignedIn;
  const at = (iso: string) => t.app.get(Clock).travelTo(new Date(iso));
  const contract = (body: Record<string, unknown>, status = 201, lang = 'de') =>
    staff.agent
      .post('/api/admin/seasonal-contracts')
      .set('X-CSRF-Token', staff.csrf)
      .set('Accept-Language', lang)
      .send({
        firstName: 'Franz',
        lastName: 'Dauer',
        email: 'franz.dauer@example.at',
        language: 'de',
        feeCents: 185_000,
        ...body,
      })
      .expect(status);
  const availability = async (checkIn: string, checkOut: string) =>
    new Map(
      (
        (
          await request(t.server)
            .get('/api/availability')
            .query({ checkIn, checkOut, adults: 2 })
            .expect(200)
        ).body as { pitches: { code: string; state: string }[] }
      ).pitches.map((p) => [p.code, p.state]),
    );
  const camera = (plate: string) =>
    request(t.server).post('/api/gate/verify').set('X-Gate-Key', GATE_KEY).send({ plate });
  const phoneBooking = (pitch: string, checkIn: string, checkOut: string) =>
    staff.agent
      .post('/api/admin/bookings')
      .set('X-CSRF-Token', staff.csrf)
      .send({
        ...guest,
        email: `${pitch.toLowerCase()}.${checkIn}@example.at`,
        pitchId: demo.pitch(pitch).id,
        checkIn,
        checkOut,
        adults: 2,
      });

  beforeAll(async () => {
    t = await createTestApp({ env: { GATE_API_KEY: GATE_KEY, ...RELAXED_ABUSE_LIMITS } });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    admin = await signInAs(t, 'admin');
  });
  afterEach(() => at('2026-11-22T10:00:00Z'));
  afterAll(() => t.close());

  it('invoices the instalments in the one gap-free series, the remainder on the last, the flat tourist tax on the first', async () => {
    await admin.agent
      .put('/api/admin/pricing-settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ seasonalTouristTaxCents: 6_000 })
      .expect(200);
    const c = (
      await contract({
        pitchId: demo.pitch('A3').id,
        startDate: '2027-04-01',
        endDate: '2027-11-01',
        feeCents: 100_000,
        instalmentDates: ['2027-06-01', '2027-06-15', '2027-09-01'],
      })
    ).body as Contract;
    expect(c.instalments.map((i) => [i.amountCents, i.state])).toEqual([
      [33_333, 'open'],
      [33_333, 'open'],
      [33_334, 'open'],
    ]);

    // Staff invoice the first early (every invoice of this test falls in 2027: one year's series).
    at('2027-05-20T08:00:00Z');
    const first = (
      await staff.agent
        .post(`/api/admin/seasonal-contracts/${c.id}/instalments/${c.instalments[0].id}/issue`)
        .set('X-CSRF-Token', staff.csrf)
        .expect(200)
    ).body as Instalment;
    expect(first.state).toBe('issued');
    expect(first.invoiceTotalCents).toBe(33_333 + 6_000);
    const again = await staff.agent
      .post(`/api/admin/seasonal-contracts/${c.id}/instalments/${c.instalments[0].id}/issue`)
      .set('X-CSRF-Token', staff.csrf)
      .set('Accept-Language', 'en')
      .expect(409);
    expect(again.body.message).toBe(
      `This instalment has already been invoiced (invoice ${first.invoiceNumber}).`,
    );

    // A booking's invoice in between.
    const booking = (await phoneBooking('B1', '2027-07-10', '2027-07-13').expect(201)).body as {
      id: string;
    };
    const bookingInvoice = await t.app.get(InvoiceIssuing).issueInvoice(booking.id);

    // The scheduled job on the second's due date issues the second only, then the third.
    at('2027-06-14T06:00:00Z');
    expect(await t.app.get(SeasonalInstalments).issueDue()).toEqual({ issued: 0 });
    at('2027-06-15T06:00:00Z');
    expect(await t.app.get(SeasonalInstalments).issueDue()).toEqual({ issued: 1 });
    expect(await t.app.get(SeasonalInstalments).issueDue()).toEqual({ issued: 0 });
    at('2027-09-01T06:00:00Z');
    expect(await t.app.get(SeasonalInstalments).issueDue()).toEqual({ issued: 1 });

    const after = (await staff.agent.get(`/api/admin/seasonal-contracts/${c.id}`).expect(200))
      .body as Contract;
    const numbers = [
      first.invoiceNumber!,
      bookingInvoice!.number,
      after.instalments[1].invoiceNumber!,
      after.instalments[2].invoiceNumber!,
    ];
    expect(numbers).toEqual(['RE-2027-00001', 'RE-2027-00002', 'RE-2027-00003', 'RE-2027-00004']);
    expect(after.instalments.map((i) => i.state)).toEqual(['issued', 'issued', 'issued']);

    // The invoices as printed: the fee's instalments add up to the fee, the tax once, outside VAT.
    const rows = await t
      .em()
      .getConnection()
      .execute<
        { number: string; kind: string; booking_id: string | null; snapshot: InvoiceSnapshot }[]
      >(
        `select number, kind, booking_id, snapshot from invoice where number in (?, ?, ?) order by number`,
        [numbers[0], numbers[2], numbers[3]],
      );
    expect(rows.map((r) => [r.kind, r.booking_id])).toEqual([
      ['instalment', null],
      ['instalment', null],
      ['instalment', null],
    ]);
    expect(rows.reduce((s, r) => s + r.snapshot.grossCents, 0)).toBe(100_000);
    expect(rows.map((r) => r.snapshot.touristTax?.totalCents ?? 0)).toEqual([6_000, 0, 0]);
    expect(rows[0].snapshot.vat).toEqual([
      { rateBp: 1000, netCents: 30_303, vatCents: 3_030, grossCents: 33_333 },
    ]);
    expect(rows[0].snapshot.lines[0].description).toBe(
      `Saisonplatz A3 (Vertrag ${c.number}), Rate 1 von 3`,
    );

    // The console's invoice list shows them with the contract's number and no booking.
    const list = await staff.agent
      .get('/api/admin/invoices')
      .query({ filter: JSON.stringify({ number: numbers[0] }) })
      .expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ number: numbers[0], bookingId: null, bookingNumber: c.number }),
    ]);
    // The PDF renders from the snapshot like every invoice.
    const inv = list.body[0] as { id: string };
    const pdf = await staff.agent
      .get(`/api/admin/invoices/${inv.id}/pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const printed = pdfText(pdf.body as Buffer);
    expect(printed).toContain('Saisonvertrag');
    expect(printed).toContain(c.number);
    expect(printed).toContain('Nächtigungsabgabe (ohne USt.): 1 × 60,00 €');
    expect(printed).toMatch(new RegExp(`Angabe der\\s+Vertragsnummer ${c.number}`));

    // Paid: staff record it.
    const paid = (
      await staff.agent
        .post(`/api/admin/seasonal-contracts/${c.id}/instalments/${c.instalments[0].id}/paid`)
        .set('X-CSRF-Token', staff.csrf)
        .send({ paidOn: '2027-06-05' })
        .expect(200)
    ).body as Instalment;
    expect(paid.state).toBe('paid');
  });

  it('blocks its pitch for the season: availability shows it as seasonal, the database refuses a booking moved onto it', async () => {
    const c = (
      await contract({
        pitchId: demo.pitch('A1').id,
        startDate: '2027-04-01',
        endDate: '2027-11-01',
        instalmentDates: ['2027-04-01', '2027-07-01'],
      })
    ).body as Contract;
    expect(c.number).toMatch(/^SP-2027-\d{4}$/);

    expect((await availability('2027-07-10', '2027-07-13')).get('A1')).toBe('seasonal');
    expect((await availability('2027-11-01', '2027-11-04')).get('A1')).not.toBe('seasonal');

    // The public hold on the pitch in the season is refused.
    const hold = await request(t.server)
      .post('/api/bookings')
      .set('Accept-Language', 'en')
      .send({
        ...onlineGuest,
        pitchId: demo.pitch('A1').id,
        checkIn: '2027-08-01',
        checkOut: '2027-08-04',
        adults: 2,
      });
    expect(hold.status).toBe(409);

    // Not only the application: a booking written straight into the database onto those nights
    // is refused by the exclusion constraint on pitch_occupancy.
    const other = (await phoneBooking('A2', '2027-08-01', '2027-08-04').expect(201)).body as {
      id: string;
    };
    await expect(
      t
        .em()
        .getConnection()
        .execute(`update bookings set pitch_id = ? where id = ?`, [demo.pitch('A1').id, other.id]),
    ).rejects.toMatchObject({ code: '23P01' });

    // A second contract over the same nights: a clear 409 in the staff member's language.
    const clash = await contract(
      {
        pitchId: demo.pitch('A1').id,
        startDate: '2027-10-01',
        endDate: '2027-10-20',
        instalmentDates: ['2027-10-01'],
      },
      409,
      'en',
    );
    expect(clash.body.message).toBe(
      'The pitch is already taken in this period (a booking, a block or another seasonal contract).',
    );
  });

  it("lets the holder's plate in on a day inside the season and not after it", async () => {
    await contract({
      pitchId: demo.pitch('A4').id,
      startDate: '2027-04-01',
      endDate: '2027-10-01',
      instalmentDates: ['2027-04-01'],
      plates: ['LI-777 SP'],
    });
    at('2027-07-15T08:00:00Z');
    expect((await camera('li 777 sp').expect(200)).body).toEqual({
      open: true,
      pitch: 'A4',
      validUntil: '2027-10-01T09:00:00.000Z',
    });
    at('2027-10-02T08:00:00Z');
    expect((await camera('LI777SP').expect(200)).body).toEqual({
      open: false,
      reason: 'expired',
    });
  });

  it('terminating frees the remaining nights, drops the instalments not yet due and shortens the gate', async () => {
    const c = (
      await contract({
        pitchId: demo.pitch('A5').id,
        startDate: '2027-04-01',
        endDate: '2027-11-01',
        instalmentDates: ['2027-04-01', '2027-08-15'],
        plates: ['GU 1 TZ'],
      })
    ).body as Contract;
    await staff.agent
      .post(`/api/admin/seasonal-contracts/${c.id}/instalments/${c.instalments[0].id}/issue`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(200);
    expect((await availability('2027-08-10', '2027-08-12')).get('A5')).toBe('seasonal');

    const bad = await staff.agent
      .post(`/api/admin/seasonal-contracts/${c.id}/terminate`)
      .set('X-CSRF-Token', staff.csrf)
      .set('Accept-Language', 'en')
      .send({ terminatedOn: '2027-12-01' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain(
      'The termination date must be on or after the start and before the end of the contract.',
    );

    const ended = (
      await staff.agent
        .post(`/api/admin/seasonal-contracts/${c.id}/terminate`)
        .set('X-CSRF-Token', staff.csrf)
        .send({ terminatedOn: '2027-08-01' })
        .expect(200)
    ).body as Contract;
    expect(ended.status).toBe('terminated');
    expect(ended.instalments.map((i) => i.state)).toEqual(['issued', 'cancelled']);
    expect((await availability('2027-08-10', '2027-08-12')).get('A5')).toBe('available');
    expect((await availability('2027-07-10', '2027-07-12')).get('A5')).toBe('seasonal');
    // The freed nights can be booked.
    await phoneBooking('A5', '2027-08-10', '2027-08-13').expect(201);
    // The scheduled job never issues the dropped instalment.
    at('2027-08-20T06:00:00Z');
    await t.app.get(SeasonalInstalments).issueDue();
    const later = (await staff.agent.get(`/api/admin/seasonal-contracts/${c.id}`).expect(200))
      .body as Contract;
    expect(later.instalments.map((i) => [i.state, i.invoiceNumber === null])).toEqual([
      ['issued', false],
      ['cancelled', true],
    ]);
    expect((await camera('GU1TZ').expect(200)).body.open).toBe(false);

    const twice = await staff.agent
      .post(`/api/admin/seasonal-contracts/${c.id}/terminate`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ terminatedOn: '2027-07-01' })
      .expect(409);
    expect(twice.body.message).toBe('Dieser Saisonvertrag ist bereits gekündigt.');
  });

  it('mails the renewal offer on its date; the signed link accepts (a contract for the next season) or declines', async () => {
    const make = async (pitch: string, email: string) =>
      (
        await contract({
          pitchId: demo.pitch(pitch).id,
          email,
          language: 'en',
          startDate: '2027-04-01',
          endDate: '2027-11-01',
          instalmentDates: ['2027-04-01', '2027-07-01'],
          renewalOfferDate: '2027-09-15',
          plates: ['W 12 AB'],
        })
      ).body as Contract;
    const yes = await make('A6', 'yes@example.at');
    const no = await make('A7', 'no@example.at');

    at('2027-09-14T08:00:00Z');
    expect(await t.app.get(SeasonalRenewals).offerDue()).toEqual({ offered: 0 });
    at('2027-09-15T08:00:00Z');
    expect(await t.app.get(SeasonalRenewals).offerDue()).toEqual({ offered: 2 });
    expect(await t.app.get(SeasonalRenewals).offerDue()).toEqual({ offered: 0 });

    const mails = await t
      .em()
      .getConnection()
      .execute<{ recipient: string; subject: string; text: string }[]>(
        `select recipient, subject, text from mail_messages where template = 'seasonal_renewal' order by recipient`,
      );
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
      ['no@example.at', 'Your seasonal pitch A7: offer for next season'],
      ['yes@example.at', 'Your seasonal pitch A6: offer for next season'],
    ]);
    const link = (text: string) => {
      const url = new URL(/https?:\/\/\S+/.exec(text)![0]);
      expect(url.pathname).toBe('/en/seasonal-renewal');
      return { id: url.searchParams.get('contract')!, token: url.searchParams.get('token')! };
    };
    const yesLink = link(mails[1].text);
    const noLink = link(mails[0].text);
    expect(yesLink.id).toBe(yes.id);

    // A wrong token opens nothing, in the guest's language.
    const denied = await request(t.server)
      .get(`/api/seasonal-renewals/${yes.id}`)
      .query({ token: noLink.token })
      .set('Accept-Language', 'de')
      .expect(403);
    // The same words as every other guest link's refusal.
    expect(denied.body.message).toBe('Zugriff verweigert');
    await request(t.server).get('/api/seasonal-renewals/not-a-uuid').expect(400);
    // A token for no contract is refused like a wrong one: the link tells nothing about ids.
    await request(t.server)
      .get('/api/seasonal-renewals/00000000-0000-4000-8000-000000000000')
      .query({ token: yesLink.token })
      .expect(403);

    const view = await request(t.server)
      .get(`/api/seasonal-renewals/${yes.id}`)
      .query({ token: yesLink.token })
      .expect(200);
    expect(view.body).toMatchObject({
      pitchCode: 'A6',
      nextStartDate: '2028-04-01',
      nextEndDate: '2028-11-01',
      nextFeeCents: 185_000,
      renewal: 'offered',
    });

    const accepted = await request(t.server)
      .post(`/api/seasonal-renewals/${yes.id}/accept`)
      .query({ token: yesLink.token })
      .expect(200);
    expect(accepted.body.renewal).toBe('accepted');
    const old = (await staff.agent.get(`/api/admin/seasonal-contracts/${yes.id}`).expect(200))
      .body as Contract;
    const next = (
      await staff.agent.get(`/api/admin/seasonal-contracts/${old.renewedToId}`).expect(200)
    ).body as Contract & { startDate: string; endDate: string };
    expect(next).toMatchObject({
      startDate: '2028-04-01',
      endDate: '2028-11-01',
      plates: ['W12AB'],
    });
    expect(next.instalments.map((i) => [i.dueDate, i.amountCents])).toEqual([
      ['2028-04-01', 92_500],
      ['2028-07-01', 92_500],
    ]);
    expect((await availability('2028-06-01', '2028-06-03')).get('A6')).toBe('seasonal');
    // Accepting twice: a clear conflict, no second contract.
    const twice = await request(t.server)
      .post(`/api/seasonal-renewals/${yes.id}/accept`)
      .query({ token: yesLink.token })
      .set('Accept-Language', 'en')
      .expect(409);
    expect(twice.body.message).toBe('This renewal offer is no longer open.');

    const declined = await request(t.server)
      .post(`/api/seasonal-renewals/${no.id}/decline`)
      .query({ token: noLink.token })
      .expect(200);
    expect(declined.body.renewal).toBe('declined');
    expect((await availability('2028-06-01', '2028-06-03')).get('A7')).toBe('available');
  });

  it('refuses bad input with a 400 in the staff member’s language and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t
            .em()
            .getConnection()
            .execute<{ n: string }[]>(`select count(*)::text as n from seasonal_contracts`)
        )[0].n,
      );
    const before = await count();
    const base = {
      pitchId: demo.pitch('C1').id,
      startDate: '2027-04-01',
      endDate: '2027-11-01',
      instalmentDates: ['2027-04-01'],
    };
    const dates = await contract(
      { ...base, instalmentDates: ['2027-07-01', '2027-04-01'] },
      400,
      'en',
    );
    expect(JSON.stringify(dates.body)).toContain(
      'Instalment dates must be in ascending order and not after the end of the contract.',
    );
    const period = await contract({ ...base, endDate: '2027-03-01' }, 400, 'de');
    expect(JSON.stringify(period.body)).toContain(
      'Das Vertragsende muss nach dem Beginn liegen (höchstens ein Jahr).',
    );
    await contract({ ...base, feeCents: 10.5 }, 400);
    await contract({ ...base, plates: ['!!'] }, 400);
    await contract({ ...base, startDate: '2027-02-30' }, 400);
    // Without the holder's last name and language: a 400 at those fields, not a 500.
    const missing = await staff.agent
      .post('/api/admin/seasonal-contracts')
      .set('X-CSRF-Token', staff.csrf)
      .set('Accept-Language', 'en')
      .send({ ...base, firstName: 'Anna', email: 'anna@example.at', feeCents: 2 })
      .expect(400);
    expect(Object.keys(missing.body.fields as object).sort()).toEqual(['language', 'lastName']);
    await staff.agent
      .get('/api/admin/seasonal-contracts/00000000-0000-4000-8000-000000000000')
      .set('Accept-Language', 'en')
      .expect(404)
      .expect((r) => expect(r.body.message).toBe('Seasonal contract not found'));
    expect(await count()).toBe(before);
  });
});
