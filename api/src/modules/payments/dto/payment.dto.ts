import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  PAYMENT_KINDS,
  PAYMENT_LEDGER_METHODS,
  type LedgerMethod,
  type PaymentKind,
} from 'src/contract/constants';
import { IsNotBlank, OptionalNotNull, Trim } from 'src/common/validation/validators';

/** What staff can take themselves; `stripe` rows are written by the payment provider only. */
export const STAFF_LEDGER_METHODS = PAYMENT_LEDGER_METHODS.filter(
  (m): m is Exclude<LedgerMethod, 'stripe'> => m !== 'stripe',
);

/** Money staff took (or gave back) for a booking. */
export class RecordPaymentDto {
  @ApiProperty({ description: 'Euro cents, above 0', example: 12_500, minimum: 1 })
  @IsInt()
  @Min(1)
  @Max(100_000_000)
  amountCents!: number;

  @ApiProperty({ enum: STAFF_LEDGER_METHODS })
  @IsIn(STAFF_LEDGER_METHODS)
  method!: Exclude<LedgerMethod, 'stripe'>;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'Receipt number or bank statement reference; unique per method, so sending it twice records once',
    example: 'KASSA-2027-0815',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotBlank()
  @MaxLength(100)
  reference?: string | null;

  @ApiPropertyOptional({
    enum: PAYMENT_KINDS,
    default: 'payment',
    description: '`refund` gives money back (admins only), at most what was paid',
  })
  @OptionalNotNull()
  @IsIn(PAYMENT_KINDS)
  kind?: PaymentKind;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'A payment above what is still open is refused (409) unless this confirms that the excess stays with the booking as the guest’s credit',
  })
  @OptionalNotNull()
  @IsBoolean()
  acceptCredit?: boolean;
}

/** One ledger row. */
export class PaymentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty({ enum: PAYMENT_KINDS }) kind!: PaymentKind;
  @ApiProperty({ example: 12_500 }) amountCents!: number;
  @ApiProperty({ enum: PAYMENT_LEDGER_METHODS }) method!: LedgerMethod;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Staff member who recorded it' })
  staffEmail!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) occurredAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}
