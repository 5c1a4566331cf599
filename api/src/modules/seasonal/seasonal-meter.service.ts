import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { ContractMeterReadings } from 'src/modules/electricity/contract-meter-readings.service';
import { isBelowLast } from 'src/modules/electricity/reading-rules';
import type { SeasonalContractDto } from './dto/seasonal.dto';
import { SeasonalContracts } from './seasonal-contracts.service';

/**
 * Staff read the meter of a seasonal contract's pitch whenever they like (typically before an
 * instalment falls due); the next instalment's invoice bills the consumption since the last bill.
 * The desk's rule holds: a reading below the meter's last is refused, nothing stored.
 */
@Injectable()
export class SeasonalMeterReadings {
  constructor(
    private readonly em: EntityManager,
    private readonly contracts: SeasonalContracts,
    private readonly meters: ContractMeterReadings,
    private readonly clock: Clock,
  ) {}

  async record(
    contractId: string,
    valueWh: number,
    staffEmail: string | null,
  ): Promise<SeasonalContractDto> {
    try {
      await this.em.fork().transactional(async (em) => {
        // The contract's row lock orders the reading against an instalment being invoiced.
        const c = await this.contracts.find(em, contractId, true);
        const meterNumber = c.pitch.meterNumber;
        if (!meterNumber)
          throw new AppException(HttpStatus.CONFLICT, 'electricity.noMeter', {
            pitch: c.pitch.code,
          });
        await this.meters.record(em, {
          contractId: c.id,
          pitchId: c.pitch.id,
          meterNumber,
          valueWh,
          at: this.clock.now(),
          by: staffEmail,
        });
      });
    } catch (e) {
      if (!isBelowLast(e)) throw e;
      // A reading of the same meter committed between the check and the insert.
      const em = this.em.fork();
      const c = await this.contracts.find(em, contractId);
      throw await this.meters.belowLast(em, c.pitch.meterNumber ?? '', valueWh);
    }
    return this.contracts.view(contractId);
  }
}
