import request from 'supertest';
import { Booking } from 'src/modules/bookings/booking.entity';
import { Invoice } from 'src/modules/invoices/invoice.entity';
import type { Quote } from 'src/modules/pricing/quote';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { euro } from './helpers/money-text';
import { binary, pdfText } from './helpers/pdf-text';
import { TestSmtpServer } from './helpers/smtp';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { confirmByMail, RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { until } from './helpers/wait';
import { obliterateQueues, WorkerProcess } from './helpers/worker-process';

/**
 * Prices that follow demand, end to end (docs/demand-pricing.md): rules created in the console,
 * the guest's quote with its own surcharge or discount line, a hold that keeps the price it was
 * quoted while the occupancy moves, the invoice and its PDF, and the analytics figures, all on
 * "today" = 2026-11-22 with the demo catalog (15 pitches per category).
 */
describe('demand pricing', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let demo: DemoCatalog;
  let admin: SignedIn;
  let worker: WorkerProcess;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
    worker = await WorkerProcess.forApp(t, smtp.url, RELAXED_ABUSE_LIMITS);
  }, 180_000);
  afterAll(async () => {
    await worker?.kill('SIGKILL');
    await obliterateQueues(t.redisPrefix);
    await t.close();
    await smtp.stop();
  });

  const write = (method: 'post' | 'put', path: string) =>
    admin.agent[method](path).set('X-CSRF-Token', admin.csrf);
  const rule = async (body: Record<string, unknown>) => {
    const res = await write('post', '/api/admin/demand-rules').send({ active: true, ...body });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body as { id: string };
  };
  const quote = async (slug: string, checkIn: string, checkOut: string) =>
    (
      await request(t.server)
        .post('/api/bookings/quote')
        .send({ categoryId: demo.category(slug).id, checkIn, checkOut, adults: 2 })
        .expect(200)
    ).body as Quote;
  const demandLines = (q: Quote) => q.lines.filter((l) => l.kind === 'demand');
  const pitchVat = (q: Quote) => q.lines.find((l) => l.kind === 'pitch')!.vatRateBp;
  /** A confirmed phone booking paid in full, so the worker issues its invoice. */
  const booked: string[] = [];
  const phoneBooking = async (pitch: string, checkIn: string, checkOut: string) => {
    const res = await write('post', '/api/admin/bookings').send({
      firstName: 'Josef',
      lastName: 'Gruber',
      email: `josef.${pitch.toLowerCase()}.${checkIn}@example.at`,
      pitchId: demo.pitch(pitch).id,
      checkIn,
      checkOut,
      adults: 2,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    const b = res.body as { id: string; totalCents: number };
    await write('post', `/api/admin/bookings/${b.id}/payments`)
      .send({ amountCents: b.totalCents, method: 'cash' })
      .expect(201);
    booked.push(b.id);
    return b;
  };

  it('refuses bad rules with a clear 400 in German and English, writing nothing', async () => {
    const bad = {
      kind: 'surcharge',
      categoryId: demo.category('tent').id,
      thresholdPercent: 101,
      percentBp: 1000,
      capCents: -5,
    };
    const de = await write('post', '/api/admin/demand-rules').send(bad).expect(400);
    expect(de.body.fields).toEqual({
      thresholdPercent: 'thresholdPercent darf höchstens 100 sein',
      capCents: 'capCents muss mindestens 1 sein',
    });
    const en = await write('post', '/api/admin/demand-rules')
      .set('Accept-Language', 'en')
      .send(bad)
      .expect(400);
    expect(en.body.fields).toEqual({
      thresholdPercent: 'thresholdPercent must be at most 100',
      capCents: 'capCents must be at least 1',
    });
    const noDays = await write('post', '/api/admin/demand-rules')
      .send({ ...bad, kind: 'last_minute', thresholdPercent: 30, capCents: 500 })
      .expect(400);
    expect(noDays.body.fields).toEqual({
      daysBeforeArrival: 'Ein Last-Minute-Rabatt braucht die Zahl der Tage vor der Anreise',
    });
    const unknownSeason = await write('post', '/api/admin/demand-rules')
      .set('Accept-Language', 'en')
      .send({
        ...bad,
        thresholdPercent: 80,
        capCents: 500,
        seasonId: '00000000-0000-4000-8000-000000000000',
      })
      .expect(400);
    expect(unknownSeason.body.fields).toEqual({ seasonId: 'No such season' });
    const list = await admin.agent.get('/api/admin/demand-rules').expect(200);
    expect(list.body).toEqual([]);
  });

  it('charges the surcharge line, capped, once the category is above the threshold', async () => {
    // Motorhome 4 nights outside every season at 40 € a night; 10 %, at most 15 €.
    await rule({
      kind: 'surcharge',
      categoryId: demo.category('motorhome').id,
      thresholdPercent: 50,
      percentBp: 1000,
      capCents: 1500,
    });
    const stay = ['2027-05-10', '2027-05-14'] as const;
    const before = await quote('motorhome', ...stay);
    expect(demandLines(before)).toEqual([]);
    // 8 of 15 pitches for all 4 nights: 32 of 60 pitch-nights, 53 % > 50 %.
    for (let i = 1; i <= 8; i++) await phoneBooking(`C${i}`, ...stay);
    const after = await quote('motorhome', ...stay);
    expect(demandLines(after)).toEqual([
      {
        kind: 'demand',
        code: 'demand_surcharge',
        label: {
          de: 'Nachfragezuschlag (Auslastung über 50 %)',
          en: 'Demand surcharge (occupancy above 50%)',
          nl: 'Toeslag bij drukte (bezetting boven 50%)',
        },
        quantity: 1,
        unit: 'stay',
        unitPriceCents: 1500,
        totalCents: 1500,
        vatRateBp: pitchVat(after),
      },
    ]);
    // 10 % of 160 € would be 16 €: the cap holds it at 15 €.
    expect(after.totalCents).toBe(before.totalCents + 1500);
    expect(after.grossCents).toBe(before.grossCents + 1500);
    // The next booking of the category is charged it too.
    expect((await phoneBooking('C9', ...stay)).totalCents).toBe(after.totalCents);

    // The pricing screen's preview: the same stay without the rules, and at an assumed occupancy
    // (strictly above the threshold: 50 % is not enough).
    const preview = (extra: Record<string, unknown>) =>
      write('post', '/api/admin/pricing/preview').send({
        categoryId: demo.category('motorhome').id,
        checkIn: stay[0],
        checkOut: stay[1],
        adults: 2,
        ...extra,
      });
    const without = (await preview({}).expect(200)).body as Quote;
    expect(without.totalCents).toBe(before.totalCents);
    const at60 = (await preview({ occupancyPercent: 60 }).expect(200)).body as Quote;
    expect(demandLines(at60).map((l) => l.totalCents)).toEqual([1500]);
    expect(at60.totalCents).toBe(without.totalCents + 1500);
    expect(demandLines((await preview({ occupancyPercent: 50 }).expect(200)).body)).toEqual([]);
    const bad = await preview({ occupancyPercent: 101 }).set('Accept-Language', 'en').expect(400);
    expect(bad.body.fields).toEqual({ occupancyPercent: 'occupancyPercent must be at most 100' });
  });

  it('nights let to seasonal contracts count neither as taken nor as bookable', async () => {
    await rule({
      kind: 'surcharge',
      categoryId: demo.category('comfort').id,
      thresholdPercent: 50,
      percentBp: 1000,
      capCents: 5000,
    });
    // Ten of the fifteen comfort pitches are let for the summer: five are left to sell by the night.
    for (let i = 1; i <= 10; i++)
      await write('post', '/api/admin/seasonal-contracts')
        .send({
          pitchId: demo.pitch(`D${i}`).id,
          firstName: 'Franz',
          lastName: `Dauer${i}`,
          email: `franz.dauer${i}@example.at`,
          language: 'de',
          startDate: '2027-06-01',
          endDate: '2027-07-01',
          feeCents: 90_000,
          instalmentDates: ['2027-06-01'],
        })
        .expect(201);
    const stay = ['2027-06-10', '2027-06-14'] as const;
    // Two of the five: 40 %, not the 80 % that counting the seasonal pitches as full would give.
    await phoneBooking('D11', ...stay);
    await phoneBooking('D12', ...stay);
    expect(demandLines(await quote('comfort', ...stay))).toEqual([]);
    // Three of the five: 60 % > 50 %.
    await phoneBooking('D13', ...stay);
    expect(demandLines(await quote('comfort', ...stay))).toEqual([
      expect.objectContaining({ code: 'demand_surcharge' }),
    ]);
  });

  it('a rule scoped to a season prices only the nights inside it', async () => {
    const summer = (await admin.agent.get('/api/admin/seasons').expect(200)).body.find(
      (s: { name: string }) => s.name === 'Sommer-Hauptsaison 2027',
    ) as { id: string };
    await rule({
      kind: 'surcharge',
      categoryId: demo.category('caravan').id,
      seasonId: summer.id,
      thresholdPercent: 0,
      percentBp: 1000,
      capCents: 100_000,
    });
    await phoneBooking('B1', '2027-06-20', '2027-07-05');
    // 3 nights before the season at 35 €, 2 in it at 42 €: 10 % of the 84 € in season.
    const straddling = await quote('caravan', '2027-06-28', '2027-07-03');
    expect(demandLines(straddling).map((l) => l.totalCents)).toEqual([840]);
    // The same occupancy, every night before the season: untouched.
    const outside = await quote('caravan', '2027-06-24', '2027-06-27');
    expect(demandLines(outside)).toEqual([]);
  });

  let held: { id: string; token: string; quote: Quote };

  it('gives the last-minute discount to a stay soon enough and empty enough', async () => {
    await rule({
      kind: 'last_minute',
      categoryId: demo.category('tent').id,
      thresholdPercent: 30,
      percentBp: 2000,
      capCents: 10_000,
      daysBeforeArrival: 7,
    });
    // Three days ahead, nobody on the tent meadow: 20 % of 2 × 25 €.
    const soon = await quote('tent', '2026-11-25', '2026-11-27');
    expect(demandLines(soon)).toEqual([
      expect.objectContaining({
        code: 'last_minute_discount',
        label: {
          de: 'Last-Minute-Rabatt (Auslastung unter 30 %)',
          en: 'Last-minute discount (occupancy below 30%)',
          nl: 'Lastminutekorting (bezetting onder 30%)',
        },
        unitPriceCents: -1000,
        totalCents: -1000,
        vatRateBp: pitchVat(soon),
      }),
    ]);
    // Thirteen days ahead: outside the window.
    expect(demandLines(await quote('tent', '2026-12-05', '2026-12-07'))).toEqual([]);

    const hold = await request(t.server)
      .post('/api/bookings')
      .send({
        ...guest,
        pitchId: demo.pitch('A1').id,
        checkIn: '2026-11-25',
        checkOut: '2026-11-27',
        adults: 2,
        language: 'de',
        paymentMethod: 'on_arrival',
      })
      .expect(201);
    held = { ...(hold.body as { id: string; token: string }), quote: soon };
    expect((hold.body as { quote: Quote }).quote.totalCents).toBe(soon.totalCents);
  });

  it('the hold keeps its quoted price when the occupancy moves before payment', async () => {
    // Five more tents after the hold: 12 of 30 pitch-nights, 40 % — no discount for anyone new.
    for (let i = 2; i <= 6; i++) await phoneBooking(`A${i}`, '2026-11-25', '2026-11-27');
    expect(demandLines(await quote('tent', '2026-11-25', '2026-11-27'))).toEqual([]);

    await confirmByMail(t, held);
    const confirmation = await smtp.waitFor(() =>
      smtp.to(guest.email).some((m) => (m.parsed.text ?? '').includes('Last-Minute-Rabatt')),
    );
    expect(confirmation.length).toBeGreaterThan(0);
    await write('post', `/api/admin/bookings/${held.id}/payments`)
      .send({ amountCents: held.quote.totalCents, method: 'cash' })
      .expect(201);
    booked.push(held.id);

    const invoice = await until('the invoice is issued', () =>
      t.em().findOne(Invoice, { booking: held.id }),
    );
    expect(invoice.totalCents).toBe(held.quote.totalCents);
    expect(invoice.snapshot.lines).toContainEqual(
      expect.objectContaining({
        description: 'Last-Minute-Rabatt (Auslastung unter 30 %)',
        totalCents: -1000,
      }),
    );
    const pdf = await request(t.server)
      .get(`/api/bookings/${held.id}/invoice.pdf`)
      .query({ token: held.token })
      .buffer(true)
      .parse(binary)
      .expect(200);
    const row = pdfText(pdf.body as Buffer)
      .split('\n')
      .find((l) => l.startsWith('Last-Minute-Rabatt (Auslastung unter 30 %)'));
    expect(row).toContain(euro(-1000));
    expect(pdfText(pdf.body as Buffer)).toContain(`Rechnungsbetrag ${euro(held.quote.totalCents)}`);
  });

  it('analytics show what the rules added and gave away, to the cent of the invoices', async () => {
    const invoices = await until('every booking is invoiced', async () => {
      const rows = await t.em().find(Invoice, { booking: { $in: booked } });
      return rows.length === booked.length ? rows : null;
    });
    const lines = invoices.flatMap((i) => i.snapshot.lines);
    const demand = lines.filter((l) =>
      /^(Nachfragezuschlag|Last-Minute-Rabatt)/.test(l.description),
    );
    const added = demand.filter((l) => l.totalCents > 0).reduce((s, l) => s + l.totalCents, 0);
    const given = -demand.filter((l) => l.totalCents < 0).reduce((s, l) => s + l.totalCents, 0);
    // Surcharges on the 8 motorhomes once the threshold was crossed, and the tent discounts.
    expect(added).toBeGreaterThan(0);
    expect(given).toBeGreaterThanOrEqual(1000);

    const report = await admin.agent
      .get('/api/admin/analytics')
      .query({ from: '2026-11-01', to: '2027-11-01' })
      .expect(200);
    expect(report.body.demand).toEqual({
      bookings: new Set(
        invoices.filter((i) => i.snapshot.lines.some((l) => demand.includes(l))).map((i) => i.id),
      ).size,
      surchargeCents: added,
      discountCents: given,
    });
    const stored = await t.em().find(Booking, { id: { $in: booked } });
    expect(stored.every((b) => b.status === 'confirmed')).toBe(true);
  });
});
