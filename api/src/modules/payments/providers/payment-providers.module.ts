import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingRecordsModule } from 'src/modules/bookings/booking-records.module';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { PaymentsCoreModule } from 'src/modules/payments/payments-core.module';
import { PricingCoreModule } from 'src/modules/pricing/pricing-core.module';
import { SettingsCoreModule } from 'src/modules/settings/settings-core.module';
import { BankTransferProvider } from './bank-transfer.provider';
import { OnArrivalProvider } from './on-arrival.provider';
import { PaymentMethodsService } from './payment-methods.service';
import { StripeGateway } from './stripe.gateway';
import { StripePaymentIntent } from './stripe-payment-intent.entity';
import { StripeProvider } from './stripe.provider';
import { StripeRefunds } from './stripe-refunds.service';

/**
 * The payment providers as the booking flow uses them when a hold is made. It depends on nothing
 * of bookings, so the bookings module can import it without a circle.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([StripePaymentIntent]),
    PricingCoreModule,
    SettingsCoreModule,
    PaymentsCoreModule,
    BookingRecordsModule,
    MailCoreModule,
  ],
  providers: [
    StripeGateway,
    StripeProvider,
    BankTransferProvider,
    OnArrivalProvider,
    PaymentMethodsService,
    StripeRefunds,
  ],
  exports: [PaymentMethodsService, StripeGateway, StripeRefunds, BankTransferProvider],
})
export class PaymentProvidersCoreModule {}
