import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Clock } from 'src/common/clock';
import { Invoice, StornoInvoice } from 'src/modules/invoices/invoice.entity';
import { epcPayload, epcQrSvg } from 'src/modules/payments/epc-qr';
import { guest } from './helpers/catalog';
import { TestSmtpServer, type ReceivedMail } from './helpers/smtp';
import { signInAs, type SignedIn } from './helpers/test-app';
import { confirmByMail, RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { startMailStack, type MailStack } from './mail-fixtures';
import { germanLongDate, mailEuro } from './helpers/money-text';
import { until } from './helpers/wait';

/**
 * A guest who pays by bank transfer reads how to pay in every mail until it is paid (the demo
 * company's account: Raiffeisenbank, IBAN AT43 3837 7000 0045 6789), and the storno mail states
 * what the attached storno credits. Real worker, real SMTP server.
 */
describe('mails of a bank-transfer booking', () => {
  let smtp: TestSmtpServer;
  let s: MailStack;
  let staff: SignedIn;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    s = await startMailStack(smtp, RELAXED_ABUSE_LIMITS);
    staff = await signInAs(s.t, 'staff');
    // The worker's clock on the app's day (the demo catalog moved the app's), as in production.
    s.worker.get(Clock).travelTo(s.t.app.get(Clock).now());
  });
  afterAll(async () => {
    await s.close();
    await smtp.stop();
  });

  const mailTo = (address: string, subject: RegExp) =>
    until(`a mail "${subject.source}" reached ${address}`, async () =>
      smtp.to(address).find((m) => subject.test(m.parsed.subject ?? '')),
    );

  /** The payment block as the guest reads it in the HTML part, the text part and the image. */
  function expectPaymentBlock(
    m: ReceivedMail,
    number: string,
    totalCents: number,
    dueDate: string,
  ) {
    const html = m.parsed.html || '';
    expect(html).toContain('Zahlung per Banküberweisung');
    expect(html).toContain('AT43 3837 7000 0045 6789');
    expect(html).toContain('RZSTAT2G377');
    expect(html).toContain('Raiffeisenbank Schladming-Gröbming');
    expect(html).toContain('Alpencamp Dachsteinblick GmbH');
    expect(html).toContain(
      `Bitte überweisen Sie ${mailEuro(totalCents)} bis ${germanLongDate(dueDate)}`,
    );
    expect(html).toContain(
      `Verwendungszweck</td><td style="padding:3px 0;font-weight:bold;">${number}`,
    );
    // The GiroCode is part of the mail (no remote image a mail program would block).
    // The GiroCode is an inline part of the mail that the <img> names by Content-ID (mailparser
    // resolves the cid: reference into the part's data, as a mail program shows it).
    const image = m.parsed.attachments.find((a) => a.contentType === 'image/png');
    expect(image).toMatchObject({ contentDisposition: 'inline', related: true });
    expect(image?.cid).toMatch(/^girocode-/);
    expect(image?.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(m.raw).toContain(`cid:${image?.cid}`);
    expect(html).toContain(
      `<img src="data:image/png;base64,${image?.content.toString('base64')}" alt="GiroCode"`,
    );
    expect(m.parsed.text).toContain('IBAN: AT43 3837 7000 0045 6789');
    expect(m.parsed.text).toContain('Bank: Raiffeisenbank Schladming-Gröbming');
    expect(m.parsed.text).toContain(`Verwendungszweck: ${number}`);
  }

  it('shows account, amount, due date, reference and GiroCode in the verification, confirmation and invoice mails and on the booking page until paid', async () => {
    const email = `ueberweisung-${randomUUID().slice(0, 8)}@example.at`;
    const hold = await request(s.t.server)
      .post('/api/bookings')
      .set('Accept-Language', 'de')
      .send({
        ...guest,
        email,
        language: 'de',
        pitchId: s.demo.pitch('C14').id,
        checkIn: '2027-08-10',
        checkOut: '2027-08-13',
        adults: 2,
        paymentMethod: 'bank_transfer',
      })
      .expect(201);
    expect(hold.body.payment).toMatchObject({
      provider: 'bank_transfer',
      bankName: 'Raiffeisenbank Schladming-Gröbming',
    });
    const totalCents = hold.body.quote.totalCents as number;
    const number = hold.body.number as string;
    const dueDate = hold.body.payment.dueDate as string;

    await confirmByMail(s.t, hold.body);
    const verification = await mailTo(email, /^Bitte bestätigen Sie Ihre Buchung/);
    expect(verification.parsed.html).toContain(
      'einen Stellplatz mit Zahlung per Banküberweisung reserviert',
    );
    expect(verification.parsed.html).not.toContain('Zahlung bei Anreise');
    expectPaymentBlock(verification, number, totalCents, dueDate);
    expectPaymentBlock(
      await mailTo(email, /^Ihre Buchung .* ist bestätigt/),
      number,
      totalCents,
      dueDate,
    );
    expectPaymentBlock(await mailTo(email, /^Ihre Rechnung /), number, totalCents, dueDate);

    // The booking page says the same, the GiroCode behind its address.
    const page = await request(s.t.server)
      .get(`/api/bookings/${hold.body.id}`)
      .query({ token: hold.body.token })
      .expect(200);
    expect(page.body.bankTransfer).toMatchObject({
      iban: 'AT433837700000456789',
      bic: 'RZSTAT2G377',
      bankName: 'Raiffeisenbank Schladming-Gröbming',
      accountHolder: 'Alpencamp Dachsteinblick GmbH',
      reference: number,
      amountCents: totalCents,
      dueDate,
    });
    const girocode = async () =>
      (
        await request(s.t.server).get(page.body.bankTransfer.qr).buffer(true).expect(200)
      ).body.toString();
    const qrFor = (amountCents: number) =>
      epcQrSvg(
        epcPayload({
          name: 'Alpencamp Dachsteinblick GmbH',
          iban: 'AT433837700000456789',
          bic: 'RZSTAT2G377',
          amountCents,
          reference: number,
        }),
      );
    expect(await girocode()).toBe(await qrFor(totalCents));

    // Part of it arrived: page and GiroCode ask for the rest, the same amount.
    await staff.agent
      .post(`/api/admin/bookings/${hold.body.id}/payments`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: 5000, method: 'bank_transfer', reference: `${number}-1` })
      .expect(201);
    const part = await request(s.t.server)
      .get(`/api/bookings/${hold.body.id}`)
      .query({ token: hold.body.token })
      .expect(200);
    expect(part.body.bankTransfer.amountCents).toBe(totalCents - 5000);
    expect(await girocode()).toBe(await qrFor(totalCents - 5000));

    // Paid: no page and no later mail asks for the money any more, and there is no GiroCode.
    await staff.agent
      .post(`/api/admin/bookings/${hold.body.id}/payments`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ amountCents: totalCents - 5000, method: 'bank_transfer', reference: number })
      .expect(201);
    await request(s.t.server).get(page.body.bankTransfer.qr).expect(404);
    const paid = await request(s.t.server)
      .get(`/api/bookings/${hold.body.id}`)
      .query({ token: hold.body.token })
      .expect(200);
    expect(paid.body.bankTransfer).toBeNull();
    const invoice = await s.t.em().findOneOrFail(Invoice, { booking: hold.body.id });
    await staff.agent
      .post(`/api/admin/invoices/${invoice.id}/resend`)
      .set('X-CSRF-Token', staff.csrf)
      .expect((r) => expect(r.status).toBeLessThan(300));
    await until('the invoice went out again', async () =>
      smtp.to(email).filter((m) => m.parsed.subject?.startsWith('Ihre Rechnung')).length === 2
        ? true
        : null,
    );
    const again = smtp.to(email).filter((m) => m.parsed.subject?.startsWith('Ihre Rechnung'))[1];
    expect(again.parsed.html).not.toContain('Zahlung per Banküberweisung');
    expect(again.parsed.html).not.toContain('cid:girocode');
  });

  it('the storno mail states what the storno credits (negative), as its PDF does', async () => {
    const email = `storno-${randomUUID().slice(0, 8)}@example.at`;
    const hold = await request(s.t.server)
      .post('/api/bookings')
      .set('Accept-Language', 'de')
      .send({
        ...guest,
        email,
        language: 'de',
        pitchId: s.demo.pitch('C15').id,
        checkIn: '2027-08-20',
        checkOut: '2027-08-23',
        adults: 2,
        paymentMethod: 'bank_transfer',
      })
      .expect(201);
    const totalCents = hold.body.quote.totalCents as number;
    await confirmByMail(s.t, hold.body);
    await mailTo(email, /^Ihre Rechnung /);
    await staff.agent
      .post(`/api/admin/bookings/${hold.body.id}/cancel`)
      .set('X-CSRF-Token', staff.csrf)
      .send({ reason: 'Gast hat abgesagt' })
      .expect((r) => expect(r.status).toBeLessThan(300));
    const mail = await mailTo(email, /^Ihre Stornorechnung ST-/);
    const storno = await s.t.em().findOneOrFail(StornoInvoice, { booking: hold.body.id });
    expect(storno.totalCents).toBe(-totalCents);
    expect(mail.parsed.attachments.map((a) => a.filename)).toContain(
      `Stornorechnung-${storno.number}.pdf`,
    );
    const html = mail.parsed.html || '';
    expect(html).toContain(
      `Gesamtbetrag</td><td style="padding:8px;text-align:right;white-space:nowrap;font-weight:bold;">${mailEuro(-totalCents)}</td>`,
    );
    expect(html).not.toContain(`>${mailEuro(totalCents)}</td>`);
    expect(mail.parsed.text).toContain(`Gesamtbetrag: ${mailEuro(-totalCents)}`);
    expect(mail.parsed.text).not.toContain(`Gesamtbetrag: ${mailEuro(totalCents)}`);
    // A cancelled booking asks for no money.
    expect(html).not.toContain('Zahlung per Banküberweisung');
  });
});
