import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientBase } from 'pg';

/**
 * Runs raw SQL on the given EntityManager's connection, inside its transaction when it has one, and
 * answers the rows. The helper every `<module>.queries.ts` uses, so a query reads the same whether
 * it is called with a transaction's EntityManager or the request's.
 */
export const runSql = <T extends object[] = Record<string, unknown>[]>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[] = [],
): Promise<T> =>
  em.getConnection().execute(sql, [...params], 'all', em.getTransactionContext()) as Promise<T>;

/** `?,?,?` for an `in (...)` list of these values. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(',');

/** A named statement: planned once per pooled connection, then only its values are sent. */
export interface PreparedQuery {
  name: string;
  text: string;
  rowMode?: 'array';
}

/**
 * Runs a named statement straight on a pooled connection, outside any transaction: for the hottest
 * small reads, which the query builder and the ORM's bookkeeping would cost more than the query
 * (behind PgBouncer in transaction mode this needs 1.21+ with `max_prepared_statements`).
 */
export async function runPrepared<T>(
  em: EntityManager,
  query: PreparedQuery,
  values: readonly unknown[] = [],
): Promise<T[]> {
  const client = em.getConnection().getKnex().client as {
    acquireConnection(): Promise<ClientBase>;
    releaseConnection(connection: ClientBase): Promise<void>;
  };
  const connection = await client.acquireConnection();
  try {
    return (await connection.query({ ...query, values: [...values] })).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
