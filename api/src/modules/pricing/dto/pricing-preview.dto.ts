import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsNotEmpty, IsUUID } from 'class-validator';
import { StayDto } from 'src/modules/bookings/dto/booking.dto';

/** A sample stay to price in the console: a category (no pitch), dates, party and extras. */
export class PricingPreviewDto extends OmitType(StayDto, ['pitchId', 'categoryId'] as const) {
  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty()
  @IsUUID()
  categoryId!: string;
}
