import type { EntityManager } from '@mikro-orm/postgresql';
import { seedCatalog } from 'src/database/seeders/DemoSeeder';
import { Booking } from 'src/modules/bookings/booking.entity';
import { Block } from 'src/modules/catalog/block.entity';
import { PitchCategory } from 'src/modules/catalog/pitch-category.entity';
import { Pitch } from 'src/modules/catalog/pitch.entity';
import { Extra } from 'src/modules/pricing/extra.entity';
import type { Quote } from 'src/modules/pricing/quote';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

type Row = Record<string, unknown> & { id: string };

let bookingNo = 0;
/** A live booking row written straight through the ORM: the occupancy trigger sees it like any other. */
async function book(em: EntityManager, code: string, checkIn: string, checkOut: string) {
  const pitch = await em.findOneOrFail(Pitch, { code }, { populate: ['category'] });
  const booking = em.create(Booking, {
    number: `2027-${String(++bookingNo).padStart(5, '0')}`,
    tokenHash: `hash-${bookingNo}`,
    status: 'confirmed',
    pitch,
    category: pitch.category,
    checkIn,
    checkOut,
    adults: 2,
    children: 0,
    firstName: 'Anna',
    lastName: 'Gruber',
    language: 'de',
    quote: {} as Quote,
    totalCents: 10_000,
  });
  await em.flush();
  return booking;
}

const newCategory = (slug: string) => ({
  slug,
  nameDe: `Kategorie ${slug}`,
  nameEn: `Category ${slug}`,
  basePriceCents: 3000,
  personsIncluded: 2,
  maxPersons: 4,
});

