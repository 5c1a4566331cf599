import request from 'supertest';
import { mailJobId } from 'src/modules/mail/mail.types';
import { guest } from './helpers/catalog';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { startMailStack, type MailStack } from './mail-fixtures';

/**
 * A name in a mail to an address nobody confirmed cannot smuggle in a readable domain with
 * look-alike dots (full-width U+FF0E, ideographic U+3002, half-width U+FF61) or full-width letters:
 * names are normalised (NFKC) and those characters are dots before the domain check.
 */
describe('look-alike dots in names do not reach the mail as a domain', () => {
  let s: MailStack;

  beforeAll(async () => {
    s = await startMailStack(undefined, RELAXED_ABUSE_LIMITS);
  }, 60_000);
  afterAll(() => s.close(), 60_000);

  it.each([
    ['full-width full stop', 'A1', 'Besuche evil．com', 'Jetzt'],
    ['ideographic full stop', 'A2', 'Besuche', 'evil。com jetzt'],
    ['half-width ideographic full stop', 'A3', 'Besuche evil｡com', 'Jetzt'],
    ['full-width letters', 'A4', 'Besuche ｅｖｉｌ．ｃｏｍ', 'Jetzt'],
  ])(
    '%s: the verification mail carries the name without it',
    async (_kind, code, firstName, lastName) => {
      const pitch = s.demo.pitch(code);
      const hold = await request(s.t.server)
        .post('/api/bookings')
        .send({
          ...guest,
          firstName,
          lastName,
          email: `dots.${code}@example.at`,
          pitchId: pitch.id,
          checkIn: '2027-09-01',
          checkOut: '2027-09-02',
          adults: 1,
          paymentMethod: 'on_arrival',
        });
      expect(hold.status).toBe(201);
      await request(s.t.server)
        .post(`/api/bookings/${hold.body.id}/confirm`)
        .query({ token: hold.body.token })
        .expect(200);
      const mail = await s.waitForMessage(mailJobId('booking_verification', hold.body.id), [
        'caught',
      ]);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part.normalize('NFKC').toLowerCase()).not.toMatch(/evil[.。｡]\s*com/u);
        expect(part.normalize('NFKC').toLowerCase()).not.toContain('evil');
      }
      expect(mail.text).toContain('Besuche');
    },
  );
});
