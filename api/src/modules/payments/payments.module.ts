import { Module } from '@nestjs/common';
import { BookingsCoreModule } from 'src/modules/bookings/bookings-core.module';
import { AdminPaymentsController } from './admin-payments.controller';
import { AdminPaymentsService } from './admin-payments.service';
import { PaymentsCoreModule } from './payments-core.module';

/** The HTTP side: admin `payments` and recording a payment for a booking. */
@Module({
  imports: [PaymentsCoreModule, BookingsCoreModule],
  controllers: [AdminPaymentsController],
  providers: [AdminPaymentsService],
  exports: [PaymentsCoreModule],
})
export class PaymentsModule {}
