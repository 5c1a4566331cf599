import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type { WritableFields } from 'src/common/db/writes';
import type { PitchCategory } from 'src/modules/catalog/pitch-category.entity';
import { says, Trim } from 'src/common/validation/validators';

/** Upper bound for any single price, so a typo cannot overflow the integer column: 100,000 EUR. */
export const MAX_CENTS = 10_000_000;

export class CreateCategoryDto {
  @ApiProperty({ example: 'caravan' })
  @Trim()
  @IsNotEmpty()
  @IsString()
  @Matches(/^[a-z0-9-]{2,40}$/, says('catalog.slugFormat'))
  slug!: string;

  @ApiProperty() @Trim() @IsNotEmpty() @IsString() @MaxLength(120) nameDe!: string;
  @ApiProperty() @Trim() @IsNotEmpty() @IsString() @MaxLength(120) nameEn!: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @MaxLength(2000) descriptionDe?: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @MaxLength(2000) descriptionEn?: string;

  @ApiProperty({ description: 'Nightly price in cents for nights no season covers' })
  @IsInt()
  @Min(0)
  @Max(MAX_CENTS)
  basePriceCents!: number;

  @ApiPropertyOptional({ description: 'Cents per person per night above personsIncluded' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_CENTS)
  extraPersonCents?: number;

  @ApiProperty() @IsInt() @Min(1) @Max(50) personsIncluded!: number;

  @ApiProperty({ description: 'At least personsIncluded' })
  @IsInt()
  @Min(1)
  @Max(50)
  maxPersons!: number;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsNumber()
  @Min(0)
  @Max(30)
  maxVehicleLengthM?: number | null;

  @ApiPropertyOptional({ example: '/images/categories/caravan.svg' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  @Matches(/^$|^\/\S*$|^https:\/\/\S+$/, says('catalog.imageUrl'))
  imageUrl?: string;

  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(9999) sortOrder?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() active?: boolean;
}

export class UpdateCategoryDto extends PartialType(CreateCategoryDto) {
  // react-admin sends the whole record back on save; read-only fields are accepted and ignored.
  @IsOptional() id?: unknown;
  @IsOptional() createdAt?: unknown;
  @IsOptional() updatedAt?: unknown;
}

export const CATEGORY_WRITES: WritableFields<PitchCategory> = {
  fields: [
    'slug',
    'nameDe',
    'nameEn',
    'descriptionDe',
    'descriptionEn',
    'basePriceCents',
    'extraPersonCents',
    'personsIncluded',
    'maxPersons',
    'maxVehicleLengthM',
    'imageUrl',
    'sortOrder',
    'active',
  ],
  nullable: ['maxVehicleLengthM'],
  nullMeans: {
    descriptionDe: '',
    descriptionEn: '',
    imageUrl: '',
    extraPersonCents: 0,
    sortOrder: 0,
  },
};

export class CategoryResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() nameDe!: string;
  @ApiProperty() nameEn!: string;
  @ApiProperty() descriptionDe!: string;
  @ApiProperty() descriptionEn!: string;
  @ApiProperty() basePriceCents!: number;
  @ApiProperty() extraPersonCents!: number;
  @ApiProperty() personsIncluded!: number;
  @ApiProperty() maxPersons!: number;
  @ApiProperty({ type: Number, nullable: true }) maxVehicleLengthM!: number | null;
  @ApiProperty() imageUrl!: string;
  @ApiProperty() sortOrder!: number;
  @ApiProperty() active!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
}

export const toCategoryResponse = (c: PitchCategory): CategoryResponseDto => ({
  id: c.id,
  slug: c.slug,
  nameDe: c.nameDe,
  nameEn: c.nameEn,
  descriptionDe: c.descriptionDe,
  descriptionEn: c.descriptionEn,
  basePriceCents: c.basePriceCents,
  extraPersonCents: c.extraPersonCents,
  personsIncluded: c.personsIncluded,
  maxPersons: c.maxPersons,
  maxVehicleLengthM: c.maxVehicleLengthM ?? null,
  imageUrl: c.imageUrl,
  sortOrder: c.sortOrder,
  active: c.active,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});
