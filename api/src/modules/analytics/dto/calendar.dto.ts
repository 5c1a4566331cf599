import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty } from 'class-validator';
import { IsCalendarDate } from 'src/common/validation/validators';
import {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  type BookingStatus,
  type PaymentStatus,
} from 'src/contract/constants';

/** Longest period one calendar request may cover (a month view with its edges). */
export const CALENDAR_MAX_DAYS = 62;

export class CalendarQueryDto {
  @ApiProperty({ format: 'date', example: '2027-07-01', description: 'First day shown' })
  @IsNotEmpty()
  @IsCalendarDate()
  from!: string;

  @ApiProperty({
    format: 'date',
    example: '2027-08-01',
    description: `Day after the last day shown (exclusive); at most ${CALENDAR_MAX_DAYS} days after from`,
  })
  @IsNotEmpty()
  @IsCalendarDate()
  to!: string;
}

export class CalendarCategoryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() nameDe!: string;
  @ApiProperty() nameEn!: string;
}

export class CalendarPitchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() code!: string;
  @ApiProperty({ format: 'uuid' }) categoryId!: string;
  @ApiProperty() active!: boolean;
}

export class CalendarBookingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() number!: string;
  @ApiProperty({ format: 'uuid' }) pitchId!: string;
  @ApiProperty({ format: 'date' }) checkIn!: string;
  @ApiProperty({ format: 'date' }) checkOut!: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status!: BookingStatus;
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus!: PaymentStatus;
  @ApiProperty() guestName!: string;
  @ApiProperty() adults!: number;
  @ApiProperty() children!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  holdExpiresAt!: string | null;
}

export class CalendarBlockDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) pitchId!: string;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date', description: 'Exclusive' }) endDate!: string;
  @ApiProperty() reason!: string;
}

/** A seasonal contract's nights on its pitch ("Saisonplatz"), up to its termination. */
export class CalendarSeasonalDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'SP-2027-0001' }) number!: string;
  @ApiProperty({ format: 'uuid' }) pitchId!: string;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date', description: 'Exclusive: the end date or the termination date' })
  endDate!: string;
  @ApiProperty() holderName!: string;
}

/** GET /api/admin/calendar: everything a pitches × days timeline needs, in one answer. */
export class CalendarDto {
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ type: [CalendarCategoryDto] }) categories!: CalendarCategoryDto[];
  @ApiProperty({
    type: [CalendarPitchDto],
    description: 'Active pitches, and inactive ones with a booking or block in the period',
  })
  pitches!: CalendarPitchDto[];
  @ApiProperty({
    type: [CalendarBookingDto],
    description: 'Live bookings (confirmed, or holds not yet expired) touching the period',
  })
  bookings!: CalendarBookingDto[];
  @ApiProperty({ type: [CalendarBlockDto] }) blocks!: CalendarBlockDto[];
  @ApiProperty({ type: [CalendarSeasonalDto] }) seasonal!: CalendarSeasonalDto[];
}
