import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class GateVerifyDto {
  @ApiProperty({ example: '482913' })
  @Matches(/^\d{4,8}$/)
  code!: string;

  @ApiPropertyOptional({ example: 'main-gate' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  gate?: string;
}
