import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextDto } from 'src/common/openapi/openapi.decorators';

/** A pitch category as the guest site shows it. */
export class PublicCategoryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'caravan' }) slug!: string;
  @ApiProperty() name!: LocalizedTextDto;
  @ApiProperty() description!: LocalizedTextDto;
  @ApiProperty({ description: 'Nightly price outside seasons, cents' }) priceFromCents!: number;
  @ApiProperty() personsIncluded!: number;
  @ApiProperty() maxPersons!: number;
  @ApiProperty({ type: Number, nullable: true }) maxVehicleLengthM!: number | null;
  @ApiProperty({ example: '/images/categories/caravan.svg' }) imageUrl!: string;
  @ApiProperty() sortOrder!: number;
}

/** A pitch with its place on the site plan. */
export class PublicPitchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'A12' }) code!: string;
  @ApiProperty({ format: 'uuid' }) categoryId!: string;
  @ApiProperty() x!: number;
  @ApiProperty() y!: number;
  @ApiProperty() hasElectricity!: boolean;
  @ApiProperty({
    description:
      'Has an electricity meter: electricity is billed by consumption, the flat electricity extra is not offered',
  })
  metered!: boolean;
  @ApiProperty({ type: Number, nullable: true }) sizeM2!: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxVehicleLengthM!: number | null;
}
