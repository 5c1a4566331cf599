import { IsPlateList } from './plates.dto';
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  CHANNELS,
  PAYMENT_METHODS,
  type Channel,
  type PaymentMethod,
} from 'src/modules/bookings/booking.entity';
import {
  IsCalendarDate,
  IsNotBlank,
  OptionalNotNull,
  Trim,
} from 'src/common/validation/validators';
import {
  LANGUAGES,
  REFUND_CHOICES,
  type Language,
  type RefundChoice,
} from 'src/contract/constants';
import { ExtraPickDto, GuestDto, UID_PATTERN } from './booking.dto';
import { HasUidCheckDigit } from 'src/common/validation/uid';

/** How a phone booking starts: binding at once, or waiting for the payment (see `holdUntil`). */
export const STAFF_BOOKING_STATUSES = ['confirmed', 'pending'] as const;
export type StaffBookingStatus = (typeof STAFF_BOOKING_STATUSES)[number];
/** The longest a pending phone booking keeps its pitch, in days from today. */
export const STAFF_HOLD_MAX_DAYS = 30;

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** A booking staff take by phone or at the desk: confirmed at once, email and address optional. */
export class AdminCreateBookingDto extends GuestDto {
  @ApiProperty({ format: 'uuid' }) @IsNotEmpty() @IsUUID() declare pitchId: string;

  @ApiPropertyOptional({ description: 'Optional for a phone booking; no mails without it' })
  @ValidateIf((o: AdminCreateBookingDto) => present(o.email))
  @IsEmail()
  @MaxLength(254)
  declare email: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) declare street: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20) declare postalCode: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) declare city: string;
  @ApiPropertyOptional({ example: 'AT', description: 'ISO 3166-1 alpha-2' })
  @ValidateIf((o: AdminCreateBookingDto) => present(o.country))
  @Matches(/^[A-Z]{2}$/, { context: { key: 'validation.country' } })
  declare country: string;

  @ApiPropertyOptional({ enum: CHANNELS, default: 'phone' })
  @IsOptional()
  @IsIn(CHANNELS)
  channel?: Channel;
  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'on_arrival' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS)
  paymentMethod?: PaymentMethod;

  @ApiPropertyOptional({
    description: 'Book anyway although a similar booking exists (after the staff member confirmed)',
  })
  @IsOptional()
  @IsBoolean()
  confirmDuplicate?: boolean;

  @ApiPropertyOptional({
    enum: STAFF_BOOKING_STATUSES,
    default: 'confirmed',
    description:
      'confirmed: binding at once. pending: waits for the payment and keeps the pitch until the end of `holdUntil` (recording the payment or confirming it makes it binding)',
  })
  @IsOptional()
  @IsIn(STAFF_BOOKING_STATUSES)
  status?: StaffBookingStatus;

  @ApiPropertyOptional({
    format: 'date',
    description: `Pending only: the last day (Europe/Vienna) the pitch is kept; today … arrival, at most ${STAFF_HOLD_MAX_DAYS} days ahead`,
  })
  @ValidateIf((o: AdminCreateBookingDto) => o.status === 'pending')
  @IsNotEmpty()
  @IsCalendarDate()
  holdUntil?: string;

  @ApiPropertyOptional({
    description:
      'The total of the quote staff were shown, in cents: a different price now answers 409 `booking.priceChanged` with the new quote, and nothing is written',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  quotedTotalCents?: number;
}

/**
 * Everything optional: a PUT changes what it names. react-admin sends the whole record back, so the
 * read-only fields of the answer are accepted and ignored.
 */
export class AdminUpdateBookingDto {
  @ApiPropertyOptional({ format: 'uuid' }) @OptionalNotNull() @IsUUID() pitchId?: string;
  @ApiPropertyOptional({ format: 'date' })
  @OptionalNotNull()
  @IsCalendarDate()
  checkIn?: string;
  @ApiPropertyOptional({ format: 'date' })
  @OptionalNotNull()
  @IsCalendarDate()
  checkOut?: string;
  @ApiPropertyOptional({ minimum: 1, maximum: 20 })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(20)
  adults?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 20 })
  @OptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(20)
  children?: number;
  @ApiPropertyOptional({ type: [ExtraPickDto] })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ExtraPickDto)
  extras?: ExtraPickDto[];

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsNotBlank()
  @IsString()
  @MaxLength(100)
  firstName?: string;
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsNotBlank()
  @IsString()
  @MaxLength(100)
  lastName?: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((o: AdminUpdateBookingDto) => present(o.email))
  @IsEmail()
  @MaxLength(254)
  email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((o: AdminUpdateBookingDto) => present(o.phone))
  @Matches(/^\+?[0-9][0-9 ()/-]{5,24}$/, { context: { key: 'validation.phone' } })
  phone?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  street?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  postalCode?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'AT' })
  @ValidateIf((o: AdminUpdateBookingDto) => present(o.country))
  @Matches(/^[A-Z]{2}$/, { context: { key: 'validation.country' } })
  country?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'ATU12345675' })
  @ValidateIf((o: AdminUpdateBookingDto) => present(o.uid))
  @Matches(UID_PATTERN, { context: { key: 'validation.uid' } })
  @HasUidCheckDigit()
  uid?: string | null;
  @ApiPropertyOptional({ enum: LANGUAGES })
  @OptionalNotNull()
  @IsIn(LANGUAGES)
  language?: Language;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) notes?: string;
  @ApiPropertyOptional({
    type: [String],
    maxItems: 3,
    description: 'Number plates of the vehicles; replaces the list (an empty list removes all)',
  })
  @IsOptional()
  @IsPlateList()
  plates?: string[];
  @ApiPropertyOptional({ enum: PAYMENT_METHODS })
  @IsOptional()
  @IsIn(PAYMENT_METHODS)
  paymentMethod?: PaymentMethod;
  @ApiPropertyOptional({ description: 'Save although a similar booking exists' })
  @IsOptional()
  @IsBoolean()
  confirmDuplicate?: boolean;

  // Read-only fields of the record react-admin echoes back.
  @IsOptional() id?: unknown;
  @IsOptional() number?: unknown;
  @IsOptional() status?: unknown;
  /** Derived from the ledger: accepted only as the unchanged echo; any other value answers 400. */
  @IsOptional() paymentStatus?: unknown;
  @IsOptional() channel?: unknown;
  @IsOptional() pitchCode?: unknown;
  @IsOptional() categoryId?: unknown;
  @IsOptional() categorySlug?: unknown;
  @IsOptional() nights?: unknown;
  @IsOptional() quote?: unknown;
  @IsOptional() totalCents?: unknown;
  @IsOptional() holdExpiresAt?: unknown;
  @IsOptional() awaitingEmailConfirmation?: unknown;
  @IsOptional() confirmedAt?: unknown;
  @IsOptional() cancelledAt?: unknown;
  @IsOptional() cancellationFeeCents?: unknown;
  @IsOptional() cancellationReason?: unknown;
  @IsOptional() creditKept?: unknown;
  @IsOptional() money?: unknown;
  @IsOptional() depositCents?: unknown;
  @IsOptional() balanceDueDate?: unknown;
  @IsOptional() createdBy?: unknown;
  @IsOptional() createdAt?: unknown;
  @IsOptional() updatedAt?: unknown;
}

