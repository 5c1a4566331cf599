import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty } from 'class-validator';
import { IsCalendarDate } from 'src/common/validation/validators';

/** Longest period one report may cover (two years, e.g. this season against the last). */
export const ANALYTICS_MAX_DAYS = 731;

export class AnalyticsQueryDto {
  @ApiProperty({ format: 'date', example: '2027-05-01', description: 'First night counted' })
  @IsNotEmpty()
  @IsCalendarDate()
  from!: string;

  @ApiProperty({
    format: 'date',
    example: '2027-10-01',
    description: `Day after the last night counted (exclusive); at most ${ANALYTICS_MAX_DAYS} days after from`,
  })
  @IsNotEmpty()
  @IsCalendarDate()
  to!: string;
}

/** Revenue of the nights counted, in cents; a stay's amounts are spread evenly over its nights. */
export class RevenueDto {
  @ApiProperty({ description: 'Without VAT and tourist tax' }) netCents!: number;
  @ApiProperty() vatCents!: number;
  @ApiProperty({ description: 'Net plus VAT' }) grossCents!: number;
  @ApiProperty({ description: 'Collected for the municipality, not revenue of the site' })
  touristTaxCents!: number;
}

export class OccupancyFiguresDto {
  @ApiProperty({
    description:
      'Active pitches × nights, less nights closed by blocks or held by seasonal contracts',
  })
  pitchNightsAvailable!: number;
  @ApiProperty({ description: 'Nights of confirmed bookings' }) pitchNightsSold!: number;
  @ApiProperty({ description: 'Sold / available in basis points (1234 = 12.34 %)' })
  occupancyBp!: number;
  @ApiProperty() revenue!: RevenueDto;
  @ApiProperty({ description: 'Average daily rate: net revenue per pitch-night sold, cents' })
  adrCents!: number;
  @ApiProperty({ description: 'Net revenue per pitch-night available, cents' })
  revparCents!: number;
}

export class CategoryFiguresDto extends OccupancyFiguresDto {
  @ApiProperty({ format: 'uuid' }) categoryId!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() nameDe!: string;
  @ApiProperty() nameEn!: string;
  @ApiProperty({ description: 'Active pitches of the category' }) pitches!: number;
}

export class MonthFiguresDto extends OccupancyFiguresDto {
  @ApiProperty({ example: '2027-07' }) month!: string;
}

export class CountryFiguresDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'ISO 3166-1 alpha-2; null if not given',
  })
  country!: string | null;
  @ApiProperty() bookings!: number;
  @ApiProperty() nights!: number;
}

/** Figures of the bookings arriving in the period (stays, lead time, cancellations, countries). */
export class ArrivalFiguresDto {
  @ApiProperty({ description: 'Confirmed bookings arriving in the period' }) bookings!: number;
  @ApiProperty({ description: 'Average nights of those bookings (2 decimals)' })
  averageStayNights!: number;
  @ApiProperty({
    description: 'Average days from booking (local date) to arrival of those bookings (1 decimal)',
  })
  averageLeadTimeDays!: number;
  @ApiProperty({
    description:
      'Bookings arriving in the period that were ever confirmed (cancelled ones included)',
  })
  confirmedEver!: number;
  @ApiProperty({ description: 'Of those, cancelled' }) cancelled!: number;
  @ApiProperty({ description: 'Of those, no-shows (recorded on or after the arrival day)' })
  noShows!: number;
  @ApiProperty({
    description:
      'What cancelled and no-show bookings arriving in the period keep: their cancellation fees and no-show charges (the ledger owes them; not part of the sold nights)',
  })
  keptFeesCents!: number;
  @ApiProperty({ description: 'cancelled / confirmedEver in basis points' })
  cancellationRateBp!: number;
  @ApiProperty({ type: [CountryFiguresDto], description: "Guests' countries, most bookings first" })
  countries!: CountryFiguresDto[];
}

/** What the demand rules changed on confirmed bookings arriving in the period (gross cents). */
export class DemandFiguresDto {
  @ApiProperty({ description: 'Bookings with a demand line' }) bookings!: number;
  @ApiProperty({ description: 'Demand surcharges charged, gross cents' }) surchargeCents!: number;
  @ApiProperty({ description: 'Last-minute discounts given, gross cents (a positive amount)' })
  discountCents!: number;
}

/**
 * Seasonal pitches' revenue: the instalment invoices dated in the period, to the cent as issued
 * (not spread over nights: a season fee is a flat price, so it stays out of ADR and occupancy).
 */
export class SeasonalRevenueDto extends RevenueDto {
  @ApiProperty({ description: 'Instalment invoices dated in the period' }) invoices!: number;
}

export class SeasonalMonthDto extends SeasonalRevenueDto {
  @ApiProperty({ example: '2027-07' }) month!: string;
}

export class SeasonalFiguresDto {
  @ApiProperty({
    description: 'Pitch-nights of the period held by seasonal contracts (not available for stays)',
  })
  pitchNights!: number;
  @ApiProperty() totals!: SeasonalRevenueDto;
  @ApiProperty({ type: [SeasonalMonthDto] }) byMonth!: SeasonalMonthDto[];
}

/** GET /api/admin/analytics. */
export class AnalyticsDto {
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ description: 'Nights in the period' }) nights!: number;
  @ApiProperty() totals!: OccupancyFiguresDto;
  @ApiProperty({ type: [CategoryFiguresDto] }) byCategory!: CategoryFiguresDto[];
  @ApiProperty({ type: [MonthFiguresDto] }) byMonth!: MonthFiguresDto[];
  @ApiProperty() arrivals!: ArrivalFiguresDto;
  @ApiProperty() demand!: DemandFiguresDto;
  @ApiProperty({ description: 'Seasonal pitches (Saisonplätze), by invoice date' })
  seasonal!: SeasonalFiguresDto;
}
