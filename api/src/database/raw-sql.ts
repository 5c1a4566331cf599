import type { EntityManager } from '@mikro-orm/postgresql';

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