export class AdminCancelBookingDto {
  @ApiPropertyOptional({
    description: 'Why it was cancelled; kept with the booking',
    maxLength: 500,
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;

  @ApiPropertyOptional({
    enum: REFUND_CHOICES,
    description:
      'How what was paid beyond the kept fee is settled: `stripe` (back to the card), `bank_transfer` or `cash` (paid out now, recorded with the staff member), `credit` (kept as the guest’s credit) or `later` (stays to pay out). Default: card money back through Stripe, anything else `later`.',
  })
  @IsOptional()
  @IsIn(REFUND_CHOICES)
  refund?: RefundChoice;

  @ApiPropertyOptional({
    description:
      'Receipt number or transfer reference of a cash or bank-transfer refund (default: "Storno <booking number>")',
    maxLength: 100,
  })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotBlank()
  @MaxLength(100)
  reference?: string;
}

/** Paying out later what a cancelled or no-show booking owes back (or turning its credit into money). */
export class AdminRefundPayoutDto {
  @ApiProperty({ enum: REFUND_CHOICES.filter((c) => c !== 'later') })
  @IsIn(REFUND_CHOICES.filter((c) => c !== 'later'))
  refund!: Exclude<RefundChoice, 'later'>;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotBlank()
  @MaxLength(100)
  reference?: string;
}

/** A changed stay to price before it is saved (POST /admin/bookings/:id/quote); the rest as booked. */
export class AdminStayChangeDto extends PickType(AdminUpdateBookingDto, [
  'pitchId',
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'extras',
] as const) {}
