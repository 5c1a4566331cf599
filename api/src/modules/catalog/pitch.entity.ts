import { Check, Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { PitchCategory } from './pitch-category.entity';

/** One bookable place on the site plan; x/y are percent of the plan's width and height. */
@Entity({ tableName: 'pitches' })
@Check({ name: 'pitches_position', expression: 'x between 0 and 100 and y between 0 and 100' })
export class Pitch {
  [OptionalProps]?:
    | 'id'
    | 'active'
    | 'notes'
    | 'createdAt'
    | 'updatedAt'
    | 'maxVehicleLengthM'
    | 'sizeM2'
    | 'meterNumber';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: true })
  code!: string;

  @ManyToOne(() => PitchCategory, { deleteRule: 'restrict', index: true })
  category!: PitchCategory;

  @Property({ type: 'double' }) x!: number;
  @Property({ type: 'double' }) y!: number;
  @Property({ type: 'boolean' }) hasElectricity!: boolean;
  @Property({ type: 'smallint', nullable: true }) sizeM2?: number | null;
  @Property({ type: 'double', nullable: true }) maxVehicleLengthM?: number | null;
  /**
   * The electricity meter at the pitch (its number as printed on it), null without one. A metered
   * pitch bills electricity by its readings instead of the flat electricity extra.
   */
  @Property({ type: 'text', nullable: true, unique: 'pitches_meter_number_unique' })
  meterNumber?: string | null;
  @Property({ type: 'boolean' }) active: boolean = true;
  @Property({ type: 'text' }) notes: string = '';

  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
