import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BOOKING_STATUSES,
  CHANNELS,
  PAYMENT_STATUSES,
  type BookingStatus,
  type Channel,
  type PaymentStatus,
} from 'src/contract/constants';
import { Queue } from 'src/queues/queue-names';

/** One stay as the front desk lists it (arrivals, departures, holds, unpaid). */
export class DeskStayDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '2027-00042' }) number!: string;
  @ApiProperty({ example: 'Anna Huber' }) guestName!: string;
  @ApiProperty({ example: 'C3' }) pitchCode!: string;
  @ApiProperty({ format: 'date' }) checkIn!: string;
  @ApiProperty({ format: 'date' }) checkOut!: string;
  @ApiProperty() nights!: number;
  @ApiProperty() adults!: number;
  @ApiProperty() children!: number;
  @ApiProperty({ enum: BOOKING_STATUSES }) status!: BookingStatus;
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus!: PaymentStatus;
  @ApiProperty({ enum: CHANNELS }) channel!: Channel;
  @ApiProperty() totalCents!: number;
  @ApiProperty({ description: 'A gate code was issued for the stay (and not revoked)' })
  codeIssued!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '482913',
    description: 'The live gate code, for staff to tell the guest at the desk or on the phone',
  })
  gateCode!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  holdExpiresAt!: string | null;
  @ApiPropertyOptional({
    description:
      'Arrivals only: persons of the party whose guest registration (Meldeschein) is missing',
  })
  registrationMissing?: number;
}

export class DayMovementsDto {
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ type: [DeskStayDto] }) arrivals!: DeskStayDto[];
  @ApiProperty({ type: [DeskStayDto] }) departures!: DeskStayDto[];
}

export class OccupancyTonightDto {
  @ApiProperty({ description: 'Active pitches' }) pitches!: number;
  @ApiProperty({ description: 'Active pitches with a live booking tonight' }) occupied!: number;
  @ApiProperty({ description: 'Active pitches closed by a block tonight' }) blocked!: number;
  @ApiProperty({ description: 'occupied / pitches, in whole percent (rounded)' }) percent!: number;
}

export class UnpaidSummaryDto {
  @ApiProperty() count!: number;
  @ApiProperty() totalCents!: number;
  @ApiProperty({ type: [DeskStayDto], description: 'The first 10 by arrival' })
  bookings!: DeskStayDto[];
}

export class QueueFailuresDto {
  @ApiProperty({ enum: Queue, enumName: 'QueueName' }) queue!: Queue;
  @ApiProperty() failed!: number;
}

export const ALERT_KINDS = [
  'failed_jobs',
  'queues_unreachable',
  'arrivals_without_code',
  'holds_overdue',
  /** Firings of the alert system (Alert-System page) nobody has acknowledged yet. */
  'open_alerts',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export class DeskAlertDto {
  @ApiProperty({ enum: ALERT_KINDS }) kind!: AlertKind;
  @ApiProperty({ description: 'How many items the alert is about (0 where it has no count)' })
  count!: number;
}

/** GET /api/admin/dashboard: the reception's day at a glance. */
export class DashboardDto {
  @ApiProperty({ type: String, format: 'date-time' }) generatedAt!: string;
  @ApiProperty() today!: DayMovementsDto;
  @ApiProperty() tomorrow!: DayMovementsDto;
  @ApiProperty() occupancyTonight!: OccupancyTonightDto;
  @ApiProperty({ description: 'Live holds (pending, not yet expired)' }) openHolds!: number;
  @ApiProperty() unpaidConfirmed!: UnpaidSummaryDto;
  @ApiProperty({
    type: [QueueFailuresDto],
    nullable: true,
    description: 'Failed jobs per queue; null when the queues did not answer in time',
  })
  failedJobs!: QueueFailuresDto[] | null;
  @ApiProperty({ type: [DeskAlertDto] }) alerts!: DeskAlertDto[];
}

export class StatusCountDto {
  @ApiProperty({ enum: BOOKING_STATUSES }) status!: BookingStatus;
  @ApiProperty() count!: number;
}

export class ChannelCountDto {
  @ApiProperty({ enum: CHANNELS }) channel!: Channel;
  @ApiProperty() count!: number;
}

export class CancellationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() number!: string;
  @ApiProperty() guestName!: string;
  @ApiProperty() pitchCode!: string;
  @ApiProperty({ format: 'date' }) checkIn!: string;
  @ApiProperty({ format: 'date' }) checkOut!: string;
  @ApiProperty({ type: String, format: 'date-time' }) cancelledAt!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "'guest', 'staff:<email>', or the reason staff typed",
  })
  reason!: string | null;
  @ApiProperty({ enum: ['cancelled', 'no_show'] }) status!: 'cancelled' | 'no_show';
  @ApiProperty({ description: 'Kept under the policy: the cancellation fee or no-show charge' })
  cancellationFeeCents!: number;
  @ApiProperty({ description: 'Paid beyond the kept fee and not yet paid out to the guest' })
  refundDueCents!: number;
  @ApiProperty({ description: 'Paid beyond the kept fee and kept as the guest’s credit' })
  creditCents!: number;
}

/** GET /api/admin/booking-dashboard. */
export class BookingDashboardDto {
  @ApiProperty({ format: 'date' }) today!: string;
  @ApiProperty({ description: 'Period of the status and channel counts: bookings made in it' })
  periodDays!: number;
  @ApiProperty({ type: [StatusCountDto], description: 'Every status, zero included' })
  byStatus!: StatusCountDto[];
  @ApiProperty({ type: [ChannelCountDto], description: 'Every channel, zero included' })
  byChannel!: ChannelCountDto[];
  @ApiProperty({ type: [DeskStayDto], description: 'Live holds, soonest expiry first' })
  holdsExpiring!: DeskStayDto[];
  @ApiProperty({ type: [DeskStayDto], description: 'Live bookings arriving in the next 14 days' })
  arrivalsNext14Days!: DeskStayDto[];
  @ApiProperty({
    type: [CancellationDto],
    description: 'The last 10 cancellations and no-shows',
  })
  recentCancellations!: CancellationDto[];
  @ApiProperty({
    type: [CancellationDto],
    description:
      'Cancelled and no-show bookings whose refund is still to be paid out, oldest first',
  })
  refundsToPayOut!: CancellationDto[];
}
