import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingRecordsModule } from 'src/modules/bookings/booking-records.module';
import { InvoiceRequestsModule } from 'src/modules/invoices/invoice-requests.module';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { LedgerService } from './ledger.service';
import { Payment } from './payment.entity';

/** The payments ledger as the booking workflow, the invoices and the workers use it; no controllers. */
@Module({
  imports: [
    MikroOrmModule.forFeature([Payment]),
    BookingRecordsModule,
    MailCoreModule,
    InvoiceRequestsModule,
  ],
  providers: [LedgerService],
  exports: [LedgerService],
})
export class PaymentsCoreModule {}
