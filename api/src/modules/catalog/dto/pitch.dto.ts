import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type { WritableFields } from 'src/common/db/writes';
import type { Pitch } from 'src/modules/catalog/pitch.entity';
import { says, Trim } from 'src/common/validation/validators';

export class CreatePitchDto {
  @ApiProperty({ example: 'B12', description: 'Stored in upper case' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsNotEmpty()
  @IsString()
  @Matches(/^[A-Z0-9][A-Z0-9-]{0,11}$/, says('catalog.pitchCodeFormat'))
  code!: string;

  @ApiProperty() @IsNotEmpty() @IsUUID() categoryId!: string;

  @ApiProperty({ description: 'Percent of the site plan width, 0..100' })
  @IsNumber()
  @Min(0, says('catalog.coordinate'))
  @Max(100, says('catalog.coordinate'))
  x!: number;

  @ApiProperty({ description: 'Percent of the site plan height, 0..100' })
  @IsNumber()
  @Min(0, says('catalog.coordinate'))
  @Max(100, says('catalog.coordinate'))
  y!: number;

  @ApiProperty() @IsBoolean() hasElectricity!: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10000)
  sizeM2?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Overrides the category limit',
  })
  @IsOptional()
  @IsNumber()
  @Min(0)
  @Max(30)
  maxVehicleLengthM?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Z-4711',
    description:
      'The electricity meter at the pitch, as printed on it; empty or null for none. A metered pitch bills electricity by its readings and does not offer the flat electricity extra.',
  })
  // Cleared in the form ('') means no meter: stored as null, so many pitches may have none.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || null : value,
  )
  @IsOptional()
  @IsString()
  @MaxLength(40)
  meterNumber?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() active?: boolean;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @MaxLength(2000) notes?: string;
}

export class UpdatePitchDto extends PartialType(CreatePitchDto) {
  // react-admin sends the whole record back on save; read-only fields are accepted and ignored.
  @IsOptional() id?: unknown;
  @IsOptional() category?: unknown;
  @IsOptional() createdAt?: unknown;
  @IsOptional() updatedAt?: unknown;
}

/** Everything but the category, which the service resolves from `categoryId`. */
export const PITCH_WRITES: WritableFields<Pitch> = {
  fields: [
    'code',
    'x',
    'y',
    'hasElectricity',
    'sizeM2',
    'maxVehicleLengthM',
    'meterNumber',
    'active',
    'notes',
  ],
  nullable: ['sizeM2', 'maxVehicleLengthM', 'meterNumber'],
  nullMeans: { notes: '' },
};

export class PitchCategoryRefDto {
  @ApiProperty() id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() nameDe!: string;
  @ApiProperty() nameEn!: string;
}

export class PitchResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() code!: string;
  @ApiProperty() categoryId!: string;
  @ApiProperty({ type: PitchCategoryRefDto }) category!: PitchCategoryRefDto;
  @ApiProperty() x!: number;
  @ApiProperty() y!: number;
  @ApiProperty() hasElectricity!: boolean;
  @ApiProperty({ type: Number, nullable: true }) sizeM2!: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxVehicleLengthM!: number | null;
  @ApiProperty({ type: String, nullable: true }) meterNumber!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty() notes!: string;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
}

/** Needs `category` populated. */
export const toPitchResponse = (p: Pitch): PitchResponseDto => ({
  id: p.id,
  code: p.code,
  categoryId: p.category.id,
  category: {
    id: p.category.id,
    slug: p.category.slug,
    nameDe: p.category.nameDe,
    nameEn: p.category.nameEn,
  },
  x: p.x,
  y: p.y,
  hasElectricity: p.hasElectricity,
  sizeM2: p.sizeM2 ?? null,
  maxVehicleLengthM: p.maxVehicleLengthM ?? null,
  meterNumber: p.meterNumber ?? null,
  active: p.active,
  notes: p.notes,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});
