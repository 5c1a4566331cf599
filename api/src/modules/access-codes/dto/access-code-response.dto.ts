import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCESS_CODE_STATUSES,
  type AccessCodeStatus,
} from 'src/modules/access-codes/access-code.entity';

export class AccessCodeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty() bookingNumber!: string;
  @ApiProperty() pitchCode!: string;
  @ApiProperty() guestName!: string;
  @ApiProperty({ example: '482913' }) code!: string;
  @ApiProperty({ enum: ACCESS_CODE_STATUSES }) status!: AccessCodeStatus;
  @ApiProperty() validFrom!: Date;
  @ApiProperty() validUntil!: Date;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) revokedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true }) revokedReason!: string | null;
}

/** The gate's answer: open (with the pitch and until when), or closed with the reason. */
export class GateResultDto {
  @ApiProperty() open!: boolean;
  @ApiPropertyOptional({ description: 'When open: the pitch code' }) pitch?: string;
  @ApiPropertyOptional({ description: 'When open: the end of the validity' }) validUntil?: Date;
  @ApiPropertyOptional({
    enum: ['unknown', 'not_yet_valid', 'expired', 'revoked'],
    description: 'When closed',
  })
  reason?: 'unknown' | 'not_yet_valid' | 'expired' | 'revoked';
}
