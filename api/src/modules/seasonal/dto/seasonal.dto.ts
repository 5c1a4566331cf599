import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { LANGUAGES, type Language } from 'src/contract/constants';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsCalendarDate } from 'src/common/validation/validators';
import { MAX_PLATES } from 'src/modules/bookings/plates';
import {
  RENEWAL_STATES,
  SEASONAL_INSTALMENT_KINDS,
  SEASONAL_REFUND_METHODS,
  type RenewalState,
  type SeasonalInstalmentKind,
  type SeasonalRefundMethod,
} from 'src/modules/seasonal/seasonal-contract.entity';

/** Most instalments a season may be split into (monthly). */
export const MAX_INSTALMENTS = 12;
/** Vehicles a seasonal contract may register at the gate. */
export const MAX_CONTRACT_PLATES = MAX_PLATES;

/** The holder's details and gate plates: what staff may change on a running contract. */
export class SeasonalHolderDto {
  @ApiPropertyOptional({ example: 'Anna' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Huber' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  lastName?: string;

  @ApiPropertyOptional({ example: 'anna@example.at' })
  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40)
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
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'AT',
    description: 'ISO 3166-1 alpha-2',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2)
  country?: string | null;

  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) language?: Language;

  @ApiPropertyOptional({
    type: [String],
    example: ['LI 123 AB'],
    description: `Number plates that open the gate for the whole period (up to ${MAX_CONTRACT_PLATES})`,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CONTRACT_PLATES)
  @IsString({ each: true })
  @MaxLength(20, { each: true })
  plates?: string[];

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'When the offer for the next season is mailed (none when empty)',
  })
  @IsOptional()
  @IsCalendarDate()
  renewalOfferDate?: string | null;

  // react-admin sends the whole record back on save; read-only fields are accepted and ignored.
  @IsOptional() id?: unknown;
}

/** The holder's name, email and language: required when a contract is made. */
class SeasonalHolderRequiredDto {
  @ApiProperty({ example: 'Anna' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  firstName!: string;

  @ApiProperty({ example: 'Huber' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  lastName!: string;

  @ApiProperty({ example: 'anna@example.at' })
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ enum: LANGUAGES }) @IsIn(LANGUAGES) language!: Language;
}

/**
 * A new contract: the holder, the pitch and period, the fee and its instalment dates. The holder's
 * optional fields come from SeasonalHolderDto; the ones a contract cannot do without are redeclared
 * required (extending the class alone would keep their IsOptional, and a missing name reached the
 * database as a 500).
 */
export class CreateSeasonalContractDto extends IntersectionType(
  OmitType(SeasonalHolderDto, ['firstName', 'lastName', 'email', 'language'] as const),
  SeasonalHolderRequiredDto,
) {
  @ApiProperty({ format: 'uuid' }) @IsNotEmpty() @IsUUID() pitchId!: string;

  @ApiProperty({ format: 'date', example: '2027-04-01' })
  @IsNotEmpty()
  @IsCalendarDate()
  startDate!: string;

  @ApiProperty({
    format: 'date',
    example: '2027-11-01',
    description: 'The first night no longer included (like a check-out date)',
  })
  @IsNotEmpty()
  @IsCalendarDate()
  endDate!: string;

  @ApiProperty({ example: 185000, description: 'The season fee, gross, in cents' })
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  feeCents!: number;

  @ApiProperty({
    type: [String],
    example: ['2027-04-01', '2027-07-01'],
    description:
      'Due dates of the instalments, ascending; the fee is split evenly, the rest on the last',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_INSTALMENTS)
  @IsCalendarDate({ each: true })
  instalmentDates!: string[];
}

export class TerminateSeasonalContractDto {
  @ApiProperty({
    format: 'date',
    example: '2027-08-01',
    description: 'The first night the holder no longer has (the nights from it on are freed)',
  })
  @IsNotEmpty()
  @IsCalendarDate()
  terminatedOn!: string;
}

export class SeasonalInstalmentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() sequence!: number;
  @ApiProperty({ format: 'date' }) dueDate!: string;
  @ApiProperty() amountCents!: number;
  @ApiProperty({
    enum: SEASONAL_INSTALMENT_KINDS,
    description:
      'fee: an instalment of the season fee; closing: the electricity read after the last instalment, invoiced after the end',
  })
  kind!: SeasonalInstalmentKind;
  @ApiProperty({ enum: ['open', 'issued', 'paid', 'cancelled', 'reversed'] })
  state!: 'open' | 'issued' | 'paid' | 'cancelled' | 'reversed';
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) invoiceId!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'RE-2027-00012' })
  invoiceNumber!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) invoiceDate!: string | null;
  @ApiProperty({ description: 'Invoice total including any tourist tax (0 before issue)' })
  invoiceTotalCents!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) paidOn!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Its storno invoice' })
  stornoId!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ST-2027-00003' })
  stornoNumber!: string | null;
  @ApiProperty({ description: 'The storno total, negative (0 when not reversed)' })
  stornoTotalCents!: number;
  @ApiProperty({
    description: 'What the holder paid on the reversed invoice and is owed back, not paid out yet',
  })
  refundDueCents!: number;
  @ApiProperty({ description: 'The refund of a reversed paid instalment, once paid out' })
  refundedCents!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) refundedOn!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: SEASONAL_REFUND_METHODS })
  refundMethod!: SeasonalRefundMethod | null;
}

