import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import type { MeterDeskDto } from './dto/meter-reading.dto';
import { meterDeskRows } from './electricity.queries';

/** The front desk's readings screen: the day's arrivals and departures on metered pitches. */
@Injectable()
export class MeterDesk {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async day(date: string = this.clock.today()): Promise<MeterDeskDto> {
    const rows = await meterDeskRows(this.em.fork(), date);
    return {
      date,
      rows: rows.map((r) => ({ ...r, due: r.checkIn === date ? 'arrival' : 'departure' })),
    };
  }
}
