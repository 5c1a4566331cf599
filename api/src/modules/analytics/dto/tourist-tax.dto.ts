import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { says } from 'src/common/validation/validators';
import { STAFF_LANGUAGES, type StaffLanguage } from 'src/contract/constants';

export class TouristTaxQueryDto {
  @ApiProperty({ example: '2027-07', description: 'The month reported (nights falling in it)' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, says('touristTax.month'))
  month!: string;

  @ApiPropertyOptional({
    enum: STAFF_LANGUAGES,
    description: 'Language of the CSV and PDF (default: the request language)',
  })
  @IsOptional()
  @IsIn(STAFF_LANGUAGES)
  lang?: StaffLanguage;
}

/** One booking's share of the month: its nights in the month times its party. */
export class TouristTaxRowDto {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty({ example: '2027-00042' }) bookingNumber!: string;
  @ApiProperty({ description: 'Empty after a GDPR erasure' }) guestName!: string;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 3166-1 alpha-2' })
  country!: string | null;
  @ApiProperty({ format: 'date' }) checkIn!: string;
  @ApiProperty({ format: 'date' }) checkOut!: string;
  @ApiProperty({ description: 'Nights of the stay that fall in the month' }) nights!: number;
  @ApiProperty({ description: 'Persons liable (aged at least the minimum age)' })
  liablePersons!: number;
  @ApiProperty({ description: 'Persons exempt (younger)' }) exemptPersons!: number;
  @ApiProperty({ description: 'liablePersons × nights' }) liablePersonNights!: number;
  @ApiProperty({ description: 'exemptPersons × nights' }) exemptPersonNights!: number;
  @ApiProperty({ description: "Per person and night, from the booking's quote, cents" })
  rateCents!: number;
  @ApiProperty({ description: 'liablePersonNights × rateCents' }) amountCents!: number;
}

export class TouristTaxTotalsDto {
  @ApiProperty() bookings!: number;
  @ApiProperty({ description: 'Nights of all stays in the month (pitch-nights)' }) nights!: number;
  @ApiProperty() liablePersons!: number;
  @ApiProperty() exemptPersons!: number;
  @ApiProperty() liablePersonNights!: number;
  @ApiProperty() exemptPersonNights!: number;
  @ApiProperty() amountCents!: number;
}

/** GET /api/admin/reports/tourist-tax. */
export class TouristTaxReportDto {
  @ApiProperty({ example: '2027-07' }) month!: string;
  @ApiProperty({ description: 'Persons younger than this are exempt' }) minAge!: number;
  @ApiProperty({ type: [TouristTaxRowDto] }) rows!: TouristTaxRowDto[];
  @ApiProperty() totals!: TouristTaxTotalsDto;
}
