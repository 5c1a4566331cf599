import { Clock } from 'src/common/clock';
import { GdprService } from 'src/modules/gdpr/gdpr.service';
import type { InvoiceSnapshot } from 'src/modules/invoices/invoice-snapshot';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { SeasonalClosing } from 'src/modules/seasonal/seasonal-closing.service';
import { withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { binary, pdfText } from './helpers/pdf-text';
import { TestSmtpServer } from './helpers/smtp';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { until } from './helpers/wait';
import { obliterateQueues, WorkerProcess } from './helpers/worker-process';

interface Instalment {
  id: string;
  kind: string;
  sequence: number;
  state: string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  invoiceTotalCents: number;
  stornoId: string | null;
  stornoNumber: string | null;
  stornoTotalCents: number;
  refundDueCents: number;
  refundedCents: number;
  refundedOn: string | null;
}
interface Contract {
  id: string;
  number: string;
  firstName: string;
  email: string;
  plates: string[];
  closingDue: boolean;
  instalments: Instalment[];
  meterReadings: { valueWh: number; billedBySequence: number | null }[];
}
interface SeasonalTotals {
  invoices: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  touristTaxCents: number;
}

/**
 * The three gaps of seasonal contracts closed: the electricity read after the last instalment is
 * invoiced by a closing invoice once the contract has ended (by staff, or by the job once the
 * final reading is in); an instalment invoice is reversed by a storno invoice (a paid one shows
 * the refund owed until it is paid out) and can be mailed again; the retention job anonymises
 * ended contracts' holders like old bookings' guests, the invoices untouched.
 */
describe('seasonal contracts: closing electricity invoice, storno and resend, retention', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let admin: SignedIn;
  let worker: WorkerProcess;
  const at = (iso: string) => t.app.get(Clock).travelTo(new Date(iso));
  const write = (who: SignedIn, path: string) => who.agent.post(path).set('X-CSRF-Token', who.csrf);
  const base = (id: string) => `/api/admin/seasonal-contracts/${id}`;
  const contract = async (pitch: string, email: string, language: string, dates?: string[]) =>
    (
      await write(staff, '/api/admin/seasonal-contracts')
        .send({
          firstName: 'Franz',
          lastName: 'Dauer',
          email,
          language,
          street: 'Hauptstraße 1',
          postalCode: '8970',
          city: 'Schladming',
          country: 'AT',
          plates: ['ST-123AB'],
          pitchId: demo.pitch(pitch).id,
          startDate: '2027-04-01',
          endDate: '2027-11-01',
          feeCents: 100_000,
          instalmentDates: dates ?? ['2027-05-01', '2027-07-01', '2027-09-01'],
        })
        .expect(201)
    ).body as Contract;
  const view = async (id: string) => (await staff.agent.get(base(id)).expect(200)).body as Contract;
  const reading = (id: string, valueWh: number) =>
    write(staff, `${base(id)}/meter-readings`)
      .send({ valueWh })
      .expect(201);
  const issueAll = async (c: Contract) => {
    for (const i of c.instalments)
      await write(staff, `${base(c.id)}/instalments/${i.id}/issue`).expect(200);
  };
  const row = async (table: 'invoice' | 'storno_invoice', id: string) =>
    (
      await t
        .em()
        .getConnection()
        .execute<{ number: string; total_cents: number; snapshot: InvoiceSnapshot }[]>(
          `select number, total_cents, snapshot from ${table} where id = ?`,
          [id],
        )
    )[0];
  const pdfOf = async (path: string) =>
    pdfText((await staff.agent.get(path).buffer(true).parse(binary).expect(200)).body as Buffer);
  const seasonalTotals = async () =>
    (
      (await admin.agent.get('/api/admin/analytics?from=2027-01-01&to=2028-01-01').expect(200))
        .body as { seasonal: { totals: SeasonalTotals } }
    ).seasonal.totals;
  const mailsTo = (email: string, template: string) =>
    t.em().find(MailMessage, { recipient: email, template }, { orderBy: { createdAt: 'asc' } });

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    admin = await signInAs(t, 'admin');
    worker = await WorkerProcess.forApp(t, smtp.url, RELAXED_ABUSE_LIMITS);
    for (const [code, meterNumber] of [
      ['B3', 'Z-3003'],
      ['B5', 'Z-3005'],
    ])
      await admin.agent
        .put(`/api/admin/pitches/${demo.pitch(code).id}`)
        .set('X-CSRF-Token', admin.csrf)
        .send({ meterNumber })
        .expect(200);
    await admin.agent
      .put('/api/admin/pricing-settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ electricityCentsPerKwh: 45 })
      .expect(200);
  }, 180_000);
  afterEach(() => at('2026-11-22T10:00:00Z'));
  afterAll(async () => {
    await worker?.kill('SIGKILL');
    await obliterateQueues(t.redisPrefix);
    await t.close();
    await smtp.stop();
  });

  it('invoices the electricity read after the last instalment once the contract has ended: 42 kWh × 0,45 € = 18,90 €', async () => {
    const email = 'schluss.dauer@example.at';
    const c = await contract('B3', email, 'de');
    at('2027-04-01T08:00:00Z');
    await reading(c.id, 1_000_000);
    at('2027-09-01T08:00:00Z');
    await issueAll(c);
    // The final reading, after the last instalment was invoiced.
    at('2027-10-31T15:00:00Z');
    await reading(c.id, 1_042_000);
    expect(await view(c.id)).toMatchObject({ closingDue: false, status: 'active' });

    // The season still runs: 409 in the staff member's language, nothing issued.
    const early = await write(staff, `${base(c.id)}/closing-invoice`)
      .set('Accept-Language', 'en')
      .expect(409);
    expect(early.body.message).toBe(
      'The contract runs until 2027-11-01; the closing electricity invoice follows its end.',
    );
    const de = await write(staff, `${base(c.id)}/closing-invoice`)
      .set('Accept-Language', 'de')
      .expect(409);
    expect(de.body.message).toContain('Der Vertrag läuft noch bis 2027-11-01');
    expect((await view(c.id)).instalments).toHaveLength(3);

    at('2027-11-02T08:00:00Z');
    expect(await view(c.id)).toMatchObject({ closingDue: true, status: 'ended' });
    const lastNumber = (await view(c.id)).instalments[2].invoiceNumber!;
    const after = (await write(staff, `${base(c.id)}/closing-invoice`).expect(200))
      .body as Contract;
    expect(after.closingDue).toBe(false);
    const closing = after.instalments[3];
    expect(closing).toMatchObject({ kind: 'closing', sequence: 4, state: 'issued' });
    // The same gap-free counter as every invoice: the next number after the last instalment's.
    expect(Number(closing.invoiceNumber!.slice(-5))).toBe(Number(lastNumber.slice(-5)) + 1);

    const inv = await row('invoice', closing.invoiceId!);
    expect(inv.snapshot.lines.map((l) => [l.description, l.vatRateBp, l.totalCents])).toEqual([
      ['Strom (Zähler) 42 kWh × 0,45\u00a0€', 2000, 1_890],
    ]);
    expect(inv.snapshot.vat).toEqual([
      { rateBp: 2000, netCents: 1_575, vatCents: 315, grossCents: 1_890 },
    ]);
    expect(inv.snapshot).toMatchObject({
      grossCents: 1_890,
      netCents: 1_575,
      vatCents: 315,
      totalCents: 1_890,
      dueCents: 1_890,
      touristTax: null,
    });
    expect(inv.total_cents).toBe(1_890);
    expect(closing.invoiceTotalCents).toBe(1_890);
    const printed = await pdfOf(`/api/admin/invoices/${closing.invoiceId}/pdf`);
    expect(printed).toContain('Strom (Zähler) 42 kWh × 0,45 €');
    expect(printed).toContain('18,90 €');
    expect(printed).toContain('15,75 €');
    expect(printed).toContain('3,15 €');
    expect(printed).not.toContain('Rate 1 von 3');
    expect(after.meterReadings.map((r) => r.billedBySequence)).toEqual([null, 4]);

    // Once: staff again → 409, the job finds nothing, the database refuses a second closing row.
    const twice = await write(staff, `${base(c.id)}/closing-invoice`)
      .set('Accept-Language', 'de')
      .expect(409);
    expect(twice.body.message).toBe(
      `Die Strom-Schlussrechnung ist bereits ausgestellt (Rechnung ${closing.invoiceNumber}).`,
    );
    expect(await t.app.get(SeasonalClosing).issueDue()).toEqual({ closed: 0 });
    await expect(
      t
        .em()
        .getConnection()
        .execute(
          `insert into seasonal_instalments (id, contract_id, sequence, due_date, amount_cents, kind)
           values (gen_random_uuid(), ?, 5, '2027-11-20', 0, 'closing')`,
          [c.id],
        ),
    ).rejects.toMatchObject({ code: '23505' });

    // Mailed to the holder with the PDF, once.
    await until('the closing invoice mail is sent', async () => {
      const logged = await mailsTo(email, 'seasonal_instalment');
      return logged.length === 4 && logged.every((m) => m.status === 'sent');
    });
    const mails = smtp.to(email).filter((m) => m.parsed.subject?.includes('Stromabrechnung'));
    expect(mails).toHaveLength(1);
    expect(mails[0].parsed.subject).toBe(
      `Rechnung ${closing.invoiceNumber}: Stromabrechnung Saisonplatz B3`,
    );
    expect(mails[0].parsed.text?.replace(/\u00a0/g, ' ')).toContain('über 18,90 €');
    expect(mails[0].parsed.attachments[0]).toMatchObject({
      filename: `Rechnung-${closing.invoiceNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect(pdfText(mails[0].parsed.attachments[0].content)).toContain('18,90 €');
  });

  it('lets the hourly job issue the closing invoice once the final reading is in, mailed once in Dutch', async () => {
    const email = 'slot.houder@example.nl';
    const c = await contract('B5', email, 'nl');
    at('2027-04-01T08:00:00Z');
    await reading(c.id, 1_000_000);
    at('2027-09-01T08:00:00Z');
    await issueAll(c);
    // A mid-season reading after the last instalment: the job waits for the final one.
    at('2027-09-20T08:00:00Z');
    await reading(c.id, 1_020_000);
    const job = t.app.get(SeasonalClosing);
    at('2027-11-01T06:00:00Z');
    expect(await job.issueDue()).toEqual({ closed: 0 });
    expect((await view(c.id)).closingDue).toBe(true);

    at('2027-11-01T07:00:00Z');
    await reading(c.id, 1_042_000);
    at('2027-11-01T08:00:00Z');
    expect(await job.issueDue()).toEqual({ closed: 1 });
    expect(await job.issueDue()).toEqual({ closed: 0 });
    const closing = (await view(c.id)).instalments[3];
    const inv = await row('invoice', closing.invoiceId!);
    expect(inv.snapshot.lines).toEqual([
      expect.objectContaining({
        description: expect.stringContaining('Elektriciteit (meter) 42 kWh'),
        vatRateBp: 2000,
        totalCents: 1_890,
      }),
    ]);
    expect(inv.snapshot.vat).toEqual([
      { rateBp: 2000, netCents: 1_575, vatCents: 315, grossCents: 1_890 },
    ]);

    await until('the Dutch closing mail is sent', async () => {
      const logged = await mailsTo(email, 'seasonal_instalment');
      return logged.length === 4 && logged.every((m) => m.status === 'sent');
    });
    const mails = smtp.to(email).filter((m) => m.parsed.subject?.includes('stroom'));
    expect(mails).toHaveLength(1);
    expect(mails[0].parsed.subject).toBe(
      `Factuur ${closing.invoiceNumber}: stroom, seizoensplaats B5`,
    );
    expect(mails[0].parsed.attachments[0].filename).toBe(`Factuur-${closing.invoiceNumber}.pdf`);
  });

  it('reverses instalment invoices by storno invoices, shows the refund owed on a paid one, and mails an invoice again', async () => {
    const email = 'storno.dauer@example.at';
    const c = await contract('B4', email, 'de');
    const before = await seasonalTotals();
    at('2027-05-01T08:00:00Z');
    const [one, two, three] = c.instalments;
    await write(staff, `${base(c.id)}/instalments/${one.id}/issue`).expect(200);
    await write(staff, `${base(c.id)}/instalments/${one.id}/paid`)
      .send({ paidOn: '2027-05-10' })
      .expect(200);
    at('2027-07-01T08:00:00Z');
    await write(staff, `${base(c.id)}/instalments/${two.id}/issue`).expect(200);
    // The holder leaves; the third instalment is dropped, the first two stand.
    await write(staff, `${base(c.id)}/terminate`)
      .send({ terminatedOn: '2027-07-15' })
      .expect(200);
    const issued = await seasonalTotals();
    expect(issued.grossCents - before.grossCents).toBe(66_666);

    // Reversing is an admin's decision; staff get 403, nothing written.
    await write(staff, `${base(c.id)}/instalments/${two.id}/reverse`).expect(403);
    at('2027-07-20T08:00:00Z');
    const reversedTwo = (
      await write(admin, `${base(c.id)}/instalments/${two.id}/reverse`).expect(200)
    ).body as Instalment;
    expect(reversedTwo).toMatchObject({
      state: 'reversed',
      stornoTotalCents: -33_333,
      refundDueCents: 0,
    });
    expect(reversedTwo.stornoNumber).toMatch(/^ST-2027-\d{5}$/);
    const st = await row('storno_invoice', reversedTwo.stornoId!);
    expect(st.snapshot.original).toEqual({
      number: reversedTwo.invoiceNumber,
      invoiceDate: '2027-07-01',
    });
    expect(st.snapshot.lines.map((l) => l.totalCents)).toEqual([-33_333]);
    expect(st.snapshot.vat).toEqual([
      { rateBp: 1000, netCents: -30_303, vatCents: -3_030, grossCents: -33_333 },
    ]);
    expect(st.total_cents).toBe(-33_333);
    const stPdf = await pdfOf(`/api/admin/storno-invoices/${reversedTwo.stornoId}/pdf`);
    expect(stPdf).toContain(reversedTwo.stornoNumber!);
    expect(stPdf).toContain(reversedTwo.invoiceNumber!);
    expect(stPdf).toMatch(/[-−]333,33 €/);
    // Listed among the stornos, without a booking.
    const listed = (
      await staff.agent
        .get(
          `/api/admin/storno-invoices?filter=${JSON.stringify({ number: reversedTwo.stornoNumber })}`,
        )
        .expect(200)
    ).body as { bookingId: string | null; bookingNumber: string; totalCents: number }[];
    expect(listed).toEqual([
      expect.objectContaining({ bookingId: null, bookingNumber: c.number, totalCents: -33_333 }),
    ]);

    // The paid first instalment: reversed, its 333,33 € owed back until paid out.
    const reversedOne = (
      await write(admin, `${base(c.id)}/instalments/${one.id}/reverse`).expect(200)
    ).body as Instalment;
    expect(reversedOne).toMatchObject({ state: 'reversed', refundDueCents: 33_333 });
    // The storno numbers run on without a gap.
    expect(Number(reversedOne.stornoNumber!.slice(-5))).toBe(
      Number(reversedTwo.stornoNumber!.slice(-5)) + 1,
    );
    const again = await write(admin, `${base(c.id)}/instalments/${one.id}/reverse`)
      .set('Accept-Language', 'en')
      .expect(409);
    expect(again.body.message).toBe(
      `Invoice ${reversedOne.invoiceNumber} of this instalment has already been reversed.`,
    );
    await write(staff, `${base(c.id)}/instalments/${one.id}/paid`)
      .send({ paidOn: '2027-07-21' })
      .expect(409);
    await write(admin, `${base(c.id)}/instalments/${three.id}/reverse`).expect(409);

    // Analytics take the revenue back to the cent, and agree with the contract's page.
    const reversed = await seasonalTotals();
    expect(reversed.grossCents - before.grossCents).toBe(0);
    expect(reversed.netCents - issued.netCents).toBe(-60_606);
    expect(reversed.vatCents - issued.vatCents).toBe(-6_060);
    const page = await view(c.id);
    expect(page.instalments.reduce((s, i) => s + i.invoiceTotalCents + i.stornoTotalCents, 0)).toBe(
      reversed.grossCents - before.grossCents,
    );
    const all = (await staff.agent.get('/api/admin/seasonal-contracts').expect(200))
      .body as Contract[];
    const everyPage = all
      .flatMap((x) => x.instalments)
      .reduce((s, i) => s + i.invoiceTotalCents + i.stornoTotalCents, 0);
    expect(everyPage).toBe(reversed.grossCents + reversed.touristTaxCents);

    // The refund is paid out by an admin; then nothing is owed.
    await write(staff, `${base(c.id)}/instalments/${one.id}/refund-payout`)
      .send({ method: 'bank_transfer' })
      .expect(403);
    const bad = await write(admin, `${base(c.id)}/instalments/${one.id}/refund-payout`)
      .send({ method: 'stripe' })
      .expect(400);
    expect(bad.body.message).toBeTruthy();
    const paidOut = (
      await write(admin, `${base(c.id)}/instalments/${one.id}/refund-payout`)
        .send({ method: 'bank_transfer', reference: 'AT-2027-77' })
        .expect(200)
    ).body as Instalment;
    expect(paidOut).toMatchObject({
      refundDueCents: 0,
      refundedCents: 33_333,
      refundedOn: '2027-07-20',
    });
    await write(admin, `${base(c.id)}/instalments/${one.id}/refund-payout`)
      .send({ method: 'cash' })
      .expect(409);

    // The storno mails: the paid one tells the holder the refund.
    await until('both storno mails are sent', async () => {
      const logged = await mailsTo(email, 'seasonal_instalment');
      return logged.length === 4 && logged.every((m) => m.status === 'sent');
    });
    const stornoMail = smtp
      .to(email)
      .find((m) => m.parsed.subject?.startsWith(`Stornorechnung ${reversedOne.stornoNumber}`));
    expect(stornoMail?.parsed.subject).toBe(
      `Stornorechnung ${reversedOne.stornoNumber} zu Rechnung ${reversedOne.invoiceNumber}: Saisonplatz B4`,
    );
    expect(stornoMail?.parsed.text?.replace(/\u00a0/g, ' ')).toContain(
      'Den bereits bezahlten Betrag von 333,33 € erstatten wir Ihnen.',
    );
    expect(stornoMail?.parsed.attachments[0].filename).toBe(
      `Stornorechnung-${reversedOne.stornoNumber}.pdf`,
    );

    // The GDPR export of the holder lists both stornos beside the invoices.
    const exported = (
      await write(admin, '/api/admin/gdpr/export')
        .send({ contractIds: [c.id] })
        .expect(200)
    ).body as { stornoInvoices: { number: string }[] };
    expect(exported.stornoInvoices.map((s) => s.number).sort()).toEqual(
      [reversedTwo.stornoNumber, reversedOne.stornoNumber].sort(),
    );

    // "Send again": the same PDF once more, as a mail of its own; none before an invoice exists.
    const resent = await write(staff, `${base(c.id)}/instalments/${one.id}/resend`).expect(200);
    expect(resent.body).toEqual({ number: reversedOne.invoiceNumber, recipient: email });
    await write(staff, `${base(c.id)}/instalments/${three.id}/resend`).expect(409);
    await until('the resent invoice is sent', async () => {
      const logged = await mailsTo(email, 'seasonal_instalment');
      return logged.length === 5 && logged.every((m) => m.status === 'sent');
    });
    const copies = smtp
      .to(email)
      .filter((m) => m.parsed.subject?.startsWith(`Rechnung ${reversedOne.invoiceNumber}:`));
    expect(copies).toHaveLength(2);
    expect(
      copies[1].parsed.attachments[0].content.equals(copies[0].parsed.attachments[0].content),
    ).toBe(true);
  });

  it('anonymises ended contracts under the bookings’ retention rule, invoices kept as issued', async () => {
    const ended = await contract('B2', 'alt.dauer@example.at', 'de', ['2027-05-01']);
    at('2027-05-01T08:00:00Z');
    await issueAll(ended);
    const invoiceId = (await view(ended.id)).instalments[0].invoiceId!;
    const issued = await row('invoice', invoiceId);
    // A contract whose instalment was never invoiced is still live: its invoice needs the holder.
    const live = await contract('B6', 'offen.dauer@example.at', 'de', ['2027-10-01']);

    const gdpr = t.app.get(GdprService);
    // 36 months after the end (1 November 2030) not yet passed: nothing happens.
    at('2030-10-30T02:30:00Z');
    await gdpr.applyRetention();
    expect((await view(ended.id)).email).toBe('alt.dauer@example.at');

    at('2030-11-02T02:30:00Z');
    expect(await gdpr.applyRetention()).toBeGreaterThanOrEqual(1);
    const gone = await view(ended.id);
    expect(gone).toMatchObject({ firstName: 'Anonymisiert', email: '', plates: [] });
    expect((await view(live.id)).email).toBe('offen.dauer@example.at');
    // The invoice is untouched, buyer's name and address included (BAO § 132).
    const kept = await row('invoice', invoiceId);
    expect(kept).toEqual(issued);
    expect(kept.snapshot.buyer).toMatchObject({ name: 'Franz Dauer', city: 'Schladming' });
    const actions = (
      await admin.agent.get('/api/admin/gdpr/actions?filter={"action":"retention"}').expect(200)
    ).body as { bookingNumbers: string[] }[];
    expect(actions.flatMap((a) => a.bookingNumbers)).toContain(ended.number);
  });
});
