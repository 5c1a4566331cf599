import { seedCatalog } from 'src/database/seeders/DemoSeeder';
import { PitchCategory } from 'src/modules/catalog/pitch-category.entity';
import { Extra } from 'src/modules/pricing/extra.entity';
import { PricingSettings } from 'src/modules/pricing/pricing-settings.entity';
import { Season, SeasonRate } from 'src/modules/pricing/season.entity';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

type Row = Record<string, unknown> & { id: string };
const UNKNOWN_ID = '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

describe('admin pricing resources', () => {
  let t: TestApp;
  let admin: SignedIn;
  let staff: SignedIn;
  let cat: Record<string, string>;
  const write = (who: SignedIn, method: 'post' | 'put' | 'delete', path: string) =>
    who.agent[method](path).set('X-CSRF-Token', who.csrf);
  const ratesOf = async (seasonId: string) =>
    (await t.em().find(SeasonRate, { season: seasonId }, { populate: ['category'] }))
      .map((r) => `${r.category.slug}:${r.nightlyPriceCents}`)
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.em());
    admin = await signInAs(t, 'admin');
    staff = await signInAs(t, 'staff');
    const categories = await t.em().find(PitchCategory, {});
    cat = Object.fromEntries(categories.map((c) => [c.slug, c.id]));
  });
  afterAll(() => t.close());

  describe('seasons', () => {
    it('lists with rates, sort, range, date and text filters, for staff too', async () => {
      const all = await staff.agent
        .get('/api/admin/seasons')
        .query({ sort: '["startDate","DESC"]', range: '[0,9]', filter: '{}' })
        .expect(200);
      expect(all.headers['content-range']).toBe('seasons 0-1/2');
      expect(all.body.map((s: Row) => s.name)).toEqual([
        'Sommer-Hauptsaison 2027',
        'Wintersaison 2026/27',
      ]);
      expect(all.body[0]).toMatchObject({
        startDate: '2027-07-01',
        endDate: '2027-08-31',
        minStayNights: 3,
        rates: [
          { categoryId: cat.tent, nightlyPriceCents: 3000 },
          { categoryId: cat.caravan, nightlyPriceCents: 4200 },
          { categoryId: cat.motorhome, nightlyPriceCents: 4800 },
          { categoryId: cat.comfort, nightlyPriceCents: 6500 },
        ],
      });

      // A page of one season still carries all its rates (the join must not eat the page).
      const first = await admin.agent
        .get('/api/admin/seasons')
        .query({ sort: '["name","ASC"]', range: '[0,0]' })
        .expect(200);
      expect(first.headers['content-range']).toBe('seasons 0-0/2');
      expect(first.body).toHaveLength(1);
      expect(first.body[0].rates).toHaveLength(4);

      const names = async (filter: object) =>
        (
          await admin.agent
            .get('/api/admin/seasons')
            .query({ filter: JSON.stringify(filter) })
            .expect(200)
        ).body.map((s: Row) => s.name);
      expect(await names({ from: '2027-04-01', to: '2027-06-30' })).toEqual([]);
      expect(await names({ from: '2027-03-31', to: '2027-06-30' })).toEqual([
        'Wintersaison 2026/27',
      ]);
      expect(await names({ from: '2027-08-31' })).toEqual(['Sommer-Hauptsaison 2027']);
      expect(await names({ q: 'winter' })).toEqual(['Wintersaison 2026/27']);

      const one = await admin.agent.get(`/api/admin/seasons/${all.body[1].id}`).expect(200);
      expect(one.body.name).toBe('Wintersaison 2026/27');
      const many = await admin.agent
        .get('/api/admin/seasons')
        .query({ filter: JSON.stringify({ id: [all.body[1].id] }) })
        .expect(200);
      expect(many.body.map((s: Row) => s.id)).toEqual([all.body[1].id]);

      const bad = await admin.agent
        .get('/api/admin/seasons')
        .query({ sort: '["rates","ASC"]' })
        .expect(400);
      expect(bad.body.message).toBe('Nach rates kann nicht sortiert werden');
      await admin.agent.get('/api/admin/seasons').query({ filter: '{"from":"soon"}' }).expect(400);
    });

    it('creates a season with rates and replaces all rates on PUT', async () => {
      const created = await write(admin, 'post', '/api/admin/seasons')
        .send({
          name: 'Herbst 2027',
          startDate: '2027-09-01',
          endDate: '2027-10-15',
          minStayNights: 2,
          rates: [
            { categoryId: cat.tent, nightlyPriceCents: 2600 },
            { categoryId: cat.comfort, nightlyPriceCents: 5800 },
          ],
        })
        .expect(201);
      expect(created.body).toMatchObject({
        name: 'Herbst 2027',
        minStayNights: 2,
        rates: [
          { categoryId: cat.tent, nightlyPriceCents: 2600 },
          { categoryId: cat.comfort, nightlyPriceCents: 5800 },
        ],
      });
      const id = created.body.id as string;

      const updated = await write(admin, 'put', `/api/admin/seasons/${id}`)
        .send({
          ...created.body,
          endDate: '2027-10-31',
          rates: [
            { categoryId: cat.caravan, nightlyPriceCents: 3900 },
            { categoryId: cat.tent, nightlyPriceCents: 2700 },
          ],
        })
        .expect(200);
      expect(updated.body.endDate).toBe('2027-10-31');
      expect(updated.body.rates).toEqual([
        { categoryId: cat.tent, nightlyPriceCents: 2700 },
        { categoryId: cat.caravan, nightlyPriceCents: 3900 },
      ]);
      expect(await ratesOf(id)).toEqual(['caravan:3900', 'tent:2700']);

      // Without `rates` the rates stay; with an empty list they all go.
      await write(admin, 'put', `/api/admin/seasons/${id}`).send({ name: 'Herbst' }).expect(200);
      expect(await ratesOf(id)).toEqual(['caravan:3900', 'tent:2700']);
      const cleared = await write(admin, 'put', `/api/admin/seasons/${id}`)
        .send({ rates: [] })
        .expect(200);
      expect(cleared.body).toMatchObject({ name: 'Herbst', rates: [] });

      await write(admin, 'delete', `/api/admin/seasons/${id}`).expect(200);
      await admin.agent.get(`/api/admin/seasons/${id}`).expect(404);
      expect(await t.em().count(SeasonRate, { season: id })).toBe(0);
    });

    it('refuses overlapping seasons (409), on create and on update, writing nothing', async () => {
      const seasons = await t.em().count(Season, {});
      const rates = await t.em().count(SeasonRate, {});
      const overlap = await write(admin, 'post', '/api/admin/seasons')
        .send({
          name: 'Spätsommer',
          startDate: '2027-08-31',
          endDate: '2027-09-15',
          rates: [{ categoryId: cat.tent, nightlyPriceCents: 2900 }],
        })
        .expect(409);
      expect(overlap.body.message).toBe(
        'Die Saison überschneidet sich mit „Sommer-Hauptsaison 2027“ (2027-07-01 bis 2027-08-31). Saisonen dürfen sich nicht überschneiden.',
      );
      expect(await t.em().count(Season, {})).toBe(seasons);
      expect(await t.em().count(SeasonRate, {})).toBe(rates);

      const winter = await t.em().findOneOrFail(Season, { name: 'Wintersaison 2026/27' });
      const moved = await write(admin, 'put', `/api/admin/seasons/${winter.id}`)
        .set('Accept-Language', 'en')
        .send({
          endDate: '2027-07-05',
          rates: [{ categoryId: cat.tent, nightlyPriceCents: 1 }],
        })
        .expect(409);
      expect(moved.body.message).toBe(
        'The season overlaps "Sommer-Hauptsaison 2027" (2027-07-01 to 2027-08-31). Seasons must not overlap.',
      );
      expect(await t.em().findOneOrFail(Season, { id: winter.id })).toMatchObject({
        endDate: '2027-03-31',
      });
      expect(await ratesOf(winter.id)).toEqual([
        'caravan:4000',
        'comfort:6200',
        'motorhome:4500',
        'tent:2800',
      ]);
    });

    it('validates dates, rates and the minimum stay (400) with German messages', async () => {
      const before = await t.em().count(Season, {});
      const base = { name: 'Neu', startDate: '2028-05-01', endDate: '2028-05-31' };
      const backwards = await write(admin, 'post', '/api/admin/seasons')
        .send({ ...base, endDate: '2028-04-30' })
        .expect(400);
      expect(backwards.body.message).toBe(
        'endDate: Das Ende der Saison darf nicht vor ihrem Beginn liegen',
      );
      const date = await write(admin, 'post', '/api/admin/seasons')
        .send({ ...base, startDate: '2028-13-01', minStayNights: 0 })
        .expect(400);
      expect(date.body.fields).toEqual({
        startDate: 'startDate muss ein Datum im Format JJJJ-MM-TT sein',
        minStayNights: 'minStayNights muss mindestens 1 sein',
      });
      const rates = await write(admin, 'post', '/api/admin/seasons')
        .send({
          ...base,
          rates: [
            { categoryId: cat.tent, nightlyPriceCents: 2000 },
            { categoryId: cat.tent, nightlyPriceCents: 2100 },
            { categoryId: UNKNOWN_ID, nightlyPriceCents: 2100 },
          ],
        })
        .expect(400);
      expect(rates.body.fields).toEqual({
        'rates.1.categoryId': 'Für diese Kategorie ist bereits ein Preis angegeben',
        'rates.2.categoryId': 'Diese Stellplatzkategorie gibt es nicht',
      });
      const price = await write(admin, 'post', '/api/admin/seasons')
        .send({ ...base, rates: [{ categoryId: cat.tent, nightlyPriceCents: 20.5 }] })
        .expect(400);
      expect(price.body.fields).toEqual({
        'rates.0.nightlyPriceCents': 'Ungültiger Wert für rates.0.nightlyPriceCents',
      });
      expect(await t.em().count(Season, {})).toBe(before);
    });

    it('lets staff read seasons but not write them (403)', async () => {
      await staff.agent.get('/api/admin/seasons').expect(200);
      await write(staff, 'post', '/api/admin/seasons')
        .send({ name: 'x', startDate: '2028-01-01', endDate: '2028-01-02' })
        .expect(403);
    });
  });

  describe('extras', () => {
    it('lists with sort, range, filters and Content-Range; getMany and getOne', async () => {
      const page = await staff.agent
        .get('/api/admin/extras')
        .query({ sort: '["priceCents","DESC"]', range: '[0,1]' })
        .expect(200);
      expect(page.headers['content-range']).toBe('extras 0-1/3');
      expect(page.body.map((e: Row) => e.code)).toEqual(['breakfast', 'bike']);
      expect(page.body[1]).toMatchObject({
        nameDe: 'Fahrradverleih',
        priceCents: 1000,
        unit: 'per_day',
        vatRateBp: 2000,
        mandatory: false,
        maxQuantity: 6,
        categoryIds: [],
        active: true,
      });

      const search = await admin.agent
        .get('/api/admin/extras')
        .query({ filter: '{"q":"strom","active":true,"mandatory":false}' })
        .expect(200);
      expect(search.body.map((e: Row) => e.code)).toEqual(['electricity']);
      const many = await admin.agent
        .get('/api/admin/extras')
        .query({ filter: JSON.stringify({ id: [search.body[0].id] }) })
        .expect(200);
      expect(many.headers['content-range']).toBe('extras 0-0/1');
      await admin.agent.get(`/api/admin/extras/${search.body[0].id}`).expect(200);
      await admin.agent.get(`/api/admin/extras/${UNKNOWN_ID}`).expect(404);
      await admin.agent.get('/api/admin/extras').query({ filter: '{"priceCents":1}' }).expect(400);
    });

    it('creates, updates with the whole record sent back, and deletes an extra', async () => {
      const created = await write(admin, 'post', '/api/admin/extras')
        .send({
          code: 'dog',
          nameDe: 'Hund',
          nameEn: 'Dog',
          priceCents: 400,
          unit: 'per_night',
          vatRateBp: 1300,
          maxQuantity: 2,
          categoryIds: [cat.tent, cat.caravan, cat.tent.toUpperCase()],
        })
        .expect(201);
      expect(created.body).toMatchObject({
        code: 'dog',
        descriptionDe: '',
        mandatory: false,
        requiresElectricity: false,
        categoryIds: [cat.tent, cat.caravan],
        sortOrder: 0,
        active: true,
      });
      const id = created.body.id as string;

      const updated = await write(admin, 'put', `/api/admin/extras/${id}`)
        .send({ ...created.body, priceCents: 500, mandatory: true, categoryIds: null })
        .expect(200);
      expect(updated.body).toMatchObject({ priceCents: 500, mandatory: true, categoryIds: [] });
      const publicList = await t.em().findOneOrFail(Extra, { code: 'dog' });
      expect(publicList.categoryIds).toEqual([]);

      await write(admin, 'delete', `/api/admin/extras/${id}`).expect(200);
      await admin.agent.get(`/api/admin/extras/${id}`).expect(404);
    });

    it('refuses a taken code (409) and invalid fields (400), writing nothing', async () => {
      const before = await t.em().count(Extra, {});
      const base = { nameDe: 'X', nameEn: 'X', priceCents: 100, unit: 'per_stay', vatRateBp: 2000 };
      const taken = await write(admin, 'post', '/api/admin/extras')
        .send({ ...base, code: 'bike' })
        .expect(409);
      expect(taken.body.message).toBe('Eine Zusatzleistung mit diesem Code existiert bereits.');

      const invalid = await write(admin, 'post', '/api/admin/extras')
        .send({ ...base, code: 'Bike-Rental', vatRateBp: 12000, unit: 'per_week', maxQuantity: 51 })
        .expect(400);
      expect(invalid.body.fields).toEqual({
        code: 'code darf nur Kleinbuchstaben, Ziffern und Unterstriche enthalten (2–40 Zeichen)',
        vatRateBp: 'vatRateBp muss einer der österreichischen USt.-Sätze sein: 0, 10, 13 oder 20 %',
        unit: 'unit muss einer der folgenden Werte sein: per_night, per_person_night, per_day, per_stay',
        maxQuantity: 'maxQuantity darf höchstens 50 sein',
      });
      const category = await write(admin, 'post', '/api/admin/extras')
        .send({ ...base, code: 'sauna', categoryIds: [cat.tent, UNKNOWN_ID] })
        .expect(400);
      expect(category.body.message).toBe('categoryIds: Diese Stellplatzkategorie gibt es nicht');
      const negative = await write(admin, 'post', '/api/admin/extras')
        .send({ ...base, code: 'sauna', priceCents: -5 })
        .expect(400);
      expect(negative.body.fields).toEqual({ priceCents: 'priceCents muss mindestens 0 sein' });
      expect(await t.em().count(Extra, {})).toBe(before);

      const bike = await t.em().findOneOrFail(Extra, { code: 'bike' });
      const rename = await write(admin, 'put', `/api/admin/extras/${bike.id}`)
        .send({ code: 'breakfast', priceCents: 1 })
        .expect(409);
      expect(rename.body.message).toBe('Eine Zusatzleistung mit diesem Code existiert bereits.');
      expect(await t.em().findOneOrFail(Extra, { id: bike.id })).toMatchObject({
        code: 'bike',
        priceCents: 1000,
      });
    });

    it('lets staff read extras but not write them (403)', async () => {
      await staff.agent.get('/api/admin/extras').expect(200);
      const bike = await t.em().findOneOrFail(Extra, { code: 'bike' });
      await write(staff, 'put', `/api/admin/extras/${bike.id}`).send({ priceCents: 1 }).expect(403);
      await write(staff, 'delete', `/api/admin/extras/${bike.id}`).expect(403);
    });
  });

  describe('pricing settings', () => {
    it('answers the singleton at the root and as record 1', async () => {
      const root = await staff.agent.get('/api/admin/pricing-settings').expect(200);
      expect(root.body).toMatchObject({
        id: 1,
        pitchVatRateBp: 1000,
        touristTaxCents: 200,
        touristTaxMinAge: 15,
        holdMinutes: 15,
        freeCancellationDays: 14,
        partialCancellationDays: 3,
        partialCancellationFeeBp: 5000,
        lateCancellationFeeBp: 10000,
      });
      const one = await staff.agent.get('/api/admin/pricing-settings/1').expect(200);
      expect(one.body).toEqual(root.body);
      await staff.agent.get('/api/admin/pricing-settings/2').expect(404);
    });

    it('updates with the whole record sent back, at /1 and at the root', async () => {
      const current = (await admin.agent.get('/api/admin/pricing-settings/1').expect(200)).body;
      const updated = await write(admin, 'put', '/api/admin/pricing-settings/1')
        .send({ ...current, holdMinutes: 30, touristTaxCents: 250 })
        .expect(200);
      expect(updated.body).toMatchObject({ id: 1, holdMinutes: 30, touristTaxCents: 250 });
      await write(admin, 'put', '/api/admin/pricing-settings')
        .send({ partialCancellationDays: 7 })
        .expect(200);
      expect(await t.em().findOneOrFail(PricingSettings, { id: 1 })).toMatchObject({
        holdMinutes: 30,
        touristTaxCents: 250,
        partialCancellationDays: 7,
        freeCancellationDays: 14,
      });
    });

    it('validates ranges and the cancellation periods (400), changing nothing', async () => {
      const before = await t.em().findOneOrFail(PricingSettings, { id: 1 });
      const hold = await write(admin, 'put', '/api/admin/pricing-settings/1')
        .send({ holdMinutes: 2, lateCancellationFeeBp: 10001, touristTaxCents: null })
        .expect(400);
      expect(hold.body.fields).toEqual({
        holdMinutes: 'holdMinutes muss zwischen 5 und 120 Minuten liegen',
        lateCancellationFeeBp:
          'lateCancellationFeeBp muss zwischen 0 und 10000 Basispunkten liegen (1000 = 10 %)',
      });
      const periods = await write(admin, 'put', '/api/admin/pricing-settings/1')
        .send({ freeCancellationDays: 5, partialCancellationDays: 6, holdMinutes: 20 })
        .expect(400);
      expect(periods.body.message).toBe(
        'partialCancellationDays: Die Frist für die Teilstornogebühr darf nicht länger sein als die für die kostenlose Stornierung (5 Tage)',
      );
      const cleared = await write(admin, 'put', '/api/admin/pricing-settings/1')
        .set('Accept-Language', 'en')
        .send({ touristTaxCents: null })
        .expect(400);
      expect(cleared.body.message).toBe('touristTaxCents: This field is required');
      await write(admin, 'put', '/api/admin/pricing-settings/7').send({}).expect(404);
      const after = await t.em().findOneOrFail(PricingSettings, { id: 1 });
      expect(after).toMatchObject({
        holdMinutes: before.holdMinutes,
        freeCancellationDays: before.freeCancellationDays,
        partialCancellationDays: before.partialCancellationDays,
        touristTaxCents: before.touristTaxCents,
      });
    });

    it('lets staff read but not change pricing settings (403)', async () => {
      const res = await write(staff, 'put', '/api/admin/pricing-settings/1')
        .send({ holdMinutes: 60 })
        .expect(403);
      expect(res.body.message).toBe('Dafür sind Administratorrechte nötig.');
      await write(staff, 'put', '/api/admin/pricing-settings')
        .send({ holdMinutes: 60 })
        .expect(403);
    });
  });
});
