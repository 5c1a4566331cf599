import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from 'src/database/raw-sql';

/** The waitlist module's raw SQL (the rest goes through its entity). */

/** Serialises the caller's transaction with others holding the same key (until it ends). */
export const lockWaitlistKey = async (em: EntityManager, key: string): Promise<void> => {
  await runSql(em, 'select pg_advisory_xact_lock(hashtext(?))', [key]);
};

/** Each confirmed entry's place in line among those of its category with an overlapping stay. */
export const linePositions = (em: EntityManager, ids: string[]) =>
  runSql<{ id: string; position: number }[]>(
    em,
    `select w.id, (select count(*)::int + 1 from waitlist_entries o
                    where o.category_id = w.category_id and o.status = 'confirmed'
                      and o.check_in < w.check_out and o.check_out > w.check_in
                      and (o.confirmed_at, o.id) < (w.confirmed_at, w.id)) as position
       from waitlist_entries w where w.id = any(?::uuid[])`,
    [`{${ids.join(',')}}`],
  );