/** Paying out the refund of a reversed paid instalment. */
export class SeasonalRefundPayoutDto {
  @ApiProperty({ enum: SEASONAL_REFUND_METHODS })
  @IsIn(SEASONAL_REFUND_METHODS)
  method!: SeasonalRefundMethod;
  @ApiPropertyOptional({ description: 'Transfer reference or receipt number' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  reference?: string;
}

/** POST …/resend: the invoice mail with the same PDF was queued for the holder. */
export class SeasonalResentDto {
  @ApiProperty({ example: 'RE-2027-00012' }) number!: string;
  @ApiProperty({ example: 'anna@example.at' }) recipient!: string;
}

/** A meter reading of the contract's pitch, as staff type it on the contract's page. */
export class RecordSeasonalReadingDto {
  @ApiProperty({
    example: 1042000,
    description: 'The meter reading in whole watt-hours (1042 kWh = 1042000)',
  })
  @IsInt()
  @Min(0)
  @Max(2_000_000_000)
  valueWh!: number;
}

/** A reading of the contract's meter and the instalment whose invoice billed it. */
export class SeasonalReadingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Z-4711' }) meterNumber!: string;
  @ApiProperty({ description: 'Whole watt-hours' }) valueWh!: number;
  @ApiProperty({ type: String, format: 'date-time' }) recordedAt!: Date;
  @ApiProperty({ type: String, nullable: true, description: "The staff member's email" })
  recordedBy!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'The instalment (its sequence) whose invoice billed the consumption up to this reading; null for the first reading and for one not billed yet',
  })
  billedBySequence!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'RE-2027-00012' })
  billedByInvoiceNumber!: string | null;
}

export class SeasonalContractDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'SP-2027-0001' }) number!: string;
  @ApiProperty({ format: 'uuid' }) pitchId!: string;
  @ApiProperty({ example: 'B4' }) pitchCode!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) street!: string | null;
  @ApiProperty({ type: String, nullable: true }) postalCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ enum: LANGUAGES }) language!: Language;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date' }) endDate!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) terminatedOn!: string | null;
  @ApiProperty({ enum: ['active', 'ended', 'terminated'] }) status!:
    'active' | 'ended' | 'terminated';
  @ApiProperty() feeCents!: number;
  @ApiProperty() vatRateBp!: number;
  @ApiProperty({ description: 'Flat tourist tax of the season, on the first instalment' })
  touristTaxCents!: number;
  @ApiProperty({ type: [String] }) plates!: string[];
  @ApiProperty({ type: String, nullable: true, format: 'date' }) renewalOfferDate!: string | null;
  @ApiProperty({ enum: RENEWAL_STATES }) renewal!: RenewalState;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  renewedFromId!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The next season' })
  renewedToId!: string | null;
  @ApiProperty({ type: [SeasonalInstalmentDto] }) instalments!: SeasonalInstalmentDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The pitch's electricity meter (null: none, electricity is not metered)",
  })
  meterNumber!: string | null;
  @ApiProperty({ type: [SeasonalReadingDto], description: 'Lowest (first) reading first' })
  meterReadings!: SeasonalReadingDto[];
  @ApiProperty({
    description:
      'The contract has ended, every fee instalment is invoiced or dropped, no closing invoice stands and a reading is not billed yet: staff may issue the closing electricity invoice',
  })
  closingDue!: boolean;
  @ApiProperty() createdAt!: Date;
}

export class SeasonalPaidDto {
  @ApiProperty({ format: 'date', example: '2027-04-05' })
  @IsNotEmpty()
  @IsCalendarDate()
  paidOn!: string;
}

/** The renewal link's token (and the language of the answer). */
export class RenewalTokenQueryDto {
  @ApiPropertyOptional({ description: "The contract's token from the mail (required)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;

  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: string;
}

/** What the holder sees through the renewal link. */
export class SeasonalRenewalDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'SP-2027-0001' }) number!: string;
  @ApiProperty() holderName!: string;
  @ApiProperty({ example: 'B4' }) pitchCode!: string;
  @ApiProperty({ enum: LANGUAGES }) language!: Language;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date' }) endDate!: string;
  @ApiProperty({ format: 'date' }) nextStartDate!: string;
  @ApiProperty({ format: 'date' }) nextEndDate!: string;
  @ApiProperty() nextFeeCents!: number;
  @ApiProperty() instalmentCount!: number;
  @ApiProperty({ enum: RENEWAL_STATES }) renewal!: RenewalState;
}
