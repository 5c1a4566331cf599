import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  isUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { quickQueryCheck } from 'src/common/http/validation';
import { IsCalendarDate, IsNotBlank, isCalendarDate } from 'src/common/validation/validators';
import { IsPlateList } from './plates.dto';
import { HasUidCheckDigit } from 'src/common/validation/uid';
import {
  isLanguage,
  LANGUAGES,
  PAYMENT_METHODS,
  type Language,
  type PaymentMethod,
} from 'src/contract/constants';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{5,24}$/;
// EU VAT identification numbers: country prefix and 2 to 12 letters or digits (DE123456789); an
// Austrian one is `ATU` and eight digits (ATU12345675), its check digit checked by HasUidCheckDigit.
export const UID_PATTERN = /^(?!AT)[A-Z]{2}[A-Z0-9]{2,12}$|^ATU\d{8}$/;
const present = (v: unknown) => v !== undefined && v !== null && v !== '';

export class ExtraPickDto {
  @ApiProperty({ example: 'electricity' })
  @IsString()
  @MaxLength(40)
  code!: string;

  @ApiPropertyOptional({ default: 1, description: 'Bikes for bike rental; 1 for yes/no services' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(50)
  quantity?: number;
}

/** Dates and party of a stay: what a booking, a quote and a waitlist entry all name. */
export class StayPartyDto {
  @ApiProperty({ example: '2027-07-10' })
  @IsNotEmpty()
  @IsCalendarDate()
  checkIn!: string;

  @ApiProperty({ example: '2027-07-14' })
  @IsNotEmpty()
  @IsCalendarDate()
  checkOut!: string;

  @ApiProperty({ description: 'Persons aged 15 or more', minimum: 1 })
  @IsInt()
  @Min(1)
  @Max(20)
  adults!: number;

  @ApiProperty({ description: 'Persons under 15', minimum: 0, default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(20)
  children: number = 0;
}

/** A stay as the quote and the booking form describe it. */
export class StayDto extends StayPartyDto {
  @ApiPropertyOptional({ description: 'Needed for a quote when no pitch is chosen yet' })
  @IsOptional()
  @IsUUID()
  categoryId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  pitchId?: string;

  @ApiPropertyOptional({ type: [ExtraPickDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ExtraPickDto)
  extras: ExtraPickDto[] = [];
}

/** Guest details; email is required online and optional for staff taking a phone booking. */
export class GuestDto extends StayDto {
  @ApiProperty() @IsNotBlank() @IsString() @MaxLength(100) firstName!: string;
  @ApiProperty() @IsNotBlank() @IsString() @MaxLength(100) lastName!: string;

  @ApiProperty()
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+43 3687 12345' })
  @ValidateIf((o: GuestDto) => present(o.phone))
  @Matches(PHONE_PATTERN, { context: { key: 'validation.phone' } })
  phone?: string | null;

  @ApiProperty() @IsNotBlank() @IsString() @MaxLength(200) street!: string;
  @ApiProperty() @IsNotBlank() @IsString() @MaxLength(20) postalCode!: string;
  @ApiProperty() @IsNotBlank() @IsString() @MaxLength(100) city!: string;

  @ApiProperty({ example: 'AT', description: 'ISO 3166-1 alpha-2' })
  @IsNotEmpty()
  @Matches(/^[A-Z]{2}$/, { context: { key: 'validation.country' } })
  country!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'ATU12345675',
    description: 'EU VAT identification number, for an invoice to a company',
  })
  @ValidateIf((o: GuestDto) => present(o.uid))
  @Matches(UID_PATTERN, { context: { key: 'validation.uid' } })
  @HasUidCheckDigit()
  uid?: string | null;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  notes?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 3,
    example: ['LI 123 AB'],
    description:
      'Number plates of the vehicles (at most 3); the gate camera opens for them during the stay. Spaces, dashes and case do not matter',
  })
  @IsOptional()
  @IsPlateList()
  plates?: string[];
}

export class CreateBookingDto extends GuestDto {
  @ApiProperty()
  @IsNotEmpty()
  @IsUUID()
  declare pitchId: string;

  @ApiProperty({ description: 'Consent to the terms and the privacy policy; must be true' })
  @Equals(true, { context: { key: 'validation.consent' } })
  consent!: boolean;

  @ApiPropertyOptional({
    enum: PAYMENT_METHODS,
    description:
      'How the guest pays (GET /api/payment-methods lists the enabled ones); default: the first enabled method',
  })
  @IsOptional()
  @IsIn(PAYMENT_METHODS)
  paymentMethod?: PaymentMethod;
}

export class AvailabilityQueryDto {
  @ApiProperty({ format: 'date', example: '2027-07-10' })
  @IsNotEmpty()
  @IsCalendarDate()
  checkIn!: string;

  @ApiProperty({ format: 'date', example: '2027-07-14' })
  @IsNotEmpty()
  @IsCalendarDate()
  checkOut!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only pitches of this category' })
  @IsOptional()
  @IsUUID()
  categoryId?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 20, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(20)
  adults: number = 1;

  @ApiPropertyOptional({ minimum: 0, maximum: 20, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(20)
  children: number = 0;

  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: string;
}

/** A party size as a query writes it: 0 to 20 without leading zeros or blanks. */
const PARTY_COUNT = /^(?:[0-9]|1[0-9]|20)$/;

/**
 * The availability search is the hottest route: a query of the usual form is checked here in a few
 * comparisons instead of class-transformer and class-validator, with the same outcome; anything
 * unusual goes to the pipe (see quickQueryCheck).
 */
quickQueryCheck(AvailabilityQueryDto, (query) => {
  const dto = new AvailabilityQueryDto();
  for (const field in query) {
    const value = query[field];
    if (typeof value !== 'string') return undefined;
    switch (field) {
      case 'checkIn':
      case 'checkOut':
        if (!isCalendarDate(value)) return undefined;
        dto[field] = value;
        break;
      case 'adults':
      case 'children': {
        if (!PARTY_COUNT.test(value)) return undefined;
        const count = Number(value);
        if (field === 'adults' && count < 1) return undefined;
        dto[field] = count;
        break;
      }
      case 'categoryId':
        if (!isUUID(value)) return undefined;
        dto.categoryId = value;
        break;
      case 'lang':
        if (!isLanguage(value)) return undefined;
        dto.lang = value;
        break;
      default:
        return undefined;
    }
  }
  return dto.checkIn !== undefined && dto.checkOut !== undefined ? dto : undefined;
});

export class TokenQueryDto {
  @ApiPropertyOptional({ description: "The booking's guest token (required)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;

  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: string;
}

/** The link in the verification mail: `?token=&key=` (the key is in that mail only). */
export class VerifyBookingQueryDto {
  @ApiProperty({ description: "The booking's guest token" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;

  @ApiProperty({ description: 'The key from the verification mail' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  key?: string;

  @IsOptional() @IsIn(LANGUAGES) lang?: string;
}

/** The booking as the guest sees it (the essentials; the full view has every field of BookingView). */
