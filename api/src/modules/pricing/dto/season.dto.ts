import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { WritableFields } from 'src/common/db/writes';
import { MAX_CENTS } from 'src/modules/catalog/dto/category.dto';
import { IsCalendarDate, Trim } from 'src/common/validation/validators';
import { MAX_NIGHTS } from 'src/modules/pricing/pricing.service';
import type { Season } from 'src/modules/pricing/season.entity';
import { DEPOSIT_KINDS, type DepositKind } from 'src/contract/constants';

export class SeasonRateDto {
  @ApiProperty() @IsNotEmpty() @IsUUID() categoryId!: string;

  @ApiProperty({ description: 'Gross cents per night' })
  @IsInt()
  @Min(0)
  @Max(MAX_CENTS)
  nightlyPriceCents!: number;
}

export class CreateSeasonDto {
  @ApiProperty({ example: 'Sommer-Hauptsaison 2027' })
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(120)
  name!: string;

  @ApiPropertyOptional({
    example: 'Summer high season 2027',
    description:
      'The English name guests reading English see (quote, mails, invoices); the German `name` when not given',
  })
  @IsOptional()
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(120)
  nameEn?: string;

  @ApiProperty({ example: '2027-07-01', description: 'First night of the season' })
  @IsNotEmpty()
  @IsCalendarDate()
  startDate!: string;

  @ApiProperty({ example: '2027-08-31', description: 'Last night of the season (inclusive)' })
  @IsNotEmpty()
  @IsCalendarDate()
  endDate!: string;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_NIGHTS)
  minStayNights?: number;

  @ApiPropertyOptional({
    enum: DEPOSIT_KINDS,
    default: 'none',
    description:
      'Deposit of card bookings arriving in this season: none, a percentage of the total, or a fixed amount',
  })
  @IsOptional()
  @IsIn(DEPOSIT_KINDS)
  depositKind?: DepositKind;

  @ApiPropertyOptional({
    default: 0,
    description:
      'Basis points of the total for `percent` (3000 = 30 %), cents for `fixed`, 0 for `none`',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_CENTS)
  depositValue?: number;

  @ApiPropertyOptional({
    default: 14,
    description: 'The balance is due this many days before arrival',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365)
  balanceDueDays?: number;

  @ApiPropertyOptional({
    type: [SeasonRateDto],
    description: 'Nightly price per category; a category without a rate keeps its base price',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => SeasonRateDto)
  rates?: SeasonRateDto[] | null;
}

/** `rates`, when given, replaces all of the season's rates. */
export class UpdateSeasonDto extends PartialType(CreateSeasonDto) {
  // react-admin sends the whole record back on save; read-only fields are accepted and ignored.
  @IsOptional() id?: unknown;
  @IsOptional() createdAt?: unknown;
  @IsOptional() updatedAt?: unknown;
}

export const SEASON_WRITES: WritableFields<Season> = {
  fields: [
    'name',
    'nameEn',
    'startDate',
    'endDate',
    'minStayNights',
    'depositKind',
    'depositValue',
    'balanceDueDays',
  ],
  nullMeans: { minStayNights: 1, depositKind: 'none', depositValue: 0, balanceDueDays: 14 },
};

export class SeasonResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'German name' }) name!: string;
  @ApiProperty({ description: 'English name' }) nameEn!: string;
  @ApiProperty() startDate!: string;
  @ApiProperty({ description: 'Inclusive' }) endDate!: string;
  @ApiProperty() minStayNights!: number;
  @ApiProperty({ enum: DEPOSIT_KINDS }) depositKind!: DepositKind;
  @ApiProperty() depositValue!: number;
  @ApiProperty() balanceDueDays!: number;
  @ApiProperty({ type: [SeasonRateDto] }) rates!: SeasonRateDto[];
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
}

/** Needs `rates.category` populated; rates in the categories' display order. */
export const toSeasonResponse = (s: Season): SeasonResponseDto => ({
  id: s.id,
  name: s.name,
  nameEn: s.nameEn,
  startDate: s.startDate,
  endDate: s.endDate,
  minStayNights: s.minStayNights,
  depositKind: s.depositKind,
  depositValue: s.depositValue,
  balanceDueDays: s.balanceDueDays,
  rates: s.rates
    .getItems()
    .sort(
      (a, b) =>
        a.category.sortOrder - b.category.sortOrder ||
        a.category.slug.localeCompare(b.category.slug),
    )
    .map((r) => ({ categoryId: r.category.id, nightlyPriceCents: r.nightlyPriceCents })),
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});
