import { Module } from '@nestjs/common';
import { AccessCodesCoreModule } from 'src/modules/access-codes/access-codes-core.module';
import { CatalogCoreModule } from 'src/modules/catalog/catalog-core.module';
import { InvoiceRequestsModule } from 'src/modules/invoices/invoice-requests.module';
import { PaymentsCoreModule } from 'src/modules/payments/payments-core.module';
import { PaymentProvidersCoreModule } from 'src/modules/payments/providers/payment-providers.module';
import { PricingCoreModule } from 'src/modules/pricing/pricing-core.module';
import { AdminBookingsController } from './admin-bookings.controller';
import { AdminBookingsService } from './admin-bookings.service';
import { BookingsCoreModule } from './bookings-core.module';
import { BookingsController } from './bookings.controller';
import { DeskBookings } from './desk-bookings.service';
import { DeskMoney } from './desk-money.service';
import { DeskStayChanges } from './desk-stay-changes.service';

/** The HTTP side: the guest booking flow and the admin resource bookings. */
@Module({
  imports: [
    BookingsCoreModule,
    CatalogCoreModule,
    PricingCoreModule,
    AccessCodesCoreModule,
    PaymentsCoreModule,
    PaymentProvidersCoreModule,
    InvoiceRequestsModule,
  ],
  controllers: [BookingsController, AdminBookingsController],
  providers: [AdminBookingsService, DeskBookings, DeskStayChanges, DeskMoney],
  exports: [BookingsCoreModule],
})
export class BookingsModule {}
