import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PricedConsumption } from './consumption';
import { lastReading } from './electricity.queries';
import { MeterConsumption } from './meter-consumption.service';
import { MeterReading } from './meter-reading.entity';
import { belowLastReading } from './reading-rules';

/** A reading of a contract's meter as other modules see it. */
export type ContractReading = Pick<
  MeterReading,
  'id' | 'meterNumber' | 'valueWh' | 'recordedAt' | 'recordedBy' | 'contractId'
>;

/** What a contract's next bill of electricity covers: from one reading to a later one. */
export interface UnbilledConsumption {
  fromReadingId: string;
  toReadingId: string;
  priced: PricedConsumption;
}

/**
 * Meter readings of a seasonal contract's pitch (kind `seasonal`): staff record them whenever they
 * read the meter, under the same rule as at the desk (a meter only counts up). A bill (an
 * instalment) asks what is not billed yet: from the last reading billed before — or, before any
 * bill, the contract's first reading — to its latest reading, priced like a stay's consumption.
 */
@Injectable()
export class ContractMeterReadings {
  constructor(private readonly consumption: MeterConsumption) {}

  /** Stores a reading in the caller's transaction; 400 `valueWh` when below the meter's last. */
  async record(
    em: EntityManager,
    input: {
      contractId: string;
      pitchId: string;
      meterNumber: string;
      valueWh: number;
      at: Date;
      by: string | null;
    },
  ): Promise<MeterReading> {
    const last = await lastReading(em, input.meterNumber);
    if (last && input.valueWh < last.valueWh)
      throw belowLastReading(input.valueWh, last.valueWh, input.meterNumber);
    const reading = em.create(MeterReading, {
      pitch: input.pitchId,
      meterNumber: input.meterNumber,
      contractId: input.contractId,
      kind: 'seasonal',
      valueWh: input.valueWh,
      recordedAt: input.at,
      recordedBy: input.by,
    });
    await em.flush();
    return reading;
  }

  /** The 400 for a reading that the trigger refused (another reading committed in between). */
  async belowLast(em: EntityManager, meterNumber: string, valueWh: number) {
    const last = await lastReading(em, meterNumber);
    return belowLastReading(valueWh, last?.valueWh ?? valueWh, meterNumber);
  }

  /** The contract's readings in the order the meter took them (lowest value first). */
  ofContract(em: EntityManager, contractId: string): Promise<MeterReading[]> {
    return this.ofContracts(em, [contractId]);
  }

  /** The readings of several contracts, each contract's in the meter's order. */
  ofContracts(em: EntityManager, contractIds: readonly string[]): Promise<MeterReading[]> {
    return em.find(
      MeterReading,
      { contractId: { $in: [...contractIds] }, kind: 'seasonal' },
      { orderBy: { valueWh: 'asc', recordedAt: 'asc', id: 'asc' } },
    );
  }

  /**
   * The consumption not billed yet: from the latest of `billedUpTo` (the readings earlier bills
   * ended on) or the contract's first reading, to its latest reading of the same meter. Null when
   * there is no reading since (or the pitch's meter was replaced and the new one has a single
   * reading so far: its first reading opens its series).
   */
  async unbilled(
    em: EntityManager,
    contractId: string,
    billedUpTo: readonly string[],
  ): Promise<UnbilledConsumption | null> {
    const readings = await this.ofContract(em, contractId);
    const to = readings.at(-1);
    if (!to) return null;
    // Only the latest meter's series: a replaced meter's readings were billed or are lost to it.
    const series = readings.filter((r) => r.meterNumber === to.meterNumber);
    const billed = new Set(billedUpTo);
    let from = series[0];
    for (const r of series) if (billed.has(r.id)) from = r;
    if (from.id === to.id) return null;
    return {
      fromReadingId: from.id,
      toReadingId: to.id,
      priced: await this.consumption.between(em, from, to),
    };
  }
}
