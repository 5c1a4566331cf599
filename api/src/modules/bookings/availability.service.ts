import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { nightsOf } from '../pricing/quote';
import { PricingService } from '../pricing/pricing.service';

export type PitchState = 'available' | 'occupied' | 'blocked';

export interface AvailabilityPitch {
  id: string;
  code: string;
  categoryId: string;
  x: number;
  y: number;
  hasElectricity: boolean;
  state: PitchState;
}

export interface Availability {
  checkIn: string;
  checkOut: string;
  nights: number;
  pitches: AvailabilityPitch[];
}

interface Row {
  id: string;
  code: string;
  category_id: string;
  x: number;
  y: number;
  has_electricity: boolean;
  bookable: boolean;
  max_persons: number;
  taken: 'blocked' | 'occupied' | null;
}

/**
 * Every pitch with its state for a stay, in one query: the overlapping occupancy rows come from the
 * GiST index on the stay in one scan and are joined to the pitches. Holds past their expiry count as
 * free even before the sweeper has marked them expired.
 */
const SQL = `
with taken as (
  select o.pitch_id, bool_or(o.block_id is not null) as blocked
    from pitch_occupancy o
   where o.stay && daterange(?::date, ?::date, '[)')
     and (o.expires_at is null or o.expires_at > ?)
   group by o.pitch_id)
select p.id, p.code, p.category_id, p.x, p.y, p.has_electricity,
       (p.active and c.active) as bookable, c.max_persons,
       case when t.pitch_id is null then null when t.blocked then 'blocked' else 'occupied' end as taken
  from pitches p
  join pitch_categories c on c.id = p.category_id
  left join taken t on t.pitch_id = p.id
 order by c.sort_order, p.code`;

@Injectable()
export class AvailabilityService {
  constructor(
    private readonly em: EntityManager,
    private readonly pricing: PricingService,
    private readonly clock: Clock,
  ) {}

  async forStay(q: {
    checkIn: string;
    checkOut: string;
    categoryId?: string;
    adults: number;
    children: number;
  }): Promise<Availability> {
    this.pricing.assertStayDates(q.checkIn, q.checkOut);
    const rows = await this.em
      .getConnection()
      .execute<Row[]>(SQL, [q.checkIn, q.checkOut, this.clock.now()]);
    const persons = q.adults + q.children;
    return {
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      nights: nightsOf(q.checkIn, q.checkOut).length,
      pitches: rows.map((r) => ({
        id: r.id,
        code: r.code,
        categoryId: r.category_id,
        x: r.x,
        y: r.y,
        hasElectricity: r.has_electricity,
        // Another category or a party the pitch cannot take is "blocked" for this search (DESIGN §3).
        state:
          !r.bookable || (q.categoryId && r.category_id !== q.categoryId) || persons > r.max_persons
            ? 'blocked'
            : (r.taken ?? 'available'),
      })),
    };
  }
}
