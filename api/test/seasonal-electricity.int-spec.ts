import { Clock } from 'src/common/clock';
import { MeterReading } from 'src/modules/electricity/meter-reading.entity';
import type { InvoiceSnapshot } from 'src/modules/invoices/invoice-snapshot';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { SeasonalInstalments } from 'src/modules/seasonal/seasonal-instalments.service';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { binary, pdfText } from './helpers/pdf-text';
import { TestSmtpServer } from './helpers/smtp';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { until } from './helpers/wait';
import { obliterateQueues, WorkerProcess } from './helpers/worker-process';

interface Instalment {
  id: string;
  sequence: number;
  state: string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  invoiceTotalCents: number;
}
interface Reading {
  valueWh: number;
  billedBySequence: number | null;
  billedByInvoiceNumber: string | null;
}
interface Contract {
  id: string;
  number: string;
  meterNumber: string | null;
  instalments: Instalment[];
  meterReadings: Reading[];
}

/**
 * Seasonal contracts on a metered pitch: staff record the meter's readings on the contract, each
 * instalment's invoice bills the consumption since the last bill (a stretch between two readings
 * at most once, enforced by the database), a lower reading is refused like at the desk. Every
 * instalment invoice reaches the holder by mail in their language with its PDF, once.
 */
