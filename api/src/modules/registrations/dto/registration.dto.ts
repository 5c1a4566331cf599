import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsCalendarDate, IsNotBlank, says, Trim } from 'src/common/validation/validators';

/** Travel documents a foreign guest may register with (Meldegesetz §5: a recognised travel document). */
export const DOCUMENT_TYPES = ['passport', 'id_card'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * Sex as the Meldegesetz (§ 5 Abs. 1) asks it on the sheet; Austrian civil status also knows
 * "divers" and no entry, offered as `diverse` and `unspecified`.
 */
export const SEXES = ['female', 'male', 'diverse', 'unspecified'] as const;
export type Sex = (typeof SEXES)[number];

/** Who entered a sheet: the guest online, or staff at the front desk. */
export const REGISTRATION_SOURCES = ['guest', 'desk'] as const;
export type RegistrationSource = (typeof REGISTRATION_SOURCES)[number];

/** The signature as the canvas gives it: a PNG data URL; at most 200 kB of image. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
const SIGNATURE_MAX_CHARS =
  'data:image/png;base64,'.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;

export class RegistrationPersonInputDto {
  @ApiProperty({ example: 'Jan' })
  @Trim()
  @IsNotBlank()
  @IsString()
  @MaxLength(100)
  firstName!: string;

  @ApiProperty({ example: 'de Vries' })
  @Trim()
  @IsNotBlank()
  @IsString()
  @MaxLength(100)
  lastName!: string;

  @ApiProperty({ example: '1984-03-17', format: 'date' })
  @IsNotEmpty()
  @IsCalendarDate()
  birthDate!: string;

  @ApiProperty({ enum: SEXES, example: 'male' })
  @IsNotEmpty()
  @IsIn(SEXES)
  sex!: Sex;

  @ApiProperty({ example: 'NL', description: 'Nationality, ISO 3166-1 alpha-2' })
  @IsNotEmpty()
  @Matches(/^[A-Z]{2}$/, says('validation.country'))
  nationality!: string;

  @ApiProperty({ example: 'Keizersgracht 12' })
  @Trim()
  @IsNotBlank()
  @IsString()
  @MaxLength(200)
  street!: string;

  @ApiProperty({ example: '1015 CS' })
  @Trim()
  @IsNotBlank()
  @IsString()
  @MaxLength(20)
  postalCode!: string;

  @ApiProperty({ example: 'Amsterdam' })
  @Trim()
  @IsNotBlank()
  @IsString()
  @MaxLength(100)
  city!: string;

  @ApiProperty({ example: 'NL', description: 'Country of the home address, ISO 3166-1 alpha-2' })
  @IsNotEmpty()
  @Matches(/^[A-Z]{2}$/, says('validation.country'))
  country!: string;

  @ApiPropertyOptional({
    enum: DOCUMENT_TYPES,
    nullable: true,
    description: 'Required when the nationality is not AT',
  })
  @ValidateIf((o: RegistrationPersonInputDto) => o.nationality !== 'AT' || o.documentType != null)
  @IsNotEmpty(says('registration.documentRequired'))
  @IsIn(DOCUMENT_TYPES)
  documentType?: DocumentType | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'NX4K81P02',
    description: 'Required when the nationality is not AT',
  })
  @ValidateIf((o: RegistrationPersonInputDto) => o.nationality !== 'AT' || o.documentNumber != null)
  @Trim()
  @IsNotEmpty(says('registration.documentRequired'))
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 -]{3,29}$/, says('registration.documentNumber'))
  documentNumber?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    example: '2019-05-14',
    description: "The travel document's issue date; required when the nationality is not AT",
  })
  @ValidateIf(
    (o: RegistrationPersonInputDto) => o.nationality !== 'AT' || o.documentIssuedOn != null,
  )
  @IsNotEmpty(says('registration.documentRequired'))
  @IsCalendarDate()
  documentIssuedOn?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Gemeente Amsterdam',
    description:
      'The authority that issued the travel document; required when the nationality is not AT',
  })
  @ValidateIf(
    (o: RegistrationPersonInputDto) => o.nationality !== 'AT' || o.documentAuthority != null,
  )
  @Trim()
  @IsNotEmpty(says('registration.documentRequired'))
  @IsString()
  @MaxLength(100)
  documentAuthority?: string | null;
}

export class PutRegistrationDto {
  @ApiProperty({ type: [RegistrationPersonInputDto], description: 'Every person of the party' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(40)
  @ValidateNested({ each: true })
  @Type(() => RegistrationPersonInputDto)
  persons!: RegistrationPersonInputDto[];

  @ApiProperty({ description: 'The signature drawn on the screen: data:image/png;base64,…' })
  @IsNotEmpty(says('registration.signatureRequired'))
  @IsString()
  @MaxLength(SIGNATURE_MAX_CHARS, says('registration.signatureTooLarge'))
  @Matches(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, says('registration.signatureInvalid'))
  signature!: string;
}

export class RegistrationPersonDto {
  @ApiProperty() position!: number;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ format: 'date' }) birthDate!: string;
  @ApiProperty({ enum: SEXES, nullable: true, type: String, description: 'Null on older sheets' })
  sex!: Sex | null;
  @ApiProperty() nationality!: string;
  @ApiProperty() street!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty() city!: string;
  @ApiProperty() country!: string;
  @ApiProperty({ enum: DOCUMENT_TYPES, nullable: true, type: String })
  documentType!: DocumentType | null;
  @ApiProperty({ type: String, nullable: true }) documentNumber!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) documentIssuedOn!: string | null;
  @ApiProperty({ type: String, nullable: true }) documentAuthority!: string | null;
}

export class RegistrationDto {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty() bookingNumber!: string;
  @ApiProperty({ description: "Persons of the booking's party (adults and children)" })
  partySize!: number;
  @ApiProperty({ description: 'Persons registered so far' }) registered!: number;
  @ApiProperty({ description: 'Every person of the party is registered and the sheet is signed' })
  complete!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The sheet number, once stored' })
  sheetNumber!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) submittedAt!: string | null;
  @ApiProperty({
    description: 'The guest may still submit or correct it (confirmed, not departed)',
  })
  editable!: boolean;
  @ApiProperty({ type: [RegistrationPersonDto] }) persons!: RegistrationPersonDto[];
  @ApiProperty({ type: String, nullable: true, description: 'The signature as a PNG data URL' })
  signature!: string | null;
  @ApiProperty({
    enum: REGISTRATION_SOURCES,
    nullable: true,
    type: String,
    description: 'Who entered the current version: the guest online or staff at the desk',
  })
  source!: RegistrationSource | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Staff only: the staff member's email when entered at the desk",
  })
  enteredBy!: string | null;
}

/** The register's period: sheets of the stays arriving from `from` to `to` (both included). */
export class RegisterQueryDto {
  @ApiProperty({ example: '2027-07-01', format: 'date', description: 'First arrival date' })
  @IsNotEmpty()
  @IsCalendarDate()
  from!: string;

  @ApiProperty({ example: '2027-07-31', format: 'date', description: 'Last arrival date' })
  @IsNotEmpty()
  @IsCalendarDate()
  to!: string;
}

export class RegisterSheetDto {
  @ApiProperty() sheetNumber!: number;
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty() bookingNumber!: string;
  @ApiProperty() pitch!: string;
  @ApiProperty({ format: 'date' }) checkIn!: string;
  @ApiProperty({ format: 'date' }) checkOut!: string;
  @ApiProperty() partySize!: number;
  @ApiProperty({ enum: REGISTRATION_SOURCES, type: String }) source!: RegistrationSource;
  @ApiProperty({ type: String, nullable: true }) enteredBy!: string | null;
  @ApiProperty({ format: 'date-time' }) submittedAt!: string;
  @ApiProperty({ type: [RegistrationPersonDto] }) persons!: RegistrationPersonDto[];
}

export class RegisterMissingDto {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty() bookingNumber!: string;
  @ApiProperty() guestName!: string;
  @ApiProperty() pitch!: string;
  @ApiProperty({ format: 'date' }) checkIn!: string;
  @ApiProperty({ format: 'date' }) checkOut!: string;
  @ApiProperty() partySize!: number;
  @ApiProperty() registered!: number;
}

/** The guest register (Gästeverzeichnis) of a period, as the authorities may inspect it. */
export class RegisterDto {
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ type: [RegisterSheetDto], description: 'By arrival, then sheet number' })
  sheets!: RegisterSheetDto[];
  @ApiProperty({
    type: [RegisterMissingDto],
    description: 'Confirmed stays arriving in the period whose party is not fully registered',
  })
  missing!: RegisterMissingDto[];
}

export class RegistrationStatusDto {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty() partySize!: number;
  @ApiProperty() registered!: number;
  @ApiProperty() complete!: boolean;
}
