import request from 'supertest';
import { Booking } from 'src/modules/bookings/booking.entity';
import { Invoice, StornoInvoice } from 'src/modules/invoices/invoice.entity';
import { InvoiceIssuing } from 'src/modules/invoices/invoice-issuing.service';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { binary, pdfText } from './helpers/pdf-text';
import { TestSmtpServer } from './helpers/smtp';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { confirmByMail, RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { obliterateQueues, WorkerProcess } from './helpers/worker-process';
import { euro, germanDate } from './helpers/money-text';
import { until } from './helpers/wait';

/**
 * Changing an invoiced stay: an issued invoice is never altered, so staff moving a paid booking get
 * a storno of the current invoice and a new one, issued by a real worker; the booking's total,
 * ledger, invoices, the guest's PDF and the analytics agree to the cent after each change.
 */
describe('changing an invoiced booking: storno plus new invoice', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let admin: SignedIn;
  let worker: WorkerProcess;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    admin = await signInAs(t, 'admin');
    worker = await WorkerProcess.forApp(t, smtp.url, RELAXED_ABUSE_LIMITS);
  }, 180_000);
  afterAll(async () => {
    await worker?.kill('SIGKILL');
    await obliterateQueues(t.redisPrefix);
    await t.close();
    await smtp.stop();
  });

  const write = (who: SignedIn, method: 'post' | 'put', path: string) =>
    who.agent[method](path).set('X-CSRF-Token', who.csrf);
  const invoicesOf = (bookingId: string) =>
    t.em().find(Invoice, { booking: bookingId }, { orderBy: { revision: 'asc' } });
  const stornosOf = (bookingId: string) =>
    t.em().find(StornoInvoice, { booking: bookingId }, { orderBy: { sequence: 'asc' } });
  const summary = (bookingId: string) => t.app.get(LedgerService).summary(t.em(), bookingId);
  const guestPdf = async (id: string, token: string) =>
    pdfText(
      (
        await request(t.server)
          .get(`/api/bookings/${id}/invoice.pdf`)
          .query({ token })
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body as Buffer,
    );
  /** Revenue of July 2027 in the analytics against what the invoices and stornos state, net. */
  const expectAnalyticsEqualInvoiced = async (bookingId: string) => {
    const docs = [...(await invoicesOf(bookingId)), ...(await stornosOf(bookingId))];
    const sum = (f: (s: Invoice['snapshot']) => number) =>
      docs.reduce((a, d) => a + f(d.snapshot), 0);
    const report = (
      await staff.agent.get('/api/admin/analytics?from=2027-07-01&to=2027-08-01').expect(200)
    ).body as {
      totals: {
        revenue: {
          netCents: number;
          vatCents: number;
          grossCents: number;
          touristTaxCents: number;
        };
      };
    };
    expect(report.totals.revenue).toEqual({
      netCents: sum((s) => s.netCents),
      vatCents: sum((s) => s.vatCents),
      grossCents: sum((s) => s.grossCents),
      touristTaxCents: sum((s) => s.touristTax?.totalCents ?? 0),
    });
  };

  it('moves a fully paid invoiced booking to a dearer stay, then a cheaper one: storno + new invoice each time, due and credit, PDF, analytics', async () => {
    // A guest books B3 10.–15.07., confirms by mail; staff take the whole amount in cash.
    const hold = await request(t.server)
      .post('/api/bookings')
      .send({
        ...guest,
        pitchId: demo.pitch('B3').id,
        checkIn: '2027-07-10',
        checkOut: '2027-07-15',
        adults: 2,
        language: 'de',
        paymentMethod: 'on_arrival',
      })
      .expect(201);
    const { id, token } = hold.body as { id: string; token: string };
    await confirmByMail(t, { id, token });
    const { totalCents } = (await staff.agent.get(`/api/admin/bookings/${id}`).expect(200))
      .body as { totalCents: number };
    await write(staff, 'post', `/api/admin/bookings/${id}/payments`)
      .send({ amountCents: totalCents, method: 'cash' })
      .expect(201);
    const [first] = await until('the first invoice is issued', async () => {
      const list = await invoicesOf(id);
      return list.length ? list : null;
    });
    const paid = first.totalCents;
    expect(first.snapshot.dueCents).toBe(0);

    // The move dialog's figures: B5 12.–18.07. (a night longer) priced before saving.
    const dearer = { pitchId: demo.pitch('B5').id, checkIn: '2027-07-12', checkOut: '2027-07-18' };
    const q1 = (
      await write(staff, 'post', `/api/admin/bookings/${id}/quote`).send(dearer).expect(200)
    ).body as {
      currentTotalCents: number;
      quote: { totalCents: number; nights: number };
      differenceCents: number;
      dueCents: number;
      creditCents: number;
      currentInvoiceNumber: string | null;
    };
    expect(q1.currentTotalCents).toBe(paid);
    expect(q1.quote.nights).toBe(6);
    expect(q1.differenceCents).toBe(q1.quote.totalCents - paid);
    expect(q1.differenceCents).toBeGreaterThan(0);
    expect(q1.dueCents).toBe(q1.differenceCents);
    expect(q1.creditCents).toBe(0);
    expect(q1.currentInvoiceNumber).toBe(first.number);
    // The guest's own quote for the same stay is the same price.
    const guestQuote = await request(t.server)
      .post('/api/bookings/quote')
      .send({ ...dearer, adults: 2 })
      .expect(200);
    expect(guestQuote.body.totalCents).toBe(q1.quote.totalCents);

    const moved = await write(staff, 'put', `/api/admin/bookings/${id}`).send(dearer).expect(200);
    expect(moved.body.totalCents).toBe(q1.quote.totalCents);

    // The worker reverses RE 1 by a storno and issues RE 2 for the new stay.
    const second = await until('the replacing invoice is issued', async () =>
      (await invoicesOf(id)).find((i) => i.revision === 2),
    );
    const [storno1] = await stornosOf(id);
    expect(storno1.number).toMatch(/^ST-2026-\d{5}$/);
    expect(storno1.totalCents).toBe(-paid);
    expect(storno1.snapshot.original).toEqual({
      number: first.number,
      invoiceDate: first.invoiceDate,
    });
    expect(storno1.snapshot.servicePeriod).toMatchObject({ from: '2027-07-10', to: '2027-07-15' });
    // Gap-free: the next number of the same RE series.
    expect(second.sequence).toBe(first.sequence + 1);
    expect(second.snapshot.servicePeriod).toEqual({
      from: '2027-07-12',
      to: '2027-07-18',
      nights: 6,
    });
    expect(second.snapshot.pitch.code).toBe('B5');
    expect(second.totalCents).toBe(q1.quote.totalCents);
    expect(second.snapshot.paidCents).toBe(paid);
    expect(second.snapshot.dueCents).toBe(q1.differenceCents);
    const booking = await t.em().findOneOrFail(Booking, id);
    expect(second.snapshot.lines.map((l) => [l.description, l.quantity, l.totalCents])).toEqual(
      booking.quote.lines
        .filter((l) => l.kind !== 'tourist_tax')
        .map((l) => [l.label.de, l.quantity, l.totalCents]),
    );
    expect(await summary(id)).toMatchObject({
      totalCents: q1.quote.totalCents,
      paidCents: paid,
      dueCents: q1.differenceCents,
      creditCents: 0,
      status: 'pending',
    });
    await expectAnalyticsEqualInvoiced(id);

    // The staff lists show the chain: which invoice replaced which, the first one reversed.
    const list = await staff.agent
      .get('/api/admin/invoices')
      .query({ filter: JSON.stringify({ bookingId: id }), sort: JSON.stringify(['number', 'ASC']) })
      .expect(200);
    expect(list.body).toMatchObject([
      {
        number: first.number,
        revision: 1,
        reversed: true,
        stornoNumber: storno1.number,
        replacedByNumber: second.number,
        replacesNumber: null,
      },
      {
        number: second.number,
        revision: 2,
        reversed: false,
        stornoNumber: null,
        replacesNumber: first.number,
        replacedByNumber: null,
        dueCents: q1.differenceCents,
      },
    ]);
    const stornoList = await staff.agent
      .get('/api/admin/storno-invoices')
      .query({ filter: JSON.stringify({ bookingId: id }) })
      .expect(200);
    expect(stornoList.body).toMatchObject([
      { number: storno1.number, originalNumber: first.number, replacementNumber: second.number },
    ]);

    // The guest's invoice link serves the new invoice: the new dates and pitch.
    const text = await guestPdf(id, token);
    expect(text).toContain(`Rechnungsnummer ${second.number}`);
    expect(text).toContain(
      `Leistungszeitraum ${germanDate('2027-07-12')} – ${germanDate('2027-07-18')}`,
    );
    expect(text).toContain('B5');
    expect(text).toContain(`Offener Betrag ${euro(q1.differenceCents)}`);

    // The guest gets both documents by mail.
    await smtp.waitFor(
      () =>
        [storno1.number, second.number].every((n) =>
          smtp.to(guest.email).some((m) => m.parsed.subject?.includes(n)),
        ),
      30_000,
    );
    const mailOf = (n: string) => smtp.to(guest.email).find((m) => m.parsed.subject?.includes(n))!;
    expect(mailOf(storno1.number).parsed.attachments.map((a) => a.filename)).toEqual([
      `Stornorechnung-${storno1.number}.pdf`,
    ]);
    expect(mailOf(second.number).parsed.attachments.map((a) => a.filename)).toEqual([
      `Rechnung-${second.number}.pdf`,
    ]);

    // A second run of the same job changes nothing (crash-safe retries).
    expect(await t.app.get(InvoiceIssuing).reissueInvoice(id, 2)).toMatchObject({
      created: false,
      number: second.number,
    });
    // The database admits one current invoice per booking.
    await expect(
      t
        .em()
        .getConnection()
        .execute(
          `insert into invoice (id, number, year, sequence, booking_id, revision, invoice_date, language, total_cents, snapshot, created_at)
           select gen_random_uuid(), 'RE-2099-99999', 2099, 99999, booking_id, 9, invoice_date, language, total_cents, snapshot, now()
             from invoice where id = ?`,
          [second.id],
        ),
    ).rejects.toThrow(/invoice_booking_current_unique|invoice_revision_replaces/);

    // The guest pays the difference; then the stay is shortened to 12.–16.07. on B3.
    await write(staff, 'post', `/api/admin/bookings/${id}/payments`)
      .send({ amountCents: q1.differenceCents, method: 'cash' })
      .expect(201);
    const paidNow = q1.quote.totalCents;
    const cheaper = { pitchId: demo.pitch('B3').id, checkIn: '2027-07-12', checkOut: '2027-07-16' };
    const q2 = (
      await write(staff, 'post', `/api/admin/bookings/${id}/quote`).send(cheaper).expect(200)
    ).body as typeof q1;
    expect(q2.quote.nights).toBe(4);
    expect(q2.differenceCents).toBe(q2.quote.totalCents - paidNow);
    expect(q2.differenceCents).toBeLessThan(0);
    expect(q2.creditCents).toBe(-q2.differenceCents);
    expect(q2.dueCents).toBe(0);
    expect(q2.currentInvoiceNumber).toBe(second.number);
    await write(staff, 'put', `/api/admin/bookings/${id}`).send(cheaper).expect(200);

    const third = await until('the third invoice is issued', async () =>
      (await invoicesOf(id)).find((i) => i.revision === 3),
    );
    const stornos = await stornosOf(id);
    expect(stornos).toHaveLength(2);
    expect(stornos[1].sequence).toBe(stornos[0].sequence + 1);
    expect(stornos[1].totalCents).toBe(-second.totalCents);
    expect(stornos[1].snapshot.original?.number).toBe(second.number);
    expect(third.sequence).toBe(second.sequence + 1);
    expect(third.snapshot.servicePeriod).toEqual({
      from: '2027-07-12',
      to: '2027-07-16',
      nights: 4,
    });
    expect(third.snapshot.pitch.code).toBe('B3');
    expect(third.totalCents).toBe(q2.quote.totalCents);
    expect(third.snapshot.dueCents).toBe(0);
    expect(await summary(id)).toMatchObject({
      totalCents: q2.quote.totalCents,
      paidCents: paidNow,
      dueCents: 0,
      creditCents: q2.creditCents,
    });
    await expectAnalyticsEqualInvoiced(id);
    // The net invoiced amount (invoices minus stornos) is what the booking costs now.
    const net = [...(await invoicesOf(id)), ...stornos].reduce((a, d) => a + d.totalCents, 0);
    expect(net).toBe(q2.quote.totalCents);
    const text3 = await guestPdf(id, token);
    expect(text3).toContain(`Rechnungsnummer ${third.number}`);
    expect(text3).toContain(
      `Leistungszeitraum ${germanDate('2027-07-12')} – ${germanDate('2027-07-16')}`,
    );

    // The credit goes back as a refund through the ledger, as any refund.
    await write(admin, 'post', `/api/admin/bookings/${id}/payments`)
      .send({ kind: 'refund', amountCents: q2.creditCents, method: 'cash' })
      .expect(201);
    expect(await summary(id)).toMatchObject({ dueCents: 0, creditCents: 0 });
    // Nothing else was issued by the refund.
    expect(await invoicesOf(id)).toHaveLength(3);
  }, 180_000);

  /** A phone booking by staff (confirmed at once). */
  async function phoneBooking(
    firstName: string,
    lastName: string,
    pitch: string,
    checkIn: string,
    checkOut: string,
    adults: number,
  ) {
    const res = await write(staff, 'post', '/api/admin/bookings').send({
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.at`.toLowerCase(),
      pitchId: demo.pitch(pitch).id,
      checkIn,
      checkOut,
      adults,
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; totalCents: number };
  }

  const payCash = (id: string, amountCents: number) =>
    write(staff, 'post', `/api/admin/bookings/${id}/payments`)
      .send({ amountCents, method: 'cash' })
      .expect(201);

  it('a change of an invoiced stay that is cancelled before the worker runs leaves one storno, of the current invoice', async () => {
    const { id, totalCents } = await phoneBooking(
      'Josef',
      'Gruber',
      'B7',
      '2027-08-03',
      '2027-08-06',
      2,
    );
    await payCash(id, totalCents);
    const [first] = await until('the invoice is issued', async () => {
      const list = await invoicesOf(id);
      return list.length ? list : null;
    });
    await worker.kill('SIGKILL');
    await write(staff, 'put', `/api/admin/bookings/${id}`)
      .send({ checkOut: '2027-08-07' })
      .expect(200);
    await write(staff, 'post', `/api/admin/bookings/${id}/cancel`)
      .send({ reason: 'Gast krank' })
      .expect(201);
    worker = await WorkerProcess.forApp(t, smtp.url, RELAXED_ABUSE_LIMITS);
    const [storno] = await until('the storno is issued', async () => {
      const list = await stornosOf(id);
      return list.length ? list : null;
    });
    expect(storno.snapshot.original?.number).toBe(first.number);
    // The outbox row of the change is relayed and done; no second invoice followed it.
    await until('the reissue job ran', async () => {
      const rows = await t
        .em()
        .getConnection()
        .execute<{ n: string }[]>(
          `select count(*) as n from outbox where job_id like ? and relayed_at is not null`,
          [`reissue.booking.${id}.%`],
        );
      return Number(rows[0].n) === 1;
    });
    expect(await t.app.get(InvoiceIssuing).reissueInvoice(id, 2)).toBeNull();
    expect(await invoicesOf(id)).toHaveLength(1);
    expect((await invoicesOf(id))[0].reversedAt).not.toBeNull();
  }, 180_000);
  it('a shorter stay that makes a part-paid booking paid in full brings its invoice', async () => {
    // Staff book B8 for six nights, pay on arrival; the guest pays half in cash, then the stay is
    // cut to three nights: what was paid is now the whole price, so the invoice is due as after a
    // payment that settles it.
    const { id, totalCents } = await phoneBooking(
      'Maria',
      'Pichler',
      'B8',
      '2027-09-01',
      '2027-09-07',
      1,
    );
    await payCash(id, totalCents / 2);
    const shorter = await write(staff, 'put', `/api/admin/bookings/${id}`)
      .send({ checkOut: '2027-09-04' })
      .expect(200);
    expect(shorter.body.totalCents).toBe(totalCents / 2);
    expect((await summary(id)).status).toBe('paid');
    const [invoice] = await until('the invoice is issued', async () => {
      const list = await invoicesOf(id);
      return list.length ? list : null;
    });
    expect(invoice.totalCents).toBe(totalCents / 2);
    expect(invoice.snapshot.servicePeriod).toMatchObject({ from: '2027-09-01', to: '2027-09-04' });
  }, 120_000);
});
