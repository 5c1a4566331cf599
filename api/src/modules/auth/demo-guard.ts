import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Env } from 'src/config/env';
import { DEMO_ADMIN } from './demo-credentials';
import { verifyPassword } from './password';
import { User } from './user.entity';

/**
 * A production server must not start while any active account still opens with the published demo
 * password: `npm run user:create -- --email ... --password ...` resets it.
 */
export async function refuseDemoPasswordInProduction(
  app: INestApplicationContext,
  env: Env,
): Promise<void> {
  if (env.NODE_ENV !== 'production') return;
  const offenders = await findDemoPasswordUsers(app.get(EntityManager));
  if (offenders.length > 0) {
    await app.close();
    throw new Error(
      `Refusing to start in production: the demo password is still set for ${offenders.join(', ')}. ` +
        'Set a new one with: npm run user:create -- --email <email> --password <new password> --role admin',
    );
  }
}

export async function findDemoPasswordUsers(em: EntityManager): Promise<string[]> {
  const users = await em.fork().find(User, { active: true }, { populate: ['passwordHash'] });
  const hits = await Promise.all(
    users.map(async (u) =>
      (await verifyPassword(u.passwordHash, DEMO_ADMIN.password)) ? u.email : null,
    ),
  );
  return hits.filter((e): e is string => e !== null);
}
