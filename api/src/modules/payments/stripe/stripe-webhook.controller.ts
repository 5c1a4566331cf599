import { Controller, Headers, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Public } from 'src/modules/auth/auth.decorators';
import { BookingDto } from 'src/modules/bookings/dto/booking-response.dto';
import { TokenQueryDto } from 'src/modules/bookings/dto/booking.dto';
import { publicClient } from 'src/modules/bookings/hold-limits.service';
import { StripePayments } from './stripe-payments.service';

export class WebhookReceiptDto {
  @ApiProperty({ enum: [true] }) received!: true;
  @ApiProperty({ description: 'The event id was seen before; nothing was done again' })
  duplicate!: boolean;
}

export class BalancePaymentDto {
  @ApiProperty({ enum: ['stripe'] }) provider!: 'stripe';
  @ApiProperty({ description: 'For Stripe.js: confirm the balance PaymentIntent with it' })
  clientSecret!: string;
  @ApiProperty() publishableKey!: string;
  @ApiProperty({ description: 'The balance charged, cents' }) amountCents!: number;
}

/** Where Stripe and the returning guest tell us about card payments. */
@ApiTags('payments')
@Public()
@Controller()
export class StripeWebhookController {
  constructor(private readonly payments: StripePayments) {}

  /**
   * Stripe's events, signed with the webhook secret over the raw body (app.setup.ts keeps the raw
   * bytes for this path only). No session and no CSRF token: the signature is the credential.
   */
  @Post('payments/stripe/webhook')
  @HttpCode(200)
  @ApiOperation({ summary: "Stripe's webhook (signature in Stripe-Signature)" })
  @ApiOkResponse({ type: WebhookReceiptDto })
  @ApiErrors(400)
  webhook(
    @Req() req: Request & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceiptDto> {
    return this.payments.webhook(req.rawBody, signature);
  }

  /** The guest's browser after the payment page: settles a succeeded payment without waiting for the webhook. */
  @Post('bookings/:id/payment-return')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Back from the card payment: confirm the booking if the payment went through',
  })
  @ApiOkResponse({ type: BookingDto })
  @ApiErrors(400, 403, 404, 409, 429, 502)
  paymentReturn(
    @Param('id') id: string,
    @Query() q: TokenQueryDto,
    @Req() req: Request,
  ): Promise<BookingDto> {
    return this.payments.paymentReturn(id, q.token, publicClient(req));
  }

  /**
   * A deposit booking's balance by card: a PaymentIntent for what is still due, confirmed in the
   * browser like the first one and settled by the webhook or `payment-return`.
   */
  @Post('bookings/:id/balance-payment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pay the balance of a deposit booking by card (a second PaymentIntent)',
  })
  @ApiOkResponse({ type: BalancePaymentDto })
  @ApiErrors(400, 403, 404, 409, 429, 502)
  balancePayment(
    @Param('id') id: string,
    @Query() q: TokenQueryDto,
    @Req() req: Request,
  ): Promise<BalancePaymentDto> {
    return this.payments.startBalancePayment(id, q.token, publicClient(req));
  }
}
