import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { countSheets, deleteSheetsOlderThan } from './registrations.queries';

/** Meldegesetz: sheets are kept for seven years after the stay, then erased by the retention job. */
export const RETENTION_YEARS = 7;

/**
 * The sheets' own retention, which the GDPR tools ask for: an erased guest's sheets stay (they are
 * counted), and the retention job deletes them seven years after the stay, whatever its setting.
 */
@Injectable()
export class RegistrationRetention {
  private readonly logger = new Logger(RegistrationRetention.name);

  constructor(private readonly em: EntityManager) {}

  /** Sheets kept for Meldegesetz purposes (GDPR erase leaves them), by booking. */
  async countKept(em: EntityManager, bookingIds: string[]): Promise<number> {
    if (bookingIds.length === 0) return 0;
    return countSheets(em, bookingIds);
  }

  /** The retention job's part: sheets whose stay ended more than seven years ago are deleted. */
  async purgeExpired(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const rows = await deleteSheetsOlderThan(em, RETENTION_YEARS);
      if (rows.length) this.logger.log(`Retention: erased ${rows.length} registration sheet(s)`);
      return rows.length;
    });
  }
}
