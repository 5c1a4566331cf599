import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDateString,
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
import { StayDto } from 'src/modules/bookings/dto/booking.dto';
import { SeasonRateDto } from './season.dto';

/**
 * A season as its form holds it while staff type, priced in place of the saved one (`id`) or
 * beside the others (a new season): the form shows its prices before it is saved.
 */
export class SeasonDraftDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The saved season this draft replaces' })
  @IsOptional()
  @IsUUID()
  id?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) nameEn?: string;

  @ApiProperty({ format: 'date' }) @IsDateString({ strict: true }) startDate!: string;
  @ApiProperty({ format: 'date' }) @IsDateString({ strict: true }) endDate!: string;

  @ApiProperty() @IsInt() @Min(1) @Max(60) minStayNights!: number;

  @ApiProperty({ type: [SeasonRateDto] })
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => SeasonRateDto)
  rates!: SeasonRateDto[];
}

/** A sample stay to price in the console: a category (no pitch), dates, party and extras. */
export class PricingPreviewDto extends OmitType(StayDto, ['pitchId', 'categoryId'] as const) {
  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty()
  @IsUUID()
  categoryId!: string;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 100,
    description:
      "Price with the category's demand rules as if its occupancy over the stay were this percentage; without it no demand rule applies",
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  occupancyPercent?: number;

  @ApiPropertyOptional({ type: SeasonDraftDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SeasonDraftDto)
  season?: SeasonDraftDto;
}
