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

/**
 * The flat seasonal tourist tax (Saisonpauschale) of a seasonal contract, in the month of the
 * instalment invoice that charges it, exactly as that invoice states it.
 */
export class TouristTaxSeasonalRowDto {
  @ApiProperty({ format: 'uuid' }) contractId!: string;
  @ApiProperty({ example: 'SP-2027-0001' }) contractNumber!: string;
  @ApiProperty({ description: 'Empty after a GDPR erasure' }) holderName!: string;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 3166-1 alpha-2' })
  country!: string | null;
  @ApiProperty() pitchCode!: string;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date', description: 'Exclusive (or the termination date)' })
  endDate!: string;
  @ApiProperty({ example: 'RE-2027-00012' }) invoiceNumber!: string;
  @ApiProperty({ format: 'date' }) invoiceDate!: string;
  @ApiProperty({ description: 'The flat amount on that invoice, cents' }) amountCents!: number;
}

export class TouristTaxTotalsDto {
  @ApiProperty() bookings!: number;
  @ApiProperty({ description: 'Nights of all stays in the month (pitch-nights)' }) nights!: number;
  @ApiProperty() liablePersons!: number;
  @ApiProperty() exemptPersons!: number;
  @ApiProperty() liablePersonNights!: number;
  @ApiProperty() exemptPersonNights!: number;
  @ApiProperty({ description: 'Of the stays (per person and night)' }) amountCents!: number;
  @ApiProperty({ description: 'Seasonal contracts with a flat amount in the month' })
  seasonalContracts!: number;
  @ApiProperty({ description: 'The flat seasonal amounts invoiced in the month' })
  seasonalAmountCents!: number;
  @ApiProperty({ description: 'amountCents + seasonalAmountCents' }) totalCents!: number;
}

/** GET /api/admin/reports/tourist-tax. */
export class TouristTaxReportDto {
  @ApiProperty({ example: '2027-07' }) month!: string;
  @ApiProperty({ description: 'Persons younger than this are exempt' }) minAge!: number;
  @ApiProperty({ type: [TouristTaxRowDto] }) rows!: TouristTaxRowDto[];
  @ApiProperty({ type: [TouristTaxSeasonalRowDto], description: 'Flat seasonal amounts' })
  seasonal!: TouristTaxSeasonalRowDto[];
  @ApiProperty() totals!: TouristTaxTotalsDto;
}
