import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessCodesModule } from '../access-codes/access-codes.module';
import { CatalogModule } from '../catalog/catalog.module';
import { PricingModule } from '../pricing/pricing.module';
import { AdminBookingsController } from './admin-bookings.controller';
import { AdminBookingsService } from './admin-bookings.service';
import { AvailabilityService } from './availability.service';
import { Booking, BookingCounter } from './booking.entity';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { HoldLimitsService } from './hold-limits.service';
import { PublicMailCap } from './public-mail-cap.service';
import { PitchOccupancy } from './pitch-occupancy.entity';

@Module({
  imports: [
    MikroOrmModule.forFeature([Booking, BookingCounter, PitchOccupancy]),
    CatalogModule,
    PricingModule,
    AccessCodesModule,
  ],
  controllers: [BookingsController, AdminBookingsController],
  providers: [
    BookingsService,
    AvailabilityService,
    AdminBookingsService,
    HoldLimitsService,
    PublicMailCap,
  ],
  exports: [BookingsService, AvailabilityService],
})
export class BookingsModule {}
