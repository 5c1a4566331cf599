import { seedCatalog } from 'src/database/seeders/DemoSeeder';
import { Clock } from 'src/common/clock';
import { Pitch } from 'src/modules/catalog/pitch.entity';
import { PitchCategory } from 'src/modules/catalog/pitch-category.entity';
import { Extra } from 'src/modules/pricing/extra.entity';
import type { TestApp } from './test-app';

/** Tests run on a fixed "today" so their dates stay in the future, whatever the real date is. */
export const TODAY = '2026-11-22';

export interface DemoCatalog {
  pitch: (code: string) => Pitch;
  category: (slug: string) => PitchCategory;
  extra: (code: string) => Extra;
}

export async function withDemoCatalog(t: TestApp): Promise<DemoCatalog> {
  t.app.get(Clock).travelTo(new Date(`${TODAY}T10:00:00Z`));
  await seedCatalog(t.em());
  const em = t.em();
  const pitches = new Map(
    (await em.find(Pitch, {}, { populate: ['category'] })).map((p) => [p.code, p]),
  );
  const categories = new Map((await em.find(PitchCategory, {})).map((c) => [c.slug, c]));
  const extras = new Map((await em.find(Extra, {})).map((x) => [x.code, x]));
  const get = <T>(map: Map<string, T>, key: string): T => {
    const value = map.get(key);
    if (!value) throw new Error(`no demo entry ${key}`);
    return value;
  };
  return {
    pitch: (c) => get(pitches, c),
    category: (s) => get(categories, s),
    extra: (c) => get(extras, c),
  };
}

export const guest = {
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna.huber@example.at',
  phone: '+43 664 1234567',
  street: 'Hauptplatz 1',
  postalCode: '8970',
  city: 'Schladming',
  country: 'AT',
  consent: true,
};
