import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Clock } from 'src/common/clock';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { hashToken } from 'src/modules/bookings/booking-token';
import { Booking } from 'src/modules/bookings/booking.entity';
import { BookingHolds } from 'src/modules/bookings/booking-holds.service';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { MailService } from 'src/modules/mail/mail.service';
import type { TemplateKey } from 'src/modules/mail/mail.types';
import { RemindersService } from 'src/modules/payments/reminders/reminders.service';
import { WeatherCacheService } from 'src/modules/weather/weather-cache.service';
import { guest as onlineGuest, TODAY } from './helpers/catalog';
import { TestSmtpServer } from './helpers/smtp';
import { signInAs, type SignedIn } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { startMailStack, type MailStack } from './mail-fixtures';
import { startWeatherStandIn, type WeatherStandIn } from './weather-stand-in';

// Staff bookings carry no online consent checkbox.
const { consent: _consent, ...staffGuest } = onlineGuest;

interface Stay {
  id: string;
  number: string;
  token?: string;
}

/** A booking details link as the mail's text part carries it (the SPA's de and en paths). */
const LINK =
  /https?:\/\/\S+?\/(de\/buchung-details|en\/booking-details)\/([0-9a-f-]{36})\?[^\s<>"]+/;

/**
 * Every mail a guest gets carries the link to their booking, computed by whichever job sends it
 * (no token is stored), and the link opens exactly that booking. Real outbox relay, BullMQ, the
 * worker's mail processor and SMTP; the pre-arrival mail's forecast comes from the OpenWeatherMap
 * stand-in through the weather module's cache.
 */
describe('the booking details link in every guest mail', () => {
  let smtp: TestSmtpServer;
  let weather: WeatherStandIn;
  let s: MailStack;
  let staff: SignedIn;
  /** A booking whose id the other bookings' tokens must not open. */
  let stranger: Stay;
  let n = 0;
  const email = () => `link${++n}-${Date.now().toString(36)}@example.at`;

  const write = (method: 'post' | 'put', path: string) =>
    staff.agent[method](path).set('X-CSRF-Token', staff.csrf);

  beforeAll(async () => {
    weather = await startWeatherStandIn();
    // The provider is down at first: the worker's first refresh fills nothing.
    weather.mode = 500;
    smtp = await TestSmtpServer.start();
    s = await startMailStack(smtp, {
      ...RELAXED_ABUSE_LIMITS,
      WEATHER_API_URL: weather.url,
      WEATHER_API_KEY: weather.key,
      WEATHER_TIMEOUT_MS: '400',
    });
    staff = await signInAs(s.t, 'admin');
    stranger = await s.book({ language: 'de', email: email() });
  });
  afterAll(async () => {
    await s.close();
    await smtp.stop();
    await weather.close();
  });
  afterEach(() => s.t.app.get(Clock).travelTo(new Date(`${TODAY}T10:00:00Z`)));

  /** The booking's sent mails of `template` once the worker has sent `count` of them. */
  async function sent(bookingId: string, template: TemplateKey, count = 1) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = await s.t
        .em()
        .find(MailMessage, { bookingId, template, status: 'sent' }, { orderBy: { createdAt: 1 } });
      if (rows.length >= count) return rows;
      if (Date.now() > deadline) throw new Error(`no ${count} sent ${template} for ${bookingId}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * The mail's link: in the text part and as the button's target in the HTML part, to the details
   * page of this booking in its language; following it (the page's API call) answers this booking,
   * and its token opens no other.
   */
  async function followLink(m: MailMessage, b: Stay, lang: 'de' | 'en'): Promise<URL> {
    const found = LINK.exec(m.text);
    expect(found).not.toBeNull();
    const url = new URL(found![0]);
    const slug = lang === 'de' ? 'de/buchung-details' : 'en/booking-details';
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:3000/${slug}/${b.id}`);
    expect(m.html).toContain(`href="${found![0].replace(/&/g, '&amp;')}"`);
    const token = url.searchParams.get('token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await request(s.t.server).get(`/api/bookings/${b.id}`).query({ token });
    expect([page.status, page.body.id, page.body.number]).toEqual([200, b.id, b.number]);
    await request(s.t.server).get(`/api/bookings/${stranger.id}`).query({ token }).expect(403);
    // The SMTP server got the same link.
    const delivered = smtp.to(m.recipient).find((r) => r.parsed.messageId === m.messageId);
    expect(delivered?.parsed.text).toContain(found![0]);
    return url;
  }

  const staffBooking = async (body: object) =>
    (
      await write('post', '/api/admin/bookings')
        .send({ ...staffGuest, adults: 2, ...body })
        .expect(201)
    ).body as Stay & { totalCents: number };

  it('pay on arrival (en): the verification link confirms, and the confirmation mail links the booking', async () => {
    const hold = await request(s.t.server)
      .post('/api/bookings')
      .send({
        ...onlineGuest,
        email: email(),
        language: 'en',
        pitchId: s.demo.pitch('A1').id,
        checkIn: '2027-05-03',
        checkOut: '2027-05-06',
        adults: 2,
        paymentMethod: 'on_arrival',
      })
      .expect(201);
    const b: Stay = hold.body;
    // The token the guest got when booking is the one every later mail carries.
    await request(s.t.server)
      .post(`/api/bookings/${b.id}/confirm`)
      .query({ token: b.token })
      .expect(200);
    const [verification] = await sent(b.id, 'booking_verification');
    const link = await followLink(verification, b, 'en');
    expect(link.searchParams.get('token')).toBe(b.token);
    await request(s.t.server)
      .post(`/api/bookings/${b.id}/verify`)
      .query({ token: link.searchParams.get('token'), key: link.searchParams.get('verify') })
      .expect(200);
    const [confirmation] = await sent(b.id, 'booking_confirmation');
    expect(confirmation.html).toContain('View my booking');
    const details = await followLink(confirmation, b, 'en');
    expect(details.searchParams.get('verify')).toBeNull();
  });

  it('staff confirm a pending online booking: its confirmation mail has a working link', async () => {
    const hold = await request(s.t.server)
      .post('/api/bookings')
      .send({
        ...onlineGuest,
        email: email(),
        pitchId: s.demo.pitch('A2').id,
        checkIn: '2027-05-03',
        checkOut: '2027-05-06',
        adults: 2,
        paymentMethod: 'on_arrival',
      })
      .expect(201);
    await write('post', `/api/admin/bookings/${hold.body.id}/confirm`).expect(201);
    const [confirmation] = await sent(hold.body.id, 'booking_confirmation');
    expect(confirmation.html).toContain('Meine Buchung ansehen');
    await followLink(confirmation, hold.body, 'de');
  });

  it('a staff booking: confirmation, payment, invoice, gate code, cancellation and storno mails all link it', async () => {
    const b = await staffBooking({
      email: email(),
      language: 'de',
      pitchId: s.demo.pitch('A3').id,
      checkIn: '2027-05-10',
      checkOut: '2027-05-13',
    });
    await followLink((await sent(b.id, 'booking_confirmation'))[0], b, 'de');

    // Staff record the payment: payment mail, then the invoice with its PDF.
    await write('post', `/api/admin/bookings/${b.id}/payments`)
      .send({ amountCents: b.totalCents, method: 'cash' })
      .expect(201);
    await followLink((await sent(b.id, 'payment_received'))[0], b, 'de');
    const [invoice] = await sent(b.id, 'invoice');
    expect(invoice.attachments.map((a) => a.contentType)).toContain('application/pdf');
    await followLink(invoice, b, 'de');

    await s.t.app.get(AccessCodesService).issue(b.id, { early: true });
    const [code] = await sent(b.id, 'access_code');
    await followLink(code, b, 'de');

    await write('post', `/api/admin/bookings/${b.id}/cancel`).send({}).expect(201);
    await followLink((await sent(b.id, 'cancellation'))[0], b, 'de');
    // The storno goes out as a second invoice mail.
    const [, storno] = await sent(b.id, 'invoice', 2);
    expect(invoice.subject).toMatch(/^Ihre Rechnung RE-\d{4}-\d{5} – /);
    expect(storno.subject).toMatch(/^Ihre Stornorechnung ST-\d{4}-\d{5} – /);
    expect(storno.text).toContain('anbei erhalten Sie die Stornorechnung ST-');
    await followLink(storno, b, 'de');
  });

  it('an expired hold is told with a link to the (expired) booking', async () => {
    const hold = await request(s.t.server)
      .post('/api/bookings')
      .send({
        ...onlineGuest,
        email: email(),
        language: 'en',
        pitchId: s.demo.pitch('A4').id,
        checkIn: '2027-05-03',
        checkOut: '2027-05-06',
        adults: 2,
        paymentMethod: 'on_arrival',
      })
      .expect(201);
    const clock = s.t.app.get(Clock);
    clock.travelTo(new Date(new Date(hold.body.holdExpiresAt).getTime() + 60_000));
    await s.t.app.get(BookingHolds).expireHolds(clock.now());
    // Who gets this mail is the reminder scan's rule (payment-reminders spec); here only its link.
    await s.t.app
      .get(EntityManager)
      .fork()
      .transactional((em) =>
        s.t.app.get(MailService).enqueue(em, 'hold_expired', hold.body.id, {}),
      );
    const [expired] = await sent(hold.body.id, 'hold_expired');
    await followLink(expired, hold.body, 'en');
    const page = await request(s.t.server)
      .get(`/api/bookings/${hold.body.id}`)
      .query({ token: hold.body.token })
      .expect(200);
    expect(page.body.status).toBe('expired');
  });

  it('a booking from before derived links keeps its old token, and its mails carry a link that works too', async () => {
    const old = await s.book({ language: 'de', email: email() });
    const random = 'an-old-random-token-handed-out-at-booking-time';
    await s.t.em().nativeUpdate(Booking, { id: old.id }, { tokenHash: hashToken(random) });
    const page = await request(s.t.server)
      .get(`/api/bookings/${old.id}`)
      .query({ token: random })
      .expect(200);
    expect(page.body.number).toBe(old.number);
    await request(s.t.server)
      .get(`/api/bookings/${stranger.id}`)
      .query({ token: random })
      .expect(403);
    await s.t.app
      .get(EntityManager)
      .fork()
      .transactional((em) =>
        s.t.app.get(MailService).enqueue(em, 'booking_confirmation', old.id, {}),
      );
    await followLink((await sent(old.id, 'booking_confirmation'))[0], old, 'de');
  });

  it('the pre-arrival mail goes out without weather while the provider is down, and with the forecast once it is back', async () => {
    const clock = s.t.app.get(Clock);
    const reminders = s.t.app.get(RemindersService);
    const down = await staffBooking({
      email: email(),
      language: 'de',
      pitchId: s.demo.pitch('A5').id,
      checkIn: '2027-07-13',
      checkOut: '2027-07-16',
    });
    const up = await staffBooking({
      email: email(),
      language: 'en',
      pitchId: s.demo.pitch('A6').id,
      checkIn: '2027-07-14',
      checkOut: '2027-07-17',
    });

    // Three days before the first arrival (the default setting); the provider answers 500.
    clock.travelTo(new Date('2027-07-10T06:00:00Z'));
    const forecastCalls = () => weather.requests.filter((r) => r.path === '/data/2.5/forecast');
    const before = forecastCalls().length;
    expect((await reminders.scan()).preArrival).toBe(1);
    const [plain] = await sent(down.id, 'pre_arrival');
    expect(plain.subject).toContain('Bald geht’s los');
    expect(plain.text).not.toContain('Das Wetter zu Ihrer Anreise');
    expect(plain.text).toContain('Check-in:   Dienstag, 13. Juli 2027, ab 14:00 Uhr');
    expect(plain.text).toContain('https://www.google.com/maps/dir/?api=1&destination=');
    await followLink(plain, down, 'de');
    // One attempt at the provider, then the mail went out: no waiting, no retries because of it.
    expect(forecastCalls().length - before).toBeLessThanOrEqual(1);
    expect(plain.attempts).toBe(1);

    // The provider is back and the worker's refresh has run.
    weather.mode = 'ok';
    await s.worker.get(WeatherCacheService).refreshAll();
    clock.travelTo(new Date('2027-07-11T06:00:00Z'));
    expect((await reminders.scan()).preArrival).toBe(1);
    const [withWeather] = await sent(up.id, 'pre_arrival');
    // The stay's days the forecast covers (fixtures/openweathermap/forecast.json), in English.
    expect(withWeather.text).toContain('The weather for your arrival:');
    expect(withWeather.text).toMatch(/- Wed 14 Jul: rain, 14 – 21 °C, precipitation 6\.8 mm/);
    expect(withWeather.text).toMatch(/- Thu 15 Jul: sunny, 12 – 25 °C, precipitation 0 mm/);
    expect(withWeather.text).toMatch(/- Fri 16 Jul: drizzle, 14 – 21 °C/);
    expect(withWeather.text).not.toMatch(/13 Jul/);
    expect(withWeather.html).toContain('<th');
    expect(withWeather.html).toContain('rain');
    await followLink(withWeather, up, 'en');
  });
});
