import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from 'src/database/raw-sql';

/** The invoices module's raw SQL (the rest goes through its entities). */

/**
 * Raises a series' counter for a year and answers the number taken. The counter row stays locked
 * until the caller's transaction ends: concurrent issues queue up behind it, and a rollback returns
 * the number. Gap-free by design.
 */
export const takeInvoiceNumber = async (
  em: EntityManager,
  series: string,
  year: number,
): Promise<number> => {
  const rows = await runSql<{ last_number: number }[]>(
    em,
    `insert into invoice_counter (series, year, last_number) values (?, ?, 1)
     on conflict (series, year) do update set last_number = invoice_counter.last_number + 1
     returning last_number`,
    [series, year],
  );
  return rows[0].last_number;
};
