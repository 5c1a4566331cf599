import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingRecordsModule } from 'src/modules/bookings/booking-records.module';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { PaymentsCoreModule } from 'src/modules/payments/payments-core.module';
import { SettingsCoreModule } from 'src/modules/settings/settings-core.module';
import { Invoice, InvoiceCounter, StornoInvoice } from './invoice.entity';
import { InvoiceRequestsModule } from './invoice-requests.module';
import { InvoiceIssuing } from './invoice-issuing.service';
import { InstalmentInvoices } from './invoice-instalments.service';
import { InvoicesService } from './invoices.service';

/** Issuing and rendering invoices, as the worker and the HTTP side use it; no controllers. */
@Module({
  imports: [
    MikroOrmModule.forFeature([Invoice, StornoInvoice, InvoiceCounter]),
    BookingRecordsModule,
    PaymentsCoreModule,
    SettingsCoreModule,
    MailCoreModule,
    InvoiceRequestsModule,
  ],
  providers: [InvoicesService, InvoiceIssuing, InstalmentInvoices],
  exports: [InvoicesService, InvoiceIssuing, InstalmentInvoices, InvoiceRequestsModule],
})
export class InvoicesCoreModule {}
