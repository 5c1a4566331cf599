import request from 'supertest';
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
    'POST %s with 50,000 unknown keys: a small 400 naming the first unknown fields',
    async (path) => {
      const res = await request(t.server)
        .post(path)
        .set('Accept-Language', 'de')
        .send(manyKeys(50_000))
        .expect(400);
      expect(res.text.length).toBeLessThan(SMALL);
      expect(res.body.message).toContain('Unbekanntes Feld: k0');
      expect(res.body.message).toContain('Unbekanntes Feld: k19');
      expect(res.body.message).not.toContain('k20');
      expect(res.body.message).toMatch(/und 49\.?980 weitere/);
      expect(Object.keys(res.body.fields as object)).toHaveLength(20);
    },
  );

  it('answers in English too', async () => {
    const res = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'en')
      .send({ ...stay, ...manyKeys(50_000) })
      .expect(400);
    expect(res.text.length).toBeLessThan(SMALL);
    expect(res.body.message).toContain('Unknown field: k0');
    expect(res.body.message).toMatch(/and 49,?980 more/);
  });

  it('100,000 empty extras: refused on the list length, not entry by entry', async () => {
    const res = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'de')
      .send({ ...stay, extras: emptyObjects(100_000) })
      .expect(400);
    expect(res.text.length).toBeLessThan(SMALL);
    expect(res.body.message).toBe('extras darf höchstens 20 Einträge haben');
  });

  it('a field holding a huge object or list where the DTO names no limit: refused on a general cap', async () => {
    const object = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'en')
      .send({ ...stay, checkIn: manyKeys(50_000) })
      .expect(400);
    expect(object.text.length).toBeLessThan(SMALL);
    expect(object.body.message).toBe('checkIn has too many fields (at most 1000)');
    const list = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'en')
      .send({ ...stay, checkIn: emptyObjects(100_000) })
      .expect(400);
    expect(list.text.length).toBeLessThan(SMALL);
    expect(list.body.message).toBe('checkIn may have at most 1000 entries');
    const body = await request(t.server)
      .post('/api/bookings/quote')
      .set('Accept-Language', 'en')
      .send(emptyObjects(100_000))
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

    it('with the right token, 20,000 persons are refused on the list length', async () => {
      const res = await put(booking.id, booking.token, {
        persons: emptyObjects(20_000),
        signature: 'x',
      }).expect(400);
      expect(res.text.length).toBeLessThan(SMALL);
      expect(res.body.message).toBe('persons darf höchstens 40 Einträge haben');
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
});
