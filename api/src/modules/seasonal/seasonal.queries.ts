import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from 'src/database/raw-sql';

/** The seasonal module's raw SQL (the rest goes through its entities). */

/** Instalments due by `today`, neither issued nor cancelled, of contracts still running then. */
export const dueInstalments = (em: EntityManager, today: string) =>
  runSql<{ id: string }[]>(
    em,
    `select i.id from seasonal_instalments i
       join seasonal_contracts c on c.id = i.contract_id
      where i.invoice_id is null and i.cancelled_at is null and i.due_date <= ?::date
      order by i.due_date, i.sequence`,
    [today],
  );

/**
 * Contracts that may owe a closing electricity invoice: ended by `today` (within the last year —
 * older ones were closed or never will be), not anonymised, no fee instalment still to invoice,
 * no closing invoice standing. Whether a reading is unbilled is the service's to check.
 */
export const closingCandidates = (em: EntityManager, today: string) =>
  runSql<{ id: string; ends: string }[]>(
    em,
    `select c.id, coalesce(c.terminated_on, c.end_date)::text as ends
       from seasonal_contracts c
      where coalesce(c.terminated_on, c.end_date) <= ?::date
        and coalesce(c.terminated_on, c.end_date) > ?::date - 366
        and c.anonymised_at is null
        and not exists (select 1 from seasonal_instalments i where i.contract_id = c.id
                          and ((i.kind = 'fee' and i.invoice_id is null and i.cancelled_at is null)
                            or (i.kind = 'closing' and i.reversed_at is null)))
      order by 2, c.id`,
    [today, today],
  );

/** Contracts whose renewal offer is due and not yet sent (terminated ones get none). */
export const dueRenewalOffers = (em: EntityManager, today: string) =>
  runSql<{ id: string }[]>(
    em,
    `select id from seasonal_contracts
      where renewal = 'none' and terminated_on is null and renewal_offer_date <= ?::date
      order by renewal_offer_date`,
    [today],
  );

/** Contracts listing a plate whose period ends on or after `since` (for the gate). */
export const contractsByPlate = (em: EntityManager, plate: string, since: string) =>
  runSql<{ id: string; pitch_code: string; start_date: string; last_night_end: string }[]>(
    em,
    `select c.id, p.code as pitch_code, c.start_date::text as start_date,
            coalesce(c.terminated_on, c.end_date)::text as last_night_end
       from seasonal_contracts c join pitches p on p.id = c.pitch_id
      where c.plates @> array[?]::text[] and coalesce(c.terminated_on, c.end_date) >= ?::date
      order by c.start_date`,
    [plate, since],
  );

/** The next contract number of a season's year (gaps are harmless: it is no invoice number). */
export const nextContractNumber = async (em: EntityManager, year: number): Promise<string> => {
  const rows = await runSql<{ n: string }[]>(
    em,
    `select nextval('seasonal_contract_number_seq')::text as n`,
  );
  return `SP-${year}-${rows[0].n.padStart(4, '0')}`;
};
