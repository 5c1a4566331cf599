import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNumber,
  IsUUID,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { says } from 'src/common/validation/validators';

export class SitePlanDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The uploaded plan; null: the bundled default plan',
    example: '/api/assets/0b7c2a4e-2f7d-4a4f-9a63-0d2b1c1d7a10',
  })
  imageUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Intrinsic width of the image (px)' })
  width!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Intrinsic height of the image (px)' })
  height!: number | null;
}

export class PitchPinDto {
  @ApiProperty() id!: string;
  @ApiProperty() code!: string;
  @ApiProperty({ description: 'Percent of the site plan width, 0..100' }) x!: number;
  @ApiProperty({ description: 'Percent of the site plan height, 0..100' }) y!: number;
  @ApiProperty() active!: boolean;
}

export class PitchMapDto {
  @ApiProperty({ type: SitePlanDto }) plan!: SitePlanDto;
  @ApiProperty({ type: [PitchPinDto] }) pitches!: PitchPinDto[];
  @ApiProperty({ description: 'Largest plan image accepted (bytes)' }) maxBytes!: number;
}

export class PitchPositionDto {
  @ApiProperty() @IsUUID() id!: string;

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
}

export class SavePitchPositionsDto {
  @ApiProperty({ type: [PitchPositionDto], description: 'Every moved pin, saved together' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(2000)
  @ValidateNested({ each: true })
  @Type(() => PitchPositionDto)
  positions!: PitchPositionDto[];
}

export class SavedPositionsDto {
  @ApiProperty({ description: 'How many pitches were moved' }) updated!: number;
}
