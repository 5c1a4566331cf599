import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
} from 'class-validator';
import { PAYMENT_METHODS, VAT_RATES_BP, type PaymentMethod } from 'src/contract/constants';
import type { WritableFields } from 'src/common/db/writes';
import { says } from 'src/common/validation/validators';
import type { PricingSettings } from 'src/modules/pricing/pricing-settings.entity';

const BP = says('pricing.basisPoints');

/** What an administrator may change. Every field optional: a PUT changes what it names. */
export class UpdatePricingSettingsDto {
  @ApiPropertyOptional({
    enum: VAT_RATES_BP,
    description: 'VAT on the pitch and extra persons in basis points (1000 = 10 %)',
  })
  @IsOptional()
  @IsIn(VAT_RATES_BP, says('pricing.vatRate'))
  pitchVatRateBp?: number;

  @ApiPropertyOptional({ description: 'Cents per adult per night' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10000)
  touristTaxCents?: number;

  @ApiPropertyOptional({
    description: 'Flat tourist tax per seasonal contract and season, in cents (0: none)',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  seasonalTouristTaxCents?: number;

  @ApiPropertyOptional({ description: 'Guests from this age pay tourist tax' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(99)
  touristTaxMinAge?: number;

  @ApiPropertyOptional({ description: 'How long an unpaid hold keeps the pitch' })
  @IsOptional()
  @IsInt()
  @Min(5, says('pricing.holdMinutes'))
  @Max(120, says('pricing.holdMinutes'))
  holdMinutes?: number;

  @ApiPropertyOptional({ description: 'Free cancellation up to this many days before arrival' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365)
  freeCancellationDays?: number;

  @ApiPropertyOptional({ description: 'At most freeCancellationDays; later the late fee applies' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365)
  partialCancellationDays?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(0, BP)
  @Max(10000, BP)
  partialCancellationFeeBp?: number;
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(0, BP)
  @Max(10000, BP)
  lateCancellationFeeBp?: number;

  @ApiPropertyOptional({
    description:
      'A no-show owes the gross of this many nights of the stay (0: no charge; at most the whole stay)',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(60)
  noShowChargeNights?: number;

  @ApiPropertyOptional({ description: 'Longest stay one booking may cover (nights)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(365)
  maxStayNights?: number;

  @ApiPropertyOptional({ description: 'Arrival at most this many months ahead' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(60)
  bookingHorizonMonths?: number;

  @ApiPropertyOptional({
    description:
      'Minutes a pay-on-arrival booking keeps its pitch while the guest has not followed the link in the mail',
  })
  @IsOptional()
  @IsInt()
  @Min(5, says('pricing.holdMinutes'))
  @Max(120, says('pricing.holdMinutes'))
  verificationMinutes?: number;

  @ApiPropertyOptional({
    enum: PAYMENT_METHODS,
    isArray: true,
    description:
      'Payment methods offered to guests, in display order (each offered only while available: Stripe needs its keys, bank transfer the IBAN)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1, says('payment.methodsEmpty'))
  @ArrayMaxSize(PAYMENT_METHODS.length)
  @ArrayUnique(says('payment.methodsDuplicate'))
  @IsIn(PAYMENT_METHODS, { each: true })
  paymentMethods?: PaymentMethod[];

  @ApiPropertyOptional({
    description: 'A bank transfer is due this many days after confirmation; then staff are alerted',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(90)
  bankTransferDueDays?: number;

  @ApiPropertyOptional({
    description: 'The pre-arrival mail goes out this many days before arrival',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(30)
  preArrivalDays?: number;

  @ApiPropertyOptional({
    description: 'Metered electricity: gross cents per kWh, 20 % VAT included (45 = 0,45 €/kWh)',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10000)
  electricityCentsPerKwh?: number;

  // react-admin sends the whole record back on save; read-only fields are accepted and ignored.
  @IsOptional() id?: unknown;
  @IsOptional() updatedAt?: unknown;
}

export const PRICING_SETTINGS_WRITES: WritableFields<PricingSettings> = {
  fields: [
    'pitchVatRateBp',
    'touristTaxCents',
    'touristTaxMinAge',
    'seasonalTouristTaxCents',
    'holdMinutes',
    'freeCancellationDays',
    'partialCancellationDays',
    'partialCancellationFeeBp',
    'lateCancellationFeeBp',
    'noShowChargeNights',
    'maxStayNights',
    'bookingHorizonMonths',
    'verificationMinutes',
    'paymentMethods',
    'bankTransferDueDays',
    'preArrivalDays',
    'electricityCentsPerKwh',
  ],
};

export class PricingSettingsResponseDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ enum: VAT_RATES_BP }) pitchVatRateBp!: number;
  @ApiProperty() touristTaxCents!: number;
  @ApiProperty() touristTaxMinAge!: number;
  @ApiProperty() seasonalTouristTaxCents!: number;
  @ApiProperty() holdMinutes!: number;
  @ApiProperty() freeCancellationDays!: number;
  @ApiProperty() partialCancellationDays!: number;
  @ApiProperty() partialCancellationFeeBp!: number;
  @ApiProperty() lateCancellationFeeBp!: number;
  @ApiProperty() noShowChargeNights!: number;
  @ApiProperty() maxStayNights!: number;
  @ApiProperty() bookingHorizonMonths!: number;
  @ApiProperty() verificationMinutes!: number;
  @ApiProperty({ enum: PAYMENT_METHODS, isArray: true }) paymentMethods!: PaymentMethod[];
  @ApiProperty() bankTransferDueDays!: number;
  @ApiProperty() preArrivalDays!: number;
  @ApiProperty({ description: 'Gross cents per kWh of metered electricity' })
  electricityCentsPerKwh!: number;
  @ApiProperty() updatedAt!: Date;
}

export const toPricingSettingsResponse = (s: PricingSettings): PricingSettingsResponseDto => ({
  id: 1,
  pitchVatRateBp: s.pitchVatRateBp,
  touristTaxCents: s.touristTaxCents,
  touristTaxMinAge: s.touristTaxMinAge,
  seasonalTouristTaxCents: s.seasonalTouristTaxCents,
  holdMinutes: s.holdMinutes,
  freeCancellationDays: s.freeCancellationDays,
  partialCancellationDays: s.partialCancellationDays,
  partialCancellationFeeBp: s.partialCancellationFeeBp,
  lateCancellationFeeBp: s.lateCancellationFeeBp,
  noShowChargeNights: s.noShowChargeNights,
  maxStayNights: s.maxStayNights,
  bookingHorizonMonths: s.bookingHorizonMonths,
  verificationMinutes: s.verificationMinutes,
  paymentMethods: s.paymentMethods,
  bankTransferDueDays: s.bankTransferDueDays,
  preArrivalDays: s.preArrivalDays,
  electricityCentsPerKwh: s.electricityCentsPerKwh,
  updatedAt: s.updatedAt,
});
