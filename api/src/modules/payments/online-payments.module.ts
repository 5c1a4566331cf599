import { Module } from '@nestjs/common';
import { BookingsCoreModule } from 'src/modules/bookings/bookings-core.module';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { PaymentsCoreModule } from './payments-core.module';
import { GirocodeController } from './providers/girocode.controller';
import { PaymentMethodsController } from './providers/payment-methods.controller';
import { PaymentProvidersCoreModule } from './providers/payment-providers.module';
import { RemindersCoreModule } from './reminders/reminders.module';
import { StripePayments } from './stripe/stripe-payments.service';
import { StripeWebhookController } from './stripe/stripe-webhook.controller';

/** The HTTP side of online payment: the methods on offer, Stripe's webhook, the guest's return. */
@Module({
  imports: [
    PaymentProvidersCoreModule,
    PaymentsCoreModule,
    BookingsCoreModule,
    MailCoreModule,
    RemindersCoreModule,
  ],
  controllers: [PaymentMethodsController, StripeWebhookController, GirocodeController],
  providers: [StripePayments],
})
export class OnlinePaymentsModule {}
