import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsPlate } from 'src/modules/bookings/dto/plates.dto';

/** Either the guest's code (keypad) or a vehicle's number plate (camera); exactly one of them. */
export class GateVerifyDto {
  @ApiPropertyOptional({ example: '482913', description: 'The gate code typed in' })
  @IsOptional()
  @Matches(/^\d{4,8}$/)
  code?: string;

  @ApiPropertyOptional({
    example: 'LI 123 ab',
    description:
      'A number plate read by the camera; spaces, dashes and case do not matter (LI 123 ab = LI-123AB)',
  })
  @IsOptional()
  @IsPlate()
  plate?: string;

  @ApiPropertyOptional({ example: 'main-gate' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  gate?: string;
}
