import { Client } from 'pg';

/**
 * One Jest run's id (its global setup's pid, handed to the workers through the environment), so
 * two runs against one server never touch each other's databases.
 */
export const runId = (): string => process.env.JEST_RUN_ID ?? 'local';
export const templateDatabase = (): string => `alpencamp_tpl_${runId()}`;
export const suiteDatabasePrefix = (): string => `test_${runId()}_`;

/** Databases of test runs: the run's template and its suites' clones. */
export const TEST_DATABASE = /^(?:alpencamp_tpl_(\w+)|test_(\w+?)_[0-9a-f]+)$/;

export function baseDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set. Run the tests with `npm test` from the repository root; it starts PostgreSQL and Redis.',
    );
  }
  return url;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function listDatabases(): Promise<string[]> {
  const client = new Client({ connectionString: withDatabase(baseDatabaseUrl(), 'postgres') });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database');
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run inside one). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: withDatabase(baseDatabaseUrl(), 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
