import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { PAYMENT_METHODS, type PaymentMethod } from 'src/contract/constants';

/**
 * What the guest's browser does next after a hold (`payment` of the booking answer). One shape per
 * provider, told apart by `provider`; the OpenAPI document makes it a oneOf with that discriminator,
 * so the generated types are a union the front end can narrow.
 */

/** Card payment with Stripe.js: confirm the PaymentIntent behind `clientSecret`. */
export class StripePaymentDto {
  @ApiProperty({ enum: ['stripe'] }) provider!: 'stripe';
  @ApiProperty({ description: "The PaymentIntent's client secret for Stripe.js" })
  clientSecret!: string;
  @ApiProperty({ example: 'pk_test_…' }) publishableKey!: string;
}

/** Bank transfer: the site's account, the reference to quote, the amount and an EPC QR (GiroCode). */
export class BankTransferPaymentDto {
  @ApiProperty({ enum: ['bank_transfer'] }) provider!: 'bank_transfer';
  @ApiProperty({ example: 'AT611904300234573201' }) iban!: string;
  @ApiProperty({ example: 'BKAUATWW' }) bic!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Bank Austria' }) bankName!: string | null;
  @ApiProperty({ example: 'Alpencamp Dachsteinblick GmbH' }) accountHolder!: string;
  @ApiProperty({
    description: 'The booking number, as the transfer reference',
    example: '2027-00042',
  })
  reference!: string;
  @ApiProperty({ description: 'Euro cents to transfer' }) amountCents!: number;
  @ApiProperty({
    format: 'date',
    example: '2027-05-17',
    description: 'Pay by this date (days after confirmation per the site setting)',
  })
  dueDate!: string;
  @ApiProperty({
    description:
      'EPC QR code (GiroCode): the address of its SVG image (GET /api/bookings/{id}/girocode.svg with the token); empty when the site has no usable bank account',
    example: '/api/bookings/0b3c…/girocode.svg?token=…',
  })
  qr!: string;
}

/** Pay at the reception on arrival: the booking is confirmed with the link in the mail. */
export class OnArrivalPaymentDto {
  @ApiProperty({ enum: ['on_arrival'] }) provider!: 'on_arrival';
}

export type PaymentInstruction = StripePaymentDto | BankTransferPaymentDto | OnArrivalPaymentDto;

export const PAYMENT_INSTRUCTION_MODELS = [
  StripePaymentDto,
  BankTransferPaymentDto,
  OnArrivalPaymentDto,
] as const;

/** The `@ApiProperty` options of a field holding a PaymentInstruction (oneOf with discriminator). */
export const paymentInstructionSchema = () => ({
  oneOf: PAYMENT_INSTRUCTION_MODELS.map((m) => ({ $ref: getSchemaPath(m) })),
  discriminator: {
    propertyName: 'provider',
    mapping: {
      stripe: getSchemaPath(StripePaymentDto),
      bank_transfer: getSchemaPath(BankTransferPaymentDto),
      on_arrival: getSchemaPath(OnArrivalPaymentDto),
    },
  },
});

/** GET /api/payment-methods: what the checkout offers. */
export class PaymentMethodsDto {
  @ApiProperty({
    enum: PAYMENT_METHODS,
    isArray: true,
    description: 'The methods a guest may choose now, in display order',
  })
  methods!: PaymentMethod[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: "Stripe's publishable key while card payment is offered, else null",
  })
  stripePublishableKey!: string | null;
}
