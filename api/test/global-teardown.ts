import { Client } from 'pg';
import { baseDatabaseUrl, TEMPLATE_DB, withDatabase } from './helpers/db';

/** Drops the template and any suite database a crashed run left behind. */
export default async function globalTeardown(): Promise<void> {
  const client = new Client({ connectionString: withDatabase(baseDatabaseUrl(), 'postgres') });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'test\\_%' or datname = $1`,
      [TEMPLATE_DB],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
