import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SettingsCoreModule } from 'src/modules/settings/settings-core.module';
import { AccessCodesCoreModule } from 'src/modules/access-codes/access-codes-core.module';
import { CatalogCoreModule } from 'src/modules/catalog/catalog-core.module';
import { InvoiceRequestsModule } from 'src/modules/invoices/invoice-requests.module';
import { InvoicesCoreModule } from 'src/modules/invoices/invoices-core.module';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { PaymentsCoreModule } from 'src/modules/payments/payments-core.module';
import { PaymentProvidersCoreModule } from 'src/modules/payments/providers/payment-providers.module';
import { PricingCoreModule } from 'src/modules/pricing/pricing-core.module';
import { AvailabilityService } from './availability.service';
import { BookingCancellations } from './booking-cancellations.service';
import { BookingConfirmations } from './booking-confirmations.service';
import { BookingHolds } from './booking-holds.service';
import { BookingMails } from './booking-mails.service';
import { BookingQuotes } from './booking-quotes.service';
import { CancellationTerms } from './cancellation-terms.service';
import { GuestBookings } from './guest-bookings.service';
import { GuestPaymentView } from './guest-payment-view.service';
import { GuestVerification } from './guest-verification.service';
import { BookingRecordsModule } from './booking-records.module';
import { Booking } from './booking.entity';
import { HoldCatalog } from './hold-catalog.service';
import { HoldLimitsService } from './hold-limits.service';
import { PublicMailCap } from './public-mail-cap.service';
import { PitchOccupancy } from './pitch-occupancy.entity';

/** Holds, bookings and availability as the worker and other modules use them; no controllers. */
@Module({
  imports: [
    MikroOrmModule.forFeature([Booking, PitchOccupancy]),
    BookingRecordsModule,
    CatalogCoreModule,
    PricingCoreModule,
    AccessCodesCoreModule,
    MailCoreModule,
    InvoiceRequestsModule,
    PaymentProvidersCoreModule,
    PaymentsCoreModule,
    InvoicesCoreModule,
    SettingsCoreModule,
  ],
  providers: [
    BookingQuotes,
    BookingHolds,
    BookingConfirmations,
    GuestBookings,
    GuestPaymentView,
    GuestVerification,
    CancellationTerms,
    BookingCancellations,
    BookingMails,
    AvailabilityService,
    HoldLimitsService,
    HoldCatalog,
    PublicMailCap,
  ],
  exports: [
    BookingQuotes,
    BookingHolds,
    BookingConfirmations,
    GuestBookings,
    GuestVerification,
    CancellationTerms,
    BookingCancellations,
    AvailabilityService,
    BookingRecordsModule,
  ],
})
export class BookingsCoreModule {}
