import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsUUID } from 'class-validator';

/** Staff issue a booking's gate code now instead of waiting for the 24 h lead. */
export class IssueAccessCodeDto {
  @ApiProperty({ description: 'The confirmed booking whose code is issued' })
  @IsNotEmpty()
  @IsUUID('all')
  bookingId!: string;
}
