import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextDto } from 'src/common/openapi/openapi.decorators';
import type { ExtraUnit } from 'src/modules/pricing/quote';

/** An additional service a guest can book with a stay. */
export class PublicExtraDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'electricity' }) code!: string;
  @ApiProperty() name!: LocalizedTextDto;
  @ApiProperty() description!: LocalizedTextDto;
  @ApiProperty() priceCents!: number;
  @ApiProperty({ enum: ['per_night', 'per_person_night', 'per_day', 'per_stay'] })
  unit!: ExtraUnit;
  @ApiProperty() vatRateBp!: number;
  @ApiProperty() mandatory!: boolean;
  @ApiProperty() requiresElectricity!: boolean;
  @ApiProperty() maxQuantity!: number;
  @ApiProperty({
    type: [String],
    description: 'The categories it is offered for; empty: every category',
  })
  categoryIds!: string[];
}
