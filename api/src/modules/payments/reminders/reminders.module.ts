import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AlertsCoreModule } from 'src/modules/alerts/alerts.module';
import { BookingRecordsModule } from 'src/modules/bookings/booking-records.module';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { StripePaymentIntent } from 'src/modules/payments/providers/stripe-payment-intent.entity';
import { PricingCoreModule } from 'src/modules/pricing/pricing-core.module';
import { PaymentsCoreModule } from 'src/modules/payments/payments-core.module';
import { BookingReminder } from './booking-reminder.entity';
import { RemindersService } from './reminders.service';

/** The reminder scans as the worker runs them (and tests call them). */
@Module({
  imports: [
    PaymentsCoreModule,
    MikroOrmModule.forFeature([BookingReminder, StripePaymentIntent]),
    BookingRecordsModule,
    MailCoreModule,
    PricingCoreModule,
    AlertsCoreModule,
  ],
  providers: [RemindersService],
  exports: [RemindersService],
})
export class RemindersCoreModule {}
