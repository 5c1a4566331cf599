import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PricingService } from 'src/modules/pricing/pricing.service';
import { priceConsumption, type PricedConsumption } from './consumption';
import { MeterReading } from './meter-reading.entity';

/**
 * The consumption between two readings of one meter, priced at the pricing settings' price per kWh
 * (or a given one). The one place a bill of metered electricity gets its figures: a stay's
 * departure uses it, and so can any other period between two readings (a seasonal contract's
 * instalment) — that bill's own module decides what to do with the figures.
 */
@Injectable()
export class MeterConsumption {
  constructor(private readonly pricing: PricingService) {}

  async between(
    em: EntityManager,
    from: Pick<MeterReading, 'meterNumber' | 'valueWh'>,
    to: Pick<MeterReading, 'meterNumber' | 'valueWh'>,
    centsPerKwh?: number,
  ): Promise<PricedConsumption> {
    if (from.meterNumber !== to.meterNumber)
      throw new RangeError(`readings of meters ${from.meterNumber} and ${to.meterNumber}`);
    const price = centsPerKwh ?? (await this.pricing.settings(em)).electricityCentsPerKwh;
    return priceConsumption(from.valueWh, to.valueWh, price);
  }

  /** The same for two stored readings by id (null when either is unknown). */
  async betweenIds(
    em: EntityManager,
    fromId: string,
    toId: string,
    centsPerKwh?: number,
  ): Promise<PricedConsumption | null> {
    const [from, to] = await Promise.all([
      em.findOne(MeterReading, { id: fromId }),
      em.findOne(MeterReading, { id: toId }),
    ]);
    return from && to ? this.between(em, from, to, centsPerKwh) : null;
  }
}
