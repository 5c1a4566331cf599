import { ApiPropertyOptional } from '@nestjs/swagger';
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
  PAYMENT_STATUSES,
  type Channel,
  type PaymentMethod,
  type PaymentStatus,
} from 'src/modules/bookings/booking.entity';
import { IsCalendarDate, IsNotBlank, OptionalNotNull } from 'src/common/validation/validators';
import { ExtraPickDto, GuestDto } from './booking.dto';

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** A booking staff take by phone or at the desk: confirmed at once, email and address optional. */
export class AdminCreateBookingDto extends GuestDto {
  @IsNotEmpty() @IsUUID() declare pitchId: string;

  @ValidateIf((o: AdminCreateBookingDto) => present(o.email))
  @IsEmail()
  @MaxLength(254)
  declare email: string;

  @IsOptional() @IsString() @MaxLength(200) declare street: string;
  @IsOptional() @IsString() @MaxLength(20) declare postalCode: string;
  @IsOptional() @IsString() @MaxLength(100) declare city: string;
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
}

/**
 * Everything optional: a PUT changes what it names. react-admin sends the whole record back, so the
 * read-only fields of the answer are accepted and ignored.
 */
export class AdminUpdateBookingDto {
  @OptionalNotNull() @IsUUID() pitchId?: string;
  @OptionalNotNull() @IsCalendarDate() checkIn?: string;
  @OptionalNotNull() @IsCalendarDate() checkOut?: string;
  @OptionalNotNull() @IsInt() @Min(1) @Max(20) adults?: number;
  @OptionalNotNull() @IsInt() @Min(0) @Max(20) children?: number;
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ExtraPickDto)
  extras?: ExtraPickDto[];

  @OptionalNotNull() @IsNotBlank() @IsString() @MaxLength(100) firstName?: string;
  @OptionalNotNull() @IsNotBlank() @IsString() @MaxLength(100) lastName?: string;
  @ValidateIf((o: AdminUpdateBookingDto) => present(o.email)) @IsEmail() @MaxLength(254) email?:
    string | null;
  @ValidateIf((o: AdminUpdateBookingDto) => present(o.phone))
  @Matches(/^\+?[0-9][0-9 ()/-]{5,24}$/, { context: { key: 'validation.phone' } })
  phone?: string | null;
  @IsOptional() @IsString() @MaxLength(200) street?: string | null;
  @IsOptional() @IsString() @MaxLength(20) postalCode?: string | null;
  @IsOptional() @IsString() @MaxLength(100) city?: string | null;
  @ValidateIf((o: AdminUpdateBookingDto) => present(o.country))
  @Matches(/^[A-Z]{2}$/, { context: { key: 'validation.country' } })
  country?: string | null;
  @ValidateIf((o: AdminUpdateBookingDto) => present(o.uid))
  @Matches(/^[A-Z]{2}[A-Z0-9]{2,12}$/, { context: { key: 'validation.uid' } })
  uid?: string | null;
  @OptionalNotNull() @IsIn(['de', 'en']) language?: 'de' | 'en';
  @IsOptional() @IsString() @MaxLength(1000) notes?: string;
  @OptionalNotNull() @IsIn(PAYMENT_STATUSES) paymentStatus?: PaymentStatus;
  @IsOptional() @IsIn(PAYMENT_METHODS) paymentMethod?: PaymentMethod;
  @IsOptional() @IsBoolean() confirmDuplicate?: boolean;

  // Read-only fields of the record react-admin echoes back.
  @IsOptional() id?: unknown;
  @IsOptional() number?: unknown;
  @IsOptional() status?: unknown;
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
  @IsOptional() createdBy?: unknown;
  @IsOptional() createdAt?: unknown;
  @IsOptional() updatedAt?: unknown;
}

export class AdminCancelBookingDto {
  @IsOptional() @IsString() @MaxLength(500) reason?: string;
}
