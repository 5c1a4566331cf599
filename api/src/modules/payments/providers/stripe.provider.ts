import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import type { StripePaymentDto } from 'src/modules/payments/dto/payment-instruction.dto';
import type { HoldForPayment, PaymentProvider } from './payment-provider';
import { StripeGateway } from './stripe.gateway';
import { StripePaymentIntent } from './stripe-payment-intent.entity';

/** Card payment: one PaymentIntent per hold, confirmed in the browser with Stripe.js. */
@Injectable()
export class StripeProvider implements PaymentProvider {
  readonly method = 'stripe' as const;
  private readonly logger = new Logger(StripeProvider.name);

  constructor(private readonly gateway: StripeGateway) {}

  available(): Promise<boolean> {
    return Promise.resolve(this.gateway.configured);
  }

  async prepare(hold: HoldForPayment, em: EntityManager): Promise<StripePaymentDto> {
    let intent;
    try {
      intent = await this.gateway.sdk.paymentIntents.create(
        {
          amount: hold.amountCents,
          currency: 'eur',
          automatic_payment_methods: { enabled: true },
          description: `Alpencamp ${hold.number}`,
          metadata: { bookingId: hold.bookingId, bookingNumber: hold.number },
        },
        // One intent per hold, however often this is retried.
        { idempotencyKey: `booking-${hold.bookingId}-payment-intent` },
      );
    } catch (e) {
      this.logger.error(
        `PaymentIntent for booking ${hold.number} failed: ${e instanceof Error ? e.message : String(e)}`,
      );
      throw new AppException(HttpStatus.BAD_GATEWAY, 'payment.prepareFailed');
    }
    // A webhook about this intent may have been handled already (it finds the booking by metadata).
    await em.upsert(
      StripePaymentIntent,
      {
        id: intent.id,
        bookingId: hold.bookingId,
        amountCents: intent.amount,
        currency: intent.currency,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
      { onConflictFields: ['id'], onConflictAction: 'ignore' },
    );
    return {
      provider: 'stripe',
      clientSecret: intent.client_secret ?? '',
      publishableKey: this.gateway.publishableKey,
    };
  }
}
