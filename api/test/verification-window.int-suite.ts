import request from 'supertest';
import { Clock } from 'src/common/clock';
import { Booking } from 'src/modules/bookings/booking.entity';
import { BookingHolds } from 'src/modules/bookings/booking-holds.service';
import { mailJobId } from 'src/modules/mail/mail.types';
import { guest, TODAY } from './helpers/catalog';
import { signInAs } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS, verificationLink } from './helpers/verification';
import { startMailStack, type MailStack } from './mail-fixtures';

/**
 * Pay on arrival keeps an unverified booking's pitch only for a short verification window (setting
 * `verificationMinutes`, default 30), not a day: otherwise 20 addresses could hold every pitch of
 * the site for 24 hours without following a single mail link. The verification mail names the end
 * of the window (guest's language, campsite time); the sweeper expires such bookings like any hold.
 */
describe('the verification window of pay on arrival', () => {
  let s: MailStack;
  const stay = { checkIn: '2027-05-10', checkOut: '2027-05-12', adults: 2 };
  const clock = () => s.t.app.get(Clock);

  beforeAll(async () => {
    s = await startMailStack(undefined, RELAXED_ABUSE_LIMITS);
  }, 60_000);
  afterAll(() => s.close(), 60_000);
  afterEach(() => clock().travelTo(new Date(`${TODAY}T10:00:00Z`)));

  /** Minutes (whole) from the confirmation at 10:00 UTC to the end of the booking's hold. */
  const minutesHeld = (holdExpiresAt: string) =>
    Math.floor((Date.parse(holdExpiresAt) - Date.parse(`${TODAY}T10:00:00Z`)) / 60_000);

  async function holdAndConfirm(pitch: string, language: 'de' | 'en') {
    clock().travelTo(new Date(`${TODAY}T10:00:00Z`));
    const hold = await request(s.t.server)
      .post('/api/bookings')
      .send({
        ...guest,
        email: `window.${pitch}@example.at`,
        ...stay,
        language,
        pitchId: s.demo.pitch(pitch).id,
        paymentMethod: 'on_arrival',
      })
      .expect(201);
    const confirmed = await request(s.t.server)
      .post(`/api/bookings/${hold.body.id}/confirm`)
      .query({ token: hold.body.token })
      .expect(200);
    return { id: hold.body.id as string, token: hold.body.token as string, confirmed };
  }

  const pitchState = async (code: string) => {
    const res = await request(s.t.server)
      .get('/api/availability')
      .query({ ...stay, categoryId: s.demo.pitch(code).category.id })
      .expect(200);
    const pitches = res.body.pitches as Array<{ id: string; state: string }>;
    return pitches.find((p) => p.id === s.demo.pitch(code).id)?.state;
  };

  it('keeps the pitch 30 minutes, says until when in the mail, and then gives it back', async () => {
    // 10:00 UTC is 11:00 at the campsite (Europe/Vienna, winter time).
    const h = await holdAndConfirm('D1', 'de');
    expect(h.confirmed.body).toMatchObject({ status: 'pending', awaitingEmailConfirmation: true });
    expect(minutesHeld(h.confirmed.body.holdExpiresAt)).toBe(30);
    const mail = await s.waitForMessage(mailJobId('booking_verification', h.id), ['caught']);
    expect(mail.text).toContain('Sonntag, 22. November 2026 um 11:30');
    expect(mail.html).toContain('Sonntag, 22. November 2026 um 11:30');

    const link = await verificationLink(s.t, h.id);
    clock().travelTo(new Date(`${TODAY}T10:31:00Z`));
    // The sweeper (the worker's job every minute) expires it like any hold; the pitch is free.
    expect(await s.t.app.get(BookingHolds).expireHolds()).toBeGreaterThanOrEqual(1);
    expect((await s.t.em().findOneOrFail(Booking, h.id)).status).toBe('expired');
    expect(await pitchState('D1')).toBe('available');
    // The link now says the reservation ran out, in the guest's language.
    const late = await request(s.t.server)
      .post(`/api/bookings/${h.id}/verify`)
      .query({ token: link.searchParams.get('token'), key: link.searchParams.get('verify') })
      .set('Accept-Language', 'de')
      .expect(409);
    expect(late.body.message).toBe(
      'Die Reservierung ist abgelaufen. Bitte starten Sie eine neue Buchung.',
    );
  });

  it('tells an English guest the end of the window in English', async () => {
    const h = await holdAndConfirm('D2', 'en');
    const mail = await s.waitForMessage(mailJobId('booking_verification', h.id), ['caught']);
    expect(mail.text).toContain('Sunday, 22 November 2026 at 11:30');
  });

  it('a family that follows the link at once notices nothing: confirmed', async () => {
    const h = await holdAndConfirm('D3', 'de');
    clock().travelTo(new Date(`${TODAY}T10:05:00Z`));
    const link = await verificationLink(s.t, h.id);
    const verified = await request(s.t.server)
      .post(`/api/bookings/${h.id}/verify`)
      .query({ token: link.searchParams.get('token'), key: link.searchParams.get('verify') })
      .expect(200);
    expect(verified.body).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
  });

  it('the window is a setting (verificationMinutes)', async () => {
    const admin = await signInAs(s.t, 'admin');
    const put = await admin.agent
      .put('/api/admin/pricing-settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ verificationMinutes: 45 })
      .expect(200);
    expect(put.body.verificationMinutes).toBe(45);
    const h = await holdAndConfirm('D4', 'de');
    expect(minutesHeld(h.confirmed.body.holdExpiresAt)).toBe(45);
    // A day, as before, is no short window: refused in the admin's language.
    const tooLong = await admin.agent
      .put('/api/admin/pricing-settings')
      .set('X-CSRF-Token', admin.csrf)
      .set('Accept-Language', 'en')
      .send({ verificationMinutes: 1440 })
      .expect(400);
    expect(JSON.stringify(tooLong.body)).toMatch(/verificationMinutes/);
  });
});
