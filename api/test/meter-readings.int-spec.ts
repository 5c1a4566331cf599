import request from 'supertest';
import { Booking } from 'src/modules/bookings/booking.entity';
import { MeterReading } from 'src/modules/electricity/meter-reading.entity';
import { Invoice, StornoInvoice } from 'src/modules/invoices/invoice.entity';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { guest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { binary, pdfText } from './helpers/pdf-text';
import { TestSmtpServer } from './helpers/smtp';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { confirmByMail, RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { obliterateQueues, WorkerProcess } from './helpers/worker-process';
import { until } from './helpers/wait';

/**
 * Metered electricity end to end: staff record a pitch meter's readings at arrival and departure,
 * a reading below the meter's last is refused (API and database), and the consumption at 0,45 €/kWh
 * goes on the final invoice — or, for a stay invoiced before it left, on a supplementary invoice
 * with the next RE number — issued by a real worker; the booking, ledger, invoices, PDF and
 * analytics agree to the cent.
 */
describe('metered electricity', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let demo: DemoCatalog;
  let staff: SignedIn & { user: { email: string } };
  let admin: SignedIn;
  let worker: WorkerProcess;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    admin = await signInAs(t, 'admin');
    worker = await WorkerProcess.forApp(t, smtp.url, RELAXED_ABUSE_LIMITS);
    // Meters on B3 and B5; the price per kWh as the pricing settings screen saves it.
    for (const [code, meterNumber] of [
      ['B3', 'Z-1003'],
      ['B5', 'Z-1005'],
    ])
      await write(admin, 'put', `/api/admin/pitches/${demo.pitch(code).id}`)
        .send({ meterNumber })
        .expect(200);
    const settings = await write(admin, 'put', '/api/admin/pricing-settings')
      .send({ electricityCentsPerKwh: 45 })
      .expect(200);
    expect(settings.body.electricityCentsPerKwh).toBe(45);
  }, 180_000);
  afterAll(async () => {
    await worker?.kill('SIGKILL');
    await obliterateQueues(t.redisPrefix);
    await t.close();
    await smtp.stop();
  });

  function write(who: SignedIn, method: 'post' | 'put', path: string) {
    return who.agent[method](path).set('X-CSRF-Token', who.csrf);
  }
  const invoicesOf = (bookingId: string) =>
    t.em().find(Invoice, { booking: bookingId }, { orderBy: { sequence: 'asc' } });
  const summary = (bookingId: string) => t.app.get(LedgerService).summary(t.em(), bookingId);
  const readingsOf = (bookingId: string) => t.em().count(MeterReading, { booking: bookingId });
  // As the quote writes amounts: a no-break space before the euro sign (pdftotext prints a space).
  const LINE = 'Strom (Zähler) 42 kWh × 0,45\u00a0€';
  const PRINTED = 'Strom (Zähler) 42 kWh × 0,45 €';

  /** A guest's pay-on-arrival booking from today, confirmed by mail. */
  async function bookToday(pitch: string): Promise<{ id: string; token: string }> {
    const hold = await request(t.server)
      .post('/api/bookings')
      .send({
        ...guest,
        pitchId: demo.pitch(pitch).id,
        checkIn: TODAY,
        checkOut: '2026-11-25',
        adults: 2,
        language: 'de',
        paymentMethod: 'on_arrival',
      })
      .expect(201);
    const booking = hold.body as { id: string; token: string };
    await confirmByMail(t, booking);
    return booking;
  }
  const reading = (bookingId: string, kind: 'arrival' | 'departure', valueWh: number) =>
    write(staff, 'post', '/api/admin/meter-readings').send({ bookingId, kind, valueWh });
  const payInFull = async (id: string) => {
    const { dueCents } = await summary(id);
    await write(staff, 'post', `/api/admin/bookings/${id}/payments`)
      .send({ amountCents: dueCents, method: 'cash' })
      .expect(201);
  };
  const pdfOf = async (invoiceId: string) =>
    pdfText(
      (
        await staff.agent
          .get(`/api/admin/invoices/${invoiceId}/pdf`)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body as Buffer,
    );

  it('does not offer the flat electricity extra on a pitch with a meter', async () => {
    const catalog = await request(t.server).get('/api/pitches').expect(200);
    const pitches = catalog.body as Array<{ code: string; metered: boolean }>;
    expect(pitches.find((p) => p.code === 'B3')?.metered).toBe(true);
    expect(pitches.find((p) => p.code === 'B4')?.metered).toBe(false);
    const res = await request(t.server)
      .post('/api/bookings')
      .set('Accept-Language', 'de')
      .send({
        ...guest,
        pitchId: demo.pitch('B3').id,
        checkIn: '2027-06-10',
        checkOut: '2027-06-12',
        adults: 2,
        language: 'de',
        paymentMethod: 'on_arrival',
        extras: [{ code: 'electricity', quantity: 1 }],
      })
      .expect(400);
    expect(res.body.message).toContain('Stromzähler');
    const quote = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'en')
      .send({
        pitchId: demo.pitch('B3').id,
        checkIn: '2027-06-10',
        checkOut: '2027-06-12',
        adults: 2,
        extras: [{ code: 'electricity', quantity: 1 }],
      })
      .expect(400);
    expect(quote.body.message).toContain('electricity meter');
    // Without a meter the flat extra stays bookable.
    await request(t.server)
      .post('/api/bookings/quote')
      .send({
        pitchId: demo.pitch('B4').id,
        checkIn: '2027-06-10',
        checkOut: '2027-06-12',
        adults: 2,
        extras: [{ code: 'electricity', quantity: 1 }],
      })
      .expect(200);
    // A booking with the flat extra is not moved onto a metered pitch: refused, nothing changes.
    const flat = await write(staff, 'post', '/api/admin/bookings')
      .send({
        firstName: 'Josef',
        lastName: 'Pauschal',
        phone: '+43 3687 22222',
        pitchId: demo.pitch('B4').id,
        checkIn: '2027-06-10',
        checkOut: '2027-06-12',
        adults: 2,
        extras: [{ code: 'electricity', quantity: 1 }],
      })
      .expect(201);
    const move = await write(staff, 'put', `/api/admin/bookings/${flat.body.id}`)
      .set('Accept-Language', 'de')
      .send({ pitchId: demo.pitch('B3').id })
      .expect(400);
    expect(move.body.message).toContain('Stromzähler');
    const kept = await t.em().findOneOrFail(Booking, flat.body.id, { populate: ['pitch'] });
    expect(kept.pitch.code).toBe('B4');
    expect(kept.totalCents).toBe(flat.body.totalCents);
  });

  it('bills 1000 → 1042 kWh at 0,45 € on the final invoice of a stay not invoiced yet; a lower reading is refused', async () => {
    const { id } = await bookToday('B3');
    const before = await t.em().findOneOrFail(Booking, id);

    // The desk lists today's arrival on the metered pitch, no reading yet.
    const day = await staff.agent.get('/api/admin/meter-readings/day').expect(200);
    expect(day.body.date).toBe(TODAY);
    expect(day.body.rows).toContainEqual(
      expect.objectContaining({
        bookingId: id,
        pitchCode: 'B3',
        meterNumber: 'Z-1003',
        guestName: 'Anna Huber',
        due: 'arrival',
        arrival: null,
        last: null,
      }),
    );

    // A day that does not exist is a 400, never a database error.
    await staff.agent.get('/api/admin/meter-readings/day?date=2026-02-30').expect(400);

    const arrival = await reading(id, 'arrival', 1_000_000).expect(201);
    expect(arrival.body).toMatchObject({ kind: 'arrival', valueWh: 1_000_000, charge: null });

    // Below the meter's last reading: 400 naming both readings, in the request's language.
    const de = await reading(id, 'departure', 999_500).set('Accept-Language', 'de').expect(400);
    expect(de.body.message).toContain(
      'Der Zählerstand 999,5 kWh liegt unter dem letzten Stand 1.000 kWh von Zähler Z-1003',
    );
    const en = await reading(id, 'departure', 999_500).set('Accept-Language', 'en').expect(400);
    expect(en.body.message).toContain(
      'The reading 999.5 kWh is below the last reading 1,000 kWh of meter Z-1003',
    );
    expect(await readingsOf(id)).toBe(1);
    expect((await t.em().findOneOrFail(Booking, id)).totalCents).toBe(before.totalCents);
    // The database refuses it too, whoever writes.
    await expect(
      t
        .em()
        .getConnection()
        .execute(
          `insert into meter_readings (id, pitch_id, meter_number, kind, value_wh, recorded_at)
           values (gen_random_uuid(), ?, 'Z-1003', 'arrival', 999000, now())`,
          [demo.pitch('B3').id],
        ),
    ).rejects.toThrow(/below the last reading/);

    // The desk shows the last reading: value, when, by whom.
    const later = await staff.agent
      .get(`/api/admin/meter-readings/day?date=2026-11-25`)
      .expect(200);
    expect(later.body.rows).toContainEqual(
      expect.objectContaining({
        bookingId: id,
        due: 'departure',
        last: expect.objectContaining({ valueWh: 1_000_000, recordedBy: staff.user.email }),
      }),
    );

    const departure = await reading(id, 'departure', 1_042_000).expect(201);
    expect(departure.body.charge).toEqual({
      label: {
        de: LINE,
        en: 'Electricity (meter) 42 kWh × €0.45',
        nl: 'Elektriciteit (meter) 42 kWh × €\u00a00,45',
      },
      consumptionWh: 42_000,
      grossCents: 1890,
      netCents: 1575,
      vatCents: 315,
      billedOn: 'final_invoice',
    });
    // A second departure reading is refused; nothing is billed twice.
    await reading(id, 'departure', 1_050_000).expect(409);

    // The booking's total, the booking page and the ledger carry the 18,90 €.
    const after = await t.em().findOneOrFail(Booking, id);
    expect(after.totalCents).toBe(before.totalCents + 1890);
    const page = await staff.agent.get(`/api/admin/bookings/${id}`).expect(200);
    expect(page.body.totalCents).toBe(after.totalCents);
    expect(page.body.money).toMatchObject({
      totalCents: after.totalCents,
      dueCents: after.totalCents,
    });
    expect(
      (page.body.quote as { lines: Array<{ label: { de: string } }> }).lines.map((l) => l.label.de),
    ).toContain(LINE);

    await payInFull(id);
    const [invoice] = await until('the final invoice is issued', async () => {
      const list = await invoicesOf(id);
      return list.length ? list : null;
    });
    const line = invoice.snapshot.lines.find((l) => l.description === LINE);
    expect(line).toMatchObject({ quantity: 1, totalCents: 1890, vatRateBp: 2000 });
    const twenty = invoice.snapshot.vat.find((v) => v.rateBp === 2000);
    expect(twenty).toEqual({ rateBp: 2000, netCents: 1575, vatCents: 315, grossCents: 1890 });
    expect(invoice.totalCents).toBe(after.totalCents);
    expect(invoice.snapshot.dueCents).toBe(0);
    expect(await summary(id)).toMatchObject({ dueCents: 0, status: 'paid' });
    const text = await pdfOf(invoice.id);
    expect(text).toContain(PRINTED);
    expect(text).toMatch(/Netto 20 %\s+15,75 €/);
    expect(text).toMatch(/USt\. 20 %\s+3,15 €/);
  });

  it('bills the consumption of a stay invoiced before departure on a supplementary invoice with the next number', async () => {
    const { id } = await bookToday('B5');
    await payInFull(id);
    const [stay] = await until('the stay invoice is issued', async () => {
      const list = await invoicesOf(id);
      return list.length ? list : null;
    });
    const paid = stay.totalCents;

    await reading(id, 'arrival', 1_000_000).expect(201);
    const departure = await reading(id, 'departure', 1_042_000).expect(201);
    expect(departure.body.charge).toMatchObject({
      grossCents: 1890,
      billedOn: 'supplementary_invoice',
    });

    const supplement = await until('the supplementary invoice is issued', async () =>
      (await invoicesOf(id)).find((i) => i.kind === 'supplement'),
    );
    // Same gap-free RE series: the number after the last one issued.
    const all = await t.em().find(Invoice, {}, { orderBy: { sequence: 'desc' } });
    expect(supplement.sequence).toBe(all[0].sequence);
    expect(supplement.number).toBe(
      `RE-${supplement.year}-${String(supplement.sequence).padStart(5, '0')}`,
    );
    expect(supplement.sequence).toBeGreaterThan(stay.sequence);
    expect(new Set(all.map((i) => i.sequence)).size).toBe(all.length);
    expect(supplement.snapshot.supplementTo).toEqual({
      number: stay.number,
      invoiceDate: stay.invoiceDate,
    });
    expect(supplement.snapshot.lines).toEqual([
      expect.objectContaining({
        description: LINE,
        quantity: 1,
        totalCents: 1890,
        vatRateBp: 2000,
      }),
    ]);
    expect(supplement.snapshot.vat).toEqual([
      { rateBp: 2000, netCents: 1575, vatCents: 315, grossCents: 1890 },
    ]);
    expect(supplement.snapshot).toMatchObject({
      netCents: 1575,
      vatCents: 315,
      grossCents: 1890,
      totalCents: 1890,
      dueCents: 1890,
      touristTax: null,
    });
    // The stay invoice stays current beside it; nothing was reversed.
    expect(await t.em().count(StornoInvoice, { booking: id })).toBe(0);
    expect((await t.em().findOneOrFail(Invoice, stay.id)).reversedAt).toBeNull();

    // Booking, ledger and the invoices agree: the total is both invoices, 18,90 € due.
    const booking = await t.em().findOneOrFail(Booking, id);
    expect(booking.totalCents).toBe(paid + 1890);
    expect(await summary(id)).toMatchObject({
      totalCents: paid + 1890,
      paidCents: paid,
      dueCents: 1890,
      status: 'pending',
    });
    const list = await staff.agent
      .get('/api/admin/invoices')
      .query({ filter: JSON.stringify({ bookingId: id }), sort: JSON.stringify(['number', 'ASC']) })
      .expect(200);
    expect(
      (list.body as Array<{ number: string; totalCents: number; reversed: boolean }>).map((i) => [
        i.number,
        i.totalCents,
        i.reversed,
      ]),
    ).toEqual([
      [stay.number, paid, false],
      [supplement.number, 1890, false],
    ]);
    const text = await pdfOf(supplement.id);
    expect(text).toContain(PRINTED);
    expect(text).toContain(`Nachtragsrechnung zur Rechnung ${stay.number}`);
    expect(text).toMatch(/Netto 20 %\s+15,75 €/);

    // Paying the 18,90 € settles it; no further invoice.
    await payInFull(id);
    expect(await summary(id)).toMatchObject({ dueCents: 0, status: 'paid' });

    // Analytics revenue of the month equals everything invoiced (both bookings, all documents).
    const docs = await t.em().find(Invoice, {});
    const sum = (f: (s: Invoice['snapshot']) => number) =>
      docs.reduce((a, d) => a + f(d.snapshot), 0);
    const report = await staff.agent
      .get('/api/admin/analytics?from=2026-11-01&to=2026-12-01')
      .expect(200);
    expect(report.body.totals.revenue).toEqual({
      netCents: sum((s) => s.netCents),
      vatCents: sum((s) => s.vatCents),
      grossCents: sum((s) => s.grossCents),
      touristTaxCents: sum((s) => s.touristTax?.totalCents ?? 0),
    });
  });
});