describe('seasonal contracts: electricity per instalment and instalment mails', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let admin: SignedIn;
  let worker: WorkerProcess;
  const at = (iso: string) => t.app.get(Clock).travelTo(new Date(iso));
  const write = (who: SignedIn, method: 'post' | 'put', path: string) =>
    who.agent[method](path).set('X-CSRF-Token', who.csrf);
  const contract = async (pitch: string, email: string, language: string) =>
    (
      await write(staff, 'post', '/api/admin/seasonal-contracts')
        .send({
          firstName: 'Franz',
          lastName: 'Dauer',
          email,
          language,
          pitchId: demo.pitch(pitch).id,
          startDate: '2027-04-01',
          endDate: '2027-11-01',
          feeCents: 100_000,
          instalmentDates: ['2027-05-01', '2027-07-01', '2027-09-01'],
        })
        .expect(201)
    ).body as Contract;
  const view = async (id: string) =>
    (await staff.agent.get(`/api/admin/seasonal-contracts/${id}`).expect(200)).body as Contract;
  const reading = (id: string, valueWh: number) =>
    write(staff, 'post', `/api/admin/seasonal-contracts/${id}/meter-readings`).send({ valueWh });
  const issueNow = async (c: Contract, sequence: number) =>
    (
      await write(
        staff,
        'post',
        `/api/admin/seasonal-contracts/${c.id}/instalments/${c.instalments[sequence - 1].id}/issue`,
      ).expect(200)
    ).body as Instalment;
  const snapshotOf = async (invoiceId: string) =>
    (
      await t
        .em()
        .getConnection()
        .execute<{ total_cents: number; snapshot: InvoiceSnapshot }[]>(
          `select total_cents, snapshot from invoice where id = ?`,
          [invoiceId],
        )
    )[0];
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
      await write(admin, 'put', `/api/admin/pitches/${demo.pitch(code).id}`)
        .send({ meterNumber })
        .expect(200);
    await write(admin, 'put', '/api/admin/pricing-settings')
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

  it('bills the consumption since the last bill on the next instalment, each stretch once, and refuses a lower reading', async () => {
    const c = await contract('B3', 'strom.dauer@example.at', 'de');
    expect(c.meterNumber).toBe('Z-3003');
    at('2027-04-01T08:00:00Z');
    const opened = (await reading(c.id, 1_000_000).expect(201)).body as Contract;
    expect(opened.meterReadings).toEqual([
      expect.objectContaining({ valueWh: 1_000_000, billedBySequence: null }),
    ]);
    at('2027-04-28T08:00:00Z');
    await reading(c.id, 1_042_000).expect(201);

    // The first instalment: fee 333,33 € at 10 % and 42 kWh × 0,45 € = 18,90 € at 20 %.
    at('2027-04-30T08:00:00Z');
    const first = await issueNow(c, 1);
    const one = await snapshotOf(first.invoiceId!);
    expect(one.snapshot.lines.map((l) => [l.description, l.vatRateBp, l.totalCents])).toEqual([
      [`Saisonplatz B3 (Vertrag ${c.number}), Rate 1 von 3`, 1000, 33_333],
      ['Strom (Zähler) 42 kWh × 0,45\u00a0€', 2000, 1_890],
    ]);
    expect(one.snapshot.vat).toEqual([
      { rateBp: 1000, netCents: 30_303, vatCents: 3_030, grossCents: 33_333 },
      { rateBp: 2000, netCents: 1_575, vatCents: 315, grossCents: 1_890 },
    ]);
    // Total, VAT per rate, the stored total and the console agree to the cent.
    expect(one.snapshot.grossCents).toBe(35_223);
    expect(one.snapshot.netCents + one.snapshot.vatCents).toBe(one.snapshot.grossCents);
    expect(one.snapshot.vat.reduce((s, v) => s + v.netCents + v.vatCents, 0)).toBe(35_223);
    expect(one.snapshot.totalCents).toBe(35_223);
    expect(one.snapshot.dueCents).toBe(35_223);
    expect(one.total_cents).toBe(35_223);
    expect(first.invoiceTotalCents).toBe(35_223);
    const printed = await pdfOf(first.invoiceId!);
    expect(printed).toContain('Strom (Zähler) 42 kWh × 0,45 €');
    expect(printed).toContain('18,90 €');
    expect(printed).toContain('15,75 €');
    expect(printed).toContain('3,15 €');
    expect(printed).toContain('352,23 €');

    // The contract's page: which instalment billed which reading.
    expect((await view(c.id)).meterReadings).toEqual([
      expect.objectContaining({ valueWh: 1_000_000, billedBySequence: null }),
      expect.objectContaining({
        valueWh: 1_042_000,
        billedBySequence: 1,
        billedByInvoiceNumber: first.invoiceNumber,
      }),
    ]);

    // A lower reading: 400 in the staff member's language, nothing stored.
    const de = await reading(c.id, 1_041_500).set('Accept-Language', 'de').expect(400);
    expect(de.body.message).toContain(
      'Der Zählerstand 1.041,5 kWh liegt unter dem letzten Stand 1.042 kWh von Zähler Z-3003',
    );
    const en = await reading(c.id, 1_041_500).set('Accept-Language', 'en').expect(400);
    expect(en.body.message).toContain(
      'The reading 1,041.5 kWh is below the last reading 1,042 kWh of meter Z-3003',
    );
    expect(await t.em().count(MeterReading, { contractId: c.id })).toBe(2);

    // No reading since the last bill: the second instalment has no electricity line.
    const second = await issueNow(c, 2);
    const two = await snapshotOf(second.invoiceId!);
    expect(two.snapshot.lines).toHaveLength(1);
    expect(two.snapshot.vat.map((v) => v.rateBp)).toEqual([1000]);
    expect(two.total_cents).toBe(33_333);
    expect(await pdfOf(second.invoiceId!)).not.toContain('Strom');

    // A new reading goes on the third, issued by the job (twice: nothing twice).
    at('2027-08-31T08:00:00Z');
    await reading(c.id, 1_050_000).expect(201);
    at('2027-09-01T06:00:00Z');
    expect(await t.app.get(SeasonalInstalments).issueDue()).toEqual({ issued: 1 });
    expect(await t.app.get(SeasonalInstalments).issueDue()).toEqual({ issued: 0 });
    const after = await view(c.id);
    const three = await snapshotOf(after.instalments[2].invoiceId!);
    expect(three.snapshot.lines[1]).toMatchObject({
      description: 'Strom (Zähler) 8 kWh × 0,45\u00a0€',
      totalCents: 360,
    });
    expect(three.total_cents).toBe(33_334 + 360);
    expect(after.meterReadings.map((r) => r.billedBySequence)).toEqual([null, 1, 3]);

    // The database refuses a second bill of a stretch already billed, whatever writes it.
    await expect(
      t
        .em()
        .getConnection()
        .execute(
          `update seasonal_instalments set meter_from_reading_id = f.meter_from_reading_id,
                  meter_to_reading_id = f.meter_to_reading_id
             from seasonal_instalments f
            where seasonal_instalments.id = ? and f.id = ?`,
          [after.instalments[1].id, after.instalments[0].id],
        ),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses a reading for a contract on a pitch without a meter (409, nothing stored)', async () => {
    const c = await contract('B4', 'ohne.zaehler@example.at', 'de');
    expect(c.meterNumber).toBeNull();
    const res = await reading(c.id, 5_000).set('Accept-Language', 'en').expect(409);
    expect(res.body.message).toBe('Pitch B4 has no electricity meter');
    expect(await t.em().count(MeterReading, { contractId: c.id })).toBe(0);
  });

  it('mails each instalment invoice once to the holder in their language, the PDF attached', async () => {
    const email = 'nl.houder@example.nl';
    const c = await contract('B5', email, 'nl');
    at('2027-05-01T06:00:00Z');
    // The job runs twice (hourly, a retry): one invoice, one mail.
    const jobs = t.app.get(SeasonalInstalments);
    await jobs.issueDue();
    expect(await jobs.issueDue()).toEqual({ issued: 0 });
    const invoiceNumber = (await view(c.id)).instalments[0].invoiceNumber!;
    expect(invoiceNumber).toMatch(/^RE-2027-\d{5}$/);

    await smtp.waitFor(() => smtp.to(email).length > 0, 60_000);
    // Everything queued is relayed and the mail is logged as sent: a second mail would be out now.
    // The one job of the instalment's mail is relayed and its message logged as sent; the second
    // run queued no other (the mail's dedupe key is the instalment's).
    const instalmentId = (await view(c.id)).instalments[0].id;
    await until('the instalment mail is relayed and sent', async () => {
      const jobs = await t
        .em()
        .find(OutboxMessage, { jobId: { $like: `mail.seasonal_instalment.${instalmentId}%` } });
      const logged = await t
        .em()
        .find(MailMessage, { recipient: email, template: 'seasonal_instalment' });
      return (
        jobs.length === 1 &&
        !!jobs[0].relayedAt &&
        logged.length === 1 &&
        logged[0].status === 'sent'
      );
    });
    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0].parsed;
    expect(mail.subject).toBe(`Factuur ${invoiceNumber}: seizoensplaats B5, termijn 1 van 3`);
    expect(mail.text?.replace(/\u00a0/g, ' ')).toContain(`factuur ${invoiceNumber} van € 333,33`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `Factuur-${invoiceNumber}.pdf`,
      contentType: 'application/pdf',
    });
    const attached = pdfText(mail.attachments[0].content);
    expect(attached).toContain(invoiceNumber);
    expect(attached).toContain(c.number);
  });
});
