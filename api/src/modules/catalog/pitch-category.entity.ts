import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A kind of pitch (tent, caravan, motorhome, comfort) with its base price and party limits. */
@Entity({ tableName: 'pitch_categories' })
export class PitchCategory {
  [OptionalProps]?:
    | 'id'
    | 'active'
    | 'sortOrder'
    | 'createdAt'
    | 'updatedAt'
    | 'maxVehicleLengthM'
    | 'extraPersonCents';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: true })
  slug!: string;

  @Property({ type: 'text' }) nameDe!: string;
  @Property({ type: 'text' }) nameEn!: string;
  @Property({ type: 'text' }) descriptionDe!: string;
  @Property({ type: 'text' }) descriptionEn!: string;

  /** Nightly price in cents (gross) for nights no season covers. */
  @Property({ type: 'integer' }) basePriceCents!: number;

  /** Surcharge in cents per person per night above personsIncluded. */
  @Property({ type: 'integer' }) extraPersonCents: number = 0;

  @Property({ type: 'smallint' }) personsIncluded!: number;
  @Property({ type: 'smallint' }) maxPersons!: number;
  @Property({ type: 'double', nullable: true }) maxVehicleLengthM?: number | null;
  @Property({ type: 'text' }) imageUrl!: string;
  @Property({ type: 'smallint' }) sortOrder: number = 0;
  @Property({ type: 'boolean' }) active: boolean = true;

  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
