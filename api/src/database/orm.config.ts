import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { join } from 'node:path';
import type { Env } from 'src/config/env';
import { entities } from './entities';

/**
 * One ORM configuration for the API, the worker, the CLI and the tests. The connection comes from
 * DATABASE_URL; migrations are committed TypeScript classes compiled alongside the code.
 */
export function ormConfig(env: Pick<Env, 'DATABASE_URL' | 'DATABASE_POOL_MAX'>) {
  return defineConfig({
    clientUrl: env.DATABASE_URL,
    entities,
    extensions: [Migrator, SeedManager],
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: true },
    debug: false,
    pool: { min: 0, max: env.DATABASE_POOL_MAX },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: join(__dirname, 'migrations'),
      pathTs: join(__dirname, '../../src/database/migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      silent: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
    seeder: {
      path: join(__dirname, 'seeders'),
      pathTs: join(__dirname, '../../src/database/seeders'),
      defaultSeeder: 'DemoSeeder',
    },
  });
}
