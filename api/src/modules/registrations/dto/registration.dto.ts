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
  @ApiProperty() nationality!: string;
  @ApiProperty() street!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty() city!: string;
  @ApiProperty() country!: string;
  @ApiProperty({ enum: DOCUMENT_TYPES, nullable: true, type: String })
  documentType!: DocumentType | null;
  @ApiProperty({ type: String, nullable: true }) documentNumber!: string | null;
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
}

export class RegistrationStatusDto {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty() partySize!: number;
  @ApiProperty() registered!: number;
  @ApiProperty() complete!: boolean;
}
