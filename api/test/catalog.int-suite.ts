import request from 'supertest';
import { withDemoCatalog } from './helpers/catalog';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('public catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await withDemoCatalog(t);
  });
  afterAll(() => t.close());

  it('lists the four categories with docs/product.md §9 prices, names in both languages and limits, cacheable', async () => {
    const res = await request(t.server).get('/api/categories').expect(200);
    expect(res.headers['cache-control']).toMatch(/max-age=300/);
    expect(
      res.body.map((c: { slug: string; priceFromCents: number }) => [c.slug, c.priceFromCents]),
    ).toEqual([
      ['tent', 2500],
      ['caravan', 3500],
      ['motorhome', 4000],
      ['comfort', 5500],
    ]);
    expect(res.body[2]).toMatchObject({
      name: { de: 'Wohnmobil', en: 'Motorhome' },
      personsIncluded: 2,
      maxPersons: 6,
      maxVehicleLengthM: 9,
      imageUrl: '/images/categories/motorhome.svg',
    });
  });

  it('lists 60 pitches A1..D15 with map positions in percent', async () => {
    const res = await request(t.server).get('/api/pitches').expect(200);
    expect(res.body).toHaveLength(60);
    for (const p of res.body as Array<{ x: number; y: number }>) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(100);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(100);
    }
    expect(res.body.map((p: { code: string }) => p.code)).toEqual(
      expect.arrayContaining(['A1', 'B15', 'C7', 'D15']),
    );
  });

  it('lists the extras with unit, VAT rate and price (docs/product.md §9)', async () => {
    const res = await request(t.server).get('/api/extras').expect(200);
    expect(
      res.body.map((x: { code: string; priceCents: number; unit: string; vatRateBp: number }) => [
        x.code,
        x.priceCents,
        x.unit,
        x.vatRateBp,
      ]),
    ).toEqual([
      ['electricity', 500, 'per_night', 2000],
      ['breakfast', 1500, 'per_person_night', 1000],
      ['bike', 1000, 'per_day', 2000],
    ]);
  });
});
