import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
}

/** 503 while maintenance is on: exactly these three fields (docs/product.md §4). */
export class MaintenanceNoticeDto {
  @ApiProperty({ example: 'Service Unavailable' }) error!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  estimatedEndTime!: string | null;
}

export class MaintenanceStateDto {
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Null: the default text' })
  message!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  estimatedEndTime!: string | null;
}
