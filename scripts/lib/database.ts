// A database of its own for the bench and the browser tests, so their rows never mix with the
// demo data of `npm start`: dropped and created afresh on every run.
import pg from 'pg';

export async function recreateDatabase(url: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`Database name "${name}": use lower-case letters, digits and _ only.`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
