import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { contractsByPlate } from './seasonal.queries';

export interface SeasonalPlateCandidate {
  contractId: string;
  pitchCode: string;
  /** First night. */
  startDate: string;
  /** The day the contract's nights end (its end date, or the termination date): like a check-out. */
  endDate: string;
}

/** The gate's question to the seasonal contracts: which ones list this plate. */
@Injectable()
export class SeasonalPlates {
  constructor(private readonly em: EntityManager) {}

  async byPlate(plate: string, since: string): Promise<SeasonalPlateCandidate[]> {
    const rows = await contractsByPlate(this.em.fork(), plate, since);
    return rows.map((r) => ({
      contractId: r.id,
      pitchCode: r.pitch_code,
      startDate: r.start_date,
      endDate: r.last_night_end,
    }));
  }
}
