import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from 'src/database/raw-sql';

/**
 * The mail module's raw SQL outside the message log's claim protocol (which keeps its own in
 * message-log.ts, next to the states it guards).
 */

/** Whether a mail with this dedupe key was logged before (in the caller's transaction). */
export const findQueuedMail = async (em: EntityManager, dedupeKey: string): Promise<boolean> =>
  (
    await runSql<{ id: string }[]>(em, `select id from mail_messages where dedupe_key = ?`, [
      dedupeKey,
    ])
  ).length > 0;
