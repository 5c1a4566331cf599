import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { VAT_RATES_BP } from 'src/contract/constants';
import type { WritableFields } from 'src/common/db/writes';
import { MAX_CENTS } from 'src/modules/catalog/dto/category.dto';
import { says, Trim } from 'src/common/validation/validators';
import { EXTRA_UNITS, type Extra, type ExtraUnit } from 'src/modules/pricing/extra.entity';

export class CreateExtraDto {
  @ApiProperty({ example: 'dog' })
  @Trim()
  @IsNotEmpty()
  @IsString()
  @Matches(/^[a-z0-9_]{2,40}$/, says('extras.codeFormat'))
  code!: string;

  @ApiProperty() @Trim() @IsNotEmpty() @IsString() @MaxLength(120) nameDe!: string;
  @ApiProperty() @Trim() @IsNotEmpty() @IsString() @MaxLength(120) nameEn!: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @MaxLength(2000) descriptionDe?: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @MaxLength(2000) descriptionEn?: string;

  @ApiProperty({ description: 'Gross cents per unit' })
  @IsInt()
  @Min(0)
  @Max(MAX_CENTS)
  priceCents!: number;

  @ApiProperty({ enum: EXTRA_UNITS }) @IsIn(EXTRA_UNITS) unit!: ExtraUnit;

  @ApiProperty({ enum: VAT_RATES_BP, description: 'Basis points: 1000 = 10 % (Austrian rates)' })
  @IsIn(VAT_RATES_BP, says('pricing.vatRate'))
  vatRateBp!: number;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() mandatory?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() requiresElectricity?: boolean;
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @IsInt() @Min(1) @Max(50) maxQuantity?: number;

  @ApiPropertyOptional({ type: [String], description: 'Empty: offered for every category' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  categoryIds?: string[] | null;

  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(9999) sortOrder?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() active?: boolean;
}

export class UpdateExtraDto extends PartialType(CreateExtraDto) {
  // react-admin sends the whole record back on save; read-only fields are accepted and ignored.
  @IsOptional() id?: unknown;
  @IsOptional() createdAt?: unknown;
  @IsOptional() updatedAt?: unknown;
}

/** Everything but `categoryIds`, which the service checks against the categories. */
export const EXTRA_WRITES: WritableFields<Extra> = {
  fields: [
    'code',
    'nameDe',
    'nameEn',
    'descriptionDe',
    'descriptionEn',
    'priceCents',
    'unit',
    'vatRateBp',
    'mandatory',
    'requiresElectricity',
    'maxQuantity',
    'sortOrder',
    'active',
  ],
  nullMeans: { descriptionDe: '', descriptionEn: '', sortOrder: 0 },
};

export class ExtraResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() code!: string;
  @ApiProperty() nameDe!: string;
  @ApiProperty() nameEn!: string;
  @ApiProperty() descriptionDe!: string;
  @ApiProperty() descriptionEn!: string;
  @ApiProperty() priceCents!: number;
  @ApiProperty({ enum: EXTRA_UNITS }) unit!: ExtraUnit;
  @ApiProperty() vatRateBp!: number;
  @ApiProperty() mandatory!: boolean;
  @ApiProperty() requiresElectricity!: boolean;
  @ApiProperty() maxQuantity!: number;
  @ApiProperty({ type: [String] }) categoryIds!: string[];
  @ApiProperty() sortOrder!: number;
  @ApiProperty() active!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
}

export const toExtraResponse = (e: Extra): ExtraResponseDto => ({
  id: e.id,
  code: e.code,
  nameDe: e.nameDe,
  nameEn: e.nameEn,
  descriptionDe: e.descriptionDe,
  descriptionEn: e.descriptionEn,
  priceCents: e.priceCents,
  unit: e.unit,
  vatRateBp: e.vatRateBp,
  mandatory: e.mandatory,
  requiresElectricity: e.requiresElectricity,
  maxQuantity: e.maxQuantity,
  categoryIds: e.categoryIds,
  sortOrder: e.sortOrder,
  active: e.active,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});
