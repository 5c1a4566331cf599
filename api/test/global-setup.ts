import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { adminQuery, baseDatabaseUrl, TEMPLATE_DB, withDatabase } from './helpers/db';

/**
 * Migrates once into a template database; every suite clones its own database from it (fast,
 * isolated). The migration runs through the MikroORM CLI in a child process: initialising MikroORM
 * inside Jest's global setup poisons the metadata of later test contexts (mikro-orm issue #3783).
 */
export default async function globalSetup(): Promise<void> {
  const url = baseDatabaseUrl();
  await adminQuery(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await adminQuery(`create database ${TEMPLATE_DB}`);
  const root = join(__dirname, '..');
  execFileSync(
    process.execPath,
    [join(root, '../node_modules/@mikro-orm/cli/cli.js'), 'migration:up'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: withDatabase(url, TEMPLATE_DB) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
