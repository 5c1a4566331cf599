import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Trim } from 'src/common/validation/validators';
import { ICAL_ERROR_CODES } from 'src/modules/ical/ical-feed.entity';

export class IcalFeedQueryDto {
  @ApiPropertyOptional({ description: "The pitch's export key (required)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  key?: string;

  @ApiPropertyOptional({
    description:
      'An import feed of this pitch whose blocks are left out: give each platform the URL with its own feed, so its bookings do not come back to it',
  })
  @IsOptional()
  @IsUUID()
  exclude?: string;
}

export class CreateIcalFeedDto {
  @ApiProperty() @IsNotEmpty() @IsUUID() pitchId!: string;

  @ApiProperty({ example: 'Airbnb' })
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(80)
  name!: string;

  @ApiProperty({ example: 'https://www.airbnb.at/calendar/ical/123456.ics?s=abc' })
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(2000)
  url!: string;
}

export class IcalRefreshCountsDto {
  @ApiProperty({ description: 'VEVENTs in the feed' }) events!: number;
  @ApiProperty() created!: number;
  @ApiProperty() moved!: number;
  @ApiProperty() removed!: number;
  @ApiProperty() unchanged!: number;
  @ApiProperty({
    description: 'Cancelled, recurring, past, beyond the horizon, without or with a repeated UID',
  })
  skipped!: number;
  @ApiProperty() conflicts!: number;
}

export class IcalConflictDto {
  @ApiProperty() uid!: string;
  @ApiProperty() startDate!: string;
  @ApiProperty({ description: 'Exclusive' }) endDate!: string;
  @ApiProperty({ enum: ['booking', 'block'] }) with!: 'booking' | 'block';
  @ApiProperty({ description: "The booking's number or the other block's reason" })
  detail!: string;
}

export class IcalFeedErrorDto {
  @ApiProperty({ enum: ICAL_ERROR_CODES }) code!: string;
  @ApiProperty({ description: "In the staff member's language" }) message!: string;
  @ApiProperty({ description: 'What was seen (status, address, parser message)' }) detail!: string;
}

export class IcalFeedDto {
  @ApiProperty() id!: string;
  @ApiProperty() pitchId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() url!: string;
  @ApiProperty({
    description: "The pitch's export URL to give this platform (leaves this feed's blocks out)",
  })
  exportUrl!: string;
  @ApiProperty({ description: 'Blocks this feed holds now' }) blocks!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAttemptAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSuccessAt!: Date | null;
  @ApiProperty({ type: String, enum: ['ok', 'error'], nullable: true })
  lastStatus!: 'ok' | 'error' | null;
  @ApiProperty({ type: IcalFeedErrorDto, nullable: true }) lastError!: IcalFeedErrorDto | null;
  @ApiProperty({ type: IcalRefreshCountsDto, nullable: true })
  lastCounts!: IcalRefreshCountsDto | null;
  @ApiProperty({ type: [IcalConflictDto] }) lastConflicts!: IcalConflictDto[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export class IcalPitchDto {
  @ApiProperty() pitchId!: string;
  @ApiProperty() code!: string;
  @ApiProperty({ description: 'The export feed of the pitch (all its busy nights)' })
  exportUrl!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) keyRotatedAt!: Date | null;
  @ApiProperty({ type: [IcalFeedDto] }) feeds!: IcalFeedDto[];
}

export class IcalOverviewDto {
  @ApiProperty({ description: 'Minutes between scheduled refreshes' }) refreshMinutes!: number;
  @ApiProperty({ type: [IcalPitchDto] }) pitches!: IcalPitchDto[];
}
