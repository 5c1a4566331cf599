import { adminQuery, listDatabases, runId, TEST_DATABASE } from './helpers/db';

/** Drops this run's template and any suite database of this run that a failed suite left behind. */
export default async function globalTeardown(): Promise<void> {
  for (const name of await listDatabases()) {
    const match = TEST_DATABASE.exec(name);
    if (match && (match[1] ?? match[2]) === runId())
      await adminQuery(`drop database if exists "${name}" with (force)`);
  }
}
