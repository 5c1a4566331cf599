import request from 'supertest';
import { Extra } from 'src/modules/pricing/extra.entity';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { createTestApp, type TestApp } from './helpers/test-app';

/** docs/product.md §5 messages in both languages, plus the booking rules; bad input is a 4xx, never a 500. */
describe('booking validation', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let stay: Record<string, unknown>;
  beforeAll(async () => {
    // Every booking here comes from one address and one guest: the abuse limits have their own suite.
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    stay = {
      pitchId: demo.pitch('B7').id,
      checkIn: '2027-05-10',
      checkOut: '2027-05-12',
      adults: 2,
    };
  });
  afterAll(() => t.close());

  const post = (body: object, lang: 'de' | 'en') =>
    request(t.server).post('/api/bookings').set('Accept-Language', lang).send(body);

  it.each<[string, Record<string, unknown>, string, string, string]>([
    [
      'a missing first name',
      { firstName: undefined },
      'firstName',
      'Dieses Feld ist erforderlich',
      'This field is required',
    ],
    [
      'an invalid email',
      { email: 'anna@' },
      'email',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      'Please enter a valid email address',
    ],
    [
      'an invalid phone',
      { phone: 'call me' },
      'phone',
      'Bitte geben Sie eine gültige Telefonnummer ein',
      'Phone number must be valid',
    ],
    [
      'a date in the past',
      { checkIn: '2026-11-01' },
      'checkIn',
      'Das Datum darf nicht in der Vergangenheit liegen',
      'The date must not be in the past',
    ],
    [
      'check-out before check-in',
      { checkOut: '2027-05-09' },
      'checkOut',
      'Das Abreisedatum muss nach dem Anreisedatum liegen',
      'Check-out must be after check-in',
    ],
    [
      'no consent',
      { consent: false },
      'consent',
      'Die Zustimmung zu AGB und Datenschutzerklärung ist für die Buchung erforderlich',
      'Consent to the terms and the privacy policy is required to complete a booking',
    ],
    [
      'a party too large for the pitch',
      { adults: 5, children: 2 },
      'adults',
      'Auf diesem Stellplatz sind höchstens 6 Personen erlaubt',
      'This pitch allows at most 6 persons',
    ],
    [
      'a stay shorter than the season minimum',
      { checkIn: '2027-07-10', checkOut: '2027-07-12' },
      'checkOut',
      'In diesem Zeitraum beträgt der Mindestaufenthalt 3 Nächte',
      'The minimum stay in this period is 3 nights',
    ],
    [
      'a non-date',
      { checkIn: '10.05.2027' },
      'checkIn',
      'checkIn muss ein Datum im Format JJJJ-MM-TT sein',
      'checkIn must be a date (YYYY-MM-DD)',
    ],
    [
      'an impossible date',
      { checkIn: '2027-02-30' },
      'checkIn',
      'checkIn muss ein Datum im Format JJJJ-MM-TT sein',
      'checkIn must be a date (YYYY-MM-DD)',
    ],
    [
      'an unknown extra',
      { extras: [{ code: 'sauna' }] },
      'extras.0',
      'Diese Zusatzleistung gibt es nicht: sauna',
      'No such additional service: sauna',
    ],
    [
      'electricity on a pitch without hook-up',
      { pitchId: 'A12', extras: [{ code: 'electricity' }] },
      'extras.0',
      'Dieser Stellplatz hat keinen Stromanschluss',
      'This pitch has no electric hook-up',
    ],
    [
      'an Austrian UID (business guest) with a wrong check digit',
      { uid: 'ATU12345678' },
      'uid',
      'Diese UID-Nummer gibt es nicht: Die Prüfziffer (die letzte Ziffer) passt nicht zu den Ziffern davor. Bitte prüfen Sie die Nummer.',
      'This VAT number does not exist: its check digit (the last digit) does not match the digits before it. Please check the number.',
    ],
    [
      'an Austrian UID without its eight digits',
      { uid: 'ATU1234567' },
      'uid',
      'Bitte geben Sie eine gültige UID-Nummer ein (z. B. ATU12345675)',
      'Please enter a valid VAT number (e.g. ATU12345675)',
    ],
  ])('%s → 400 with the message in German and English', async (_name, change, field, de, en) => {
    const body: Record<string, unknown> = { ...guest, ...stay, ...change };
    if (typeof change.pitchId === 'string') body.pitchId = demo.pitch(change.pitchId).id;
    const resDe = await post(body, 'de').expect(400);
    expect(resDe.body.fields[field]).toBe(de);
    const resEn = await post(body, 'en').expect(400);
    expect(resEn.body.fields[field]).toBe(en);
  });

  it('takes a business guest whose UID has the right check digit (Austrian) or another EU format', async () => {
    for (const [uid, checkIn, checkOut] of [
      ['ATU13585627', '2027-05-20', '2027-05-22'],
      ['DE123456789', '2027-05-24', '2027-05-26'],
    ]) {
      const res = await post({ ...guest, ...stay, checkIn, checkOut, uid }, 'en');
      expect(res.status).toBe(201);
    }
  });

  it('requires a mandatory service', async () => {
    const em = t.em();
    em.create(Extra, {
      code: 'eco_fee',
      nameDe: 'Umweltbeitrag',
      nameEn: 'Eco fee',
      descriptionDe: '',
      descriptionEn: '',
      priceCents: 300,
      unit: 'per_stay',
      vatRateBp: 2000,
      mandatory: true,
    });
    await em.flush();
    try {
      const res = await post({ ...guest, ...stay }, 'en').expect(400);
      expect(res.body.fields['extras.eco_fee']).toBe(
        'This service is mandatory and must be selected',
      );
      const ok = await post({ ...guest, ...stay, extras: [{ code: 'eco_fee' }] }, 'de').expect(201);
      expect(ok.body.quote.lines.map((l: { code: string }) => l.code)).toContain('eco_fee');
    } finally {
      await t.em().nativeDelete(Extra, { code: 'eco_fee' });
    }
  });

  it.each<[string, string, string, unknown]>([
    ['quote with a malformed body', 'POST', '/api/bookings/quote', '{"checkIn":'],
    [
      'quote with wrong types',
      'POST',
      '/api/bookings/quote',
      { categoryId: 7, checkIn: true, adults: 'two' },
    ],
    [
      'quote without category or pitch',
      'POST',
      '/api/bookings/quote',
      { checkIn: '2027-05-10', checkOut: '2027-05-12', adults: 2 },
    ],
    [
      'quote for an unknown category',
      'POST',
      '/api/bookings/quote',
      {
        categoryId: '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
        checkIn: '2027-05-10',
        checkOut: '2027-05-12',
        adults: 2,
      },
    ],
    [
      'booking with an unknown field',
      'POST',
      '/api/bookings',
      {
        ...guest,
        pitchId: '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
        checkIn: '2027-05-10',
        checkOut: '2027-05-12',
        adults: 2,
        admin: true,
      },
    ],
    [
      'booking for an unknown pitch',
      'POST',
      '/api/bookings',
      {
        ...guest,
        pitchId: '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
        checkIn: '2027-05-10',
        checkOut: '2027-05-12',
        adults: 2,
      },
    ],
    ['booking with an array body', 'POST', '/api/bookings', [1, 2]],
    [
      'booking with a huge party',
      'POST',
      '/api/bookings',
      {
        ...guest,
        pitchId: '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
        checkIn: '2027-05-10',
        checkOut: '2027-05-12',
        adults: 1e9,
      },
    ],
    ['availability without dates', 'GET', '/api/availability', undefined],
    [
      'availability with a bad category',
      'GET',
      '/api/availability?checkIn=2027-05-10&checkOut=2027-05-12&categoryId=tent',
      undefined,
    ],
    [
      'availability with a bad party',
      'GET',
      '/api/availability?checkIn=2027-05-10&checkOut=2027-05-12&adults=-1',
      undefined,
    ],
    [
      'availability for a very long stay',
      'GET',
      '/api/availability?checkIn=2027-05-10&checkOut=2027-09-12',
      undefined,
    ],
    [
      'confirm of an unknown booking',
      'POST',
      '/api/bookings/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b/confirm?token=abc',
      undefined,
    ],
    [
      'cancel with an unknown query field',
      'POST',
      '/api/bookings/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b/cancel?token=abc&debug=1',
      undefined,
    ],
  ])('%s → 4xx with a message, never a 500', async (_name, method, path, body) => {
    const agent = request(t.server);
    let req = (method === 'GET' ? agent.get(path) : agent.post(path)).set('Accept-Language', 'en');
    if (typeof body === 'string') req = req.set('Content-Type', 'application/json').send(body);
    else if (body !== undefined) req = req.send(body as object);
    const res = await req;
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(3);
  });
});
