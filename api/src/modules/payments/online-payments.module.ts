import { Module } from '@nestjs/common';
import { PaymentMethodsController } from './providers/payment-methods.controller';
import { PaymentProvidersCoreModule } from './providers/payment-providers.module';

/** The HTTP side of online payment: the methods on offer, Stripe's webhook, the guest's return. */
@Module({
  imports: [PaymentProvidersCoreModule],
  controllers: [PaymentMethodsController],
})
export class OnlinePaymentsModule {}
