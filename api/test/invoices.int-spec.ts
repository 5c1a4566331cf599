import { Queue as BullQueue } from 'bullmq';
import { Client } from 'pg';
import request from 'supertest';
import { Booking } from 'src/modules/bookings/booking.entity';
import { Invoice, StornoInvoice } from 'src/modules/invoices/invoice.entity';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import type { Quote } from 'src/modules/pricing/quote';
import { Queue } from 'src/queues/queue-names';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { binary, pdfArchival, pdfText } from './helpers/pdf-text';
import { TestSmtpServer } from './helpers/smtp';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { confirmByMail, RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { WorkerProcess } from './helpers/worker-process';
import { euro, germanDate } from './helpers/money-text';
import { until } from './helpers/wait';

/**
 * Invoices end to end: the API takes bookings and payments, real worker processes issue the
 * invoices from the `invoices` queue (relayed from the outbox) and mail them over SMTP, the guest
 * and staff download the PDFs, and pdftotext reads them as any PDF reader would.
 */
describe('invoices and storno invoices', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let demo: DemoCatalog;
  let staff: SignedIn;
  const workers: WorkerProcess[] = [];

  const startWorker = async () => {
    const w = await WorkerProcess.start({
      DATABASE_URL: t.databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: t.redisPrefix,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '100',
      WORKER_LOCK_DURATION_MS: '2000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      ...RELAXED_ABUSE_LIMITS,
    });
    workers.push(w);
    return w;
  };
  const stopWorkers = async () => {
    while (workers.length) await workers.pop()!.kill('SIGTERM');
  };

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    await startWorker();
  }, 180_000);
  afterAll(async () => {
    for (const w of workers) await w.kill('SIGKILL');
    for (const name of Object.values(Queue)) {
      const q = new BullQueue(name, {
        connection: { url: process.env.REDIS_URL },
        prefix: `${t.redisPrefix}:bull`,
      });
      await q.obliterate({ force: true }).catch(() => undefined);
      await q.close();
    }
    await t.close();
    await smtp.stop();
  });

  const write = (method: 'post' | 'put', path: string) =>
    staff.agent[method](path).set('X-CSRF-Token', staff.csrf);
  /** Staff record the whole amount as one payment (the payment status follows the ledger). */
  const payInFull = async (bookingId: string, method = 'cash') => {
    const { totalCents } = (await staff.agent.get(`/api/admin/bookings/${bookingId}`).expect(200))
      .body as { totalCents: number };
    return write('post', `/api/admin/bookings/${bookingId}/payments`)
      .send({ amountCents: totalCents, method })
      .expect(201);
  };
  const invoiceOf = (bookingId: string) => t.em().findOne(Invoice, { booking: bookingId });
  const sequences = async () =>
    (await t.em().find(Invoice, {}, { orderBy: { sequence: 'asc' } })).map((i) => i.sequence);
  const phoneBooking = async (pitch: string, checkIn: string, checkOut: string, extra = {}) => {
    const res = await write('post', '/api/admin/bookings').send({
      firstName: 'Josef',
      lastName: 'Gruber',
      email: `josef.${pitch.toLowerCase()}.${checkIn}@example.at`,
      pitchId: demo.pitch(pitch).id,
      checkIn,
      checkOut,
      adults: 2,
      ...extra,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body as { id: string; number: string; totalCents: number };
  };

  let journey: { id: string; token: string; number: string; invoiceNumber: string };

  it('pay on arrival: hold → mail link → staff mark paid → the guest downloads a PDF with every §11 UStG field; 403 without the token', async () => {
    const hold = await request(t.server)
      .post('/api/bookings')
      .send({
        ...guest,
        uid: 'ATU87654324',
        pitchId: demo.pitch('D3').id,
        checkIn: '2027-04-10',
        checkOut: '2027-04-13',
        adults: 2,
        children: 1,
        extras: [{ code: 'electricity' }, { code: 'breakfast' }],
        language: 'de',
        paymentMethod: 'on_arrival',
      })
      .expect(201);
    const { id, token, number } = hold.body as { id: string; token: string; number: string };
    await confirmByMail(t, { id, token });
    const pdfPath = `/api/bookings/${id}/invoice.pdf`;
    const before = await request(t.server).get(pdfPath).query({ token }).expect(404);
    expect(before.body.message).toBe('Für diese Buchung wurde noch keine Rechnung ausgestellt');

    const record = (await staff.agent.get(`/api/admin/bookings/${id}`).expect(200)).body;
    expect(record.status).toBe('confirmed');
    await payInFull(id);
    const marked = Date.now();
    const res = await until('the invoice PDF can be downloaded', async () => {
      const r = await request(t.server).get(pdfPath).query({ token }).buffer(true).parse(binary);
      return r.status === 200 ? r : null;
    });
    const seconds = (Date.now() - marked) / 1000;
    expect(seconds).toBeLessThan(30);
    const invoice = (await invoiceOf(id))!;
    expect(invoice.number).toMatch(/^RE-\d{4}-\d{5}$/);
    journey = { id, token, number, invoiceNumber: invoice.number };
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Rechnung-${invoice.number}.pdf`);

    // Kept seven years: PDF/A-3b (declared in the XMP metadata, PDF 1.7), every font embedded.
    const archival = pdfArchival(res.body as Buffer);
    expect(archival).toMatchObject({ pdfa: '3B', version: '1.7' });
    expect(archival.fonts.length).toBeGreaterThan(0);
    expect(archival.fonts.filter((f) => !f.embedded)).toEqual([]);

    const text = pdfText(res.body as Buffer);
    const booking = await t.em().findOneOrFail(Booking, id);
    const quote: Quote = booking.quote;
    // Seller: name, address, UID, company register number and court, bank.
    for (const s of [
      'Alpencamp Dachsteinblick GmbH',
      'Rohrmoosstraße 128',
      '8970 Schladming',
      'UID: ATU12345675',
      'FN 456789x, Landesgericht Leoben',
      'AT43 3837 7000 0045 6789',
    ])
      expect(text).toContain(s);
    // Buyer: name, address, UID.
    for (const s of [
      'Anna Huber',
      guest.street,
      `${guest.postalCode} ${guest.city}`,
      'ATU87654324',
    ])
      expect(text).toContain(s);
    // Number, date, service period.
    expect(text).toContain(`Rechnungsnummer ${invoice.number}`);
    expect(text).toContain(`Rechnungsdatum ${germanDate(invoice.invoiceDate)}`);
    expect(text).toContain(
      `Leistungszeitraum ${germanDate('2027-04-10')} – ${germanDate('2027-04-13')}`,
    );
    // One line per quote line: description, quantity, unit price, VAT rate, total.
    for (const line of quote.lines.filter((l) => l.kind !== 'tourist_tax')) {
      const row = text.split('\n').find((l) => l.startsWith(line.label.de));
      expect(row).toBeDefined();
      expect(row).toContain(` ${line.quantity} `);
      expect(row).toContain(euro(line.unitPriceCents));
      expect(row).toContain(`${line.vatRateBp / 100} %`);
      expect(row).toContain(euro(line.totalCents));
    }
    // Net and VAT per rate, gross, the tourist tax apart, payments and the amount due.
    expect(quote.vat.length).toBeGreaterThanOrEqual(2);
    for (const v of quote.vat) {
      expect(text).toContain(`Netto ${v.rateBp / 100} % ${euro(v.netCents)}`);
      expect(text).toContain(`USt. ${v.rateBp / 100} % ${euro(v.vatCents)}`);
    }
    expect(text).toContain(`Gesamtbetrag brutto ${euro(quote.grossCents)}`);
    expect(quote.touristTaxCents).toBeGreaterThan(0);
    expect(text).toMatch(
      new RegExp(`Nächtigungsabgabe \\(ohne USt\\.\\).*${euro(quote.touristTaxCents)}`),
    );
    expect(text).toContain(`Rechnungsbetrag ${euro(quote.totalCents)}`);
    expect(text).toContain('Erhaltene Zahlungen');
    expect(text).toContain(`Barzahlung ${euro(quote.totalCents)}`);
    expect(text).toContain(`Offener Betrag ${euro(0)}`);

    // Without the token, with another token: 403; an unknown booking: 404.
    await request(t.server).get(pdfPath).expect(403);
    await request(t.server)
      .get(pdfPath)
      .query({ token: 'x'.repeat(43) })
      .expect(403);
    await request(t.server)
      .get('/api/bookings/00000000-0000-4000-8000-000000000000/invoice.pdf')
      .query({ token })
      .expect(404);

    // The guest got the payment confirmation and the invoice with the PDF attached.
    const mails = await smtp.waitFor(
      () => smtp.to(guest.email).some((m) => m.parsed.subject?.includes(invoice.number)),
      30_000,
    );
    expect(mails.some((m) => m.parsed.subject?.startsWith('Zahlung erhalten'))).toBe(true);
    const mail = smtp.to(guest.email).find((m) => m.parsed.subject?.includes(invoice.number))!;
    const pdf = mail.parsed.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`Rechnung-${invoice.number}.pdf`);
    expect(pdfText(pdf!.content)).toContain(`Rechnungsnummer ${invoice.number}`);
  }, 120_000);

  it('staff list, show and download it; an invoice row cannot be changed', async () => {
    const list = await staff.agent
      .get('/api/admin/invoices')
      .query({ filter: JSON.stringify({ bookingId: journey.id }) })
      .expect(200);
    expect(list.headers['content-range']).toBe('invoices 0-0/1');
    expect(list.body[0]).toMatchObject({
      number: journey.invoiceNumber,
      bookingNumber: journey.number,
      buyerName: 'Anna Huber',
      dueCents: 0,
    });
    const one = await staff.agent.get(`/api/admin/invoices/${list.body[0].id}`).expect(200);
    expect(one.body.totalCents).toBe(one.body.paidCents);
    const pdf = await staff.agent
      .get(`/api/admin/invoices/${list.body[0].id}/pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.body as Buffer)).toContain(journey.invoiceNumber);
    await request(t.server).get(`/api/admin/invoices/${list.body[0].id}/pdf`).expect(401);
    await expect(
      t
        .em()
        .getConnection()
        .execute(`update invoice set total_cents = 1 where number = ?`, [journey.invoiceNumber]),
    ).rejects.toThrow(/immutable/);
  });

  it('cancelling the invoiced booking issues a storno that cites the original number and date and negates it', async () => {
    const original = (await invoiceOf(journey.id))!;
    await write('post', `/api/admin/bookings/${journey.id}/cancel`)
      .send({ reason: 'Gast verhindert' })
      .expect(201);
    const storno = await until('the storno is issued', () =>
      t.em().findOne(StornoInvoice, { booking: journey.id }),
    );
    expect(storno.number).toMatch(/^ST-\d{4}-\d{5}$/);
    const list = await staff.agent
      .get('/api/admin/storno-invoices')
      .query({ filter: JSON.stringify({ bookingId: journey.id }), sort: '["number","ASC"]' })
      .expect(200);
    expect(list.headers['content-range']).toBe('storno-invoices 0-0/1');
    expect(list.body[0]).toMatchObject({
      number: storno.number,
      originalNumber: original.number,
      originalDate: original.invoiceDate,
      totalCents: -original.totalCents,
    });
    const pdf = await staff.agent
      .get(`/api/admin/storno-invoices/${storno.id}/pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdf.headers['content-disposition']).toContain(`Stornorechnung-${storno.number}.pdf`);
    const archival = pdfArchival(pdf.body as Buffer);
    expect(archival.pdfa).toBe('3B');
    expect(archival.fonts.filter((f) => !f.embedded)).toEqual([]);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(`Stornorechnung ${storno.number}`);
    expect(text).toContain(
      `Storno der Rechnung ${original.number} vom ${germanDate(original.invoiceDate)}`,
    );
    expect(text).toContain(`Rechnungsbetrag ${euro(-original.totalCents)}`);
    // The guest's link still gives the original; its number is never used again.
    const guestPdf = await request(t.server)
      .get(`/api/bookings/${journey.id}/invoice.pdf`)
      .query({ token: journey.token })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdfText(guestPdf.body as Buffer)).toContain(`Rechnung ${original.number}`);
    expect(await t.em().count(Invoice, { number: original.number })).toBe(1);
    // The guest gets it by mail too (the invoice template, with the storno attached).
    await smtp.waitFor(() =>
      smtp
        .to(guest.email)
        .some((m) =>
          m.parsed.attachments.some((a) => a.filename === `Stornorechnung-${storno.number}.pdf`),
        ),
    );
  }, 60_000);

  it('a confirmed bank-transfer booking gets its invoice at once as the payment request, with the GiroCode and the full amount due', async () => {
    const b = await phoneBooking('A5', '2027-05-03', '2027-05-06', {
      paymentMethod: 'bank_transfer',
    });
    const invoice = await until('the payment request invoice is issued', () => invoiceOf(b.id));
    expect(invoice.snapshot.dueCents).toBe(b.totalCents);
    expect(invoice.snapshot.epcPayload?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'RZSTAT2G377',
      'Alpencamp Dachsteinblick GmbH',
      'AT433837700000456789',
      `EUR${(b.totalCents / 100).toFixed(2)}`,
      '',
      '',
      b.number,
    ]);
    const pdf = await staff.agent
      .get(`/api/admin/invoices/${invoice.id}/pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(`Offener Betrag ${euro(b.totalCents)}`);
    expect(text).toContain(`Buchungsnummer ${b.number}`);
    expect(text).toContain('GiroCode');
    // Paying it later adds no second invoice.
    await payInFull(b.id, 'bank_transfer');
    await until(
      'the payment mail went out',
      async () =>
        (await t
          .em()
          .count(MailMessage, { bookingId: b.id, template: 'payment_received', status: 'sent' })) >
        0,
    );
    expect(await t.em().count(Invoice, { booking: b.id })).toBe(1);
  }, 60_000);

  it('20 bookings marked paid at once with 2 worker processes get 20 invoices numbered without a gap', async () => {
    await startWorker();
    const pitches = [
      ...Array.from({ length: 15 }, (_, i) => `B${i + 1}`),
      'C1',
      'C2',
      'C3',
      'C4',
      'C5',
    ];
    const bookings: Array<{ id: string }> = [];
    for (const p of pitches) bookings.push(await phoneBooking(p, '2027-06-07', '2027-06-10'));
    const before = await sequences();
    await Promise.all(bookings.map((b) => payInFull(b.id)));
    await until(
      '20 invoices exist',
      async () =>
        (await t.em().count(Invoice, { booking: { $in: bookings.map((b) => b.id) } })) === 20,
      90_000,
    );
    const all = await sequences();
    expect(all).toHaveLength(before.length + 20);
    expect(all).toEqual(all.map((_, i) => i + 1));
    const numbers = (
      await t.em().find(Invoice, { booking: { $in: bookings.map((b) => b.id) } })
    ).map((i) => i.number);
    expect(new Set(numbers).size).toBe(20);
  }, 180_000);

  it('a worker killed (SIGKILL) in the middle of an invoice job: the retried job issues the invoice once, without a gap', async () => {
    await stopWorkers();
    const b = await phoneBooking('C6', '2027-06-07', '2027-06-10');
    // The year's counter row is held by the test, so the job stops inside its transaction, after it
    // locked the booking and before it could take a number.
    const year = new Date().getFullYear();
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    await client.query('begin');
    // (The invoices issued above created this year's row.)
    const locked = await client.query(
      `select 1 from invoice_counter where series = 'RE' and year = $1 for update`,
      [year],
    );
    expect(locked.rowCount).toBe(1);
    const first = await startWorker();
    await payInFull(b.id);
    await until(
      'the invoice job waits for the counter',
      async () => {
        // In the transaction holding the lock: drop the activity snapshot it keeps (see worker-crash).
        await client.query('select pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0].n > 0;
      },
      120_000,
    ).catch((e: Error) => {
      throw new Error(`${e.message}\nworker log:\n${first.lines.slice(-40).join('\n')}`);
    });
    expect((await first.kill('SIGKILL')).signal).toBe('SIGKILL');
    workers.splice(workers.indexOf(first), 1);
    await client.query('rollback');
    await client.end();
    expect(await invoiceOf(b.id)).toBeNull();

    await startWorker();
    const invoice = await until(
      'the retried job issued the invoice',
      () => invoiceOf(b.id),
      90_000,
    );
    await new Promise((r) => setTimeout(r, 1500)); // room for a stray second run to show itself
    expect(await t.em().count(Invoice, { booking: b.id })).toBe(1);
    const all = await sequences();
    expect(all).toEqual(all.map((_, i) => i + 1));
    expect(invoice.sequence).toBe(all.length);
  }, 180_000);
});
