import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  adminQuery,
  baseDatabaseUrl,
  listDatabases,
  TEST_DATABASE,
  templateDatabase,
  withDatabase,
} from './helpers/db';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Migrates once into this run's template database; every suite clones its own database from it
 * (fast, isolated). Databases left by runs that crashed (their process is gone) are dropped first;
 * those of a run still going are left alone. The migration runs through the migrate CLI in a child
 * process: initialising MikroORM inside Jest's global setup poisons the metadata of later test
 * contexts (mikro-orm issue #3783).
 */
export default async function globalSetup(): Promise<void> {
  process.env.JEST_RUN_ID = String(process.pid);
  for (const name of await listDatabases()) {
    const match = TEST_DATABASE.exec(name);
    const owner = Number(match?.[1] ?? match?.[2]);
    if (match && !(Number.isInteger(owner) && alive(owner)))
      await adminQuery(`drop database if exists "${name}" with (force)`);
  }
  const template = templateDatabase();
  await adminQuery(`create database ${template}`);
  const root = join(__dirname, '..');
  // `npm run db:migrate`'s own code, compiled on the fly by SWC (the MikroORM CLI's ts-node took
  // three times as long, before any suite could start).
  execFileSync(
    process.execPath,
    ['-r', join(__dirname, 'helpers/swc-register.cjs'), join(root, 'src/cli/migrate.ts')],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: withDatabase(baseDatabaseUrl(), template) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
