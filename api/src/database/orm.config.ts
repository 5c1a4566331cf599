import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { join } from 'node:path';
import { entities } from './entities';

/**
 * One ORM configuration for the API, the worker, the CLI and the tests. The connection comes from
 * DATABASE_URL; migrations are committed TypeScript classes compiled alongside the code.
 */
export function ormConfig(databaseUrl = process.env.DATABASE_URL) {
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator, SeedManager],
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: true },
    debug: false,
    pool: { min: 0, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
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
