import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { GDPR_ACTIONS, type GdprActionKind } from 'src/contract/constants';
import type { GdprAction } from 'src/modules/gdpr/gdpr.entity';

export class GdprSearchQueryDto {
  @ApiProperty({ description: 'Part of the email or the name (at least 3 characters)' })
  @IsString()
  @MinLength(3)
  @MaxLength(200)
  q!: string;
}

export class GuestBookingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() number!: string;
  @ApiProperty({ format: 'date' }) checkIn!: string;
  @ApiProperty({ format: 'date' }) checkOut!: string;
  @ApiProperty() status!: string;
}

export class GuestContractDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'SP-2027-0001' }) number!: string;
  @ApiProperty() pitchCode!: string;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date', description: 'Exclusive, like a check-out date' })
  endDate!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) terminatedOn!: string | null;
}

export class GuestMatchDto {
  @ApiProperty({ description: 'The email, or the name for guests without one' }) key!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({
    format: 'date',
    description: 'The latest check-out or end of a seasonal contract',
  })
  lastCheckOut!: string;
  @ApiProperty({ type: [GuestBookingDto] }) bookings!: GuestBookingDto[];
  @ApiProperty({ type: [GuestContractDto], description: 'Seasonal contracts held by the guest' })
  contracts!: GuestContractDto[];
}

export class GdprBookingsDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description: "The guest's bookings (with `contractIds`, at least one id in all)",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsUUID('4', { each: true })
  bookingIds?: string[];
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description: "The guest's seasonal contracts",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('4', { each: true })
  contractIds?: string[];
}

export class GdprEraseDto extends GdprBookingsDto {
  @ApiProperty({ enum: [true], description: 'Must be true: erasing cannot be undone' })
  @Equals(true)
  confirm!: true;
}

export class ErasureResultDto {
  @ApiProperty() bookings!: number;
  @ApiProperty({ description: 'Seasonal contracts anonymised' }) contracts!: number;
  @ApiProperty() messages!: number;
  @ApiProperty({
    description: 'Invoices, storno and instalment invoices kept as issued (BAO §132)',
  })
  invoicesKept!: number;
  @ApiProperty({
    description: 'Guest registration sheets kept (Meldegesetz: 7 years after departure)',
  })
  registrationsKept!: number;
}

export class GdprExportDto {
  @ApiProperty({ type: String, format: 'date-time' }) exportedAt!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) guest!: Record<string, unknown>;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  bookings!: unknown[];
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Seasonal contracts with their instalments, invoice numbers, plates and renewal',
  })
  seasonalContracts!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  consents!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  messages!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  payments!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  cardPayments!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  accessCodes!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  gateEvents!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  invoices!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  stornoInvoices!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  reminders!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  audit!: unknown[];
}

export class GdprActionDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: GDPR_ACTIONS }) action!: GdprActionKind;
  @ApiProperty({ type: [String] }) bookingNumbers!: string[];
  @ApiProperty() performedBy!: string;
  @ApiProperty({ type: String, format: 'date-time' }) at!: string;
}

export const toGdprActionDto = (a: GdprAction): GdprActionDto => ({
  id: String(a.id),
  action: a.action,
  bookingNumbers: a.bookingNumbers,
  performedBy: a.performedBy,
  at: a.at.toISOString(),
});

export class GdprSettingsDto {
  @ApiProperty({ description: 'Months after the last stay ended before a guest is anonymised' })
  retentionMonths!: number;
  @ApiProperty() retentionEnabled!: boolean;
}

export class UpdateGdprSettingsDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 600 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(600)
  retentionMonths?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() retentionEnabled?: boolean;
}
