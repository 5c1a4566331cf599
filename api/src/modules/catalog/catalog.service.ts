import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { PitchCategory } from './pitch-category.entity';
import { Pitch } from './pitch.entity';

// Other modules name what this service hands out by these types; the classes (and with them the
// tables) stay inside the catalog module.
export type { PitchCategory, Pitch };

export interface PublicCategory {
  id: string;
  slug: string;
  name: { de: string; en: string };
  description: { de: string; en: string };
  priceFromCents: number;
  personsIncluded: number;
  maxPersons: number;
  maxVehicleLengthM: number | null;
  imageUrl: string;
  sortOrder: number;
}

export interface PublicPitch {
  id: string;
  code: string;
  categoryId: string;
  x: number;
  y: number;
  hasElectricity: boolean;
  /** Has an electricity meter: billed by consumption, no flat electricity extra. */
  metered: boolean;
  sizeM2: number | null;
  maxVehicleLengthM: number | null;
}

const toPublicCategory = (c: PitchCategory): PublicCategory => ({
  id: c.id,
  slug: c.slug,
  name: { de: c.nameDe, en: c.nameEn },
  description: { de: c.descriptionDe, en: c.descriptionEn },
  priceFromCents: c.basePriceCents,
  personsIncluded: c.personsIncluded,
  maxPersons: c.maxPersons,
  maxVehicleLengthM: c.maxVehicleLengthM ?? null,
  imageUrl: c.imageUrl,
  sortOrder: c.sortOrder,
});

const toPublicPitch = (p: Pitch): PublicPitch => ({
  id: p.id,
  code: p.code,
  categoryId: p.category.id,
  x: p.x,
  y: p.y,
  hasElectricity: p.hasElectricity,
  metered: !!p.meterNumber,
  sizeM2: p.sizeM2 ?? null,
  maxVehicleLengthM: p.maxVehicleLengthM ?? p.category.maxVehicleLengthM ?? null,
});

/** One pitch of the site plan with what availability needs of its category. */
export interface SitePlanPitch {
  id: string;
  code: string;
  categoryId: string;
  x: number;
  y: number;
  hasElectricity: boolean;
  bookable: boolean;
  maxPersons: number;
}

const SITE_PLAN_SQL = `
select p.id, p.code, p.category_id as "categoryId", p.x, p.y, p.has_electricity as "hasElectricity",
       (p.active and c.active) as bookable, c.max_persons as "maxPersons"
  from pitches p join pitch_categories c on c.id = p.category_id
 order by c.sort_order, p.code`;

/** Pitch categories and pitches as guests see them, and lookups for pricing and bookings. */
@Injectable()
export class CatalogService {
  constructor(private readonly em: EntityManager) {}

  async publicCategories(): Promise<PublicCategory[]> {
    const rows = await this.em
      .fork()
      .find(PitchCategory, { active: true }, { orderBy: { sortOrder: 'ASC', slug: 'ASC' } });
    return rows.map(toPublicCategory);
  }

  async publicPitches(): Promise<PublicPitch[]> {
    const rows = await this.em
      .fork()
      .find(Pitch, { active: true, category: { active: true } }, { orderBy: { code: 'ASC' } });
    return rows.map(toPublicPitch);
  }

  async category(id: string, em: EntityManager = this.em): Promise<PitchCategory> {
    const category = await em.findOne(PitchCategory, { id, active: true });
    if (!category) throw new AppException(HttpStatus.BAD_REQUEST, 'booking.unknownCategory');
    return category;
  }

  /** Every pitch in map order, in one query (availability reads it on every search, then caches it). */
  sitePlan(): Promise<SitePlanPitch[]> {
    return this.em.getConnection().execute<SitePlanPitch[]>(SITE_PLAN_SQL);
  }

  /** The categories among `ids` that exist (active or not), in the caller's transaction. */
  async categoriesByIds(ids: string[], em: EntityManager = this.em): Promise<PitchCategory[]> {
    return ids.length ? em.find(PitchCategory, { id: { $in: ids } }) : [];
  }

  async pitch(id: string, em: EntityManager = this.em): Promise<Pitch> {
    const pitch = await em.findOne(Pitch, { id }, { populate: ['category'] });
    if (!pitch) throw new AppException(HttpStatus.BAD_REQUEST, 'booking.unknownPitch');
    return pitch;
  }
  /** Every pitch (active or not) with its category (the booking catalog, see HoldCatalog). */
  allPitches(em: EntityManager = this.em): Promise<Pitch[]> {
    return em.find(Pitch, {}, { populate: ['category'] });
  }

  /** The ids of a category's pitches in service: what its occupancy is counted over. */
  async activePitchIds(categoryId: string, em: EntityManager = this.em): Promise<string[]> {
    const rows = await em.find(Pitch, { category: categoryId, active: true }, { fields: ['id'] });
    return rows.map((p) => p.id);
  }

  /** Every pitch (active or not) by code, as other modules list them (the iCal console). */
  async pitchCodes(): Promise<Array<{ id: string; code: string; active: boolean }>> {
    const rows = await this.em.fork().find(Pitch, {}, { orderBy: { code: 'ASC' } });
    return rows.map((p) => ({ id: p.id, code: p.code, active: p.active }));
  }
}
