import { EntityManager } from '@mikro-orm/postgresql';
import { DemoSeeder } from 'src/database/seeders/DemoSeeder';
import { loadEnv } from 'src/config/env';
import { DEMO_ADMIN } from 'src/modules/auth/demo-credentials';
import { findDemoPasswordUsers, refuseDemoPasswordInProduction } from 'src/modules/auth/demo-guard';
import { User } from 'src/modules/auth/user.entity';
import { UsersService } from 'src/modules/auth/users.service';
import { CompanySettings } from 'src/modules/settings/company-settings.entity';
import request from 'supertest';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

describe('demo seed and the production demo-password guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const seed = async () => {
    const em = t.em();
    await new DemoSeeder().run(em);
  };

  it('seeds the demo campsite and login idempotently', async () => {
    await seed();
    await seed();
    const em = t.em();
    expect(await em.count(User, { email: DEMO_ADMIN.email })).toBe(1);
    expect(await em.count(CompanySettings, {})).toBe(1);
    await signIn(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  it('does not overwrite what staff changed when seeding again', async () => {
    await t.em().nativeUpdate(CompanySettings, { id: 1 }, { phone: '+43 1 2345678' });
    await seed();
    const res = await request(t.server).get('/api/company-settings').expect(200);
    expect(res.body.phone).toBe('+43 1 2345678');
  });

  it('refuses a production start while the demo password is in use, and allows it after a reset', async () => {
    const production = loadEnv({
      ...process.env,
      NODE_ENV: 'production',
      BOOKING_LINK_SECRET: 'k'.repeat(40),
      REGISTRATION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    const em = t.app.get(EntityManager);
    expect(await findDemoPasswordUsers(em)).toEqual([DEMO_ADMIN.email]);
    const appLike = { get: () => em, close: async () => undefined } as never;
    await expect(refuseDemoPasswordInProduction(appLike, production)).rejects.toThrow(
      /demo password is still set for admin@alpencamp-dachstein\.at/,
    );

    // What `npm run user:create -- --email ... --password ...` does:
    const { created } = await t.app
      .get(UsersService)
      .upsert(DEMO_ADMIN.email, 'a-fresh-production-password', 'admin');
    expect(created).toBe(false);
    await expect(refuseDemoPasswordInProduction(appLike, production)).resolves.toBeUndefined();
    await signIn(t, DEMO_ADMIN.email, 'a-fresh-production-password');
  });
});
