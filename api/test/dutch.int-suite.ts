import request from 'supertest';
import { Invoice, StornoInvoice } from 'src/modules/invoices/invoice.entity';
import { InvoiceIssuing } from 'src/modules/invoices/invoice-issuing.service';
import { InvoicesService } from 'src/modules/invoices/invoices.service';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { MailSender } from 'src/modules/mail/mail-sender.service';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { confirmByMail, RELAXED_ABUSE_LIMITS, verificationLink } from './helpers/verification';

/**
 * A guest from the Netherlands books in Dutch, paying on arrival: the API takes the language, the
 * mail link leads to the Dutch booking page, and the verification mail, the confirmation mail, the
 * invoice PDF and the API's error messages speak Dutch, with amounts and dates written the Dutch way.
 */
describe('a Dutch guest', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const stay = { checkIn: '2027-07-01', checkOut: '2027-07-04', adults: 2 };
  const dutchGuest = {
    ...guest,
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: 'sanne.devries@example.nl',
    street: 'Keizersgracht 12',
    postalCode: '1015 CS',
    city: 'Amsterdam',
    country: 'NL',
  };

  const hold = async (pitch: string) => {
    const res = await request(t.server)
      .post('/api/bookings')
      .set('accept-language', 'nl')
      .send({
        ...dutchGuest,
        language: 'nl',
        paymentMethod: 'on_arrival',
        pitchId: demo.pitch(pitch).id,
        ...stay,
      })
      .expect(201);
    return { id: res.body.id as string, token: res.body.token as string };
  };

  it('books paying on arrival: Dutch link, Dutch mails, Dutch invoice', async () => {
    const booking = await hold('A2');
    const verified = await confirmByMail(t, booking);
    expect((await verificationLink(t, booking.id)).pathname).toBe(
      `/nl/boeking-details/${booking.id}`,
    );
    expect(verified.body).toMatchObject({ status: 'confirmed', language: 'nl' });

    const details = await request(t.server)
      .get(`/api/bookings/${booking.id}`)
      .query({ token: booking.token, lang: 'nl' })
      .expect(200);
    expect(details.body.language).toBe('nl');
    const pitchLine = details.body.quote.lines[0].label;
    expect(pitchLine.nl).toBe('Standplaats Tent (Summer high season 2027)');

    const sender = t.app.get(MailSender);
    for (const template of ['booking_verification', 'booking_confirmation'] as const)
      await sender.sendTemplate({
        template,
        bookingId: booking.id,
        dedupeKey: `mail.${template}.${booking.id}.nl-test`,
      });
    const mails = await t.em().find(MailMessage, { bookingId: booking.id });
    const confirmation = mails.find((m) => m.subject.startsWith('Uw boeking'));
    expect(confirmation?.subject).toMatch(/^Uw boeking \d{4}-\d+ is bevestigd – /);
    expect(confirmation?.text).toContain('Beste Sanne,');
    expect(confirmation?.text).toContain('donderdag 1 juli 2027');
    expect(confirmation?.text).toContain('Standplaats Tent (Summer high season 2027)');
    expect(confirmation?.text).toMatch(
      /Toeristenbelasting \(personen vanaf 15 jaar, €\s2,00 per nacht\)/,
    );
    expect(confirmation?.text).toContain('8970 Schladming, Oostenrijk');
    expect(confirmation?.text).toContain(`/nl/boeking-details/${booking.id}?token=`);
    expect(confirmation?.text).not.toMatch(/Buchung|Stellplatz|Dear|Booking number/);
    const verification = mails.find((m) => m.subject.startsWith('Bevestig uw boeking'));
    expect(verification?.text).toContain('betaling bij aankomst');

    await t.app.get(InvoiceIssuing).issueInvoice(booking.id);
    const pdf = pdfText(
      (await t.app.get(InvoicesService).guestPdf(booking.id, booking.token)).content,
    );
    expect(pdf).toContain('Factuur');
    expect(pdf).toContain('Verblijfsperiode');
    expect(pdf).toContain('01-07-2027');
    expect(pdf).toContain('Toeristenbelasting (zonder btw)');
    expect(pdf).toContain('Oostenrijk');
    expect(pdf).toContain('Nederland');
    expect(pdf).toMatch(/Factuurbedrag\s*€\s\d{1,3}(\.\d{3})*,\d{2}/);
    expect(pdf).not.toMatch(/Rechnung|Invoice total|Nächtigungsabgabe/);
  });

  it('a cancelled Dutch booking gets a Dutch storno invoice', async () => {
    const booking = await hold('A4');
    await confirmByMail(t, booking);
    const issuing = t.app.get(InvoiceIssuing);
    await issuing.issueInvoice(booking.id);
    const cancelled = await request(t.server)
      .post(`/api/bookings/${booking.id}/cancel`)
      .query({ token: booking.token, lang: 'nl' })
      .expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    await issuing.issueStorno(booking.id);
    const original = await t.em().findOneOrFail(Invoice, { booking: booking.id });
    const storno = await t.em().findOneOrFail(StornoInvoice, { original: original.id });
    const pdf = await t.app.get(InvoicesService).pdf('storno', storno.id);
    expect(pdf.filename).toBe(`Creditfactuur-${storno.number}.pdf`);
    const text = pdfText(pdf.content);
    expect(text).toContain('Creditfactuur');
    expect(text).toContain(`Creditering van factuur ${original.number} van `);
    expect(text).toContain('Deze creditfactuur heft de hierboven genoemde factuur volledig op.');
    expect(text).toMatch(/€\s-\d|-€\s\d|€\s−\d/);
    expect(text).not.toMatch(/Stornorechnung|Cancellation invoice/);
  });

  it('answers bad input in Dutch', async () => {
    const res = await request(t.server)
      .post('/api/bookings')
      .set('accept-language', 'nl-NL,nl;q=0.9,en;q=0.5')
      .send({ ...dutchGuest, language: 'nl', pitchId: demo.pitch('A3').id, ...stay, email: 'x' })
      .expect(400);
    expect(res.body.fields.email).toBe('Vul een geldig e-mailadres in');
  });

  it('refuses a language the site does not speak, in the guest language', async () => {
    const res = await request(t.server)
      .post('/api/bookings')
      .query({ lang: 'nl' })
      .send({ ...dutchGuest, language: 'fr', pitchId: demo.pitch('A3').id, ...stay })
      .expect(400);
    expect(res.body.fields.language).toBe(
      'language moet een van de volgende waarden zijn: de, en, nl',
    );
  });

  it('staff see Dutch as a booking language and can edit the Dutch mail templates', async () => {
    const templates = await admin.agent
      .get('/api/admin/email-templates')
      .query({ filter: JSON.stringify({ language: 'nl' }) })
      .expect(200);
    const confirmation = templates.body.find(
      (row: { key: string }) => row.key === 'booking_confirmation',
    );
    expect(confirmation).toMatchObject({ language: 'nl' });
    expect(confirmation.subject).toBe(
      'Uw boeking {{bookingNumber}} is bevestigd – {{companyName}}',
    );
  });
});
