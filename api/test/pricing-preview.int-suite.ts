import { Clock } from 'src/common/clock';
import { seedCatalog } from 'src/database/seeders/DemoSeeder';
import { PitchCategory } from 'src/modules/catalog/pitch-category.entity';
import { PricingSettings } from 'src/modules/pricing/pricing-settings.entity';
import { Season } from 'src/modules/pricing/season.entity';
import request from 'supertest';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

interface Stay {
  categoryId: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children?: number;
  extras?: Array<{ code: string; quantity?: number }>;
}

/** The console's price preview against the guest's quote: one price calculation, one answer. */
describe('pricing preview and pricing rules', () => {
  let t: TestApp;
  let admin: SignedIn;
  let staff: SignedIn;
  let cat: Record<string, string>;
  const write = (who: SignedIn, method: 'post' | 'put', path: string) =>
    who.agent[method](path).set('X-CSRF-Token', who.csrf);
  const preview = (stay: Stay) => write(admin, 'post', '/api/admin/pricing/preview').send(stay);
  const publicQuote = (stay: Stay) => request(t.server).post('/api/bookings/quote').send(stay);

  beforeAll(async () => {
    t = await createTestApp();
    // The demo seasons lie ahead of this day, inside the booking horizon.
    t.app.get(Clock).travelTo(new Date('2026-10-01T10:00:00Z'));
    await seedCatalog(t.em());
    admin = await signInAs(t, 'admin');
    staff = await signInAs(t, 'staff');
    const categories = await t.em().find(PitchCategory, {});
    cat = Object.fromEntries(categories.map((c) => [c.slug, c.id]));
  });
  afterAll(() => t.close());

  it('prices a season form as typed, before it is saved, in place of the saved season', async () => {
    const stay = { categoryId: cat.tent, checkIn: '2027-01-10', checkOut: '2027-01-13', adults: 1 };
    const saved = (await preview(stay).expect(200)).body;
    const winter = await t.em().findOneOrFail(Season, {
      startDate: { $lte: stay.checkIn },
      endDate: { $gte: stay.checkIn },
    });
    const typed = await write(admin, 'post', '/api/admin/pricing/preview')
      .send({
        ...stay,
        season: {
          id: winter.id,
          startDate: winter.startDate,
          endDate: winter.endDate,
          minStayNights: 1,
          rates: [{ categoryId: cat.tent, nightlyPriceCents: 4321 }],
        },
      })
      .expect(200);
    const pitchLine = (q: { lines: Array<{ kind: string; unitPriceCents: number }> }) =>
      q.lines.find((l) => l.kind === 'pitch')!;
    expect(pitchLine(saved).unitPriceCents).not.toBe(4321);
    expect(pitchLine(typed.body).unitPriceCents).toBe(4321);
    expect(typed.body.totalCents - typed.body.touristTaxCents).toBe(3 * 4321);
    // Nothing was saved: the stay still costs what it did.
    expect((await preview(stay).expect(200)).body.totalCents).toBe(saved.totalCents);
    // A draft with a bad rate is refused with the field named, not priced.
    await write(admin, 'post', '/api/admin/pricing/preview')
      .send({
        ...stay,
        season: {
          startDate: '2027-01-01',
          endDate: '2027-01-31',
          minStayNights: 1,
          rates: [{ categoryId: cat.tent, nightlyPriceCents: -1 }],
        },
      })
      .expect(400);
  });

  it('prices sample stays exactly as the guest quote does, across season boundaries too', async () => {
    const stays: Stay[] = [
      // Inside the winter season, two adults and a child, electricity.
      {
        categoryId: cat.caravan,
        checkIn: '2027-01-10',
        checkOut: '2027-01-14',
        adults: 2,
        children: 1,
        extras: [{ code: 'electricity' }],
      },
      // The winter season's last night is 31 March: three season nights, then the base price.
      { categoryId: cat.tent, checkIn: '2027-03-29', checkOut: '2027-04-02', adults: 1 },
      // Into the summer season: base price, then the summer rate; extra persons, bikes, breakfast.
      {
        categoryId: cat.comfort,
        checkIn: '2027-06-28',
        checkOut: '2027-07-03',
        adults: 4,
        children: 2,
        extras: [{ code: 'bike', quantity: 3 }, { code: 'breakfast' }],
      },
      // Outside any season.
      { categoryId: cat.motorhome, checkIn: '2027-05-10', checkOut: '2027-05-12', adults: 2 },
    ];
    for (const stay of stays) {
      const fromConsole = await preview(stay).expect(200);
      const forGuest = await publicQuote(stay).expect(200);
      expect(fromConsole.body).toEqual(forGuest.body);
    }

    const boundary = (await preview(stays[1]).expect(200)).body;
    expect(
      boundary.lines.map((l: { kind: string; quantity: number; unitPriceCents: number }) => [
        l.kind,
        l.quantity,
        l.unitPriceCents,
      ]),
    ).toEqual([
      ['pitch', 3, 2800],
      ['pitch', 1, 2500],
      ['tourist_tax', 4, 200],
    ]);
    expect(boundary.totalCents).toBe(3 * 2800 + 2500 + 4 * 200);
  });

  it('shows a changed nightly rate at once, in the preview and the guest quote alike', async () => {
    const stay: Stay = {
      categoryId: cat.tent,
      checkIn: '2027-07-10',
      checkOut: '2027-07-14',
      adults: 2,
    };
    const before = (await preview(stay).expect(200)).body;
    const summer = await t.em().findOneOrFail(Season, { name: 'Sommer-Hauptsaison 2027' });
    const season = (await admin.agent.get(`/api/admin/seasons/${summer.id}`).expect(200)).body;
    await write(admin, 'put', `/api/admin/seasons/${summer.id}`)
      .send({
        ...season,
        rates: season.rates.map((r: { categoryId: string; nightlyPriceCents: number }) =>
          r.categoryId === cat.tent ? { ...r, nightlyPriceCents: 3350 } : r,
        ),
      })
      .expect(200);
    const after = (await preview(stay).expect(200)).body;
    expect(after.totalCents - before.totalCents).toBe(4 * (3350 - 3000));
    expect((await publicQuote(stay).expect(200)).body.totalCents).toBe(after.totalCents);
  });

  it('refuses what the booking would refuse, with the reason in the request language', async () => {
    const short = await preview({
      categoryId: cat.tent,
      checkIn: '2027-07-10',
      checkOut: '2027-07-11',
      adults: 2,
    }).expect(400);
    expect(short.body.message).toBe(
      'checkOut: In diesem Zeitraum beträgt der Mindestaufenthalt 3 Nächte',
    );
    const missing = await write(admin, 'post', '/api/admin/pricing/preview')
      .set('Accept-Language', 'en')
      .send({ checkIn: '2027-05-10', checkOut: '2027-05-12', adults: 0 })
      .expect(400);
    expect(missing.body.fields).toMatchObject({
      categoryId: expect.any(String),
      adults: 'adults must be at least 1',
    });
  });

  it('keeps pricing to administrators: staff get 403, nobody signed out gets in', async () => {
    const stay = { categoryId: cat.tent, checkIn: '2027-05-10', checkOut: '2027-05-12', adults: 1 };
    await write(staff, 'post', '/api/admin/pricing/preview').send(stay).expect(403);
    await request(t.server).post('/api/admin/pricing/preview').send(stay).expect(401);
    const summer = await t.em().findOneOrFail(Season, { name: 'Sommer-Hauptsaison 2027' });
    await write(staff, 'put', `/api/admin/seasons/${summer.id}`)
      .send({ minStayNights: 1 })
      .expect(403);
    await write(staff, 'post', '/api/admin/extras')
      .send({ code: 'x1', nameDe: 'X', nameEn: 'X', priceCents: 1, unit: 'per_stay', vatRateBp: 0 })
      .expect(403);
    await write(staff, 'put', '/api/admin/pricing-settings/1')
      .send({ touristTaxCents: 0 })
      .expect(403);
    expect(await t.em().findOneOrFail(Season, { id: summer.id })).toMatchObject({
      minStayNights: 3,
    });
  });

  it('allows a season to start the night after another ends, refuses a shared night (409)', async () => {
    await write(admin, 'post', '/api/admin/seasons')
      .send({ name: 'Frühling 2027', startDate: '2027-04-01', endDate: '2027-04-30' })
      .expect(201);
    const clash = await write(admin, 'post', '/api/admin/seasons')
      .set('Accept-Language', 'en')
      .send({ name: 'Ostern 2027', startDate: '2027-03-27', endDate: '2027-04-05' })
      .expect(409);
    expect(clash.body.message).toBe(
      'The season overlaps "Wintersaison 2026/27" (2026-12-19 to 2027-03-31). Seasons must not overlap.',
    );
  });

  it('accepts only Austrian VAT rates and cancellation tiers that get stricter', async () => {
    const vat = await write(admin, 'put', '/api/admin/pricing-settings/1')
      .send({ pitchVatRateBp: 1500 })
      .expect(400);
    expect(vat.body.fields).toEqual({
      pitchVatRateBp:
        'pitchVatRateBp muss einer der österreichischen USt.-Sätze sein: 0, 10, 13 oder 20 %',
    });
    const extra = await write(admin, 'post', '/api/admin/extras')
      .set('Accept-Language', 'en')
      .send({
        code: 'sauna',
        nameDe: 'S',
        nameEn: 'S',
        priceCents: 900,
        unit: 'per_stay',
        vatRateBp: 1900,
      })
      .expect(400);
    expect(extra.body.fields).toEqual({
      vatRateBp: 'vatRateBp must be one of the Austrian VAT rates: 0, 10, 13 or 20 %',
    });
    await write(admin, 'put', '/api/admin/pricing-settings/1')
      .send({ pitchVatRateBp: 1300 })
      .expect(200);

    const fees = await write(admin, 'put', '/api/admin/pricing-settings/1')
      .send({ partialCancellationFeeBp: 8000, lateCancellationFeeBp: 6000 })
      .expect(400);
    expect(fees.body.fields).toEqual({
      partialCancellationFeeBp:
        'Die Teilstornogebühr darf nicht höher sein als die Gebühr bei später Stornierung (60 %)',
    });
    expect(await t.em().findOneOrFail(PricingSettings, { id: 1 })).toMatchObject({
      pitchVatRateBp: 1300,
      partialCancellationFeeBp: 5000,
      lateCancellationFeeBp: 10000,
    });
  });

  it('has the database refuse a broken policy, a foreign VAT rate or a negative rate', async () => {
    const conn = t.em().getConnection();
    await expect(
      conn.execute('update pricing_settings set partial_cancellation_fee_bp = 10001'),
    ).rejects.toThrow(/pricing_settings_cancellation_fees/);
    await expect(
      conn.execute(
        'update pricing_settings set partial_cancellation_days = free_cancellation_days + 1',
      ),
    ).rejects.toThrow(/pricing_settings_cancellation_days/);
    await expect(
      conn.execute('update pricing_settings set pitch_vat_rate_bp = 1900'),
    ).rejects.toThrow(/pricing_settings_vat_rate/);
    await expect(conn.execute('update extras set vat_rate_bp = 700')).rejects.toThrow(
      /extras_vat_rate/,
    );
    await expect(conn.execute('update season_rates set nightly_price_cents = -1')).rejects.toThrow(
      /season_rates_price/,
    );
  });
});
