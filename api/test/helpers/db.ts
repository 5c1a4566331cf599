import { Client } from 'pg';

export const TEMPLATE_DB = 'alpencamp_test_template';

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
