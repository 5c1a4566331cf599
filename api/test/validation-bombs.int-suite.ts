import type { AddressInfo } from 'node:net';
import request from 'supertest';
// The bench's own requests (no imports of their own), run here so the case keeps working.
// eslint-disable-next-line no-restricted-imports
import { measureValidationBombs } from '../../scripts/bench/validation-bombs';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, type TestApp } from './helpers/test-app';
import { confirmByMail, RELAXED_ABUSE_LIMITS } from './helpers/verification';

/**
 * Requests whose validation would cost in proportion to their size (thousands of array entries or
 * object keys, each one a validation error) are refused by their shape before class-validator walks
 * them: a small 400 naming the problem in the guest's language, never megabytes of field errors.
 */
describe('validation bombs', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  beforeAll(async () => {
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
  });
  afterAll(() => t.close());

  /** An answer a person could read: a few KB at most. */
  const SMALL = 4096;

  const manyKeys = (n: number) => {
    const o: Record<string, number> = {};
    for (let i = 0; i < n; i++) o[`k${i}`] = 0;
    return o;
  };
  const emptyObjects = (n: number) => Array.from({ length: n }, () => ({}));
  const stay = { checkIn: '2027-07-10', checkOut: '2027-07-13', adults: 2 };

  it.each([['/api/bookings/quote'], ['/api/bookings'], ['/api/waitlist'], ['/api/auth/login']])(
    'POST %s with 50,000 unknown keys: a small 400 before the body is even parsed',
    async (path) => {
      const res = await request(t.server)
        .post(path)
        .set('Accept-Language', 'de')
        .send(manyKeys(50_000))
        .expect(400);
      expect(res.text.length).toBeLessThan(SMALL);
      expect(res.body.message).toBe('Der Anfrageinhalt hat zu viele Felder (body: mehr als 1000).');
    },
  );

  it('100,000 empty extras: refused on the list length, naming the list, in English too', async () => {
    const res = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'en')
      .send({ ...stay, extras: emptyObjects(100_000) })
      .expect(400);
    expect(res.text.length).toBeLessThan(SMALL);
    expect(res.body.message).toBe(
      'The request body has too many entries (extras: more than 2000).',
    );
  });

  it("within the general caps, the DTO's own limits: a list over its @ArrayMaxSize, many unknown fields", async () => {
    const extras = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'de')
      .send({ ...stay, extras: emptyObjects(2000) })
      .expect(400);
    expect(extras.text.length).toBeLessThan(SMALL);
    expect(extras.body.message).toBe('extras darf höchstens 20 Einträge haben');
    const unknown = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'de')
      .send({ ...stay, ...manyKeys(990) })
      .expect(400);
    expect(unknown.text.length).toBeLessThan(SMALL);
    expect(unknown.body.message).toContain('Unbekanntes Feld: k0');
    expect(unknown.body.message).toContain('Unbekanntes Feld: k19');
    expect(unknown.body.message).not.toContain('k20');
    expect(unknown.body.message).toMatch(/ … und 970 weitere$/);
    expect(Object.keys(unknown.body.fields as object)).toHaveLength(20);
    const en = await request(t.server)
      .post('/api/waitlist')
      .set('Accept-Language', 'en')
      .send(manyKeys(990))
      .expect(400);
    expect(en.body.message).toMatch(/^Unknown field: k0; .* … and 970 more$/);
  });

  it('a field holding a large object or list where the DTO names no limit: refused on a general cap', async () => {
    const object = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'en')
      .send({ ...stay, checkIn: { nested: manyKeys(5000) } })
      .expect(400);
    expect(object.text.length).toBeLessThan(SMALL);
    expect(object.body.message).toBe(
      'The request body has too many fields (checkIn.nested: more than 1000).',
    );
    const list = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'en')
      .send({ ...stay, checkIn: emptyObjects(1500) })
      .expect(400);
    expect(list.text.length).toBeLessThan(SMALL);
    expect(list.body.message).toBe('checkIn may have at most 1000 entries');
    const body = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'en')
      .send(emptyObjects(1500))
      .expect(400);
    expect(body.text.length).toBeLessThan(SMALL);
    expect(body.body.message).toBe('body may have at most 1000 entries');
  });

  describe('the registration form', () => {
    let booking: { id: string; token: string };
    beforeAll(async () => {
      const hold = await request(t.server)
        .post('/api/bookings')
        .send({
          ...guest,
          pitchId: demo.pitch('A1').id,
          checkIn: '2027-06-10',
          checkOut: '2027-06-14',
          adults: 2,
        })
        .expect(201);
      booking = hold.body as { id: string; token: string };
      await confirmByMail(t, booking);
    });

    const put = (id: string, token: string, body: object, lang = 'de') =>
      request(t.server)
        .put(`/api/bookings/${id}/registration`)
        .query({ token })
        .set('Accept-Language', lang)
        .send(body);

    it('a wrong token is refused before the body is looked at, as the route refuses it with any body', async () => {
      const bomb = { persons: emptyObjects(20_000), signature: 'x' };
      const wrong = await put(booking.id, 'wrong', bomb).expect(403);
      expect(wrong.body.message).toBe('Zugriff verweigert');
      expect(wrong.text.length).toBeLessThan(SMALL);
      const unknown = await put('00000000-0000-4000-8000-000000000000', 'wrong', bomb).expect(404);
      expect(unknown.body.message).toBe('Buchung nicht gefunden');
      const none = await request(t.server)
        .put(`/api/bookings/${booking.id}/registration`)
        .send(bomb)
        .expect(403);
      expect(none.text.length).toBeLessThan(SMALL);
    });

    it('with the right token, 20,000 or 2,000 persons are refused on the list length', async () => {
      const huge = await put(booking.id, booking.token, {
        persons: emptyObjects(20_000),
        signature: 'x',
      }).expect(400);
      expect(huge.text.length).toBeLessThan(SMALL);
      expect(huge.body.message).toBe(
        'Der Anfrageinhalt hat zu viele Einträge (persons: mehr als 2000).',
      );
      const large = await put(booking.id, booking.token, {
        persons: emptyObjects(2000),
        signature: 'x',
      }).expect(400);
      expect(large.text.length).toBeLessThan(SMALL);
      expect(large.body.message).toBe('persons darf höchstens 40 Einträge haben');
    });

    it('forty empty persons (within the limit) name only the first 20 problems', async () => {
      const res = await put(
        booking.id,
        booking.token,
        { persons: emptyObjects(40), signature: 'x' },
        'en',
      ).expect(400);
      expect(res.text.length).toBeLessThan(SMALL);
      expect(Object.keys(res.body.fields as object)).toHaveLength(20);
      expect(res.body.message).toMatch(/persons\.0\.firstName/);
      expect(res.body.message).toMatch(/and \d+ more$/);
    });
  });

  it('the bench case: every bomb of `npm run bench` fired at once is refused in a small answer', async () => {
    await t.app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
    const figures = await measureValidationBombs(base, 1);
    expect(figures.answers).toHaveLength(8);
    for (const a of figures.answers) {
      expect({ bomb: a.name, status: a.status, small: a.bytes < SMALL }).toEqual({
        bomb: a.name,
        status: a.name.startsWith('registration') ? 404 : 400,
        small: true,
      });
    }
    const tooManyFields = 'The request body has too many fields (body: more than 1000).';
    expect(figures.answers.map((a) => a.message)).toEqual([
      'Booking not found',
      'Booking not found',
      tooManyFields,
      tooManyFields,
      'The request body has too many entries (extras: more than 2000).',
      tooManyFields,
      tooManyFields,
      tooManyFields,
    ]);
  });
});
