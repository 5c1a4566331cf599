import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsEmail,
  IsLatitude,
  IsLongitude,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { IsNotBlank, OptionalNotNull, says } from 'src/common/validation/validators';
import { IsIban } from 'src/common/validation/iban';
import { AUSTRIAN_UID, HasUidCheckDigit } from 'src/common/validation/uid';
import type { CompanySettings } from 'src/modules/settings/company-settings.entity';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_MSG = says('validation.time');
const TIME = { type: String, example: '14:00', description: 'HH:MM, Europe/Vienna' };

/** What an administrator may change. Every field optional: a PUT changes what it names. */
export class UpdateCompanySettingsDto {
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @IsNotBlank()
  @MaxLength(200)
  companyName?: string;
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @IsNotBlank()
  @MaxLength(200)
  legalName?: string;
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @IsNotBlank()
  @MaxLength(200)
  address?: string;
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @IsNotBlank()
  @MaxLength(20)
  postalCode?: string;
  @ApiPropertyOptional() @OptionalNotNull() @IsString() @IsNotBlank() @MaxLength(100) city?: string;
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @IsNotBlank()
  @MaxLength(100)
  country?: string;
  @ApiPropertyOptional({ type: String, example: '+43 3687 12345' })
  @OptionalNotNull()
  @Matches(/^\+?[0-9 ()/-]{6,30}$/, says('validation.phone'))
  phone?: string;
  @ApiPropertyOptional({ type: String, example: '+43 664 1234567' })
  @OptionalNotNull()
  @Matches(/^\+?[0-9 ()/-]{6,30}$/, says('validation.phone'))
  emergencyPhone?: string;
  @ApiPropertyOptional() @OptionalNotNull() @IsEmail({}, says('validation.email')) email?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) website?: string;
  @ApiPropertyOptional({ type: String, example: 'ATU12345675' })
  @OptionalNotNull()
  @Matches(AUSTRIAN_UID, says('validation.uid'))
  @HasUidCheckDigit()
  uid?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) companyRegister?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) registerCourt?: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'AT433837700000456789' })
  @IsOptional()
  @IsIban()
  iban?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'RZSTAT2G377' })
  @IsOptional()
  @Matches(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, says('validation.bic'))
  bic?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  bankName?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(70)
  accountHolder?: string | null;
  @ApiPropertyOptional() @OptionalNotNull() @IsLatitude() latitude?: number;
  @ApiPropertyOptional() @OptionalNotNull() @IsLongitude() longitude?: number;
  @ApiPropertyOptional(TIME) @OptionalNotNull() @Matches(HHMM, TIME_MSG) checkInTime?: string;
  @ApiPropertyOptional(TIME) @OptionalNotNull() @Matches(HHMM, TIME_MSG) checkOutTime?: string;
  @ApiPropertyOptional(TIME) @OptionalNotNull() @Matches(HHMM, TIME_MSG) receptionOpens?: string;
  @ApiPropertyOptional(TIME) @OptionalNotNull() @Matches(HHMM, TIME_MSG) receptionCloses?: string;
  @ApiPropertyOptional(TIME) @OptionalNotNull() @Matches(HHMM, TIME_MSG) quietHoursStart?: string;
  @ApiPropertyOptional(TIME) @OptionalNotNull() @Matches(HHMM, TIME_MSG) quietHoursEnd?: string;
  // ra's edit form sends the whole record back; read-only fields are accepted and ignored.
  @IsOptional() id?: unknown;
  @IsOptional() updatedAt?: unknown;
  @IsOptional() timezone?: unknown;
  @IsOptional() logoLight?: unknown;
  @IsOptional() logoDark?: unknown;
  @IsOptional() mapsUrl?: unknown;
  @IsOptional() attractions?: unknown;
  @IsOptional() accessInfo?: unknown;
}

export class CompanySettingsDto {
  @ApiProperty() companyName!: string;
  @ApiProperty() legalName!: string;
  @ApiProperty() address!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty() city!: string;
  @ApiProperty() country!: string;
  @ApiProperty({ type: String }) phone!: string;
  @ApiProperty({ type: String }) emergencyPhone!: string;
  @ApiProperty() email!: string;
  @ApiProperty() website!: string;
  @ApiProperty({ type: String, example: 'ATU12345675' }) uid!: string;
  @ApiProperty() companyRegister!: string;
  @ApiProperty() registerCourt!: string;
  @ApiProperty({ type: String, nullable: true, example: 'AT433837700000456789' })
  iban!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'RZSTAT2G377' }) bic!: string | null;
  @ApiProperty({ type: String, nullable: true }) bankName!: string | null;
  @ApiProperty({ type: String, nullable: true }) accountHolder!: string | null;
  @ApiProperty() latitude!: number;
  @ApiProperty() longitude!: number;
  @ApiProperty() timezone!: string;
  @ApiProperty() checkInTime!: string;
  @ApiProperty() checkOutTime!: string;
  @ApiProperty() receptionOpens!: string;
  @ApiProperty() receptionCloses!: string;
  @ApiProperty() quietHoursStart!: string;
  @ApiProperty() quietHoursEnd!: string;
  @ApiProperty({ type: String, nullable: true }) logoLight!: string | null;
  @ApiProperty({ type: String, nullable: true }) logoDark!: string | null;
}

/** The singleton as react-admin edits it (always id 1). */
export class AdminCompanySettingsDto extends CompanySettingsDto {
  @ApiProperty({ example: 1 }) id!: number;
}

export const toCompanySettingsDto = (s: CompanySettings): CompanySettingsDto => ({
  companyName: s.companyName,
  legalName: s.legalName,
  address: s.address,
  postalCode: s.postalCode,
  city: s.city,
  country: s.country,
  phone: s.phone,
  emergencyPhone: s.emergencyPhone,
  email: s.email,
  website: s.website,
  uid: s.uid,
  companyRegister: s.companyRegister,
  registerCourt: s.registerCourt,
  iban: s.iban ?? null,
  bic: s.bic ?? null,
  bankName: s.bankName ?? null,
  accountHolder: s.accountHolder ?? null,
  latitude: s.latitude,
  longitude: s.longitude,
  timezone: s.timezone,
  checkInTime: s.checkInTime,
  checkOutTime: s.checkOutTime,
  receptionOpens: s.receptionOpens,
  receptionCloses: s.receptionCloses,
  quietHoursStart: s.quietHoursStart,
  quietHoursEnd: s.quietHoursEnd,
  logoLight: s.logoLight ?? null,
  logoDark: s.logoDark ?? null,
});