describe('admin catalog resources', () => {
  let t: TestApp;
  let admin: SignedIn;
  let staff: SignedIn;
  let categoryIds: Record<string, string>;
  const write = (who: SignedIn, method: 'post' | 'put' | 'delete', path: string) =>
    who.agent[method](path).set('X-CSRF-Token', who.csrf);

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.em());
    admin = await signInAs(t, 'admin');
    staff = await signInAs(t, 'staff');
    const categories = await t.em().find(PitchCategory, {});
    categoryIds = Object.fromEntries(categories.map((c) => [c.slug, c.id]));
  });
  afterAll(() => t.close());

  describe('categories', () => {
    it('lists with sort, range, filters and Content-Range, for staff too', async () => {
      const page = await staff.agent
        .get('/api/admin/categories')
        .query({ sort: '["basePriceCents","DESC"]', range: '[0,1]', filter: '{}' })
        .expect(200);
      expect(page.headers['content-range']).toBe('categories 0-1/4');
      expect(page.body.map((c: Row) => c.slug)).toEqual(['comfort', 'motorhome']);
      expect(page.body[0]).toMatchObject({
        nameDe: 'Komfort-Stellplatz',
        basePriceCents: 5500,
        extraPersonCents: 1000,
        personsIncluded: 2,
        maxPersons: 6,
        maxVehicleLengthM: 12,
        imageUrl: '/images/categories/comfort.svg',
        active: true,
      });

      const search = await admin.agent
        .get('/api/admin/categories')
        .query({ filter: '{"q":"wohn","active":true}', sort: '["sortOrder","ASC"]' })
        .expect(200);
      expect(search.body.map((c: Row) => c.slug)).toEqual(['caravan', 'motorhome']);
      expect(search.headers['content-range']).toBe('categories 0-1/2');
    });

    it('answers getMany and getOne, and 400 for fields outside the allow-list', async () => {
      const ids = [categoryIds.tent, categoryIds.comfort];
      const many = await admin.agent
        .get('/api/admin/categories')
        .query({ filter: JSON.stringify({ id: ids }) })
        .expect(200);
      expect(many.body.map((c: Row) => c.slug).sort()).toEqual(['comfort', 'tent']);
      const one = await admin.agent.get(`/api/admin/categories/${categoryIds.tent}`).expect(200);
      expect(one.body.slug).toBe('tent');

      const sort = await admin.agent
        .get('/api/admin/categories')
        .query({ sort: '["imageUrl","ASC"]' })
        .expect(400);
      expect(sort.body.message).toBe('Nach imageUrl kann nicht sortiert werden');
      const filter = await admin.agent
        .get('/api/admin/categories')
        .query({ filter: '{"basePriceCents":2500}' })
        .expect(400);
      expect(filter.body.message).toBe('Nach basePriceCents kann nicht gefiltert werden');
    });

    it('creates, updates with the whole record sent back, and deletes an unused category', async () => {
      const created = await write(admin, 'post', '/api/admin/categories')
        .send({ ...newCategory('glamping'), maxVehicleLengthM: null, sortOrder: 9 })
        .expect(201);
      expect(created.body).toMatchObject({
        slug: 'glamping',
        descriptionDe: '',
        imageUrl: '',
        extraPersonCents: 0,
        maxVehicleLengthM: null,
        active: true,
      });
      const id = created.body.id as string;

      const updated = await write(admin, 'put', `/api/admin/categories/${id}`)
        .send({
          ...created.body,
          nameDe: '  Glamping-Zelt ',
          descriptionDe: null,
          maxPersons: 5,
          imageUrl: 'https://example.at/glamping.jpg',
        })
        .expect(200);
      expect(updated.body).toMatchObject({
        nameDe: 'Glamping-Zelt',
        descriptionDe: '',
        maxPersons: 5,
        imageUrl: 'https://example.at/glamping.jpg',
      });
      expect(new Date(updated.body.updatedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(created.body.updatedAt).getTime(),
      );

      await write(admin, 'delete', `/api/admin/categories/${id}`).expect(200);
      await admin.agent.get(`/api/admin/categories/${id}`).expect(404);
    });

    it('refuses invalid input with German messages and writes nothing', async () => {
      const before = await t.em().count(PitchCategory, {});
      const party = await write(admin, 'post', '/api/admin/categories')
        .send({ ...newCategory('family'), personsIncluded: 4, maxPersons: 3 })
        .expect(400);
      expect(party.body.fields).toEqual({
        maxPersons:
          'Die Höchstzahl an Personen darf nicht kleiner sein als die inkludierten Personen (4)',
      });
      expect(party.body.message).toBe(`maxPersons: ${party.body.fields.maxPersons}`);

      const slug = await write(admin, 'post', '/api/admin/categories')
        .send({ ...newCategory('Family Pitch'), basePriceCents: -1 })
        .expect(400);
      expect(slug.body.fields.slug).toBe(
        'slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (2–40 Zeichen)',
      );
      expect(slug.body.fields.basePriceCents).toBe('basePriceCents muss mindestens 0 sein');

      const cleared = await write(admin, 'put', `/api/admin/categories/${categoryIds.tent}`)
        .set('Accept-Language', 'en')
        .send({ basePriceCents: null, nameDe: 'Zelt neu' })
        .expect(400);
      expect(cleared.body.message).toBe('basePriceCents: This field is required');

      const smaller = await write(admin, 'put', `/api/admin/categories/${categoryIds.tent}`)
        .send({ maxPersons: 1 })
        .expect(400);
      expect(smaller.body.fields.maxPersons).toMatch(/inkludierten Personen \(2\)/);

      expect(await t.em().count(PitchCategory, {})).toBe(before);
      const tent = await t.em().findOneOrFail(PitchCategory, { slug: 'tent' });
      expect(tent).toMatchObject({ nameDe: 'Zelt', basePriceCents: 2500, maxPersons: 4 });
    });

    it('answers 409 for a taken slug', async () => {
      const res = await write(admin, 'post', '/api/admin/categories')
        .send(newCategory('caravan'))
        .expect(409);
      expect(res.body.message).toBe('Eine Kategorie mit diesem Kürzel existiert bereits.');
      const rename = await write(admin, 'put', `/api/admin/categories/${categoryIds.tent}`)
        .set('Accept-Language', 'en')
        .send({ slug: 'comfort' })
        .expect(409);
      expect(rename.body.message).toBe('A category with this slug already exists.');
    });

    it('refuses to delete a category that pitches, extras or bookings still use (409)', async () => {
      const withPitches = await write(admin, 'delete', `/api/admin/categories/${categoryIds.tent}`)
        .set('Accept-Language', 'en')
        .expect(409);
      expect(withPitches.body.message).toBe(
        'This category still has pitches (15). Move them to another category first, or deactivate the category.',
      );

      // A category without pitches, used by an extra: the array has no foreign key, so the API guards it.
      const lonely = await write(admin, 'post', '/api/admin/categories')
        .send(newCategory('hut'))
        .expect(201);
      const em = t.em();
      em.create(Extra, {
        code: 'firewood',
        nameDe: 'Brennholz',
        nameEn: 'Firewood',
        descriptionDe: '',
        descriptionEn: '',
        priceCents: 800,
        unit: 'per_stay',
        vatRateBp: 2000,
        categoryIds: [lonely.body.id as string],
      });
      await em.flush();
      const inExtras = await write(
        admin,
        'delete',
        `/api/admin/categories/${lonely.body.id}`,
      ).expect(409);
      expect(inExtras.body.message).toBe(
        'Diese Zusatzleistungen sind auf die Kategorie beschränkt: firewood. Entfernen Sie die Kategorie dort zuerst.',
      );
      await t.em().nativeDelete(Extra, { code: 'firewood' });

      // Bookings keep the category they were made in even after their pitch moved elsewhere.
      const pitch = await write(admin, 'post', '/api/admin/pitches')
        .send({ code: 'H1', categoryId: lonely.body.id, x: 50, y: 5, hasElectricity: false })
        .expect(201);
      await book(t.em(), 'H1', '2027-06-01', '2027-06-04');
      await write(admin, 'put', `/api/admin/pitches/${pitch.body.id}`)
        .send({ categoryId: categoryIds.tent, active: false })
        .expect(200);
      const booked = await write(admin, 'delete', `/api/admin/categories/${lonely.body.id}`).expect(
        409,
      );
      expect(booked.body.message).toBe(
        'Wird noch von Buchungen verwendet und kann nicht gelöscht werden. Deaktivieren Sie den Eintrag stattdessen.',
      );
      expect(await t.em().count(PitchCategory, { id: lonely.body.id })).toBe(1);
    });

    it('lets staff read but not write categories (403)', async () => {
      await staff.agent.get(`/api/admin/categories/${categoryIds.tent}`).expect(200);
      const res = await write(staff, 'post', '/api/admin/categories')
        .send(newCategory('staffmade'))
        .expect(403);
      expect(res.body.message).toBe('Dafür sind Administratorrechte nötig.');
      await write(staff, 'put', `/api/admin/categories/${categoryIds.tent}`)
        .send({ nameDe: 'x' })
        .expect(403);
      await write(staff, 'delete', `/api/admin/categories/${categoryIds.tent}`).expect(403);
      expect(await t.em().count(PitchCategory, { slug: 'staffmade' })).toBe(0);
    });
  });

  describe('pitches', () => {
    it('lists in natural code order with category, filters and Content-Range', async () => {
      const tent = await staff.agent
        .get('/api/admin/pitches')
        .query({
          filter: JSON.stringify({ categoryId: categoryIds.tent, active: true }),
          sort: '["code","ASC"]',
          range: '[0,10]',
        })
        .expect(200);
      expect(tent.headers['content-range']).toBe('pitches 0-10/15');
      expect(tent.body.map((p: Row) => p.code)).toEqual(
        Array.from({ length: 11 }, (_, i) => `A${i + 1}`),
      );
      expect(tent.body[0]).toMatchObject({
        categoryId: categoryIds.tent,
        category: { id: categoryIds.tent, slug: 'tent', nameDe: 'Zelt', nameEn: 'Tent' },
        hasElectricity: true,
        sizeM2: 60,
        maxVehicleLengthM: null,
        active: true,
        notes: '',
      });

      const noPower = await admin.agent
        .get('/api/admin/pitches')
        .query({
          filter: JSON.stringify({
            categoryId: categoryIds.tent,
            hasElectricity: false,
            active: true,
          }),
          sort: '["code","DESC"]',
        })
        .expect(200);
      expect(noPower.body.map((p: Row) => p.code)).toEqual(
        Array.from({ length: 7 }, (_, i) => `A${15 - i}`),
      );

      const search = await admin.agent
        .get('/api/admin/pitches')
        .query({ filter: '{"q":"d1"}', range: '[0,2]' })
        .expect(200);
      expect(search.headers['content-range']).toBe('pitches 0-2/7');
      expect(search.body.map((p: Row) => p.code)).toEqual(['D1', 'D10', 'D11']);

      const byCategory = await admin.agent
        .get('/api/admin/pitches')
        .query({ sort: '["categoryId","DESC"]', range: '[0,0]' })
        .expect(200);
      expect(byCategory.body[0].category.slug).toBe('comfort');

      await admin.agent.get('/api/admin/pitches').query({ filter: '{"notes":"x"}' }).expect(400);
      await admin.agent
        .get('/api/admin/pitches')
        .query({ filter: '{"categoryId":"tent"}' })
        .expect(400);
    });

    it('answers getMany and getOne', async () => {
      const all = await admin.agent
        .get('/api/admin/pitches')
        .query({ filter: '{"q":"B"}', range: '[0,2]' })
        .expect(200);
      const ids = all.body.map((p: Row) => p.id);
      const many = await admin.agent
        .get('/api/admin/pitches')
        .query({ filter: JSON.stringify({ id: ids }) })
        .expect(200);
      expect(many.body.map((p: Row) => p.id).sort()).toEqual([...ids].sort());
      const one = await admin.agent.get(`/api/admin/pitches/${ids[0]}`).expect(200);
      expect(one.body.category.slug).toBe('caravan');
      await admin.agent.get('/api/admin/pitches/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b').expect(404);
    });

    it('creates, updates with the whole record sent back, and deletes a pitch with its blocks', async () => {
      const created = await write(admin, 'post', '/api/admin/pitches')
        .send({
          code: ' e1 ',
          categoryId: categoryIds.caravan,
          x: 12.5,
          y: 95,
          hasElectricity: true,
          sizeM2: 80,
          notes: 'Neben dem Spielplatz',
        })
        .expect(201);
      expect(created.body).toMatchObject({
        code: 'E1',
        categoryId: categoryIds.caravan,
        category: { slug: 'caravan' },
        x: 12.5,
        maxVehicleLengthM: null,
      });
      const id = created.body.id as string;

      const updated = await write(admin, 'put', `/api/admin/pitches/${id}`)
        .send({ ...created.body, categoryId: categoryIds.comfort, x: 14, sizeM2: null })
        .expect(200);
      expect(updated.body).toMatchObject({
        categoryId: categoryIds.comfort,
        category: { slug: 'comfort', nameDe: 'Komfort-Stellplatz' },
        x: 14,
        sizeM2: null,
        notes: 'Neben dem Spielplatz',
      });

      await write(admin, 'post', '/api/admin/blocks')
        .send({ pitchId: id, startDate: '2027-05-01', endDate: '2027-05-05', reason: 'Test' })
        .expect(201);
      await write(admin, 'delete', `/api/admin/pitches/${id}`).expect(200);
      await admin.agent.get(`/api/admin/pitches/${id}`).expect(404);
      expect(await t.em().count(Block, { pitch: id })).toBe(0);
    });

    it('refuses a taken code (409), bad coordinates and unknown categories (400), writing nothing', async () => {
      const before = await t.em().count(Pitch, {});
      const base = { categoryId: categoryIds.tent, x: 10, y: 10, hasElectricity: false };
      const taken = await write(admin, 'post', '/api/admin/pitches')
        .send({ ...base, code: 'a1' })
        .expect(409);
      expect(taken.body.message).toBe('Ein Stellplatz mit dieser Nummer existiert bereits.');
      const a2 = await t.em().findOneOrFail(Pitch, { code: 'A2' });
      const renamed = await write(admin, 'put', `/api/admin/pitches/${a2.id}`)
        .set('Accept-Language', 'en')
        .send({ code: 'A3', x: 99 })
        .expect(409);
      expect(renamed.body.message).toBe('A pitch with this code already exists.');

      const coords = await write(admin, 'post', '/api/admin/pitches')
        .send({ ...base, code: 'Z1', x: 150 })
        .expect(400);
      expect(coords.body.message).toBe('x muss zwischen 0 und 100 liegen (Prozent des Lageplans)');
      const category = await write(admin, 'post', '/api/admin/pitches')
        .send({ ...base, code: 'Z1', categoryId: '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b' })
        .expect(400);
      expect(category.body.message).toBe('categoryId: Diese Stellplatzkategorie gibt es nicht');
      const code = await write(admin, 'post', '/api/admin/pitches')
        .send({ ...base, code: 'Z 1!' })
        .expect(400);
      expect(code.body.fields.code).toBe(
        'code darf nur Buchstaben, Ziffern und Bindestriche enthalten (1–12 Zeichen)',
      );
      const unknown = await write(admin, 'post', '/api/admin/pitches')
        .send({ ...base, code: 'Z1', price: 5 })
        .expect(400);
      expect(unknown.body.message).toBe('Unbekanntes Feld: price');

      expect(await t.em().count(Pitch, {})).toBe(before);
      expect(await t.em().findOneOrFail(Pitch, { code: 'A2' })).toMatchObject({ x: a2.x });
    });

    it('refuses to delete a pitch with bookings (409) and suggests deactivating it', async () => {
      await book(t.em(), 'B3', '2027-06-10', '2027-06-12');
      const b3 = await t.em().findOneOrFail(Pitch, { code: 'B3' });
      const res = await write(admin, 'delete', `/api/admin/pitches/${b3.id}`)
        .set('Accept-Language', 'en')
        .expect(409);
      expect(res.body.message).toBe(
        'Still used by bookings; it cannot be deleted. Deactivate it instead.',
      );
      expect(await t.em().count(Pitch, { id: b3.id })).toBe(1);
      await write(staff, 'delete', `/api/admin/pitches/${b3.id}`).expect(403);
      await write(staff, 'put', `/api/admin/pitches/${b3.id}`).send({ active: false }).expect(403);
    });
  });

  describe('blocks', () => {
    let c5: Pitch;
    let c6: Pitch;
    beforeAll(async () => {
      c5 = await t.em().findOneOrFail(Pitch, { code: 'C5' });
      c6 = await t.em().findOneOrFail(Pitch, { code: 'C6' });
      await book(t.em(), 'C5', '2027-07-10', '2027-07-15');
    });

    it('lets staff create blocks, signed with their email, and lists them with filters', async () => {
      const created = await write(staff, 'post', '/api/admin/blocks')
        .send({
          pitchId: c5.id,
          startDate: '2027-05-01',
          endDate: '2027-05-08',
          reason: ' Neue Stromsäule ',
        })
        .expect(201);
      const staffEmail = (await staff.agent.get('/api/auth/user').expect(200)).body.email;
      expect(created.body).toMatchObject({
        pitchId: c5.id,
        pitch: { id: c5.id, code: 'C5' },
        startDate: '2027-05-01',
        endDate: '2027-05-08',
        reason: 'Neue Stromsäule',
        createdBy: staffEmail,
      });
      for (const [pitch, startDate, endDate, reason] of [
        [c5.id, '2027-09-01', '2027-09-03', 'Rasen säen'],
        [c6.id, '2027-05-05', '2027-05-06', 'Baumschnitt'],
        [c6.id, '2027-06-01', '2027-06-02', 'Hecke schneiden'],
      ]) {
        await write(admin, 'post', '/api/admin/blocks')
          .send({ pitchId: pitch, startDate, endDate, reason })
          .expect(201);
      }

      const onC5 = await staff.agent
        .get('/api/admin/blocks')
        .query({ filter: JSON.stringify({ pitchId: c5.id }), sort: '["startDate","ASC"]' })
        .expect(200);
      expect(onC5.headers['content-range']).toBe('blocks 0-1/2');
      expect(onC5.body.map((b: Row) => b.reason)).toEqual(['Neue Stromsäule', 'Rasen säen']);

      // Blocks closing a night between 2027-05-07 and 2027-06-01: the end date is exclusive.
      const may = await admin.agent
        .get('/api/admin/blocks')
        .query({
          filter: '{"from":"2027-05-07","to":"2027-06-01"}',
          sort: '["startDate","ASC"]',
        })
        .expect(200);
      expect(may.body.map((b: Row) => b.reason)).toEqual(['Neue Stromsäule', 'Hecke schneiden']);

      const text = await admin.agent
        .get('/api/admin/blocks')
        .query({ filter: '{"q":"schnitt"}' })
        .expect(200);
      expect(text.body.map((b: Row) => b.reason)).toEqual(['Baumschnitt']);

      const byPitch = await admin.agent
        .get('/api/admin/blocks')
        .query({ sort: '["pitchId","DESC"]', range: '[0,0]' })
        .expect(200);
      expect(byPitch.headers['content-range']).toBe('blocks 0-0/4');
      expect(byPitch.body[0].pitch.code).toBe('C6');

      const many = await admin.agent
        .get('/api/admin/blocks')
        .query({ filter: JSON.stringify({ id: [created.body.id] }) })
        .expect(200);
      expect(many.body).toHaveLength(1);
      await admin.agent.get('/api/admin/blocks').query({ filter: '{"createdBy":"x"}' }).expect(400);
    });

    it('refuses a block overlapping another block or a booking (409) and writes nothing', async () => {
      const before = await t.em().count(Block, {});
      const onBlock = await write(staff, 'post', '/api/admin/blocks')
        .send({ pitchId: c5.id, startDate: '2027-05-07', endDate: '2027-05-10', reason: 'Doppelt' })
        .expect(409);
      expect(onBlock.body.message).toBe(
        'Der Stellplatz ist in diesem Zeitraum bereits gesperrt (2027-05-01 bis 2027-05-08: Neue Stromsäule).',
      );
      const onBooking = await write(staff, 'post', '/api/admin/blocks')
        .set('Accept-Language', 'en')
        .send({ pitchId: c5.id, startDate: '2027-07-14', endDate: '2027-07-20', reason: 'Zaun' })
        .expect(409);
      expect(onBooking.body.message).toBe(
        'The pitch is booked in this period. A block must not overlap a booking; move the booking first.',
      );
      expect(await t.em().count(Block, {})).toBe(before);

      // Touching is fine: the booking leaves on the 15th, the block starts that night.
      await write(staff, 'post', '/api/admin/blocks')
        .send({ pitchId: c5.id, startDate: '2027-07-15', endDate: '2027-07-16', reason: 'Wartung' })
        .expect(201);
    });

    it('refuses moving a block onto a booking, keeping the block as it was', async () => {
      const block = await t.em().findOneOrFail(Block, { reason: 'Rasen säen' });
      const res = await write(staff, 'put', `/api/admin/blocks/${block.id}`)
        .send({ startDate: '2027-07-09', endDate: '2027-07-11', reason: 'verschoben' })
        .expect(409);
      expect(res.body.message).toMatch(/^Der Stellplatz ist in diesem Zeitraum gebucht/);
      expect(await t.em().findOneOrFail(Block, { id: block.id })).toMatchObject({
        startDate: '2027-09-01',
        endDate: '2027-09-03',
        reason: 'Rasen säen',
      });

      // Moving a block over its own old dates is no conflict with itself.
      const moved = await write(staff, 'put', `/api/admin/blocks/${block.id}`)
        .send({ startDate: '2027-09-02', endDate: '2027-09-04', pitch: { id: c5.id, code: 'C5' } })
        .expect(200);
      expect(moved.body).toMatchObject({ startDate: '2027-09-02', endDate: '2027-09-04' });
      const onOther = await write(staff, 'put', `/api/admin/blocks/${block.id}`)
        .send({ pitchId: c6.id, startDate: '2027-05-05', endDate: '2027-05-07' })
        .expect(409);
      expect(onOther.body.message).toMatch(/2027-05-05 bis 2027-05-06: Baumschnitt/);
    });

    it('validates dates, the reason and the pitch (400)', async () => {
      const backwards = await write(staff, 'post', '/api/admin/blocks')
        .send({ pitchId: c6.id, startDate: '2027-10-05', endDate: '2027-10-05', reason: 'x' })
        .expect(400);
      expect(backwards.body.message).toBe(
        'endDate: Das Ende der Sperre muss nach ihrem Beginn liegen',
      );
      const notADay = await write(staff, 'post', '/api/admin/blocks')
        .send({ pitchId: c6.id, startDate: '2027-02-30', endDate: '2027-03-02', reason: '  ' })
        .expect(400);
      expect(notADay.body.fields).toEqual({
        startDate: 'startDate muss ein Datum im Format JJJJ-MM-TT sein',
        reason: 'Dieses Feld ist erforderlich',
      });
      const pitch = await write(staff, 'post', '/api/admin/blocks')
        .send({
          pitchId: '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
          startDate: '2027-10-01',
          endDate: '2027-10-02',
          reason: 'x',
        })
        .expect(400);
      expect(pitch.body.message).toBe('pitchId: Diesen Stellplatz gibt es nicht');
    });

    it('deletes a block, which frees the pitch', async () => {
      const block = await t.em().findOneOrFail(Block, { reason: 'Baumschnitt' });
      const res = await write(staff, 'delete', `/api/admin/blocks/${block.id}`).expect(200);
      expect(res.body.pitch.code).toBe('C6');
      await admin.agent.get(`/api/admin/blocks/${block.id}`).expect(404);
      await write(staff, 'post', '/api/admin/blocks')
        .send({ pitchId: c6.id, startDate: '2027-05-05', endDate: '2027-05-06', reason: 'neu' })
        .expect(201);
    });
  });
});
