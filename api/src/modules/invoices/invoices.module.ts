import { Module } from '@nestjs/common';
import {
  AdminInvoicesController,
  AdminStornoInvoicesController,
} from './admin-invoices.controller';
import { InvoicesController } from './invoices.controller';
import { InvoicesCoreModule } from './invoices-core.module';

/** The HTTP side: the guest's invoice PDF and the admin resources invoices and storno-invoices. */
@Module({
  imports: [InvoicesCoreModule],
  controllers: [InvoicesController, AdminInvoicesController, AdminStornoInvoicesController],
  exports: [InvoicesCoreModule],
})
export class InvoicesModule {}
