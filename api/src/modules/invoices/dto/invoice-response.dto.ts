import { LANGUAGES, type Language } from 'src/contract/constants';
import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_STATUSES, type PaymentStatus } from 'src/contract/constants';

/** An issued document as staff list it (the figures are those printed). */
export class InvoiceDocumentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'RE-2027-00001' }) number!: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Null for an instalment of a seasonal contract',
  })
  bookingId!: string | null;
  @ApiProperty({ example: '2027-00042', description: 'Or the seasonal contract number' })
  bookingNumber!: string;
  @ApiProperty({ type: String, format: 'date' }) invoiceDate!: string;
  @ApiProperty({ enum: LANGUAGES }) language!: Language;
  @ApiProperty() buyerName!: string;
  @ApiProperty({ type: String, format: 'date' }) servicePeriodFrom!: string;
  @ApiProperty({ type: String, format: 'date' }) servicePeriodTo!: string;
  @ApiProperty({ example: 'B5', description: 'The pitch as printed' }) pitchCode!: string;
  @ApiProperty() netCents!: number;
  @ApiProperty() vatCents!: number;
  @ApiProperty() grossCents!: number;
  @ApiProperty({ description: 'Outside VAT' }) touristTaxCents!: number;
  @ApiProperty({ description: 'Gross plus tourist tax' }) totalCents!: number;
  @ApiProperty({ description: 'Paid (payments minus refunds) when it was issued' })
  paidCents!: number;
  @ApiProperty({ description: 'Still due when it was issued' }) dueCents!: number;
  @ApiProperty({
    enum: PAYMENT_STATUSES,
    description: "The booking's payment status now (derived from its ledger)",
  })
  paymentStatus!: PaymentStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

/**
 * An invoice and its place in the booking's chain: a change of an invoiced stay reverses the current
 * invoice by a storno and issues the next revision in its place.
 */
export class InvoiceDto extends InvoiceDocumentDto {
  @ApiProperty({ example: 1, description: "1 for the booking's first invoice, +1 per replacement" })
  revision!: number;
  @ApiProperty({ description: 'Reversed by a storno: not the booking’s current invoice' })
  reversed!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'ST-2027-00001' })
  stornoNumber!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The invoice this one replaced' })
  replacesNumber!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The invoice that replaced this one' })
  replacedByNumber!: string | null;
}

/** A storno invoice: amounts negative, citing the invoice it reverses. */
export class StornoInvoiceDto extends InvoiceDocumentDto {
  @ApiProperty({ example: 'ST-2027-00001' }) declare number: string;
  @ApiProperty({ format: 'uuid' }) originalId!: string;
  @ApiProperty({ example: 'RE-2027-00001' }) originalNumber!: string;
  @ApiProperty({ type: String, format: 'date' }) originalDate!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The invoice issued in its place after a change of the stay (null: cancellation)',
  })
  replacementNumber!: string | null;
}

/** POST …/:id/resend: the mail with the stored PDF is queued for the guest. */
export class InvoiceResentDto {
  @ApiProperty({ example: 'RE-2027-00001' }) number!: string;
  @ApiProperty({ example: 'anna.huber@example.at', description: 'Where it goes' })
  recipient!: string;
}
