import {
  ArrayType,
  Check,
  Entity,
  Enum,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export const EXTRA_UNITS = ['per_night', 'per_person_night', 'per_day', 'per_stay'] as const;
export type ExtraUnit = (typeof EXTRA_UNITS)[number];

/**
 * An additional service (electricity, breakfast, bike rental). Prices are gross cents; the VAT rate
 * is in basis points (1000 = 10 %). An empty category list means every category offers it.
 */
@Entity({ tableName: 'extras' })
@Check({ name: 'extras_price', expression: 'price_cents >= 0' })
@Check({ name: 'extras_vat_rate', expression: 'vat_rate_bp in (0, 1000, 1300, 2000)' })
export class Extra {
  [OptionalProps]?:
    | 'id'
    | 'active'
    | 'mandatory'
    | 'sortOrder'
    | 'categoryIds'
    | 'maxQuantity'
    | 'requiresElectricity'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: true }) code!: string;
  @Property({ type: 'text' }) nameDe!: string;
  @Property({ type: 'text' }) nameEn!: string;
  @Property({ type: 'text' }) descriptionDe!: string;
  @Property({ type: 'text' }) descriptionEn!: string;
  @Property({ type: 'integer' }) priceCents!: number;
  @Enum({ items: () => EXTRA_UNITS, nativeEnumName: 'extra_unit' }) unit!: ExtraUnit;
  @Property({ type: 'smallint' }) vatRateBp!: number;
  @Property({ type: 'boolean' }) mandatory: boolean = false;
  /** Only pitches with a hook-up can take it (electricity). */
  @Property({ type: 'boolean' }) requiresElectricity: boolean = false;
  /** Largest quantity a guest may pick (bikes); 1 for yes/no services. */
  @Property({ type: 'smallint' }) maxQuantity: number = 1;
  @Property({ type: ArrayType }) categoryIds: string[] = [];
  @Property({ type: 'smallint' }) sortOrder: number = 0;
  @Property({ type: 'boolean' }) active: boolean = true;

  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
