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

interface PitchRow {
  id: string;
  code: string;
  category_id: string;
  x: number;
  y: number;
  has_electricity: boolean;
  bookable: boolean;
  max_persons: number;
}

/** The site plan: changes a few times a season, read on every search — kept for a few seconds per process. */
const PITCHES_SQL = `
select p.id, p.code, p.category_id, p.x, p.y, p.has_electricity,
       (p.active and c.active) as bookable, c.max_persons
  from pitches p join pitch_categories c on c.id = p.category_id
 order by c.sort_order, p.code`;
const PITCHES_CACHE_MS = 5_000;

/**
 * What is taken in a period, in one scan of the GiST index on the stay. Holds past their expiry
 * count as free even before the sweeper has marked them expired.
 */
const TAKEN_SQL = `
select pitch_id, bool_or(block_id is not null) as blocked
  from pitch_occupancy
 where stay && daterange(?::date, ?::date, '[)')
   and (expires_at is null or expires_at > ?)
 group by pitch_id`;

@Injectable()
export class AvailabilityService {
  constructor(
    private readonly em: EntityManager,
    private readonly pricing: PricingService,
    private readonly clock: Clock,
  ) {}

  private plan?: { at: number; rows: Promise<PitchRow[]> };

  private pitches(): Promise<PitchRow[]> {
    if (!this.plan || Date.now() - this.plan.at > PITCHES_CACHE_MS) {
      const rows = this.em.getConnection().execute<PitchRow[]>(PITCHES_SQL);
      this.plan = { at: Date.now(), rows };
      rows.catch(() => (this.plan = undefined));
    }
    return this.plan.rows;
  }

  async forStay(q: {
    checkIn: string;
    checkOut: string;
    categoryId?: string;
    adults: number;
    children: number;
  }): Promise<Availability> {
    this.pricing.assertStayDates(q.checkIn, q.checkOut);
    const [pitches, taken] = await Promise.all([
      this.pitches(),
      this.em
        .getConnection()
        .execute<Array<{ pitch_id: string; blocked: boolean }>>(TAKEN_SQL, [
          q.checkIn,
          q.checkOut,
          this.clock.now(),
        ]),
    ]);
    const takenBy = new Map(
      taken.map((t) => [t.pitch_id, t.blocked ? ('blocked' as const) : ('occupied' as const)]),
    );
    const rows = pitches.map((p) => ({ ...p, taken: takenBy.get(p.id) ?? null }));
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
