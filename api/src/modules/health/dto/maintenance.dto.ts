import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';

export class MaintenanceDto {
  @ApiProperty() @IsBoolean() active!: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Empty for the default text' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  message?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  estimatedEndTime?: string | null;

  // ra's edit form may send the id of the singleton back.
  @IsOptional() id?: unknown;
}
