import request from 'supertest';
import { Booking } from 'src/modules/bookings/booking.entity';
import { InvoiceIssuing } from 'src/modules/invoices/invoice-issuing.service';
import { InvoicesService } from 'src/modules/invoices/invoices.service';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { MailSender } from 'src/modules/mail/mail-sender.service';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';

/**
 * A guest reading English meets no German name: the season in the pitch line, the country of the
 * campsite's address and the words for the taxes are English on the page's quote, in the
 * confirmation mail and on the invoice PDF (and German for a German guest).
 */
describe('guest language in season names, mails and invoices', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const summerStay = { checkIn: '2027-07-01', checkOut: '2027-07-04', adults: 2 };

  it('the quote names the season in each language', async () => {
    const quote = await request(t.server)
      .post('/api/bookings/quote')
      .send({ pitchId: demo.pitch('A1').id, ...summerStay })
      .expect(200);
    expect(quote.body.lines[0].label).toEqual({
      de: 'Stellplatz Zelt (Sommer-Hauptsaison 2027)',
      en: 'Pitch Tent (Summer high season 2027)',
      nl: 'Standplaats Tent (Summer high season 2027)',
    });
  });

  it('staff give a season both names; one given only in German is named so in English too', async () => {
    const write = (method: 'post' | 'put', path: string) =>
      admin.agent[method](path).set('X-CSRF-Token', admin.csrf);
    const autumn = await write('post', '/api/admin/seasons')
      .send({
        name: 'Herbst 2027',
        nameEn: 'Autumn 2027',
        startDate: '2027-09-15',
        endDate: '2027-10-15',
      })
      .expect(201);
    expect(autumn.body).toMatchObject({ name: 'Herbst 2027', nameEn: 'Autumn 2027' });
    const renamed = await write('put', `/api/admin/seasons/${autumn.body.id}`)
      .send({ nameEn: 'Golden autumn 2027' })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Herbst 2027', nameEn: 'Golden autumn 2027' });
    const quote = await request(t.server)
      .post('/api/bookings/quote')
      .send({
        pitchId: demo.pitch('A1').id,
        checkIn: '2027-09-20',
        checkOut: '2027-09-22',
        adults: 1,
      })
      .expect(200);
    expect(quote.body.lines[0].label.en).toBe('Pitch Tent (Golden autumn 2027)');

    const german = await write('post', '/api/admin/seasons')
      .send({ name: 'Spätherbst 2027', startDate: '2027-10-16', endDate: '2027-10-31' })
      .expect(201);
    expect(german.body.nameEn).toBe('Spätherbst 2027');
    const empty = await write('put', `/api/admin/seasons/${german.body.id}`)
      .send({ nameEn: '   ' })
      .expect(400);
    expect(empty.body.fields).toHaveProperty('nameEn');
  });

  const confirmedBooking = async (language: 'de' | 'en', pitch: string) => {
    const hold = await request(t.server)
      .post('/api/bookings')
      .set('accept-language', language)
      .send({
        ...guest,
        email: `${language}.${pitch.toLowerCase()}@example.at`,
        language,
        pitchId: demo.pitch(pitch).id,
        ...summerStay,
      })
      .expect(201);
    // Staff confirmed it (the confirmation itself is tested with the booking flow).
    const em = t.em();
    const booking = await em.findOneOrFail(Booking, { id: hold.body.id });
    booking.status = 'confirmed';
    booking.holdExpiresAt = null;
    booking.confirmedAt = new Date();
    await em.flush();
    return { id: hold.body.id as string, token: hold.body.token as string };
  };

  const documentsOf = async (b: { id: string; token: string }) => {
    await t.app.get(MailSender).sendTemplate({
      template: 'booking_confirmation',
      bookingId: b.id,
      dedupeKey: `mail.booking_confirmation.${b.id}`,
    });
    const mail = await t.em().findOneOrFail(MailMessage, { bookingId: b.id });
    await t.app.get(InvoiceIssuing).issueInvoice(b.id);
    const pdf = pdfText((await t.app.get(InvoicesService).guestPdf(b.id, b.token)).content);
    return { mail: mail.text, pdf };
  };

  it('an English mail and invoice: English season, "Austria", VAT and tourist tax', async () => {
    const { mail, pdf } = await documentsOf(await confirmedBooking('en', 'A2'));
    for (const text of [mail, pdf]) {
      expect(text).toContain('Pitch Tent (Summer high season 2027)');
      expect(text).toContain('Austria');
      expect(text).not.toMatch(/Sommer|Österreich|USt|MwSt|Ortstaxe|Nächtigungsabgabe/);
    }
    expect(mail).toContain('VAT');
    expect(pdf).toContain('VAT');
    expect(pdf).toContain('Tourist tax (no VAT)');
  });

  it('a German mail and invoice: German season, "Österreich", USt. and Nächtigungsabgabe', async () => {
    const { mail, pdf } = await documentsOf(await confirmedBooking('de', 'A3'));
    for (const text of [mail, pdf]) {
      expect(text).toContain('Stellplatz Zelt (Sommer-Hauptsaison 2027)');
      expect(text).toContain('Österreich');
      expect(text).not.toMatch(/Summer|Austria\b|MwSt|Ortstaxe|\bVAT\b/);
    }
    expect(mail).toContain('USt.');
    expect(pdf).toContain('Nächtigungsabgabe (ohne USt.)');
  });
});
