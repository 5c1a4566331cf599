import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { DEMO_ADMIN } from 'src/modules/auth/demo-credentials';
import { hashPassword } from 'src/modules/auth/password';
import { User } from 'src/modules/auth/user.entity';
import { CompanySettings } from 'src/modules/settings/company-settings.entity';
import { DEMO_COMPANY } from 'src/modules/settings/demo-company';

/**
 * Demo data for `npm start`. Idempotent: it only adds what is missing and never overwrites what
 * staff changed, so running it on every start is safe.
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
  }
}
