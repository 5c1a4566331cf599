import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { DEMO_ADMIN } from 'src/modules/auth/demo-credentials';
import { hashPassword } from 'src/modules/auth/password';
import { User } from 'src/modules/auth/user.entity';
import { DEMO_CATEGORIES, DEMO_PITCHES } from 'src/modules/catalog/demo-catalog';
import { PitchCategory } from 'src/modules/catalog/pitch-category.entity';
import { Pitch } from 'src/modules/catalog/pitch.entity';
import { DEMO_EXTRAS, DEMO_SEASONS } from 'src/modules/pricing/demo-pricing';
import { Extra } from 'src/modules/pricing/extra.entity';
import { Season, SeasonRate } from 'src/modules/pricing/season.entity';
import { CompanySettings } from 'src/modules/settings/company-settings.entity';
import { DEMO_COMPANY } from 'src/modules/settings/demo-company';
import { seedMailTemplates } from 'src/modules/mail/default-templates';

/**
 * Demo data for `npm start`. Idempotent: it only adds what is missing (by slug, code or name) and
 * never overwrites what staff changed, so running it on every start is safe.
 */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if (!(await em.count(CompanySettings, { id: 1 }))) {
      em.create(CompanySettings, { id: 1, ...DEMO_COMPANY, updatedAt: new Date() });
    }
    if (!(await em.count(User, { email: DEMO_ADMIN.email }))) {
      em.create(User, {
        email: DEMO_ADMIN.email,
        name: DEMO_ADMIN.name,
        role: 'admin',
        passwordHash: await hashPassword(DEMO_ADMIN.password),
      });
    }
    await em.flush();
    await seedCatalog(em);
    await seedMailTemplates(em);
  }
}

/** Categories, pitches, seasons and extras of the demo campsite; also used by tests and the bench. */
export async function seedCatalog(em: EntityManager): Promise<void> {
  const categories = new Map<string, PitchCategory>();
  for (const c of DEMO_CATEGORIES) {
    const found = await em.findOne(PitchCategory, { slug: c.slug });
    categories.set(
      c.slug,
      found ?? em.create(PitchCategory, { ...c, imageUrl: `/images/categories/${c.slug}.svg` }),
    );
  }
  const existingPitches = new Set(
    (await em.find(Pitch, {}, { fields: ['code'] })).map((p) => p.code),
  );
  for (const p of DEMO_PITCHES) {
    if (existingPitches.has(p.code)) continue;
    const { categorySlug, ...rest } = p;
    em.create(Pitch, { ...rest, category: categories.get(categorySlug)! });
  }
  for (const s of DEMO_SEASONS) {
    if (await em.count(Season, { name: s.name })) continue;
    const season = em.create(Season, {
      name: s.name,
      nameEn: s.nameEn,
      startDate: s.startDate,
      endDate: s.endDate,
      minStayNights: s.minStayNights,
    });
    for (const [slug, nightlyPriceCents] of Object.entries(s.rates)) {
      em.create(SeasonRate, { season, category: categories.get(slug)!, nightlyPriceCents });
    }
  }
  for (const x of DEMO_EXTRAS) {
    if (await em.count(Extra, { code: x.code })) continue;
    em.create(Extra, { ...x });
  }
  await em.flush();
}
